import type { DocSearchTransformClient } from "@docsearch/react";
import { describe, expect, it, vi } from "vitest";
import { createLocalSearchClient, withOutcomeReporting, type SearchOutcome } from "./search-local-client";
import { testIndex } from "./search-test-records";

type Search = (args: unknown) => Promise<{ results: { hits: { url: string }[]; nbHits: number; nbPages: number; hitsPerPage: number }[] }>;
const searchOf = (client: DocSearchTransformClient) => client.search as unknown as Search;

describe("createLocalSearchClient", () => {
  it("answers DocSearch's request shape from the index, with the total count", async () => {
    const client = createLocalSearchClient(async () => testIndex());
    const { results } = await searchOf(client)({ requests: [{ indexName: "local", query: "createTree", hitsPerPage: 2 }] });
    expect(results).toHaveLength(1);
    expect(results[0]?.hits.map((h) => h.url)).toEqual(["/api/core/function/createTree", expect.any(String)]);
    expect(results[0]?.nbHits).toBeGreaterThan(2);
    expect(results[0]?.nbPages).toBe(Math.ceil(results[0]!.nbHits / 2));
  });

  it("loads the index only when a search runs", async () => {
    const load = vi.fn(async () => testIndex());
    const client = createLocalSearchClient(load);
    expect(load).not.toHaveBeenCalled();
    await searchOf(client)({ requests: [{ query: "tree" }] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reports a failed index load and answers with no hits instead of rejecting", async () => {
    const outcomes: SearchOutcome[] = [];
    let fail = true;
    const client = createLocalSearchClient(async () => {
      if (fail) throw new TypeError("Failed to fetch");
      return testIndex();
    }, (o) => outcomes.push(o));
    const first = await searchOf(client)({ requests: [{ query: "createTree" }] });
    expect(first.results[0]).toMatchObject({ hits: [], nbHits: 0 });
    fail = false;
    const second = await searchOf(client)({ requests: [{ query: "createTree" }] });
    expect(second.results[0]?.nbHits).toBeGreaterThan(0);
    expect(outcomes).toEqual([
      { query: "createTree", ok: false, closest: false },
      { query: "createTree", ok: true, closest: false },
    ]);
  });

  it("reports when the hits are only the closest there are", async () => {
    const outcomes: SearchOutcome[] = [];
    const client = createLocalSearchClient(async () => testIndex(), (o) => outcomes.push(o));
    // No record has "zzqxvv", the rarest word; "selection" alone is less than most of the query.
    const { results } = await searchOf(client)({ requests: [{ query: "selection zzqxvv" }, { query: "selection" }, { query: "zzqxvv" }] });
    expect(results[0]?.hits.length).toBeGreaterThan(0);
    expect(outcomes).toEqual([
      { query: "selection zzqxvv", ok: true, closest: true },
      { query: "selection", ok: true, closest: false },
      { query: "zzqxvv", ok: true, closest: false },
    ]);
  });
});

describe("withOutcomeReporting", () => {
  it("passes hosted responses through and turns a failure into an empty answer", async () => {
    const outcomes: SearchOutcome[] = [];
    const response = { results: [{ hits: [{ url: "/x" }], nbHits: 1 }] };
    const search = vi.fn().mockResolvedValueOnce(response).mockRejectedValueOnce(Object.assign(new Error("down"), { name: "RetryError" }));
    const hosted = { search, addAlgoliaAgent: vi.fn(), transporter: { algoliaAgent: { value: "x", add: vi.fn() } } } as unknown as DocSearchTransformClient;
    const client = withOutcomeReporting(hosted, (o) => outcomes.push(o));
    const args = { requests: [{ indexName: "docs", query: "tree", facetFilters: ["language:en"] }] };
    await expect(searchOf(client)(args)).resolves.toBe(response);
    expect(search).toHaveBeenLastCalledWith(args);
    await expect(searchOf(client)(args)).resolves.toMatchObject({ results: [{ hits: [], nbHits: 0 }] });
    expect(outcomes).toEqual([
      { query: "tree", ok: true, closest: false },
      { query: "tree", ok: false, closest: false },
    ]);
    client.addAlgoliaAgent("docsearch", "3.9.0");
    expect(hosted.addAlgoliaAgent).toHaveBeenCalledWith("docsearch", "3.9.0");
  });
});
