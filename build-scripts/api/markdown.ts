// Markdown -> HTML for TSDoc comments, at build time. Fenced code is highlighted with shiki
// (github-light/github-dark as CSS variables, light by default), so no highlighter ships to the
// browser. Raw HTML in comments is dropped (remark-rehype without allowDangerousHtml).

import rehypeShikiFromHighlighter from "@shikijs/rehype/core";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

export interface MarkdownRenderer {
  /** Synchronous render; the highlighter (if any) was created up front. */
  render(markdown: string): string;
  highlights: boolean;
}

/** A fenced code block anywhere in the text. */
export function hasFencedCode(markdown: string): boolean {
  return /^\s*(```|~~~)/m.test(markdown);
}

/**
 * Creates the renderer. Shiki is only loaded when `withHighlighter` is true: most builds have no
 * code blocks in comments (1.7.0 has none), and loading grammars costs time.
 */
export async function createMarkdownRenderer(opts: { withHighlighter: boolean }): Promise<MarkdownRenderer> {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
  if (opts.withHighlighter) {
    // The site's one highlighter: same themes and languages as content code blocks.
    const { CODE_THEMES, getHighlighter } = await import("../highlight/highlighter.ts");
    const { transformerTokenClasses } = await import("../highlight/token-classes.ts");
    processor.use(rehypeShikiFromHighlighter, await getHighlighter(), {
      themes: CODE_THEMES,
      defaultColor: "light",
      transformers: [transformerTokenClasses()],
      defaultLanguage: "ts",
      fallbackLanguage: "text",
    });
  }
  const frozen = processor.use(rehypeStringify).freeze();
  return {
    highlights: opts.withHighlighter,
    render(markdown: string): string {
      if (markdown.trim() === "") return "";
      return String(frozen.processSync(markdown)).trim();
    },
  };
}
