import { describe, expect, it } from "vitest";
import { normalizeQuery, searchIndex } from "./search-query";
import { testIndex } from "./search-test-records";
import { MAX_QUERY_LENGTH } from "./search-url";

const index = testIndex();
const urls = (query: string) => searchIndex(index, query).map((hit) => hit.record.url);

describe("searchIndex", () => {
  it("puts the createTree API page first, above prose that mentions it", () => {
    const result = urls("createTree");
    expect(result[0]).toBe("/api/core/function/createTree");
    expect(result).toContain("/getstarted#creating-a-tree");
    expect(result).toContain("/changelog/core#120");
  });

  it("ranks a title match above a body-text match", () => {
    const result = urls("selection");
    expect(result[0]).toBe("/features/selection");
    // "Reading the selection" has it in its heading, the SelectionDataRef only as a camelCase part.
    expect(result.indexOf("/features/selection#reading-the-selection")).toBeLessThan(
      result.indexOf("/api/core/interface/SelectionDataRef"),
    );
  });

  it("tolerates typos and matches prefixes", () => {
    expect(urls("createTre")[0]).toBe("/api/core/function/createTree");
    expect(urls("craeteTree")[0]).toBe("/api/core/function/createTree");
    expect(urls("TreeConf")[0]).toBe("/api/core/interface/TreeConfig");
    expect(urls("rootItem")[0]).toBe("/api/core/interface/TreeConfig#rootItemId");
  });

  it("finds camelCase identifiers by their parts", () => {
    expect(urls("root item")).toContain("/api/core/interface/TreeConfig#rootItemId");
  });

  it("requires every word, falling back to any word when that finds nothing", () => {
    expect(urls("invisible root")).toEqual(["/api/core/interface/TreeConfig#rootItemId"]);
    expect(urls("getSelectedItems zzzqqq")).toEqual(["/features/selection#reading-the-selection"]);
  });

  it("reports which hits matched their own title", () => {
    const [first, ...rest] = searchIndex(index, "createTree");
    expect(first?.titleMatched).toBe(true);
    expect(rest.every((hit) => !hit.titleMatched)).toBe(true);
  });

  it("returns nothing for empty, punctuation-only or unknown queries", () => {
    expect(searchIndex(index, "")).toEqual([]);
    expect(searchIndex(index, "   ")).toEqual([]);
    expect(searchIndex(index, "<>\"'%;")).toEqual([]);
    expect(searchIndex(index, "zzzqqq")).toEqual([]);
  });

  it("cuts very long queries", () => {
    expect(normalizeQuery(`${"a".repeat(MAX_QUERY_LENGTH)}tail`)).toHaveLength(MAX_QUERY_LENGTH);
    expect(() => searchIndex(index, "createTree ".repeat(500))).not.toThrow();
  });
});
