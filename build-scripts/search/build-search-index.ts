// Builds the embedded search index: app/generated/search-index.json, a serialised MiniSearch index
// whose stored fields carry everything the dialog and /search page display. Client code imports its
// URL (`?url`), so Vite emits it hashed under /assets and the browser fetches it on first search.

import { readFile } from "node:fs/promises";
import path from "node:path";
import MiniSearch from "minisearch";
import { searchIndexOptions } from "#contract/search/search-index-options.ts";
import type { SearchRecord } from "#contract/search/search-records.ts";
import { writeIfChanged } from "../shared/cache.ts";
import {
  apiRecords,
  apiSliceFile,
  docRecords,
  type ApiRouteInfo,
  type ApiSliceInfo,
  type RecordDraft,
  type SearchSourcePage,
} from "./collect-records.ts";

export const SEARCH_INDEX_FILE = "search-index.json";

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, "utf8")) as T;
}

async function readSlices(apiDir: string, routes: readonly ApiRouteInfo[]): Promise<Map<string, ApiSliceInfo>> {
  const entries = await Promise.all(
    routes.map(async (route) => {
      // A missing slice only costs the descriptions of that page; the record itself stays.
      const slice = await readJson<ApiSliceInfo>(path.join(apiDir, apiSliceFile(route.path))).catch(() => undefined);
      return [route.path, slice] as const;
    }),
  );
  return new Map(entries.filter((e): e is readonly [string, ApiSliceInfo] => e[1] !== undefined));
}

/** Records in a stable order (docs, then API), numbered from 0. */
export function numberRecords(drafts: readonly RecordDraft[]): SearchRecord[] {
  return drafts.map((draft, id) => ({ id, ...draft }));
}

export function createSearchIndex(records: readonly SearchRecord[]): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>(searchIndexOptions);
  index.addAll(records);
  return index;
}

/**
 * Reads the generated content and API data under `outDir` (run after the content and API stages)
 * and writes `outDir/search-index.json`.
 */
export async function buildSearchIndex(opts: { root: string; outDir: string }): Promise<{ records: number; bytes: number }> {
  const apiDir = path.join(opts.outDir, "api");
  const [pages, routes, symbols] = await Promise.all([
    readJson<SearchSourcePage[]>(path.join(opts.outDir, "search-source.json")),
    readJson<ApiRouteInfo[]>(path.join(apiDir, "routes.json")),
    readJson<Record<string, string>>(path.join(apiDir, "symbols.json")),
  ]);
  const slices = await readSlices(apiDir, routes);
  const records = numberRecords([...docRecords(pages), ...apiRecords(routes, slices, symbols)]);
  const json = JSON.stringify(createSearchIndex(records));
  await writeIfChanged(path.join(opts.outDir, SEARCH_INDEX_FILE), json);
  return { records: records.length, bytes: Buffer.byteLength(json) };
}
