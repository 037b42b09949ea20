// What a hosted DocSearch crawler set up with the standard Docusaurus (v2/v3) template would index
// from the built pages. The template's selectors are applied with cheerio, the parser the Algolia
// crawler hands to its recordExtractor; records are built the way helpers.docsearch does
// (headings set the hierarchy, content inherits it, docsearch:* meta tags become attributes).
import { readFileSync } from "node:fs";
import path from "node:path";
import { load, type CheerioAPI } from "cheerio";
import { describe, expect, it } from "vitest";
import type { RouteEntry } from "#contract/content/content-model.ts";
import { HOSTED_FACET_FILTERS } from "#contract/search/docsearch-facets.ts";

const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? "build/client");
const manifest = JSON.parse(readFileSync("app/generated/manifest.json", "utf8")) as RouteEntry[];
const htmlOf = (route: string) => readFileSync(path.join(clientDir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`), "utf8");
// Parsed once per page for all tests: parsing is most of this file's time.
const parsed = new Map<string, CheerioAPI>();
const documentOf = (route: string) => parsed.get(route) ?? parsed.set(route, load(htmlOf(route))).get(route)!;

// The template (docsearch.algolia.com/docs/templates, "Docusaurus v2 & v3").
const TEMPLATE = {
  lvl0: ".menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active",
  lvl1: ["header h1", "article h1"],
  lvl2: "article h2",
  lvl3: "article h3",
  lvl4: "article h4",
  lvl5: "article h5, article td:first-child",
  lvl6: "article h6",
  content: "article p, article li, article td:last-child",
};
const LEVELS = ["lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;

interface CrawlRecord {
  type: (typeof LEVELS)[number] | "content";
  hierarchy: Record<"lvl0" | (typeof LEVELS)[number], string | null>;
  content: string | null;
  anchor: string | null;
  facets: Record<string, string>;
}

const text = ($: CheerioAPI, element: Parameters<CheerioAPI>[0]) => $(element).text().replace(/\s+/g, " ").trim();

function crawl(html: string | CheerioAPI): CrawlRecord[] {
  const $ = typeof html === "string" ? load(html) : html;
  const lvl0 = $(TEMPLATE.lvl0).last().text().trim() || "Documentation";
  const facets = Object.fromEntries(
    $('meta[name^="docsearch:"]')
      .toArray()
      .map((meta) => [$(meta).attr("name")!.slice("docsearch:".length), $(meta).attr("content") ?? ""]),
  );
  const lvl1Selector = TEMPLATE.lvl1.find((selector) => $(selector).length > 0);
  const selectorOf: [CrawlRecord["type"], string][] = [
    ...(lvl1Selector ? [["lvl1", lvl1Selector] as [CrawlRecord["type"], string]] : []),
    ["lvl2", TEMPLATE.lvl2],
    ["lvl3", TEMPLATE.lvl3],
    ["lvl4", TEMPLATE.lvl4],
    ["lvl5", TEMPLATE.lvl5],
    ["lvl6", TEMPLATE.lvl6],
    ["content", TEMPLATE.content],
  ];
  const kindOf = new Map<unknown, CrawlRecord["type"]>();
  for (const [kind, selector] of selectorOf) for (const element of $(selector).toArray()) if (!kindOf.has(element)) kindOf.set(element, kind);

  const hierarchy: CrawlRecord["hierarchy"] = { lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor: string | null = null;
  const records: CrawlRecord[] = [];
  // One query over all selectors returns the elements in document order.
  for (const element of $(selectorOf.map(([, selector]) => selector).join(", ")).toArray()) {
    const kind = kindOf.get(element);
    if (!kind) continue;
    const value = text($, element);
    if (!value) continue;
    if (kind === "content") {
      records.push({ type: kind, hierarchy: { ...hierarchy }, content: value, anchor, facets });
      continue;
    }
    const level = LEVELS.indexOf(kind);
    hierarchy[kind] = value;
    for (const deeper of LEVELS.slice(level + 1)) hierarchy[deeper] = null;
    anchor = $(element).attr("id") ?? $(element).closest("[id]").attr("id") ?? null;
    records.push({ type: kind, hierarchy: { ...hierarchy }, content: null, anchor, facets });
  }
  return records;
}

const [languageFilter, tagFilters] = HOSTED_FACET_FILTERS as [string, string[]];
const matchesFilters = (facets: Record<string, string>) =>
  languageFilter === `language:${facets.language}` && tagFilters.includes(`docusaurus_tag:${facets.docusaurus_tag}`);

describe("a DocSearch crawler with the Docusaurus template", () => {
  const docsRoutes = manifest.filter((route) => route.kind === "doc" || route.kind.startsWith("api"));

  it("gets records with hierarchy and both facets from every docs and API page", () => {
    expect(docsRoutes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const route of docsRoutes) {
      const $ = documentOf(route.path);
      const records = crawl($);
      const h1 = text($, $("h1").first()[0]);
      // A page with the docs sidebar: lvl0 is its group. A standalone page: the template's fallback.
      const activeGroup = $(".menu__link.menu__link--sublist.menu__link--active");
      const hasSidebar = $('aside nav[aria-label="Docs"]').length > 0;
      const lvl0 = hasSidebar ? activeGroup.text().trim() : "Documentation";
      if (records.length < 2) failures.push(`${route.path}: ${records.length} records`);
      if (hasSidebar && (activeGroup.length !== 1 || activeGroup.closest("aside").length !== 1)) failures.push(`${route.path}: ${activeGroup.length} active sidebar groups`);
      for (const record of records) {
        if (record.hierarchy.lvl0 !== lvl0) failures.push(`${route.path}: lvl0 "${record.hierarchy.lvl0}" is not "${lvl0}"`);
        if (record.hierarchy.lvl1 !== h1) failures.push(`${route.path}: lvl1 "${record.hierarchy.lvl1}" is not the page's h1`);
        if (!matchesFilters(record.facets)) failures.push(`${route.path}: facets ${JSON.stringify(record.facets)} miss the hosted search filters`);
        if ((record.type === "lvl2" || record.type === "lvl3") && !record.anchor) failures.push(`${route.path}: "${record.hierarchy[record.type]}" has no id`);
      }
      if (!records.some((record) => record.type === "content")) failures.push(`${route.path}: no content records`);
      if (records.filter((record) => record.type === "lvl1").length !== 1) failures.push(`${route.path}: not exactly one lvl1 record`);
    }
    expect([...new Set(failures)]).toEqual([]);
  });

  it("tags docs pages as the current docs version and the home and search pages as plain pages", () => {
    expect(crawl(documentOf("/getstarted"))[0]!.facets).toEqual({ language: "en", docusaurus_tag: "docs-default-current" });
    expect(crawl(documentOf("/api/core"))[0]!.facets).toEqual({ language: "en", docusaurus_tag: "docs-default-current" });
    for (const route of ["/", "/search"]) expect(documentOf(route)('meta[name="docsearch:docusaurus_tag"]').attr("content"), route).toBe("default");
  });

  it("gives an API item page the group of its kind as lvl0 and its member sections as lvl2 with anchors", () => {
    const records = crawl(documentOf("/api/core/interface/TreeInstance"));
    expect(records[0]!.hierarchy.lvl0).toBe("Interfaces");
    const sections = records.filter((record) => record.type === "lvl2").map((record) => [record.hierarchy.lvl2, record.anchor]);
    expect(sections).toContainEqual(["Methods", "methods"]);
  });

  it("finds an id on every h2 and h3 of every page", () => {
    const missing: string[] = [];
    for (const route of manifest) {
      const $ = documentOf(route.path);
      for (const heading of $("h2, h3").toArray()) if (!$(heading).attr("id")) missing.push(`${route.path}: <${heading.tagName}> "${text($, heading)}"`);
    }
    expect(missing).toEqual([]);
  });
});
