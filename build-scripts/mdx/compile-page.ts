import { compile } from "@mdx-js/mdx";
import rehypeSlug from "rehype-slug";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { VFile } from "vfile";
import { VFileMessage } from "vfile-message";
import { BuildError } from "../shared/build-error.ts";
import { remarkAdmonitions } from "./remark-admonitions.ts";
import { remarkApiLinks } from "./remark-api-links.ts";
import { remarkKnownComponents } from "./remark-known-components.ts";
import { remarkSiteRelativeLinks } from "./remark-site-relative-links.ts";
import { rehypeAnchorAliases, type RehypeAnchorAliasesOptions } from "./rehype-anchor-aliases.ts";
import { rehypeCodeBlocks, type CodeNames } from "./rehype-code-blocks.ts";
import { rehypePageData, type PageData, type RehypePageDataOptions } from "./rehype-page-data.ts";

/** Components every page may use without importing them (app/components/mdx/mdx-components.tsx). */
export const PROVIDED_COMPONENTS = ["Admonition", "ApiLink", "CodeBlock", "Details", "Link"] as const;

/**
 * Components few pages use, each with code of its own: the compiler imports one into the pages
 * that use it ([module, export]), so its code comes in the same round as the page's module (Vite
 * preloads what a dynamically imported chunk imports) and other pages never load it.
 */
export const IMPORTED_COMPONENTS: Readonly<Record<string, readonly [module: string, exported: string]>> = {
  DemoBox: ["~/components/mdx/mdx-demo-box", "MdxDemoBox"],
  HotkeyTable: ["~/components/mdx/hotkey-table", "HotkeyTable"],
  TabItem: ["~/components/mdx/tabs", "TabItem"],
  Tabs: ["~/components/mdx/tabs", "Tabs"],
};

export interface CompiledPage {
  /** An ES module whose default export is the page's React component. */
  code: string;
  data: PageData;
}

/**
 * Compiles one MDX (or plain markdown) page to an ES module for Vite to bundle. The one list of
 * remark/rehype plugins the site uses lives here.
 */
export async function compilePage(
  source: string,
  file: string,
  options: { format?: "mdx" | "md"; symbols?: Record<string, string>; codeNames?: CodeNames } & RehypePageDataOptions & RehypeAnchorAliasesOptions = {},
): Promise<CompiledPage> {
  const vfile = new VFile({ value: source, path: file });
  try {
    const result = await compile(vfile, {
      format: options.format ?? "mdx",
      outputFormat: "program",
      jsx: false,
      development: false,
      remarkPlugins: [
        remarkFrontmatter,
        remarkGfm,
        remarkSiteRelativeLinks,
        remarkDirective,
        remarkAdmonitions,
        [remarkKnownComponents, { provided: PROVIDED_COMPONENTS, imported: IMPORTED_COMPONENTS }],
        [remarkApiLinks, { symbols: options.symbols ?? {} }],
      ],
      rehypePlugins: [
        rehypeSlug,
        [rehypeAnchorAliases, { anchorAliases: options.anchorAliases }],
        [rehypeCodeBlocks, { codeNames: options.codeNames }],
        [rehypePageData, { resolveFileLink: options.resolveFileLink }],
      ],
    });
    return { code: String(result.value), data: result.data.page as PageData };
  } catch (error) {
    throw toBuildError(error, file);
  }
}

export function toBuildError(error: unknown, file: string): BuildError {
  if (error instanceof BuildError) return error;
  if (error instanceof VFileMessage) {
    return new BuildError(error.reason, file, error.line ?? 1, error.column ?? 1);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new BuildError(message, file);
}
