import MiniSearch from "minisearch";
import { searchIndexOptions } from "#contract/search/search-index-options.ts";
import type { SearchIndex } from "./search-query";
import type { SearchRecord } from "#contract/search/search-records.ts";

// Kept apart from search-query so that only the code that really loads an index pulls in
// MiniSearch itself (a hosted-search build never does).

/** The embedded index from the JSON that build-scripts/search wrote. */
export function loadSearchIndex(json: string): SearchIndex {
  return MiniSearch.loadJSON<SearchRecord>(json, searchIndexOptions);
}
