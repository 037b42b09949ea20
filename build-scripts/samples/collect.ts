// Reads content/**/*.mdx into the two things the content checks look at: fenced code blocks (with
// their fence meta) and inline code spans, each with its file:line:column.

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { createProcessor } from "@mdx-js/mdx";
import type { Code, InlineCode, Root } from "mdast";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { visit } from "unist-util-visit";

/** Fence languages whose blocks are type-checked and have their API names linked. */
export const CHECKED_LANGUAGES = new Set(["ts", "tsx"]);

export interface Located {
  /** Path relative to the project root, e.g. content/features/selection.mdx */
  file: string;
  line: number;
  column: number;
}

export interface CodeBlock extends Located {
  lang: string;
  meta: Record<string, string>;
  code: string;
  /** Line of the first code line (the fence line + 1). */
  codeLine: number;
}

export interface InlineCodeSpan extends Located {
  value: string;
  /** Directly inside a table cell (hotkey tables are checked row by row). */
  inTableCell?: boolean;
}

export interface ContentFile {
  file: string;
  blocks: CodeBlock[];
  inline: InlineCodeSpan[];
  /** Names the page declares as another library's, in `{/* other-api: Tree getItemTitle *\/}`. */
  otherApi: Set<string>;
}

/** `title="a b" harness=scope {1,3}` → { title: "a b", harness: "scope" }; bare words are ignored. */
export function parseFenceMeta(meta: string | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of (meta ?? "").matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"']+))/g)) {
    result[match[1]!] = match[2] ?? match[3] ?? match[4] ?? "";
  }
  return result;
}

const processor = createProcessor({ format: "mdx", remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective] });

/** Code blocks and inline code of one MDX source. */
export function collectFromSource(source: string, file: string): ContentFile {
  const tree = processor.parse(source) as Root;
  const blocks: CodeBlock[] = [];
  const inline: InlineCodeSpan[] = [];
  const otherApi = new Set<string>();
  visit(tree, ["mdxFlowExpression", "mdxTextExpression"], (node) => {
    const declared = /\/\*\s*other-api:([^*]*)\*\//.exec((node as { value?: string }).value ?? "");
    for (const name of declared?.[1]?.split(/[\s,]+/) ?? []) if (name) otherApi.add(name);
  });
  visit(tree, ["code", "inlineCode"], (node, _index, parent) => {
    const start = node.position?.start ?? { line: 1, column: 1 };
    if (node.type === "code") {
      const code = node as Code;
      blocks.push({
        file,
        line: start.line,
        column: start.column,
        lang: code.lang ?? "",
        meta: parseFenceMeta(code.meta),
        code: code.value,
        codeLine: start.line + 1,
      });
    } else {
      inline.push({
        file,
        line: start.line,
        column: start.column,
        value: (node as InlineCode).value,
        inTableCell: parent?.type === "tableCell",
      });
    }
  });
  return { file, blocks, inline, otherApi };
}

async function listMdx(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".mdx"))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Every page under content/. */
export async function collectContent(root: string, contentDir = "content"): Promise<ContentFile[]> {
  const files = await listMdx(path.join(root, contentDir));
  return Promise.all(
    files.map(async (absolute) => collectFromSource(await readFile(absolute, "utf8"), path.relative(root, absolute))),
  );
}
