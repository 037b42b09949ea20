import type { Blockquote, Code, List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { toString } from "mdast-util-to-string";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkStringify, { type Options as StringifyOptions } from "remark-stringify";
import { unified } from "unified";
import { VFile } from "vfile";
import { API_PARTS, FEATURES, type FeatureKey } from "#contract/content/features.ts";
import { absoluteUrl } from "#contract/seo/seo.ts";
import { librarySourceUrl } from "#contract/site/site.ts";
import { parseFrontmatter } from "../content/frontmatter.ts";
import { demoBoxIds } from "../mdx/jsx-attributes.ts";
import { remarkAdmonitions } from "../mdx/remark-admonitions.ts";
import { BuildError } from "../shared/build-error.ts";
import type { DemoSource } from "./demo-sources.ts";

type Node = RootContent;
type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export interface TwinContext {
  /** Repository-relative source file, for error messages and relative file links. */
  file: string;
  /** Route of the page, for relative URLs. */
  path: string;
  /** API name → site path (app/generated/api/symbols.json). */
  symbols: Record<string, string>;
  /** Routes that have a markdown twin (links to them point at `<path>.md`). */
  twinPaths: ReadonlySet<string>;
  /** Content file (repository-relative) → route, for `[x](./other.mdx)` links. */
  fileToPath: ReadonlyMap<string, string>;
  demos: ReadonlyMap<string, DemoSource>;
  /** Markdown for components the site renders from data (e.g. HotkeyTable); undefined = not known. */
  renderComponent?: (name: string, attributes: Record<string, string>) => Node[] | undefined;
  /** Problems that should not stop the build (a missing demo is the page's bug, not ours). */
  warn?: (message: string) => void;
}

export const TWIN_STRINGIFY_OPTIONS: StringifyOptions = {
  bullet: "-",
  emphasis: "_",
  strong: "*",
  fence: "`",
  fences: true,
  rule: "-",
  listItemIndent: "one",
};

const ADMONITION_LABELS: Record<string, string> = { note: "Note", tip: "Tip", info: "Info", warning: "Warning", danger: "Danger" };

/** `/features/selection` → `https://…/features/selection.md`, the twin's own address. */
export function twinUrl(path: string): string {
  return `${absoluteUrl(path)}.md`;
}

/**
 * The markdown twin of an MDX page: what a reader (or a tool) needs without running the page.
 * Front matter becomes the title and description, demos become their source code, components
 * become plain markdown, and every link is absolute (internal ones to the `.md` twins).
 */
export function mdxToMarkdown(source: string, ctx: TwinContext, format: "mdx" | "md" = "mdx"): string {
  const frontmatter = parseFrontmatter(source, ctx.file);
  const vfile = new VFile({ value: source, path: ctx.file });
  const parser = unified().use(remarkParse);
  if (format === "mdx") parser.use(remarkMdx);
  parser.use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
  const tree = parser.parse(vfile) as Root;
  try {
    remarkAdmonitions()(tree, vfile);
  } catch (error) {
    throw new BuildError(error instanceof Error ? error.message : String(error), ctx.file);
  }

  const body = flow(tree.children, ctx);
  const root: Root = {
    type: "root",
    children: [
      { type: "heading", depth: 1, children: [{ type: "text", value: frontmatter.title }] },
      { type: "paragraph", children: [{ type: "text", value: frontmatter.description }] },
      ...(frontmatter.feature ? [featureFacts(frontmatter.feature as FeatureKey, ctx.symbols)] : []),
      ...body,
    ],
  };
  assertPlainMarkdown(root, ctx.file);
  return unified().use(remarkGfm).use(remarkStringify, TWIN_STRINGIFY_OPTIONS).stringify(root);
}

/** What the feature page's header box shows on the site: import line, source files, API pages. */
export function featureFacts(key: FeatureKey, symbols: Record<string, string>): List {
  const feature = FEATURES[key];
  const folder = `features/${feature.folder}`;
  const text = (value: string): PhrasingContent => ({ type: "text", value });
  const link = (url: string, value: string): PhrasingContent => ({ type: "link", url, children: [text(value)] });
  const item = (children: PhrasingContent[]): ListItem => ({ type: "listItem", spread: false, children: [{ type: "paragraph", children }] });
  const sources = [...(feature.hasImplementation ? ["feature.ts"] : []), "types.ts"].map((file) => link(librarySourceUrl("core", `${folder}/${file}`), file));
  const api = API_PARTS.flatMap(([suffix, label]) => {
    const href = symbols[`${feature.apiPrefix}${suffix}`];
    return href ? [link(absoluteUrl(href), label)] : [];
  });
  const join = (nodes: PhrasingContent[], separator: string) => nodes.flatMap((node, i) => (i > 0 ? [text(separator), node] : [node]));
  return {
    type: "list",
    ordered: false,
    spread: false,
    children: [
      item("exportName" in feature ? [text("Import: "), { type: "inlineCode", value: `import { ${feature.exportName} } from "@headless-tree/core";` }] : [text("Import: built into every tree; nothing to import.")]),
      item([text("Source: "), ...join(sources, ", ")]),
      ...(api.length ? [item([text("API: "), ...join(api, ", ")])] : []),
    ],
  };
}

function flow(nodes: readonly Node[], ctx: TwinContext): Node[] {
  return nodes.flatMap((node) => convert(node, ctx, "flow"));
}

function phrasing(nodes: readonly Node[], ctx: TwinContext): PhrasingContent[] {
  return nodes.flatMap((node) => convert(node, ctx, "phrasing")) as PhrasingContent[];
}

function convert(node: Node, ctx: TwinContext, context: "flow" | "phrasing"): Node[] {
  switch (node.type) {
    case "yaml":
    case "mdxjsEsm":
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return [];
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return convertJsx(node, ctx, context);
    case "link":
      return [{ ...node, url: resolveHref(node.url, ctx), children: phrasing(node.children, ctx) }];
    case "definition":
      return [{ ...node, url: resolveHref(node.url, ctx) }];
    case "image":
      return [{ ...node, url: resolveHref(node.url, ctx, false) }];
    case "code":
      return [codeWithoutSiteMeta(node)];
    default:
      if (node.type === "paragraph" || node.type === "heading" || node.type === "tableCell") {
        const children = trimEdges(phrasing(node.children, ctx));
        // A paragraph that only held an expression or an import-like component is gone entirely.
        return children.length === 0 && node.type === "paragraph" ? [] : [{ ...node, children } as Node];
      }
      if ("children" in node) {
        const inline = node.type === "emphasis" || node.type === "strong" || node.type === "delete";
        return [{ ...node, children: inline ? phrasing(node.children, ctx) : flow(node.children as Node[], ctx) } as Node];
      }
      return [node];
  }
}

/** Whitespace left at the edges by removed expressions would be printed as `&#x20;`. */
function trimEdges(children: PhrasingContent[]): PhrasingContent[] {
  const result = [...children];
  const first = result[0];
  if (first?.type === "text") result[0] = { ...first, value: first.value.replace(/^\s+/, "") };
  const last = result[result.length - 1];
  if (last?.type === "text") result[result.length - 1] = { ...last, value: last.value.replace(/\s+$/, "") };
  return result.filter((child) => child.type !== "text" || child.value !== "");
}

/** Keeps a fence's `title="…"`; line highlighting like `{2,4-6}` only means something on the site. */
function codeWithoutSiteMeta(node: Code): Code {
  const title = /\btitle="([^"]*)"/.exec(node.meta ?? "")?.[1];
  return { type: "code", lang: node.lang ?? null, meta: title ? `title="${title}"` : null, value: node.value };
}

