import { createHighlighter, type BundledLanguage, type Highlighter } from "shiki";

// Loading every bundled grammar costs seconds per process, so only these are available; a fence
// in another language fails the build with a clear message (see mdx/rehype-code-blocks.ts).
export const CODE_LANGUAGES = [
  "ts",
  "tsx",
  "js",
  "jsx",
  "json",
  "bash",
  "css",
  "html",
  "md",
  "mdx",
  "diff",
  "yaml",
] as const satisfies readonly BundledLanguage[];

export const CODE_THEMES = { light: "github-light", dark: "github-dark" } as const;

const LANGUAGE_ALIASES: Record<string, string> = {
  typescript: "ts",
  javascript: "js",
  sh: "bash",
  shell: "bash",
  console: "bash",
  yml: "yaml",
  text: "text",
  txt: "text",
  plaintext: "text",
};

let highlighter: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: [...CODE_LANGUAGES],
  });
  return highlighter;
}

/** The grammar to use for a fence language, or undefined when we do not ship it. */
export function resolveLanguage(lang: string | undefined): string | undefined {
  const name = (lang ?? "text").toLowerCase();
  const resolved = LANGUAGE_ALIASES[name] ?? name;
  if (resolved === "text") return "text";
  return (CODE_LANGUAGES as readonly string[]).includes(resolved) ? resolved : undefined;
}
