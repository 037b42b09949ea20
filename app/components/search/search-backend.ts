import { searchBackendFromEnv, type SearchBackend } from "~/lib/search/search-config";

// Vite replaces these with the values of the build's environment (envPrefix includes DOCSEARCH_).
export const searchBackend: SearchBackend = searchBackendFromEnv({
  DOCSEARCH_APP_ID: import.meta.env.DOCSEARCH_APP_ID as string | undefined,
  DOCSEARCH_API_KEY: import.meta.env.DOCSEARCH_API_KEY as string | undefined,
  DOCSEARCH_INDEX_NAME: import.meta.env.DOCSEARCH_INDEX_NAME as string | undefined,
});
