import { SITE_BASE } from "#contract/site/site.ts";
import { stripBase } from "#contract/site/base-path.ts";

/**
 * The in-app target of a link as the router sees it ("/x?y#z", without the base path), or
 * undefined for anything the browser should handle.
 */
export function inAppTarget(anchor: HTMLAnchorElement, here: Pick<Location, "origin" | "pathname" | "search">, base = SITE_BASE): string | undefined {
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download") || /\bexternal\b/.test(anchor.rel)) return undefined;
  if (anchor.origin !== here.origin) return undefined;
  // Files (the .md twins, llms.txt, the feed) are not pages of the app.
  if (/\.[a-z0-9]+$/i.test(anchor.pathname)) return undefined;
  // A jump within the page stays the browser's (the router follows it through popstate).
  if (anchor.hash && anchor.pathname === here.pathname && anchor.search === here.search) return undefined;
  // Outside the base path is another site on the same host.
  const path = stripBase(base, anchor.pathname);
  return path === undefined ? undefined : path + anchor.search + anchor.hash;
}

/** The router path (no search, no hash) of an in-app link on the page on screen, or undefined. */
export const inAppPath = (anchor: HTMLAnchorElement) => inAppTarget(anchor, window.location)?.split(/[?#]/)[0];
