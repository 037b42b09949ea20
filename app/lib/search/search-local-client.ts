import type { DocSearchHit, DocSearchTransformClient } from "@docsearch/react";
import { toDocSearchHit } from "./search-hits";
import { onlyClosest, searchIndex, type SearchIndex } from "./search-query";

/** What the dialog needs to know about each answered query, to show its own error screen and note. */
export interface SearchOutcome {
  query: string;
  ok: boolean;
  /** The hits are only the closest there are: none has most of the query's words. */
  closest: boolean;
}

/** The part of a DocSearch request we read. */
interface DocSearchRequest {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
}

function emptyResult(request: DocSearchRequest, hits: DocSearchHit[], nbHits: number) {
  const hitsPerPage = request.hitsPerPage ?? 20;
  return {
    hits,
    nbHits,
    page: 0,
    nbPages: nbHits === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: request.query ?? "",
    params: "",
    index: request.indexName ?? "local",
  };
}

function readRequests(args: unknown): DocSearchRequest[] {
  // algoliasearch v5 takes `{ requests }`; v4 took the array itself.
  if (Array.isArray(args)) return args as DocSearchRequest[];
  const requests = (args as { requests?: unknown } | undefined)?.requests;
  return Array.isArray(requests) ? (requests as DocSearchRequest[]) : [];
}

/**
 * A stand-in for the hosted search client that answers DocSearch from the embedded index. A
 * failure to load the index is reported through `onOutcome` and answered with no hits: DocSearch
 * cannot show an error for a rejected search (it resets its status), and a rejection would only
 * surface as an unhandled promise.
 */
export function createLocalSearchClient(
  loadIndex: () => Promise<SearchIndex>,
  onOutcome?: (outcome: SearchOutcome) => void,
): DocSearchTransformClient {
  const search = async (args: unknown) => {
    const requests = readRequests(args);
    let index: SearchIndex | undefined;
    try {
      index = await loadIndex();
    } catch {
      index = undefined;
    }
    const results = requests.map((request) => {
      const query = request.query ?? "";
      if (!index) {
        onOutcome?.({ query, ok: false, closest: false });
        return emptyResult(request, [], 0);
      }
      const ranked = searchIndex(index, query);
      onOutcome?.({ query, ok: true, closest: onlyClosest(ranked) });
      return emptyResult(request, ranked.slice(0, request.hitsPerPage ?? 20).map(toDocSearchHit), ranked.length);
    });
    return { results };
  };

  return {
    search: search as unknown as DocSearchTransformClient["search"],
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent: { value: "local", add: () => ({ value: "local", add: () => undefined as never }) } } as never,
  };
}

/**
 * Wraps the hosted client so a failed request shows our error screen instead of a silent
 * "No results" plus an unhandled rejection.
 */
export function withOutcomeReporting(
  client: DocSearchTransformClient,
  onOutcome: (outcome: SearchOutcome) => void,
): DocSearchTransformClient {
  const search = async (args: unknown) => {
    const requests = readRequests(args);
    try {
      const response = await (client.search as (a: unknown) => Promise<unknown>)(args);
      for (const request of requests) onOutcome({ query: request.query ?? "", ok: true, closest: false });
      return response;
    } catch {
      for (const request of requests) onOutcome({ query: request.query ?? "", ok: false, closest: false });
      return { results: requests.map((request) => emptyResult(request, [], 0)) };
    }
  };
  return {
    search: search as unknown as DocSearchTransformClient["search"],
    addAlgoliaAgent: (...args) => client.addAlgoliaAgent(...args),
    transporter: client.transporter,
  };
}
