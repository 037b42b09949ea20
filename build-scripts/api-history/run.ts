// `npm run api-history`: by hand, after a version bump of the pinned @headless-tree packages.
// Downloads the declaration files of every release up to the pinned one, compares them release by
// release and writes content/api/history.json, which is committed: builds and tests stay offline.
//
// Pre-releases are skipped unless the installed changelog has a heading for them: changesets
// writes no changelog entry for snapshot releases, and their API is no promise to readers.

import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { readInstalledChangelogs, type InstalledChangelog } from "../publish/release-dates.ts";
import { buildPackageHistory, type Snapshot } from "./diff.ts";
import { API_HISTORY_FILE, compareReleases, formatHistory, type ApiHistoryFile } from "./history-model.ts";
import { declarationEntry, fetchReleases, unpackRelease } from "./registry.ts";
import { readApiSurface, type ApiSurface } from "./surface.ts";

const CACHE_DIR = ".cache/api-history";
const CORE = "@headless-tree/core";

/** Releases to analyse: stable ones (and pre-releases the changelog lists) up to the installed version, oldest first. */
export function releasesToAnalyse<R extends { version: string }>(releases: readonly R[], log: Pick<InstalledChangelog, "installed" | "versions">): R[] {
  const listed = new Set(log.versions);
  return releases
    .filter((r) => (!r.version.includes("-") || listed.has(r.version)) && compareReleases(r.version, log.installed) <= 0)
    .sort((a, b) => compareReleases(a.version, b.version));
}

async function main() {
  const root = process.cwd();
  const started = performance.now();
  const cacheDir = path.join(root, CACHE_DIR);
  const logs = await readInstalledChangelogs(root);
  // The react package's declarations import @headless-tree/core: resolve it to the core release
  // of the same version (or the newest one before it), never to the installed one.
  const coreEntries = new Map<string, string>();
  const history: ApiHistoryFile = { packages: {} };
  for (const log of [...logs].sort((a, b) => Number(b.name === CORE) - Number(a.name === CORE))) {
    const releases = releasesToAnalyse(await fetchReleases(log.name), log);
    const dirs = await Promise.all(releases.map((r) => unpackRelease(log.name, r, cacheDir)));
    const snapshots: Snapshot[] = [];
    for (const [i, release] of releases.entries()) {
      const entry = await declarationEntry(dirs[i]!);
      if (log.name === CORE) coreEntries.set(release.version, entry);
      const core = log.name === CORE ? undefined : matchingCore(coreEntries, release.version);
      snapshots.push({ version: release.version, surface: await cachedSurface(dirs[i]!, entry, core) });
    }
    const pkg = buildPackageHistory(snapshots, log.versions);
    history.packages[log.name] = pkg;
    const skipped = log.versions.filter((v) => !pkg.versions.includes(v));
    console.log(
      `${log.name}: ${pkg.versions.length} releases analysed (${pkg.versions[0]}…${pkg.versions.at(-1)}), ` +
        `${Object.keys(pkg.items).length} API items, ${Object.keys(pkg.changes).length} releases with API changes`,
    );
    if (skipped.length) console.log(`  in the changelog but not on the registry: ${skipped.join(", ")}`);
  }
  await writeFile(path.join(root, API_HISTORY_FILE), `${formatHistory(history)}\n`);
  console.log(`wrote ${API_HISTORY_FILE} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The surface of one unpacked release, kept beside it: type-checking is most of a run, and a
 * release never changes. The key holds the reader's source and TypeScript's version, so a change
 * to the normalisation reads every release again.
 */
async function cachedSurface(dir: string, entry: string, core: string | undefined): Promise<ApiSurface> {
  const reader = await readFile(fileURLToPath(new URL("./surface.ts", import.meta.url)), "utf8");
  const key = createHash("sha256").update(reader).update(ts.version).update(core ? path.relative(dir, core) : "").digest("hex");
  const file = path.join(dir, "surface.json");
  const cached = await readFile(file, "utf8").then((text) => JSON.parse(text) as { key: string; surface: ApiSurface }, () => undefined);
  if (cached?.key === key) return cached.surface;
  const surface = readApiSurface(entry, core ? { paths: { [CORE]: core } } : {});
  await writeFile(file, JSON.stringify({ key, surface }));
  return surface;
}

function matchingCore(coreEntries: Map<string, string>, version: string): string | undefined {
  const candidates = [...coreEntries.keys()].filter((v) => compareReleases(v, version) <= 0).sort(compareReleases);
  const match = candidates.at(-1);
  return match === undefined ? undefined : coreEntries.get(match);
}

if (process.argv[1]?.endsWith("api-history/run.ts")) await main();
