import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import { SITE_URL, STORYBOOK_URL } from "#contract/site/site.ts";

/**
 * `https://headless-tree.lukasbach.com/x#y` → `/x#y`, so links to the production host (the
 * library's changelogs have them) are checked like every other internal link and stay inside the
 * site being read. The storybook lives on that host but is not part of this site, so it stays absolute.
 */
export function toSiteRelative(href: string): string {
  if (href.startsWith(STORYBOOK_URL)) return href;
  if (href !== SITE_URL && !href.startsWith(`${SITE_URL}/`) && !href.startsWith(`${SITE_URL}#`) && !href.startsWith(`${SITE_URL}?`)) return href;
  const url = new URL(href);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function remarkSiteRelativeLinks() {
  return (tree: Root) => {
    visit(tree, ["link", "definition"], (node) => {
      if (node.type === "link" || node.type === "definition") node.url = toSiteRelative(node.url);
    });
  };
}
