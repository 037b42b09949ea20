import type { Root } from "hast";
import { toHtml } from "hast-util-to-html";
import { toString } from "hast-util-to-string";
import type { MdxJsxFlowElementHast } from "mdast-util-mdx-jsx";
import { transformerMetaHighlight, transformerNotationHighlight } from "@shikijs/transformers";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { CODE_LANGUAGES, CODE_THEMES, getHighlighter, resolveLanguage } from "../highlight/highlighter.ts";
import { transformerTokenClasses } from "../highlight/token-classes.ts";
import type { ApiName } from "../samples/api-names.ts";
import { parseFenceMeta } from "../samples/collect.ts";
import { nameLinks } from "../samples/name-links.ts";

/** The API names of a block's code (build-scripts/samples/sample-names.ts), by its language and harness. */
export type CodeNames = (lang: string, harness: string | undefined, code: string) => readonly ApiName[] | undefined;

/** `title="file.ts"` in a fence meta. */
export function parseFenceTitle(meta: string | undefined): string | undefined {
  return /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? "")?.slice(1).find((v) => v !== undefined);
}

/**
 * Highlights every fenced code block at build time with a light and a dark theme (a colour class
 * per theme on each token, highlight/token-classes.ts; no highlighter in the browser) and wraps it
 * in `<CodeBlock>` (title, language, copy button).
 * Meta: `title="…"`, `{1,3-4}` highlighted lines. API names become links (`nameLinks`).
 */
export function rehypeCodeBlocks(options: { codeNames?: CodeNames } = {}) {
  return async (tree: Root, file: VFile) => {
    const highlighter = await getHighlighter();
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "pre" || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== "element" || code.tagName !== "code") return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const fenceLang = classes.find((c) => c.startsWith("language-"))?.slice("language-".length);
      const lang = resolveLanguage(fenceLang);
      if (!lang) {
        file.fail(
          `Code fence language "${fenceLang}" is not loaded. Use one of: ${CODE_LANGUAGES.join(", ")}, text (or add it to build-scripts/highlight/highlight-config.ts).`,
          node,
          "mdx:code-language",
        );
      }
      const meta = (code.data as { meta?: string } | undefined)?.meta ?? undefined;
      const source = toString(code).replace(/\n$/, "");
      const highlighted = highlighter.codeToHast(source, {
        lang: lang!,
        themes: CODE_THEMES,
        defaultColor: "light",
        meta: { __raw: meta ?? "" },
        decorations: nameLinks(options.codeNames?.(fenceLang ?? "", parseFenceMeta(meta).harness, source)),
        transformers: [transformerMetaHighlight(), transformerNotationHighlight(), transformerTokenClasses()],
      });
      // The highlighted block travels as one HTML string: thousands of token spans as JSX calls
      // would make every page's JS several times larger and slower to hydrate.
      const html = toHtml(highlighted);
      const title = parseFenceTitle(meta);
      const wrapper: MdxJsxFlowElementHast = {
        type: "mdxJsxFlowElement",
        name: "CodeBlock",
        attributes: [
          { type: "mdxJsxAttribute", name: "language", value: lang ?? "text" },
          { type: "mdxJsxAttribute", name: "html", value: html },
          ...(title ? [{ type: "mdxJsxAttribute" as const, name: "title", value: title }] : []),
        ],
        children: [],
        position: node.position,
      };
      parent.children[index] = wrapper as never;
    });
  };
}
