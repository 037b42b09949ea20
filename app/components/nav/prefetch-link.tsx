import { type AnchorHTMLAttributes, type MouseEvent, useContext, useRef, useState } from "react";
import { PrefetchPageLinks, UNSAFE_DataRouterContext } from "react-router";
import { pageDataCode, pageModules } from "~/lib/page-modules";
import { canPrefetchNow } from "~/lib/prefetch";

// Our internal links, without React Router's <Link>. A <Link> reads the router's location and its
// framework context, and React Router gives that context a new value on every location change, so
// every <Link> on screen rendered twice per navigation (once outside the transition, at once),
// about 10 ms with the docs sidebar's 50 links. These links read only contexts that do not change
// (the router itself), and the sidebar passes "current page" down as a prop.
//
// Prefetch on intent does what <Link prefetch="intent"> did (route modules and data, through the
// router's own <PrefetchPageLinks>), plus what it could not: a docs page's compiled MDX, its live
// demos (the page module lists them) and its data chunks (app/lib/page-data.ts), which the docs
// route's clientLoader reads instead of the `.data` request.
const INTENT_DELAY_MS = 100;

function pathOf(to: string): string | undefined {
  const path = to.split(/[?#]/)[0];
  return path?.startsWith("/") ? path.replace(/(.)\/+$/, "$1") : undefined;
}

function prefetchPageCode(path: string): void {
  const id = path.slice(1);
  // A failed prefetch is not an error: the navigation itself will try again or reload.
  if (!pageModules.has(id)) return;
  pageDataCode
    .load("code")
    .then((m) => m.prefetchPageData(id))
    .catch(() => {});
  pageModules
    .load(id)
    .then((page) => (page.demos?.length || page.components?.length ? import("~/components/mdx/mdx-components").then((m) => m.preloadPageCode(page)) : undefined))
    .catch(() => {});
}

/** The caller's handler first, then ours. */
function chain<E>(theirs: ((event: E) => void) | undefined, ours: () => void): (event: E) => void {
  return (event) => {
    theirs?.(event);
    ours();
  };
}

/** React Router's rule: only a plain primary click on a link for this window navigates in-app. */
function isInAppClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === "_self") && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

export type PrefetchLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An absolute path in the site, optionally with ?search and #hash. */
  to: string;
};

/** An internal link that navigates client-side and prefetches its page on intent (not on 2g or with data saver on). */
export function PrefetchLink({ to, onClick, onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart, ...rest }: PrefetchLinkProps) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const basename = router?.basename ?? "/";
  const [intent, setIntent] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const path = pathOf(to);
  const href = basename === "/" || !to.startsWith("/") ? to : `${basename.replace(/\/+$/, "")}${to}`;

  // `withRouteModules`: also let the router fetch the target's route modules. Not on touch, where
  // the click follows at once: the router would then import a module the navigation is already
  // importing, and a failed chunk would reload the page twice.
  function prefetchNow(withRouteModules: boolean) {
    if (!path || path === window.location.pathname || !canPrefetchNow()) return;
    if (withRouteModules) setIntent(true);
    prefetchPageCode(path);
  }
  function schedule() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => prefetchNow(true), INTENT_DELAY_MS);
  }
  function cancel() {
    clearTimeout(timer.current);
  }

  return (
    <>
      <a
        {...rest}
        href={href}
        onClick={(event) => {
          onClick?.(event);
          // The navigation loads what a prefetch still waiting for its delay would have.
          cancel();
          if (event.defaultPrevented || !router || !isInAppClick(event, rest.target)) return;
          event.preventDefault();
          const { pathname, search, hash } = window.location;
          // Like <Link>: a link to the page on screen replaces its history entry instead of adding one.
          router.navigate(to, { replace: href === pathname + search + hash });
        }}
        onMouseEnter={chain(onMouseEnter, schedule)}
        onMouseLeave={chain(onMouseLeave, cancel)}
        onFocus={chain(onFocus, schedule)}
        onBlur={chain(onBlur, cancel)}
        onTouchStart={chain(onTouchStart, () => prefetchNow(false))}
      />
      {intent && path ? <PrefetchPageLinks page={path} /> : null}
    </>
  );
}
