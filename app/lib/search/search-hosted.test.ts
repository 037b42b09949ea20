import { describe, expect, it } from "vitest";
import { HOSTED_FACET_FILTERS } from "#contract/search/docsearch-facets.ts";
import { hostedSearchOrigin, searchBackendFromEnv } from "./search-config";
import { hostedSearchRequest } from "./search-hosted";

const env = { DOCSEARCH_APP_ID: "APP123", DOCSEARCH_API_KEY: "public-key", DOCSEARCH_INDEX_NAME: "headless-tree" };

describe("hostedSearchRequest (the /search page)", () => {
  it("queries the app's search host with the same filters and the public key", () => {
    const backend = searchBackendFromEnv(env);
    if (backend.kind !== "hosted") throw new Error("expected hosted");
    const { url, init } = hostedSearchRequest(backend, "create tree");
    expect(url).toBe("https://APP123-dsn.algolia.net/1/indexes/headless-tree/query");
    expect(url.startsWith(hostedSearchOrigin("APP123"))).toBe(true);
    expect(init.headers).toMatchObject({ "X-Algolia-Application-Id": "APP123", "X-Algolia-API-Key": "public-key" });
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ query: "create tree", facetFilters: HOSTED_FACET_FILTERS });
  });
});
