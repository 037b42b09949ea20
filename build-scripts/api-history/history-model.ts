// The committed API history (content/api/history.json): its shape, how the build reads it, and
// the one check that keeps it in step with the pinned packages. Written by `npm run api-history`.

import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ApiAddedIn } from "#contract/api/api-model.ts";
import { API_PACKAGES } from "../api/config.ts";
import { BuildError } from "../shared/build-error.ts";
import { compareVersions } from "../publish/release-dates.ts";

export const API_HISTORY_FILE = "content/api/history.json";
export const API_HISTORY_COMMAND = "npm run api-history";

export interface ApiHistoryFile {
  /** npm name → that package's history. */
  packages: Record<string, PackageHistory>;
}

export interface PackageHistory {
  /** The releases whose declarations were compared, oldest first. */
  versions: string[];
  /**
   * Analysed version → the changelog versions between it and the previous analysed one that the
   * registry does not have: what one of those added shows up only in the later version.
   */
  unpublished: Record<string, string[]>;
  /** `Name` or `Name.member` → its history. */
  items: Record<string, ItemHistory>;
  /** Version → what changed against the previous analysed version; versions without change are left out. */
  changes: Record<string, VersionChanges>;
}

export interface ItemHistory {
  /** First analysed version that had it. */
  added: string;
  /** Last version that had it; only for items the newest analysed version no longer has. */
  last?: string;
  /** First version of the current run of versions that mark it `@deprecated`. */
  deprecated?: string;
}

export interface VersionChanges {
  added?: string[];
  removed?: string[];
  /** The normalised signature differs from the previous version's. */
  changed?: string[];
  /** Newly marked `@deprecated`. */
  deprecated?: string[];
}

export const CHANGE_KINDS = ["added", "removed", "changed", "deprecated"] as const satisfies readonly (keyof VersionChanges)[];

/** The history, checked against the installed packages; what the build stages use. */
export async function loadApiHistory(root: string): Promise<ApiHistoryFile> {
  const history = await readApiHistory(root);
  const installed = await Promise.all(
    API_PACKAGES.map(async ({ name }) => {
      const manifest = JSON.parse(await readFile(path.join(root, "node_modules", name, "package.json"), "utf8")) as { version: string };
      return { name, version: manifest.version };
    }),
  );
  checkHistoryCovers(history, installed);
  return history;
}

async function readApiHistory(root: string): Promise<ApiHistoryFile> {
  let text: string;
  try {
    text = await readFile(path.join(root, API_HISTORY_FILE), "utf8");
  } catch {
    throw new BuildError(`The API history is missing. Run \`${API_HISTORY_COMMAND}\` (needs the npm registry) and commit ${API_HISTORY_FILE}.`, API_HISTORY_FILE);
  }
  return JSON.parse(text) as ApiHistoryFile;
}

/**
 * Fails when an installed package is newer than the newest version the history has analysed:
 * its new symbols would get no "Added in" badge and its changelog entry no API changes.
 */
export function checkHistoryCovers(history: ApiHistoryFile, installed: readonly { name: string; version: string }[]): void {
  for (const { name, version } of installed) {
    const newest = history.packages[name]?.versions.at(-1);
    if (newest === undefined || compareReleases(version, newest) > 0) {
      throw new BuildError(
        `${name}@${version} is installed, but the API history ${newest ? `ends at ${newest}` : "does not cover it"}. ` +
          `Run \`${API_HISTORY_COMMAND}\` (needs the npm registry) and commit ${API_HISTORY_FILE}.`,
        API_HISTORY_FILE,
      );
    }
  }
}

/**
 * The releases an item may have been added (or deprecated) in, oldest first: the analysed version
 * that first shows it, preceded by the changelog versions just before it that the registry does
 * not have. Undefined for the first analysed version, which says nothing about when it came.
 */
export function releasesOf(pkg: PackageHistory, name: string, event: "added" | "deprecated"): ApiAddedIn | undefined {
  const version = pkg.items[name]?.[event];
  if (version === undefined || version === pkg.versions[0]) return undefined;
  return [...(pkg.unpublished[version] ?? []), version];
}

/**
 * JSON with one line per item and per change list, so a new release shows up in review as a few
 * added lines rather than a reformatted file. Objects whose values are all plain stay on one line.
 */
export function formatHistory(value: unknown, indent = ""): string {
  if (Array.isArray(value) || value === null || typeof value !== "object") return JSON.stringify(value);
  const entries = Object.entries(value);
  if (entries.every(([, v]) => v === null || typeof v !== "object")) return JSON.stringify(value);
  const inner = `${indent} `;
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatHistory(v, inner)}`).join(",\n")}\n${indent}}`;
}

/** Release order: `compareVersions`, with a pre-release before its release (`1.9.0-beta.1` < `1.9.0`). */
export function compareReleases(a: string, b: string): number {
  return compareVersions(a, b) || Number(!a.includes("-")) - Number(!b.includes("-")) || (a < b ? -1 : a > b ? 1 : 0);
}
