import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseChangelog } from "../content/changelog.ts";

/** npm package name → version → ISO date of its publication, or null when the registry has none. */
export type ReleaseDates = Record<string, Record<string, string | null>>;

export const RELEASE_DATES_FILE = "content/changelog/release-dates.json";
export const CHANGELOG_PACKAGES = ["core", "react"] as const;
export type ChangelogPackage = (typeof CHANGELOG_PACKAGES)[number];

export const FETCH_RELEASE_DATES_COMMAND = "npx tsx build-scripts/publish/fetch-release-dates.ts";

export interface InstalledChangelog {
  pkg: ChangelogPackage;
  name: string;
  installed: string;
  markdown: string;
  /** Versions in the changelog, newest first. */
  versions: string[];
}

export async function readInstalledChangelogs(root: string): Promise<InstalledChangelog[]> {
  return Promise.all(
    CHANGELOG_PACKAGES.map(async (pkg) => {
      const dir = path.join(root, "node_modules", "@headless-tree", pkg);
      const markdown = await readFile(path.join(dir, "CHANGELOG.md"), "utf8");
      const manifest = JSON.parse(await readFile(path.join(dir, "package.json"), "utf8")) as { name: string; version: string };
      return { pkg, name: manifest.name, installed: manifest.version, markdown, versions: parseChangelog(markdown).versions.map((v) => v.version) };
    }),
  );
}

export async function readReleaseDates(root: string): Promise<ReleaseDates> {
  return JSON.parse(await readFile(path.join(root, RELEASE_DATES_FILE), "utf8")) as ReleaseDates;
}

/**
 * Changelog versions the dates file does not mention at all: the file predates the installed
 * packages (a version bump), and the fetch script has to be run again.
 */
export function unrecordedVersions(dates: ReleaseDates, changelogs: readonly Pick<InstalledChangelog, "name" | "versions">[]): string[] {
  return changelogs.flatMap((log) => log.versions.filter((version) => !(version in (dates[log.name] ?? {}))).map((version) => `${log.name}@${version}`));
}

/** Compares "1.10.0" and "1.9.2" as versions (pre-release tags are ignored; changesets has none here). */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split(/[-+]/, 1)[0]!.split(".").map((n) => Number.parseInt(n, 10) || 0);
  const [pa, pb] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
