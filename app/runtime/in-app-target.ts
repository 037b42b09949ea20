/** The in-app target of a link ("/x?y#z"), or undefined for anything the browser should handle. */
export function inAppTarget(anchor: HTMLAnchorElement, here: Pick<Location, "origin" | "pathname" | "search">): string | undefined {
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download") || /\bexternal\b/.test(anchor.rel)) return undefined;
  if (anchor.origin !== here.origin) return undefined;
  // Files (the .md twins, llms.txt, the feed) are not pages of the app.
  if (/\.[a-z0-9]+$/i.test(anchor.pathname)) return undefined;
  // A jump within the page stays the browser's (the router follows it through popstate).
  if (anchor.hash && anchor.pathname === here.pathname && anchor.search === here.search) return undefined;
  return anchor.pathname + anchor.search + anchor.hash;
}
