import type { Element, Root, RootContent } from "hast";
import { headingRank } from "hast-util-heading-rank";
import { toString } from "hast-util-to-string";
import type { MdxJsxAttribute, MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import type { TocEntry } from "#contract/content/content-model.ts";
import { demoBoxIds } from "./jsx-attributes.ts";

export interface FoundLink {
  href: string;
  line: number;
  column: number;
}

/** Text of a page between two headings, for the search index. */
export interface PageSection {
  /** Heading rank (1 = the page itself, before its first h2). */
  level: number;
  id: string;
  heading: string;
  text: string;
}

export interface RehypePageDataOptions {
  /** Maps a relative link to another content file (`./selection.mdx#x`) to its route, or undefined. */
  resolveFileLink?: (href: string) => string | undefined;
}

const FILE_LINK = /^(?![a-z][a-z0-9+.-]*:|\/\/|\/|#)[^?#]*\.mdx?(?:[?#].*)?$/i;

export interface PageData {
  /** Relative links to content files that match no file: warned about, left as written. */
  brokenFileLinks: FoundLink[];
  toc: TocEntry[];
  anchors: string[];
  links: FoundLink[];
  sections: PageSection[];
  firstHeading?: { rank: number; line: number; column: number };
  /**
   * The live demos the page shows: one list of ids per DemoBox (several when it has a picker), in
   * page order. Client navigation preloads their code.
   */
  demos: string[][];
}

const LINK_ELEMENTS: Record<string, string> = { a: "href", Link: "to", ApiLink: "href" };

function jsxName(node: RootContent): string | undefined {
  return node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement" ? (node.name ?? undefined) : undefined;
}

/** Collects the table of contents (h2–h3), element ids, outgoing links and search sections. */
export function rehypePageData(options: RehypePageDataOptions = {}) {
  return (tree: Root, file: VFile) => {
    const data: PageData = { toc: [], anchors: [], links: [], sections: [], brokenFileLinks: [], demos: [] };
    visit(tree, (node) => {
      if (node.type === "element") {
        const id = node.properties.id;
        if (typeof id === "string") data.anchors.push(id);
        const rank = headingRank(node);
        if (rank && !data.firstHeading) {
          data.firstHeading = { rank, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
        }
        if ((rank === 2 || rank === 3) && typeof id === "string") {
          data.toc.push({ depth: rank, id, text: toString(node).trim() });
        }
        if (node.tagName === "a" && typeof node.properties.href === "string") {
          const href = node.properties.href;
          if (FILE_LINK.test(href)) {
            const resolved = options.resolveFileLink?.(href);
            if (resolved) node.properties.href = resolved;
            else data.brokenFileLinks.push(linkAt(href, node));
          }
          data.links.push(linkAt(node.properties.href as string, node));
        }
        return;
      }
      const name = jsxName(node as RootContent);
      if (name === "DemoBox") {
        const ids = demoBoxIds(node as MdxJsxFlowElement);
        if (ids.length) data.demos.push(ids);
      }
      const attribute = name ? LINK_ELEMENTS[name] : undefined;
      if (attribute) {
        const attrs = (node as { attributes: MdxJsxAttribute[] }).attributes;
        const value = attrs.find((a) => a.type === "mdxJsxAttribute" && a.name === attribute)?.value;
        if (typeof value === "string") data.links.push(linkAt(value, node as { position?: Element["position"] }));
      }
    });
    data.sections = collectSections(tree);
    file.data.page = data;
  };
}

function linkAt(href: string, node: { position?: Element["position"] }): FoundLink {
  return { href, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}

/** Splits the top level of the page at h2/h3 headings; code and live demos are left out. */
function collectSections(tree: Root): PageSection[] {
  const sections: PageSection[] = [{ level: 1, id: "", heading: "", text: "" }];
  for (const node of tree.children) {
    if (node.type === "element") {
      const rank = headingRank(node);
      if (rank === 2 || rank === 3) {
        sections.push({ level: rank, id: String(node.properties.id ?? ""), heading: toString(node).trim(), text: "" });
        continue;
      }
    }
    const text = textOf(node).replace(/\s+/g, " ").trim();
    if (text) {
      const current = sections[sections.length - 1]!;
      current.text = current.text ? `${current.text} ${text}` : text;
    }
  }
  return sections.filter((s) => s.level > 1 || s.text);
}

function textOf(node: RootContent): string {
  if (node.type === "text") return node.value;
  if (node.type === "element") {
    if (node.tagName === "pre") return "";
    return node.children.map(textOf).join("");
  }
  if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
    if (node.name === "CodeBlock" || node.name === "DemoBox") return "";
    return ` ${(node.children as RootContent[]).map(textOf).join("")} `;
  }
  return "";
}
