import type { Root } from "hast";
import { headingRank } from "hast-util-heading-rank";
import { visit } from "unist-util-visit";

export interface RehypeAnchorAliasesOptions {
  /** Our heading id → older ids (of the official site) that must land on that heading too. */
  anchorAliases?: Record<string, string[]>;
}

/**
 * Adds each old id as an empty `<span id>` at the start of its heading: `/page#old-id` then scrolls
 * to our heading (the root's scroll-padding keeps it below the sticky navbar), while the heading
 * text, its own id and the table of contents stay ours. Runs after rehype-slug, before page data,
 * so the aliases count as anchors for the link checker.
 */
export function rehypeAnchorAliases(options: RehypeAnchorAliasesOptions = {}) {
  const aliases = options.anchorAliases ?? {};
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      const id = node.properties.id;
      if (!headingRank(node) || typeof id !== "string" || !aliases[id]) return;
      node.children.unshift(...aliases[id].map((alias) => ({ type: "element" as const, tagName: "span", properties: { id: alias }, children: [] })));
    });
  };
}
