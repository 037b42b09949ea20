import pageBytesJson from "~/generated/page-bytes.json";
import { stripBase } from "#contract/site/base-path.ts";
import { SITE_BASE } from "#contract/site/site.ts";
import { inAppPath } from "./in-app-target";
import { whenIdle } from "./prefetch-policy";

// Which pages to make ready before any tap: once the page is idle, the links in view and the
// page's previous and next pages; later, links the reader brings into view (scrolling, the mobile
// drawer) and leaves there a moment. Likeliest first, each group within a budget of compressed
// bytes, by the build's estimate of each page (app/generated/page-bytes.json).

/**
 * JS a page may have cost by network idle, prefetching included: 0.75 × the lightest official docs
 * page (issue 38's decision, the limit bench/budgets.ts holds pages to). The links in view get
 * what the page's own scripts have left of it, so a page with a heavy demo makes fewer ready.
 */
export const JS_BY_IDLE = 243_000;

/** Kept back from JS_BY_IDLE for the demo code still arriving when the page turns idle. */
export const IN_FLIGHT_BYTES = 25_000;

/**
 * Bytes for the links in view once the page is idle: what is left of JS_BY_IDLE, less
 * IN_FLIGHT_BYTES, after the scripts the page has fetched (`entries`, resource timing: compressed
 * bytes over the wire, 0 from the cache).
 */
export function bytesInView(entries: readonly Pick<PerformanceResourceTiming, "name" | "transferSize">[]): number {
  const spent = entries.filter((entry) => /\.js(\?|$)/.test(entry.name)).reduce((sum, entry) => sum + entry.transferSize, 0);
  return Math.max(0, JS_BY_IDLE - IN_FLIGHT_BYTES - spent);
}

/** Bytes for links that come into view later. */
export const BYTES_BROUGHT_INTO_VIEW = 60_000;
/** How long a link brought into view must stay there: a reader scrolling past is not reading. */
export const DWELL_MS = 500;
/** A page the table leaves out is at most this big (build-scripts/manifest/page-bytes.ts). */
const SMALL_PAGE_BYTES = 1000;
/** The route modules and sidebar the first page of another kind needs (5.7–6 KB measured). */
const ROUTE_CODE_BYTES = 6000;

const pageBytes: Readonly<Record<string, number>> = pageBytesJson;

/** Pages that share their route code: the home page, the API reference, the docs. */
const pageKind = (path: string) => (path === "/" ? "home" : path === "/api" || path.startsWith("/api/") ? "api" : "docs");

/** What making the page at `path` ready costs, in compressed bytes, when the route code of `kinds` is loaded. */
export function prefetchCost(path: string, kinds: ReadonlySet<string>, table = pageBytes): number {
  return (table[path] ?? SMALL_PAGE_BYTES) + (kinds.has(pageKind(path)) ? 0 : ROUTE_CODE_BYTES);
}

/**
 * Of `paths`, likeliest first, those that fit in what is left of `budget`, in order. A page too
 * big for what is left is passed over: a smaller, less likely one may still fit. Spends the
 * budget, and adds the kinds whose route code those pages bring to `kinds`.
 */
export function fitInBudget(paths: readonly string[], budget: { bytes: number }, kinds: Set<string>, table = pageBytes): string[] {
  const taken: string[] = [];
  for (const path of paths) {
    const cost = prefetchCost(path, kinds, table);
    if (cost > budget.bytes) continue;
    budget.bytes -= cost;
    kinds.add(pageKind(path));
    taken.push(path);
  }
  return taken;
}

/**
 * How likely a reader who sees `anchor` opens it next (lower: likelier): previous/next, links in
 * the text, a navigation's links by their distance from the current page's, API names in code,
 * then the rest.
 */
export function likelihood(anchor: HTMLAnchorElement): number {
  if (anchor.rel === "prev" || anchor.rel === "next") return 0;
  if (anchor.closest("pre")) return 500;
  if (anchor.closest("main article")) return 1;
  const nav = anchor.closest("nav");
  const links = nav ? [...nav.querySelectorAll("a[href]")] : [];
  const current = links.findIndex((link) => link.getAttribute("aria-current") === "page");
  return current < 0 ? 1000 : 2 + Math.abs(links.indexOf(anchor) - current);
}

/**
 * Calls `ready(path)` for the router path of each in-app link likely to be opened next, within
 * the budgets above, at most once per path. Starts at once (call it when the page is idle);
 * returns a function that stops it.
 */
export function watchLikelyLinks(ready: (path: string) => void): () => void {
  const done = new Set<string>();
  const budgets = { inView: { bytes: bytesInView(performance.getEntriesByType("resource") as PerformanceResourceTiming[]) }, later: { bytes: BYTES_BROUGHT_INTO_VIEW } };
  const kinds = new Set([pageKind(stripBase(SITE_BASE, window.location.pathname) ?? "/")]);
  const inView = new Set<Element>();
  let first = true;
  let stopped = false;

  // One page per idle moment: a phone's CPU turns several at once into one long task.
  const queue: string[] = [];
  let draining = false;
  function drain() {
    const path = stopped ? undefined : queue.shift();
    draining = path !== undefined;
    if (path === undefined) return;
    ready(path);
    whenIdle(drain, 50);
  }

  function take(anchors: HTMLAnchorElement[], group: keyof typeof budgets) {
    const paths = anchors.sort((a, b) => likelihood(a) - likelihood(b)).map(inAppPath);
    const candidates = [...new Set(paths)].filter((path): path is string => !!path && !done.has(path));
    for (const path of fitInBudget(candidates, budgets[group], kinds)) {
      done.add(path);
      queue.push(path);
    }
    if (!draining) drain();
  }

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) (entry.isIntersecting ? inView.add(entry.target) : inView.delete(entry.target));
    const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLAnchorElement);
    // The first report covers every link on the page: what is in view now; and the page's
    // previous and next pages, wherever their links are.
    if (first) {
      first = false;
      take([...seen, ...document.querySelectorAll<HTMLAnchorElement>('main a[rel="prev"], main a[rel="next"]')], "inView");
      return;
    }
    setTimeout(() => stopped || take(seen.filter((anchor) => inView.has(anchor)), "later"), DWELL_MS);
  });
  const watch = (root: ParentNode) => root.querySelectorAll("a[href]").forEach((anchor) => observer.observe(anchor));
  // Links rendered later: the mobile drawer, a changed part of the page.
  const added = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) watch(node.parentNode && node.matches("a[href]") ? node.parentNode : node);
  });
  watch(document);
  added.observe(document.body, { childList: true, subtree: true });
  return () => {
    stopped = true;
    observer.disconnect();
    added.disconnect();
  };
}
