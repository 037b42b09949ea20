import type MiniSearch from "minisearch";
import type { SearchResult } from "minisearch";
import { TITLE_FIELDS, defaultSearchOptions, tokenizeQuery } from "#contract/search/search-index-options.ts";
import { recordTitle, type SearchRecord } from "#contract/search/search-records.ts";
import { MAX_QUERY_LENGTH } from "./search-url";


export type SearchIndex = MiniSearch<SearchRecord>;

export interface RankedHit {
  record: SearchRecord;
  score: number;
  /** Lower-case document terms that matched, for highlighting. */
  terms: string[];
  /** True when the record's own title (page title, heading, API name) matched. */
  titleMatched: boolean;
}

export function normalizeQuery(query: string): string {
  return query.slice(0, MAX_QUERY_LENGTH).trim();
}

function compact(text: string): string {
  return text.toLowerCase().replace(/[\s\p{P}]+/gu, "");
}

/**
 * Searches the index: every word must match (typos and prefixes allowed); when that finds
 * nothing, any word may. An exact title match ("createTree" → the createTree page) goes first,
 * and API items rank a little above their members and above prose that mentions them.
 */
export function searchIndex(index: SearchIndex, rawQuery: string): RankedHit[] {
  const query = normalizeQuery(rawQuery);
  if (tokenizeQuery(query).length === 0) return [];

  let results = index.search(query, defaultSearchOptions);
  if (results.length === 0 && tokenizeQuery(query).length > 1) {
    results = index.search(query, { ...defaultSearchOptions, combineWith: "OR" });
  }

  const wanted = compact(query);
  return results
    .map((result) => toRankedHit(result, wanted))
    .sort((a, b) => b.score - a.score || a.record.id - b.record.id);
}

/** Pages and API items a little above sections and members; old release notes below both. */
const KIND_WEIGHT: Record<SearchRecord["kind"], number> = {
  page: 1.5,
  api: 1.25,
  section: 1,
  "api-member": 1,
  changelog: 0.7,
};

function toRankedHit(result: SearchResult, wantedTitle: string): RankedHit {
  const record = {
    id: result.id as number,
    kind: result.kind,
    level: result.level,
    url: result.url,
    lvl0: result.lvl0,
    lvl1: result.lvl1,
    lvl2: result.lvl2,
    lvl3: result.lvl3,
    text: result.text ?? "",
  } as SearchRecord;
  const titleMatched = Object.values(result.match).some((fields) => fields.some((field) => TITLE_FIELDS.includes(field)));
  let score = result.score;
  if (compact(recordTitle(record)) === wantedTitle) score *= 4;
  score *= KIND_WEIGHT[record.kind];
  return { record, score, terms: result.terms, titleMatched };
}
