// Which search backend the site uses, decided from DOCSEARCH_* variables at build time.
import { HOSTED_FACET_FILTERS } from "#contract/search/docsearch-facets.ts";

export interface SearchEnv {
  DOCSEARCH_APP_ID?: string;
  DOCSEARCH_API_KEY?: string;
  DOCSEARCH_INDEX_NAME?: string;
}

export type SearchBackend =
  | { kind: "local" }
  | {
      kind: "hosted";
      appId: string;
      apiKey: string;
      indexName: string;
      searchParameters: { facetFilters: (string | string[])[] };
    };

/** Hosted only when all three variables are non-empty; a partial setup falls back to local. */
export function searchBackendFromEnv(env: SearchEnv): SearchBackend {
  const appId = env.DOCSEARCH_APP_ID?.trim();
  const apiKey = env.DOCSEARCH_API_KEY?.trim();
  const indexName = env.DOCSEARCH_INDEX_NAME?.trim();
  if (!appId || !apiKey || !indexName) return { kind: "local" };
  return { kind: "hosted", appId, apiKey, indexName, searchParameters: { facetFilters: HOSTED_FACET_FILTERS } };
}

/** The host the hosted service answers searches from (what the page head preconnects to). */
export function hostedSearchOrigin(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

/** The DocSearch credentials and parameters for a backend; the local one needs dummy values. */
export function docSearchCredentials(backend: SearchBackend): {
  appId: string;
  apiKey: string;
  indexName: string;
  searchParameters?: { facetFilters: (string | string[])[] };
} {
  if (backend.kind === "hosted") {
    const { appId, apiKey, indexName, searchParameters } = backend;
    return { appId, apiKey, indexName, searchParameters };
  }
  return { appId: "local", apiKey: "local", indexName: "local" };
}
