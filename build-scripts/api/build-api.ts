// Entry point of the API reference stage: TypeDoc (cached) -> model -> page slices on disk.
//
//   app/generated/api/pages/index.json                      /api
//   app/generated/api/pages/{pkg}.json                      /api/{pkg}
//   app/generated/api/pages/{pkg}/{kind}/{Name}.json        /api/{pkg}/{kind}/{Name}
//   app/generated/api/sidebar.json, routes.json, symbols.json, stamp.json
//
// Warm builds: when stamp.json matches (same TypeDoc inputs, same pipeline sources), nothing is
// rebuilt and routes/symbols are read back from disk.

import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { RouteEntry } from "#contract/content/content-model.ts";
import type { BuildWarning } from "../shared/build-error.ts";
import { addHistoryToPages } from "../api-history/api-pages.ts";
import { API_HISTORY_FILE, loadApiHistory } from "../api-history/history-model.ts";
import { modelHasFencedCode } from "./comment.ts";
import { createMarkdownRenderer } from "./markdown.ts";
import { ApiModel } from "./model.ts";
import { buildPages, type BuiltApi } from "./pages.ts";
import { loadTypedocModels, typedocCacheKey } from "./typedoc-run.ts";

export interface BuildApiOptions {
  root: string;
  /** Defaults to <root>/app/generated/api */
  outDir?: string;
  /** Progress lines; warnings are returned (and logged here too). */
  log?: (message: string) => void;
  /** Ignore stamp.json and rewrite the slices (TypeDoc stays cached). */
  force?: boolean;
}

export interface BuildApiResult {
  routes: RouteEntry[];
  symbols: Record<string, string>;
  /** TypeDoc warnings plus our own (unresolved links, id collisions); also on warm builds. */
  warnings: BuildWarning[];
  /** "fresh" = TypeDoc ran; "slices" = TypeDoc cached, slices rebuilt; "warm" = nothing to do. */
  mode: "fresh" | "slices" | "warm";
}

interface Stamp {
  stamp: string;
  warnings: BuildWarning[];
}

/** Source files outside build-scripts/api whose change must rebuild the slices. */
const APP_INPUTS = [
  "contract/api/api-model.ts",
  "contract/content/content-model.ts",
  API_HISTORY_FILE,
  "build-scripts/api-history/api-pages.ts",
  "build-scripts/api-history/history-model.ts",
];

export async function buildApi(opts: BuildApiOptions): Promise<BuildApiResult> {
  const root = path.resolve(opts.root);
  const outDir = path.resolve(opts.outDir ?? path.join(root, "app", "generated", "api"));
  const log = opts.log ?? (() => {});
  const started = performance.now();

  // Checked on every build, warm ones too: a version bump must not pass with a stale history.
  const history = await loadApiHistory(root);
  const stamp = await outputStamp(root, await typedocCacheKey(root));
  if (!opts.force) {
    const warm = await readWarm(outDir, stamp);
    if (warm) {
      log(`api: up to date (${warm.routes.length} routes, ${Math.round(performance.now() - started)} ms)`);
      return warm;
    }
  }

  const models = await loadTypedocModels(root, log);
  const model = new ApiModel(models.packages);
  const md = await createMarkdownRenderer({
    withHighlighter: models.packages.some((p) => modelHasFencedCode(p.project.children)),
  });
  const built = buildPages(model, md);
  const withHistory = addHistoryToPages(built.items, built.packages, history);
  const warnings = [...models.warnings, ...built.warnings];
  await writeSlices(outDir, built, { stamp, warnings });
  for (const w of warnings) log(`warning: ${w.location}: ${w.message}`);
  log(
    `api: ${built.routes.length} routes (${built.items.length} item pages) in ` +
      `${Math.round(performance.now() - started)} ms${models.cached ? ", TypeDoc cached" : ""}; "Added in" on ${withHistory} items`,
  );
  return { routes: built.routes, symbols: built.symbols, warnings, mode: models.cached ? "slices" : "fresh" };
}

async function outputStamp(root: string, typedocKey: string): Promise<string> {
  const hash = createHash("sha256").update(typedocKey);
  for (const file of APP_INPUTS) hash.update(await readFile(path.join(root, file)));
  return hash.digest("hex").slice(0, 16);
}

async function readWarm(outDir: string, stamp: string): Promise<BuildApiResult | undefined> {
  try {
    const existing = JSON.parse(await readFile(path.join(outDir, "stamp.json"), "utf8")) as Stamp;
    if (existing.stamp !== stamp) return undefined;
    const [routes, symbols] = await Promise.all([
      readFile(path.join(outDir, "routes.json"), "utf8").then((t) => JSON.parse(t) as RouteEntry[]),
      readFile(path.join(outDir, "symbols.json"), "utf8").then((t) => JSON.parse(t) as Record<string, string>),
    ]);
    return { routes, symbols, warnings: existing.warnings, mode: "warm" };
  } catch {
    return undefined;
  }
}

async function writeSlices(outDir: string, built: BuiltApi, stamp: Stamp): Promise<void> {
  // Start clean so renamed or removed exports leave no stale slice behind; stamp.json goes last,
  // so an interrupted write is rebuilt next time.
  await rm(outDir, { recursive: true, force: true });
  const files = new Map<string, unknown>();
  files.set("pages/index.json", built.index);
  for (const page of built.packages) files.set(`pages/${page.pkg}.json`, page);
  for (const page of built.items) files.set(`pages/${page.pkg}/${page.itemKind}/${page.name}.json`, page);
  files.set("sidebar.json", built.sidebar);
  files.set("routes.json", built.routes);
  files.set("symbols.json", built.symbols);

  const dirs = new Set([...files.keys()].map((f) => path.dirname(path.join(outDir, f))));
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  await Promise.all([...files].map(([file, data]) => writeFile(path.join(outDir, file), JSON.stringify(data))));
  await writeFile(path.join(outDir, "stamp.json"), JSON.stringify(stamp));
}
