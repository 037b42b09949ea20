import indexUrl from "~/generated/search-index.json?url";
import { loadSearchIndex } from "~/lib/search-index-load";
import type { SearchIndex } from "~/lib/search-query";

export { searchIndex } from "~/lib/search-query";

let pending: Promise<SearchIndex> | undefined;

/**
 * The embedded index, fetched on first use (its URL is a hashed asset, cached immutably) and kept
 * for the session. A failed fetch is forgotten, so the next keystroke tries again.
 */
export function loadLocalIndex(): Promise<SearchIndex> {
  pending ??= fetch(indexUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.text();
    })
    .then(loadSearchIndex)
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
