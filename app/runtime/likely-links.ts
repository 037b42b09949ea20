import { inAppTarget } from "./in-app-target";
import { whenIdle } from "./prefetch-policy";

// Which pages to make ready before any tap, from what the reader sees: links in view when the
// page is idle, likeliest first, the page's previous and next pages, and links the reader brings into view later (scrolling, the
// mobile drawer) once they have stayed there a moment. Each page costs about 5–10 KB (brotli:
// its compiled module and demo stand-ins, or an API page's data), so each group has a budget.

/** Pages made ready from the links in view once the page is idle. */
export const PAGES_IN_VIEW = 8;
/** Pages made ready from links that come into view later. */
export const PAGES_BROUGHT_INTO_VIEW = 8;
/** How long a link brought into view must stay there: a reader scrolling past is not reading. */
export const DWELL_MS = 500;

/**
 * How likely a reader who sees `anchor` opens it next (lower: likelier): the page's previous/next
 * links, then links in the text, then the navigation's links by their distance from the page on
 * screen (its sidebar neighbourhood), then the rest.
 */
export function likelihood(anchor: HTMLAnchorElement): number {
  if (anchor.rel === "prev" || anchor.rel === "next") return 0;
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
  const budget = { inView: PAGES_IN_VIEW, later: PAGES_BROUGHT_INTO_VIEW };
  const inView = new Set<Element>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let first = true;

  // One page per idle moment: a phone's CPU turns several at once into one long task.
  const queue: string[] = [];
  let pending: (() => void) | undefined;
  function drain() {
    pending = undefined;
    const path = queue.shift();
    if (path === undefined) return;
    ready(path);
    pending = whenIdle(drain, 50);
  }

  function take(anchors: HTMLAnchorElement[], group: keyof typeof budget) {
    for (const anchor of anchors.sort((a, b) => likelihood(a) - likelihood(b))) {
      const target = inAppTarget(anchor, window.location);
      const path = target && new URL(target, window.location.origin).pathname;
      if (!path || done.has(path) || budget[group] === 0) continue;
      done.add(path);
      budget[group]--;
      queue.push(path);
    }
    if (pending === undefined) drain();
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
    const timer = setTimeout(() => {
      timers.delete(timer);
      take(seen.filter((anchor) => inView.has(anchor)), "later");
    }, DWELL_MS);
    timers.add(timer);
  });
  const watch = (root: ParentNode) => root.querySelectorAll("a[href]").forEach((anchor) => observer.observe(anchor));
  // Links rendered later: the mobile drawer, a changed part of the page.
  const added = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) watch(node.parentNode && node.matches("a[href]") ? node.parentNode : node);
  });
  watch(document);
  added.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    added.disconnect();
    for (const timer of timers) clearTimeout(timer);
    pending?.();
  };
}
