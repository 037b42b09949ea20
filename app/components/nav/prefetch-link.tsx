import { type FocusEvent, type MouseEvent, type TouchEvent, useRef } from "react";
import { Link, type LinkProps, NavLink, type NavLinkProps, matchRoutes } from "react-router";
import { pageModules } from "~/lib/page-modules";
import { canPrefetchNow, prefetchMode } from "~/lib/prefetch";

// React Router prefetches a route's modules and `.data` on intent, with two gaps this fills on the
// same intent: a docs page's compiled MDX and its live demos are chunks the router does not know
// about (fetched together: the page module lists its demos), and the
// router skips the data of routes with a clientLoader (the docs page has one, which always calls
// its server loader), so we add the same `<link rel="prefetch">` the router would have.
const INTENT_DELAY_MS = 100;

interface RouterGlobals {
  __reactRouterDataRouter?: { routes: Parameters<typeof matchRoutes>[0] };
  __reactRouterManifest?: { routes: Record<string, { hasLoader?: boolean; hasClientLoader?: boolean } | undefined> };
}

function prefetchClientLoaderData(path: string): void {
  const { __reactRouterDataRouter: router, __reactRouterManifest: manifest } = window as Window & RouterGlobals;
  if (!router || !manifest) return;
  const ids = (matchRoutes(router.routes, path) ?? []).map((match) => match.route.id ?? "");
  const withLoader = ids.filter((id) => manifest.routes[id]?.hasLoader);
  if (!withLoader.some((id) => manifest.routes[id]?.hasClientLoader)) return;
  // The URL of the router's own request for this navigation, so the browser reuses the prefetch.
  const href = `${path}.data?_routes=${encodeURIComponent(withLoader.join(","))}`;
  if ([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].some((link) => link.getAttribute("href") === href)) return;
  const link = document.createElement("link");
  link.rel = "prefetch";
  link.as = "fetch";
  link.href = href;
  document.head.append(link);
}

function pathOf(to: LinkProps["to"]): string | undefined {
  const path = typeof to === "string" ? to.split(/[?#]/)[0] : to.pathname;
  return path?.startsWith("/") ? path : undefined;
}

function prefetchPage(to: LinkProps["to"]): void {
  const path = pathOf(to)?.replace(/(.)\/+$/, "$1");
  if (!path || path === window.location.pathname || !canPrefetchNow()) return;
  const id = path.slice(1);
  // A failed prefetch is not an error: the navigation itself will try again or reload.
  if (pageModules.has(id)) {
    pageModules
      .load(id)
      .then((page) => (page.demos?.length || page.components?.length ? import("~/components/mdx/mdx-components").then((m) => m.preloadPageCode(page)) : undefined))
      .catch(() => {});
  }
  prefetchClientLoaderData(path);
}

type IntentHandlers = Pick<LinkProps, "onMouseEnter" | "onMouseLeave" | "onFocus" | "onTouchStart">;

function usePageChunkIntent(to: LinkProps["to"], theirs: IntentHandlers): IntentHandlers {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  return {
    onMouseEnter(event: MouseEvent<HTMLAnchorElement>) {
      theirs.onMouseEnter?.(event);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => prefetchPage(to), INTENT_DELAY_MS);
    },
    onMouseLeave(event: MouseEvent<HTMLAnchorElement>) {
      theirs.onMouseLeave?.(event);
      clearTimeout(timer.current);
    },
    onFocus(event: FocusEvent<HTMLAnchorElement>) {
      theirs.onFocus?.(event);
      prefetchPage(to);
    },
    onTouchStart(event: TouchEvent<HTMLAnchorElement>) {
      theirs.onTouchStart?.(event);
      prefetchPage(to);
    },
  };
}

/** An internal link that prefetches its page on intent, except on 2g or with data saver on. */
export function PrefetchLink({ prefetch, ...props }: Omit<LinkProps, "prefetch"> & { prefetch?: "intent" | "viewport" }) {
  const handlers = usePageChunkIntent(props.to, props);
  return <Link {...props} {...handlers} prefetch={prefetchMode(prefetch ?? "intent")} />;
}

/** NavLink (aria-current on the active page) with the same prefetch policy. */
export function PrefetchNavLink({ prefetch, ...props }: Omit<NavLinkProps, "prefetch"> & { prefetch?: "intent" | "viewport" }) {
  const handlers = usePageChunkIntent(props.to, props);
  return <NavLink {...props} {...handlers} prefetch={prefetchMode(prefetch ?? "intent")} />;
}
