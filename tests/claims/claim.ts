// Names a test after the sentence of a page it backs, and checks that the page still says it: a
// reworded sentence fails its test at once, so a test can never keep backing words that are gone.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const CONTENT = join(import.meta.dirname, "../../content");

let pages: Map<string, string> | undefined;

/** Every page's route (front matter `slug`, else /<folder>/<file>) and its file. */
export function pageFiles(): Map<string, string> {
  if (pages) return pages;
  pages = new Map();
  for (const entry of readdirSync(CONTENT, { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith(".mdx")) continue;
    const file = join(CONTENT, entry);
    const slug = /^slug:\s*(\S+)\s*$/m.exec(readFileSync(file, "utf8").split(/^---$/m)[1] ?? "")?.[1];
    pages.set(slug ?? `/${entry.replace(/\.mdx$/, "")}`, file);
  }
  return pages;
}

/**
 * Markdown and MDX reduced to the words a reader sees, so a claim can be quoted from the source or
 * from the rendered page: `<ApiLink name="X" />` → X, links → their text, tags, backticks and
 * emphasis markers dropped, whitespace collapsed.
 */
export function plainText(mdx: string): string {
  return mdx
    .replace(/<ApiLink\s+name="([^"]+)"\s*\/>/g, "$1")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<\/?[A-Za-z][^>]*>/g, "")
    .replace(/`/g, "")
    .replace(/\*\*?/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * `claim("/features/dnd", "a sentence")` is the title for a test that backs that sentence (or a
 * part of one) of the page; it throws when the page does not say it.
 */
export function claim(route: string, sentence: string): string {
  const file = pageFiles().get(route);
  if (!file) throw new Error(`claim: no page has the route ${route}`);
  const quoted = plainText(sentence);
  if (!plainText(readFileSync(file, "utf8")).includes(quoted)) {
    throw new Error(`claim: ${relative(process.cwd(), file)} (${route}) no longer says “${quoted}”; update the test with the page`);
  }
  return `${route}: “${quoted}”`;
}
