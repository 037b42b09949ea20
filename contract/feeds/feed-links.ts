import type { MetaDescriptor } from "react-router";
import { SITE_TITLE, sitePath } from "../site/site.ts";

export const CHANGELOG_FEED_PATH = "/changelog/feed.xml";
export const CHANGELOG_FEED_TITLE = `${SITE_TITLE} releases`;

/**
 * `<link rel="alternate">` tags for a docs page (MDX page or changelog): its markdown twin at
 * `<path>.md`, and on changelog pages the Atom feed of releases, so feed readers find it.
 * Written by build-scripts/publish; meant for the docs route's `meta`.
 */
export function alternateLinks(pagePath: string): MetaDescriptor[] {
  const links: MetaDescriptor[] = [{ tagName: "link", rel: "alternate", type: "text/markdown", href: sitePath(`${pagePath}.md`) }];
  if (pagePath.startsWith("/changelog/")) {
    links.push({ tagName: "link", rel: "alternate", type: "application/atom+xml", title: CHANGELOG_FEED_TITLE, href: sitePath(CHANGELOG_FEED_PATH) });
  }
  return links;
}
