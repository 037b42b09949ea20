// Run by hand when the pinned @headless-tree version changes:
//   npx tsx build-scripts/publish/fetch-release-dates.ts
// The changelogs have no dates, but the Atom feed needs one per entry, and builds must work
// offline and give the same output every time; so the dates are fetched once and committed.
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { RELEASE_DATES_FILE, compareVersions, readInstalledChangelogs, readReleaseDates, type ReleaseDates } from "./release-dates.ts";

const run = promisify(execFile);

/** `npm view <name> time --json`: version → publication time (plus "created" and "modified"). */
async function registryTimes(name: string): Promise<Record<string, string>> {
  const { stdout } = await run("npm", ["view", name, "time", "--json"], { maxBuffer: 8 * 1024 * 1024 });
  return JSON.parse(stdout) as Record<string, string>;
}

/**
 * One package's dates, newest version first: the registry's time for every changelog version;
 * a date recorded earlier is kept when the registry no longer answers for that version; null
 * says "the registry does not know this version", which differs from "not fetched yet".
 */
export function mergeDates(versions: readonly string[], registry: Record<string, string>, previous: Record<string, string | null> = {}): Record<string, string | null> {
  const result: Record<string, string | null> = {};
  for (const version of versions) {
    const time = registry[version];
    result[version] = time ? new Date(time).toISOString() : (previous[version] ?? null);
  }
  return result;
}

/** Versions whose date is later than that of a higher version: the registry's times are suspect. */
export function outOfOrder(dates: Record<string, string | null>): string[] {
  const dated = Object.entries(dates).filter((e): e is [string, string] => e[1] !== null).sort(([a], [b]) => compareVersions(a, b));
  return dated.filter(([, date], i) => dated.slice(i + 1).some(([, later]) => later < date)).map(([version]) => version);
}

async function main() {
  const root = process.cwd();
  const previous: ReleaseDates = await readReleaseDates(root).catch(() => ({}));
  const result: ReleaseDates = {};
  for (const log of await readInstalledChangelogs(root)) {
    const dates = mergeDates(log.versions, await registryTimes(log.name), previous[log.name]);
    result[log.name] = dates;
    const missing = Object.keys(dates).filter((v) => dates[v] === null);
    const dated = log.versions.length - missing.length;
    console.log(`${log.name}: ${dated} of ${log.versions.length} changelog versions dated`);
    if (missing.length) console.warn(`  not on the registry (left out of the feed): ${missing.join(", ")}`);
    const suspect = outOfOrder(dates);
    if (suspect.length) console.warn(`  dated later than a higher version (the feed orders by version): ${suspect.join(", ")}`);
    if (!dates[log.installed]) throw new Error(`${log.name}@${log.installed} is installed but the registry gives it no date.`);
  }
  await writeFile(path.join(root, RELEASE_DATES_FILE), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${RELEASE_DATES_FILE}`);
}

if (process.argv[1]?.endsWith("fetch-release-dates.ts")) await main();
