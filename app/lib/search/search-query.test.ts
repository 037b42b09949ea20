import { describe, expect, it } from "vitest";
import MiniSearch from "minisearch";
import { searchIndexOptions } from "#contract/search/search-index-options.ts";
import type { SearchRecord } from "#contract/search/search-records.ts";
import { onlyClosest, searchIndex } from "./search-query";
import { testIndex } from "./search-test-records";
import { MAX_QUERY_LENGTH, normalizeQuery } from "./search-url";

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

  it("ranks a record with every word first and still shows those with some", () => {
    const result = urls("keyboard selection mouse");
    expect(result[0]).toBe("/features/selection");
    expect(result).toContain("/features/selection#reading-the-selection");
    expect(result).toContain("/api/core/interface/SelectionDataRef");
    expect(urls("invisible root")[0]).toBe("/api/core/interface/TreeConfig#rootItemId");
  });

  it("ignores stop words and matches other forms of a word", () => {
    expect(urls("how do I read the selection")[0]).toBe("/features/selection#reading-the-selection");
    expect(urls("selecting")).toContain("/features/selection#reading-the-selection");
  });

  it("finds the words the docs use for the reader's words", () => {
    expect(urls("open a node")[0]).toBe("/features/tree#expanding-folders");
  });

  it("ranks a how-to section above a release note with the same words", () => {
    const result = urls("createTree");
    expect(result.indexOf("/getstarted#creating-a-tree")).toBeLessThan(result.indexOf("/changelog/core#120"));
  });

  it("keeps a page's hits together, two at most", () => {
    const pages = urls("createTree tree").map((url) => url.split("#")[0]);
    const firstSeen = [...new Set(pages)];
    expect(pages).toEqual(firstSeen.flatMap((page) => pages.filter((p) => p === page)));
    expect(Math.max(...firstSeen.map((page) => pages.filter((p) => p === page).length))).toBe(2);
  });

  it("puts a page with two good sections before a page with one slightly better", () => {
    const section = (id: number, url: string, text: string): SearchRecord => ({ id, kind: "section", level: "lvl2", url, lvl0: "Guides", lvl1: url, lvl2: `Part ${id}`, text });
    const small = new MiniSearch<SearchRecord>(searchIndexOptions);
    small.addAll([section(0, "/one#a", "folders folders open"), section(1, "/two#a", "folders open"), section(2, "/two#b", "folders close"), section(3, "/three#a", "rows")]);
    const hits = searchIndex(small, "folders");
    const score = (url: string) => hits.find((hit) => hit.record.url === url)!.score;
    // The premise: /one's section is better than each of /two's.
    expect(score("/one#a")).toBeGreaterThan(Math.max(score("/two#a"), score("/two#b")));
    expect(hits.map((hit) => hit.record.url)).toEqual(["/two#a", "/two#b", "/one#a"]);
  });

  it("shows a page's own hit only when it is the page's best, its next section otherwise", () => {
    const record = (id: number, level: SearchRecord["level"], url: string, title: string, text: string): SearchRecord => ({ id, kind: level === "lvl1" ? "page" : "section", level, url, lvl0: "Guides", lvl1: "Page", ...(level === "lvl1" ? {} : { lvl2: title }), text });
    const small = new MiniSearch<SearchRecord>(searchIndexOptions);
    small.addAll([record(0, "lvl1", "/page", "Page", "folders"), record(1, "lvl2", "/page#a", "Folders", "folders open"), record(2, "lvl2", "/page#b", "Rows", "folders close")]);
    expect(searchIndex(small, "folders").map((hit) => hit.record.url)).toEqual(["/page#a", "/page#b"]);
    // Sections match "page" through their page title; the page's own hit is the best and leads.
    expect(searchIndex(small, "page").map((hit) => hit.record.url)[0]).toBe("/page");
  });

  it("ranks a record whose words stand together as in the query above one that has them apart", () => {
    const section = (id: number, text: string): SearchRecord => ({ id, kind: "section", level: "lvl2", url: `/${id}`, lvl0: "Guides", lvl1: `Page ${id}`, lvl2: "Part", text });
    const small = new MiniSearch<SearchRecord>(searchIndexOptions);
    small.addAll([
      section(0, "drop rows here. Drop them anywhere; the cursor position matters, its position alone"),
      section(1, "the drop position decides where the rows go, after the tree has checked every rule it was given"),
    ]);
    expect(searchIndex(small, "drop position").map((hit) => hit.record.url)).toEqual(["/1", "/0"]);
  });

  it("searches a name the docs lack by its parts, and says the hits only come close", () => {
    const hits = searchIndex(index, "readSelectionNow");
    expect(hits.map((hit) => hit.record.url)).toContain("/features/selection#reading-the-selection");
    expect(onlyClosest(hits)).toBe(true);
    expect(onlyClosest(searchIndex(index, "selection zzzqqq"))).toBe(true);
    expect(onlyClosest(searchIndex(index, "reading the selection"))).toBe(false);
    expect(onlyClosest(searchIndex(index, "zzzqqq"))).toBe(false);
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
