import { REPO_URL, routePath } from "#contract/site/site.ts";

export const SEARCH_PAGE_PATH = "/search";

/** Longer input is cut: nobody types more, and it bounds the work per keystroke. */
export const MAX_QUERY_LENGTH = 200;

export function normalizeQuery(query: string): string {
  return query.slice(0, MAX_QUERY_LENGTH).trim();
}

/** `/search?q=…` for a query; the bare page for an empty one. */
export function searchPageHref(query: string): string {
  const q = query.trim();
  return q ? `${SEARCH_PAGE_PATH}?${new URLSearchParams({ q }).toString()}` : SEARCH_PAGE_PATH;
}

/** The query of the /search page from its URL search params (cut to the length we search). */
export function readSearchQuery(params: URLSearchParams): string {
  return (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
}

/** A new GitHub issue, pre-filled with the query that found nothing. */
export function missingResultsIssueUrl(query: string): string {
  const q = query.trim();
  const params = new URLSearchParams({
    title: `Search: no results for "${q}"`,
    body: `Searching the documentation for "${q}" found nothing. I expected to find:\n\n`,
    labels: "documentation",
  });
  return `${REPO_URL}/issues/new?${params.toString()}`;
}

/**
 * Hosted hits carry absolute URLs of whichever site was crawled; links inside the site must stay
 * client-side navigations, so keep only path, query and hash, as a router path: without this
 * build's base path when the crawled site had it too (the router adds it back). Anything that is
 * not an http(s) URL is refused.
 */
export function toSiteRelativeUrl(url: string): string | null {
  try {
    const parsed = new URL(url, "https://site.invalid");
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
    return `${routePath(parsed.pathname) ?? parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}