function attributes(element: JsxElement): Record<string, string> {
  const result: Record<string, string> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== "mdxJsxAttribute") continue;
    if (typeof attribute.value === "string") result[attribute.name] = attribute.value;
    else if (attribute.value === null || attribute.value === undefined) result[attribute.name] = "true";
  }
  return result;
}

function where(node: Node): string {
  return node.position ? `${node.position.start.line}:${node.position.start.column}` : "1:1";
}

function strongParagraph(text: string): Paragraph {
  return { type: "paragraph", children: [{ type: "strong", children: [{ type: "text", value: text }] }] };
}

function convertJsx(element: JsxElement, ctx: TwinContext, context: "flow" | "phrasing"): Node[] {
  const attrs = attributes(element);
  const children = () => (element.type === "mdxJsxTextElement" ? phrasing(element.children, ctx) : flow(element.children, ctx));
  const asContext = (nodes: Node[]): Node[] => {
    // A block-level element standing in for inline content (or the reverse) is wrapped or unwrapped.
    if (context === "phrasing") return nodes.flatMap((n) => (n.type === "paragraph" ? n.children : [n]));
    return nodes.every((n) => isPhrasing(n)) && nodes.length > 0 ? [{ type: "paragraph", children: nodes as PhrasingContent[] }] : nodes;
  };

  switch (element.name) {
    case "Admonition": {
      const label = `${ADMONITION_LABELS[attrs.type ?? "note"] ?? "Note"}${attrs.title ? `: ${attrs.title}` : ""}`;
      const body = flow(element.children, ctx);
      const first = body[0];
      const labelNode: PhrasingContent = { type: "strong", children: [{ type: "text", value: label }] };
      const content =
        first?.type === "paragraph"
          ? [{ ...first, children: [labelNode, { type: "text", value: " " }, ...first.children] } as Paragraph, ...body.slice(1)]
          : [{ type: "paragraph", children: [labelNode] } as Paragraph, ...body];
      return [{ type: "blockquote", children: content } as Blockquote];
    }
    case "DemoBox": {
      const ids = demoBoxIds(element);
      return ids.flatMap((id): Node[] => {
        const demo = ctx.demos.get(id);
        if (!demo) {
          ctx.warn?.(`${ctx.file}:${where(element)}: <DemoBox> names the demo "${id}", but app/demos/${id}.tsx does not exist`);
          return [];
        }
        const caption: Paragraph = {
          type: "paragraph",
          children: [
            { type: "strong", children: [{ type: "text", value: `Demo: ${demo.title}.` }] },
            { type: "text", value: demo.description ? ` ${demo.description.replace(/\s+/g, " ")}` : "" },
          ],
        };
        return [caption, { type: "code", lang: "tsx", meta: `title="${id}.tsx"`, value: demo.code }];
      });
    }
    case "ApiLink": {
      const name = attrs.name;
      const href = name ? ctx.symbols[name] : undefined;
      if (!name || !href) throw new BuildError(`<ApiLink name="${name ?? ""}"> names no documented API item.`, ctx.file, element.position?.start.line, element.position?.start.column);
      const text = element.children.length > 0 ? phrasing(element.children, ctx) : [{ type: "inlineCode", value: name } as PhrasingContent];
      return asContext([{ type: "link", url: absoluteUrl(href), children: text }]);
    }
    case "Link":
    case "a":
      return asContext([{ type: "link", url: resolveHref(attrs.to ?? attrs.href ?? "", ctx), children: phrasing(element.children, ctx) }]);
    case "Tabs":
      return children();
    case "TabItem":
      return [strongParagraph(attrs.label ?? attrs.value ?? "Tab"), ...flow(element.children, ctx)];
    case "Details":
      return [strongParagraph(attrs.summary ?? "Details"), ...flow(element.children, ctx)];
    case "kbd":
    case "code":
      return asContext([{ type: "inlineCode", value: toString(element) }]);
    case "br":
      return context === "phrasing" ? [{ type: "break" }] : [];
    default: {
      const rendered = element.name ? ctx.renderComponent?.(element.name, attrs) : undefined;
      if (rendered) return rendered;
      // Any other component: what it says in its children stays, the component itself goes.
      return children();
    }
  }
}

