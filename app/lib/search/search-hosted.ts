// The /search page's query against the hosted service (the dialog uses DocSearch's own client).
// A plain fetch of the search REST endpoint: no client library for one request.

import type { SearchPageGroup, SearchPageHit } from "./search-hits";
import { hostedSearchOrigin, type SearchBackend } from "./search-config";
import { recordPageUrl } from "#contract/search/search-records.ts";
import { segmentsFromHighlightedHtml, type TextSegment } from "./search-snippet";
import { toSiteRelativeUrl } from "./search-url";

type HostedBackend = Extract<SearchBackend, { kind: "hosted" }>;

interface HostedHighlight {
  value?: string;
}

/** The parts of a hosted DocSearch record we read. */
export interface HostedHit {
  url: string;
  type?: string;
  content?: string | null;
  hierarchy?: Record<string, string | null | undefined>;
  _highlightResult?: { hierarchy?: Record<string, HostedHighlight | undefined> };
  _snippetResult?: { content?: HostedHighlight };
}

export interface HostedResponse {
  hits: HostedHit[];
  nbHits: number;
}

/** The request the /search page sends: same facet filters as the dialog. */
export function hostedSearchRequest(backend: HostedBackend, query: string): { url: string; init: RequestInit } {
  return {
    url: `${hostedSearchOrigin(backend.appId)}/1/indexes/${encodeURIComponent(backend.indexName)}/query`,
    init: {
      method: "POST",
      headers: {
        "X-Algolia-Application-Id": backend.appId,
        "X-Algolia-API-Key": backend.apiKey,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        query,
        hitsPerPage: 100,
        facetFilters: backend.searchParameters.facetFilters,
        attributesToRetrieve: ["hierarchy", "content", "type", "url"],
        attributesToSnippet: ["content:30"],
        highlightPreTag: "<mark>",
        highlightPostTag: "</mark>",
        snippetEllipsisText: "…",
      }),
    },
  };
}

export async function queryHosted(
  backend: HostedBackend,
  query: string,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<HostedResponse> {
  const { url, init } = hostedSearchRequest(backend, query);
  const response = await fetchImpl(url, { ...init, signal });
  if (!response.ok) throw new Error(`search: HTTP ${response.status}`);
  const body = (await response.json()) as Partial<HostedResponse>;
  return { hits: Array.isArray(body.hits) ? body.hits : [], nbHits: typeof body.nbHits === "number" ? body.nbHits : 0 };
}

function highlighted(hit: HostedHit, level: string): TextSegment[] {
  const html = hit._highlightResult?.hierarchy?.[level]?.value;
  if (html) return segmentsFromHighlightedHtml(html);
  const plain = hit.hierarchy?.[level];
  return plain ? [{ text: plain, marked: false }] : [];
}

/** Hosted hits grouped by page, in the shape the /search page renders. */
export function groupHostedHits(hits: readonly HostedHit[]): SearchPageGroup[] {
  const groups = new Map<string, SearchPageGroup>();
  for (const hit of hits) {
    const url = toSiteRelativeUrl(hit.url);
    if (!url) continue;
    const pageUrl = recordPageUrl(url);
    let group = groups.get(pageUrl);
    if (!group) {
      group = { url: pageUrl, breadcrumbs: [hit.hierarchy?.lvl0 ?? ""].filter(Boolean), title: highlighted(hit, "lvl1"), hits: [] };
      groups.set(pageUrl, group);
    }
    const level = hit.type && /^lvl[2-6]$/.test(hit.type) ? hit.type : undefined;
    const snippetHtml = hit._snippetResult?.content?.value;
    const entry: SearchPageHit = {
      url,
      heading: level ? highlighted(hit, level) : [],
      snippet: snippetHtml ? segmentsFromHighlightedHtml(snippetHtml) : hit.content ? [{ text: hit.content, marked: false }] : [],
    };
    group.hits.push(entry);
  }
  return [...groups.values()];
}
