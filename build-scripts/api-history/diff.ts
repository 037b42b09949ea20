// Release-by-release comparison of API surfaces → one package's history. Pure, so the tests can
// feed it surfaces read from small fixture declarations.

import { compareReleases, type ItemHistory, type PackageHistory, type VersionChanges } from "./history-model.ts";
import type { ApiSurface } from "./surface.ts";

export interface Snapshot {
  version: string;
  surface: ApiSurface;
}

/** `snapshots` oldest first; `changelogVersions` say which releases the registry is missing. */
export function buildPackageHistory(snapshots: readonly Snapshot[], changelogVersions: readonly string[] = []): PackageHistory {
  const versions = snapshots.map((s) => s.version);
  const items = new Map<string, ItemHistory>();
  const changes: Record<string, VersionChanges> = {};
  let previous: Snapshot | undefined;
  for (const snapshot of snapshots) {
    for (const [key, entry] of Object.entries(snapshot.surface)) {
      const item = items.get(key) ?? { added: snapshot.version };
      item.last = snapshot.version;
      if (!entry.deprecated) delete item.deprecated;
      else item.deprecated ??= snapshot.version;
      items.set(key, item);
    }
    if (previous) {
      const diff = compareSurfaces(previous.surface, snapshot.surface);
      if (Object.keys(diff).length > 0) changes[snapshot.version] = diff;
    }
    previous = snapshot;
  }
  const newest = versions.at(-1);
  const sortedItems = [...items].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    versions,
    unpublished: unpublishedBetween(versions, changelogVersions),
    items: Object.fromEntries(
      sortedItems.map(([key, { added, last, deprecated }]) => {
        const item: ItemHistory = { added };
        if (last !== newest) item.last = last!;
        if (deprecated && last === newest) item.deprecated = deprecated;
        return [key, item];
      }),
    ),
    changes,
  };
}

/** Added, removed, changed-signature and newly deprecated keys of `next` against `prev`, sorted. */
export function compareSurfaces(prev: ApiSurface, next: ApiSurface): VersionChanges {
  const result: VersionChanges = {};
  const push = (kind: keyof VersionChanges, key: string) => (result[kind] ??= []).push(key);
  for (const key of Object.keys(next)) {
    const before = prev[key];
    if (!before) push("added", key);
    else {
      if (before.signature !== next[key]!.signature) push("changed", key);
      if (!before.deprecated && next[key]!.deprecated) push("deprecated", key);
    }
  }
  for (const key of Object.keys(prev)) if (!(key in next)) push("removed", key);
  for (const list of Object.values(result)) list.sort();
  return result;
}

function unpublishedBetween(analysed: readonly string[], changelogVersions: readonly string[]): Record<string, string[]> {
  const known = new Set(analysed);
  const result: Record<string, string[]> = {};
  analysed.forEach((version, i) => {
    if (i === 0) return;
    const missing = changelogVersions
      .filter((v) => !known.has(v) && compareReleases(v, analysed[i - 1]!) > 0 && compareReleases(v, version) < 0)
      .sort(compareReleases);
    if (missing.length > 0) result[version] = missing;
  });
  return result;
}
