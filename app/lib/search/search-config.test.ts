import { describe, expect, it } from "vitest";
import { docSearchCredentials, searchBackendFromEnv } from "./search-config";

const env = { DOCSEARCH_APP_ID: "APP123", DOCSEARCH_API_KEY: "public-key", DOCSEARCH_INDEX_NAME: "headless-tree" };

describe("searchBackendFromEnv", () => {
  it("uses the embedded index unless all three variables are set", () => {
    expect(searchBackendFromEnv({})).toEqual({ kind: "local" });
    expect(searchBackendFromEnv({ ...env, DOCSEARCH_API_KEY: "" })).toEqual({ kind: "local" });
    expect(searchBackendFromEnv({ ...env, DOCSEARCH_INDEX_NAME: "  " })).toEqual({ kind: "local" });
  });

  it("configures the hosted service with contextual facet filters for en and the docs version", () => {
    const backend = searchBackendFromEnv(env);
    expect(docSearchCredentials(backend)).toEqual({
      appId: "APP123",
      apiKey: "public-key",
      indexName: "headless-tree",
      searchParameters: { facetFilters: ["language:en", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]] },
    });
  });

  it("gives DocSearch dummy credentials and no filters in local mode", () => {
    expect(docSearchCredentials({ kind: "local" })).toEqual({ appId: "local", apiKey: "local", indexName: "local" });
  });
});
