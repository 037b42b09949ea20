import type { DocSearchHit } from "@docsearch/react";
import type { RankedHit } from "./search-query";
import { hasMarks, markTerms, segmentsToHtml, snippetSegments, type TextSegment } from "./search-snippet";
import { recordPageUrl, recordTitle } from "#contract/search/search-records.ts";

type Level = "lvl0" | "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6";
const LEVELS: Level[] = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"];

interface HighlightValue {
  value: string;
  matchLevel: "full" | "partial" | "none";
  matchedWords: string[];
}

function highlight(text: string, terms: ReadonlySet<string>, snippet = false): HighlightValue {
  const segments = snippet ? snippetSegments(text, terms) : markTerms(text, terms);
  return { value: segmentsToHtml(segments), matchLevel: hasMarks(segments) ? "partial" : "none", matchedWords: [] };
}

/**
 * A local hit in the shape DocSearch renders. When only the body text matched, the hit becomes a
 * "content" hit, so the dialog shows the snippet as its title and the page as its path; otherwise
 * it shows the matched heading. The dialog groups hits by `lvl0`: here the page ("Features ›
 * Selection"), so its groups keep the ranking's order of pages instead of gathering every hit of
 * a sidebar group under the first one's heading.
 */
export function toDocSearchHit(hit: RankedHit): DocSearchHit {
  const { record } = hit;
  const terms = new Set(hit.terms);
  const hierarchy: DocSearchHit["hierarchy"] = {
    lvl0: `${record.lvl0} › ${record.lvl1}`,
    lvl1: record.lvl1,
    lvl2: record.lvl2 ?? null,
    lvl3: record.lvl3 ?? null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const type = hit.titleMatched || !record.text ? record.level : "content";
  const content = record.text || null;

  const hierarchyHighlight = Object.fromEntries(
    LEVELS.map((level) => [level, highlight(hierarchy[level] ?? "", terms)]),
  ) as unknown as DocSearchHit["_highlightResult"]["hierarchy"];
  const contentHighlight = highlight(content ?? "", terms);
  const contentSnippet = highlight(content ?? "", terms, true);
  const hash = record.url.indexOf("#");

  return {
    objectID: String(record.id),
    content,
    url: record.url,
    url_without_anchor: recordPageUrl(record.url),
    type,
    anchor: hash === -1 ? null : record.url.slice(hash + 1),
    hierarchy,
    _highlightResult: { content: contentHighlight, hierarchy: hierarchyHighlight, hierarchy_camel: [hierarchyHighlight] },
    _snippetResult: {
      content: { value: contentSnippet.value, matchLevel: contentSnippet.matchLevel },
      hierarchy: hierarchyHighlight,
      hierarchy_camel: [hierarchyHighlight],
    },
  };
}

/** One hit on the /search page. */
export interface SearchPageHit {
  url: string;
  /** The heading or member the hit points at; empty for the page itself. */
  heading: TextSegment[];
  snippet: TextSegment[];
}

/** The hits of one page, in the order of its best hit. */
export interface SearchPageGroup {
  url: string;
  /** Group and page, e.g. ["Features", "Selection"]. */
  breadcrumbs: string[];
  title: TextSegment[];
  hits: SearchPageHit[];
}

export function groupLocalHits(hits: readonly RankedHit[]): SearchPageGroup[] {
  const groups = new Map<string, SearchPageGroup>();
  for (const hit of hits) {
    const { record } = hit;
    const terms = new Set(hit.terms);
    const pageUrl = recordPageUrl(record.url);
    let group = groups.get(pageUrl);
    if (!group) {
      group = { url: pageUrl, breadcrumbs: [record.lvl0], title: markTerms(record.lvl1, terms), hits: [] };
      groups.set(pageUrl, group);
    }
    const ownTitle = record.level === "lvl1" ? "" : recordTitle(record);
    group.hits.push({
      url: record.url,
      heading: ownTitle ? markTerms(record.level === "lvl3" ? `${record.lvl2} › ${ownTitle}` : ownTitle, terms) : [],
      snippet: snippetSegments(record.text, terms, 220),
    });
  }
  return [...groups.values()];
}
