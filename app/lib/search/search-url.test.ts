import { describe, expect, it, vi } from "vitest";
import { MAX_QUERY_LENGTH, missingResultsIssueUrl, readSearchQuery, searchPageHref, toSiteRelativeUrl } from "./search-url";

describe("search URLs", () => {
  it("builds /search?q= with the query encoded", () => {
    expect(searchPageHref("createTree")).toBe("/search?q=createTree");
    expect(searchPageHref(" a&b=c #x ")).toBe("/search?q=a%26b%3Dc+%23x");
    expect(searchPageHref("  ")).toBe("/search");
    expect(readSearchQuery(new URL(searchPageHref("a&b=c #x"), "http://x").searchParams)).toBe("a&b=c #x");
  });

  it("reads the query from ?q=, cut to the searchable length", () => {
    expect(readSearchQuery(new URLSearchParams("q=%3Cscript%3E"))).toBe("<script>");
    expect(readSearchQuery(new URLSearchParams(""))).toBe("");
    expect(readSearchQuery(new URLSearchParams({ q: "x".repeat(500) }))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it("pre-fills a new GitHub issue with the query", () => {
    const url = new URL(missingResultsIssueUrl('tree "drag" & drop'));
    expect(url.origin + url.pathname).toBe("https://github.com/lukasbach/headless-tree/issues/new");
    expect(url.searchParams.get("title")).toBe('Search: no results for "tree "drag" & drop"');
    expect(url.searchParams.get("body")).toContain('"tree "drag" & drop"');
  });

  it("keeps only path, query and hash of hosted hit URLs and refuses other schemes", () => {
    expect(toSiteRelativeUrl("https://headless-tree.lukasbach.com/features/dnd#drop")).toBe("/features/dnd#drop");
    expect(toSiteRelativeUrl("/api/core?x=1#y")).toBe("/api/core?x=1#y");
    expect(toSiteRelativeUrl("javascript:alert(1)")).toBeNull();
  });
});

describe("toSiteRelativeUrl in a build under a base path", () => {
  it("drops this build's base from hits crawled under it, and keeps paths crawled at the root", async () => {
    vi.stubEnv("BASE_PATH", "/headless-tree/");
    vi.resetModules();
    try {
      const { toSiteRelativeUrl: underBase } = await import("./search-url");
      expect(underBase("https://x.example/headless-tree/features/dnd#a")).toBe("/features/dnd#a");
      expect(underBase("https://headless-tree.lukasbach.com/features/dnd")).toBe("/features/dnd");
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