const PHRASING_TYPES = new Set(["text", "emphasis", "strong", "delete", "inlineCode", "break", "link", "linkReference", "image", "imageReference", "html", "footnoteReference"]);
function isPhrasing(node: Node): boolean {
  return PHRASING_TYPES.has(node.type);
}

/**
 * Absolute URLs for everything: `/x#y` → `https://…/x.md#y` when `/x` has a twin, the HTML page
 * otherwise; `./other.mdx` file links resolve through the content map; `#y` stays in the page.
 */
export function resolveHref(href: string, ctx: Pick<TwinContext, "file" | "path" | "twinPaths" | "fileToPath">, preferTwin = true): string {
  if (!href || href.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")) return href;
  const [beforeHash = "", hash] = splitOnce(href, "#");
  const [pathPart = "", query] = splitOnce(beforeHash, "?");
  const suffix = `${query !== undefined ? `?${query}` : ""}${hash !== undefined ? `#${hash}` : ""}`;
  let target: string;
  if (/\.mdx?$/.test(pathPart) && !pathPart.startsWith("/")) {
    const file = new URL(pathPart, `file:///${ctx.file}`).pathname.slice(1);
    target = ctx.fileToPath.get(file) ?? new URL(pathPart, siteUrl(ctx.path)).pathname;
  } else {
    target = new URL(pathPart, siteUrl(ctx.path)).pathname;
  }
  const clean = target.replace(/\/+$/, "") || "/";
  if (preferTwin && ctx.twinPaths.has(clean)) return `${twinUrl(clean)}${suffix}`;
  return `${absoluteUrl(clean)}${suffix}`;
}

/** Resolves relative links among site paths; absoluteUrl adds the origin and base path after. */
function siteUrl(path: string): URL {
  return new URL(path, "https://site.invalid");
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const at = value.indexOf(separator);
  return at === -1 ? [value, undefined] : [value.slice(0, at), value.slice(at + 1)];
}

/** Anything MDX-specific left over would be printed as JSX; a twin must be plain markdown. */
function assertPlainMarkdown(root: Root, file: string): void {
  const walk = (node: { type: string; children?: unknown[] }) => {
    if (node.type.startsWith("mdx") || node.type.endsWith("Directive")) throw new BuildError(`Markdown twin: a ${node.type} node was not converted.`, file);
    for (const child of (node.children ?? []) as { type: string }[]) walk(child);
  };
  walk(root);
}
