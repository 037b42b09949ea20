import { searchBackendFromEnv, type SearchBackend } from "~/lib/search/search-config";
import { lazyOnce } from "~/runtime/lazy-load";

// Vite replaces these with the values of the build's environment (envPrefix includes DOCSEARCH_).
export const searchBackend: SearchBackend = searchBackendFromEnv({
  DOCSEARCH_APP_ID: import.meta.env.DOCSEARCH_APP_ID as string | undefined,
  DOCSEARCH_API_KEY: import.meta.env.DOCSEARCH_API_KEY as string | undefined,
  DOCSEARCH_INDEX_NAME: import.meta.env.DOCSEARCH_INDEX_NAME as string | undefined,
});

// The embedded index and MiniSearch are a chunk of their own: a hosted build never loads them.
const localIndexChunk = lazyOnce(() => import("./local-index"));

/** The embedded index, fetched on first use. */
export const loadLocalIndex = () => localIndexChunk.load().then((chunk) => chunk.loadLocalIndex());

/** The hits for `query` in the embedded index, and whether they only come close (see `onlyClosest`). */
export const searchLocalIndex = (query: string) =>
  localIndexChunk.load().then(async (chunk) => {
    const hits = chunk.searchIndex(await chunk.loadLocalIndex(), query);
    return { hits, closest: chunk.onlyClosest(hits) };
  });
