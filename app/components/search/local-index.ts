import indexUrl from "~/generated/search-index.json?url";
import { lazyOnce } from "~/runtime/lazy-load";
import { loadSearchIndex } from "~/lib/search/search-index-load";

export { onlyClosest, searchIndex } from "~/lib/search/search-query";

/**
 * The embedded index, fetched on first use (its URL is a hashed asset, cached immutably) and kept
 * for the session. A failed fetch is forgotten, so the next keystroke tries again.
 */
export const loadLocalIndex = lazyOnce(() =>
  fetch(indexUrl).then((response) => {
    if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
    return response.text().then(loadSearchIndex);
  }),
).load;
