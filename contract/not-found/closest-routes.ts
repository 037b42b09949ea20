// Suggestions for a URL that matched no page. Shared by the React not-found page and by the small
// script of the static 404.html (bundled from this file by build-scripts/publish), so both suggest
// the same pages. Framework-free and DOM-free on purpose.
import { editDistance } from "../text/edit-distance.ts";

/** One page of the site as listed in /route-index.json. */
export interface RouteRef {
  path: string;
  title: string;
}

/** Where the list of every page is served; written at build time from the route manifest. */
export const ROUTE_INDEX_PATH = "/route-index.json";

/** The element both renderers fill; the prerendered not-found markup must contain it. */
export const ROUTE_SUGGESTIONS_ID = "route-suggestions";

export const SUGGESTION_TEXT = {
  heading: "Were you looking for one of these pages?",
  search: (query: string) => `Search the documentation for “${query}”`,
} as const;

// Dropping or adding a whole segment is cheaper than rewriting one: a missing or extra prefix
// ("/selection" for "/features/selection") is the most common way a hand-typed URL goes wrong.
const SEGMENT_INDEL_COST = 0.5;
/** Above this (0 = same path, 1 = nothing in common) a page is not worth suggesting. */
const MAX_SCORE = 0.5;
/** The last segment names the page; a candidate whose last segment is this different is noise. */
const MAX_LAST_SEGMENT_DISTANCE = 0.4;

/** Lower-cased path segments, without query, hash, `index.html`, `.html` or `.md` suffixes. */
export function pathSegments(pathname: string): string[] {
  let path = pathname.split(/[?#]/, 1)[0] ?? "";
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape stays as typed
  }
  return path
    .toLowerCase()
    .replace(/\/index\.html?$/, "")
    .replace(/\.(html?|md)$/, "")
    .split("/")
    .map((segment) => segment.replace(/[_\s+]+/g, "-"))
    .filter(Boolean);
}

/** 0 for equal segments, 1 for segments with nothing in common. */
export function segmentDistance(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : editDistance(a, b) / longest;
}

/**
 * Edit distance over segments (substituting one segment costs its normalised character distance),
 * divided by the longer path's segment count: 0 for the same path, about 1 for unrelated ones.
 */
export function pathDistance(a: string[], b: string[]): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j * SEGMENT_INDEL_COST);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i * SEGMENT_INDEL_COST;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + SEGMENT_INDEL_COST, row[j - 1]! + SEGMENT_INDEL_COST, diagonal + segmentDistance(a[i - 1]!, b[j - 1]!));
      diagonal = above;
    }
  }
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : row[b.length]! / longest;
}

function namesSamePage(last: string, candidate: string[]): boolean {
  return segmentDistance(last, candidate[candidate.length - 1]!) <= MAX_LAST_SEGMENT_DISTANCE;
}

/** "/changelog" is a section: the pages below it are good answers. */
function isBelow(prefix: string[], candidate: string[]): boolean {
  return candidate.length > prefix.length && prefix.every((segment, i) => candidate[i] === segment);
}

/** The existing pages closest to a path that matched none, best first (at most `limit`). */
export function closestRoutes(pathname: string, routes: readonly RouteRef[], limit = 5): RouteRef[] {
  const wanted = pathSegments(pathname);
  if (wanted.length === 0) return [];
  const last = wanted[wanted.length - 1]!;
  return routes
    .map((route) => ({ route, segments: pathSegments(route.path) }))
    .filter(({ segments }) => segments.length > 0 && (namesSamePage(last, segments) || isBelow(wanted, segments)))
    .map(({ route, segments }) => ({ route, score: pathDistance(wanted, segments) }))
    .filter(({ score }) => score <= MAX_SCORE)
    .sort((a, b) => a.score - b.score || a.route.path.length - b.route.path.length || a.route.path.localeCompare(b.route.path))
    .slice(0, limit)
    .map(({ route }) => route);
}

/** The words of a path as a search query: "/guide/drag_and-drop.html" → "guide drag and drop". */
export function searchQueryForPath(pathname: string): string {
  const words = pathSegments(pathname)
    .flatMap((segment) => segment.split(/[-.]+/))
    .filter((word) => word && word !== "404");
  return [...new Set(words)].join(" ").slice(0, 200);
}

/** `/search?q=…` for the words of a path, or undefined when the path has none. */
export function searchHrefForPath(pathname: string): string | undefined {
  const query = searchQueryForPath(pathname);
  return query ? `/search?${new URLSearchParams({ q: query }).toString()}` : undefined;
}
