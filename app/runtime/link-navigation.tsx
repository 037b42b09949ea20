import { useEffect, useState } from "react";
import { PrefetchPageLinks, useLocation, useMatches, useNavigate } from "react-router";
import { sitePath } from "#contract/site/site.ts";
import { inAppPath, inAppTarget } from "./in-app-target";
import { loadPageContent, loadPageDemos, preloadPageCode } from "./page-code-index";
import { lazyOnce } from "./lazy-load";
import { canPrefetchNow, LINK_INTENT_DELAY_MS, whenIdle } from "./prefetch-policy";

// Needed only once the page is idle: not in the page's first scripts.
const likelyLinks = lazyOnce(() => import("./likely-links"));

function anchorOf(event: Event): HTMLAnchorElement | undefined {
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  return anchor instanceof HTMLAnchorElement ? anchor : undefined;
}

/**
 * Every internal link on the site is a plain <a> (in the prerendered HTML, in MDX, in the chrome
 * and inside demo islands, which have React roots of their own), so links render nothing extra
 * and re-render for nothing when the location changes. One delegated click handler turns a plain
 * primary click on such a link into a client navigation, as React Router's <Link> does. It also
 * prefetches: on intent (hover or focus for 100 ms: the page, its route modules and its demos'
 * code; a touch: the page) and, once the page is idle, the pages a reader is likely to open next
 * (likely-links.ts). Rendered once, in the root layout.
 */
export function LinkNavigation() {
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  // A route may spend its bytes on something else (the home page, on its hero demo).
  const prefetchWhenIdle = useMatches().every((match) => (match.handle as { prefetchWhenIdle?: boolean } | undefined)?.prefetchWhenIdle !== false);
  // Pages (router paths) whose route modules React Router's own <PrefetchPageLinks> prefetches.
  const [prefetched, setPrefetched] = useState<readonly string[]>([]);
  // Stable: the state setter is.
  const [prefetch] = useState(() => (path: string, { routeModules = true, demos = false } = {}) => {
    if (sitePath(path) === window.location.pathname || !canPrefetchNow()) return;
    loadPageContent(path).catch(() => {});
    if (demos) loadPageDemos(path).catch(() => {});
    // Not on touch: the click follows at once, and the router then loads those modules itself.
    if (routeModules) setPrefetched((paths) => (paths.includes(path) ? paths : [...paths, path]));
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    function onIntent(event: Event) {
      const anchor = anchorOf(event);
      const path = anchor && inAppPath(anchor);
      if (!path) return;
      clearTimeout(timer);
      // A touch: the click follows at once, and the demos' code would compete with the page's.
      if (event.type === "touchstart") prefetch(path, { routeModules: false });
      else timer = setTimeout(() => prefetch(path, { demos: true }), LINK_INTENT_DELAY_MS);
    }
    const onLeave = () => clearTimeout(timer);
    function onClick(event: MouseEvent) {
      clearTimeout(timer);
      const anchor = anchorOf(event);
      // React Router's rule: only a plain primary click navigates in the app.
      const plain = !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
      const target = anchor && plain ? inAppTarget(anchor, window.location) : undefined;
      if (!target) return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      // Like <Link>: a link to the page on screen replaces its history entry.
      void navigate(target, { replace: sitePath(target) === pathname + search + hash });
    }
    const listeners = { click: onClick, mouseover: onIntent, focusin: onIntent, touchstart: onIntent, mouseout: onLeave, focusout: onLeave };
    for (const [type, listener] of Object.entries(listeners)) document.addEventListener(type, listener as EventListener, { passive: type !== "click" });
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of Object.entries(listeners)) document.removeEventListener(type, listener as EventListener);
    };
  }, [navigate, prefetch]);

  // Once the page is idle: the code index, then the pages a reader is likely to open next. A
  // page's own demos still load only when they come near: that saves bytes and blocking time.
  useEffect(() => {
    if (!prefetchWhenIdle || !canPrefetchNow() || typeof IntersectionObserver === "undefined") return;
    let stop: (() => void) | undefined;
    let stopped = false;
    const cancel = whenIdle(() => {
      preloadPageCode().catch(() => {});
      likelyLinks
        .load()
        .then(({ watchLikelyLinks }) => void (stopped || (stop = watchLikelyLinks((path) => prefetch(path)))))
        .catch(() => {});
    }, 200);
    return () => {
      cancel();
      stopped = true;
      stop?.();
    };
  }, [key, prefetch, prefetchWhenIdle]);

  // `page` is the URL path, base included, as <Link> passes it.
  return prefetched.filter((path) => path !== pathname).map((path) => <PrefetchPageLinks key={path} page={sitePath(path)} />);
}
