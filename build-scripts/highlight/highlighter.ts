import { createHighlighter, type Highlighter } from "shiki";
import { CODE_LANGUAGES, CODE_THEMES } from "./highlight-config.ts";

export { CODE_LANGUAGES, CODE_THEMES, HIGHLIGHTER_FINGERPRINT } from "./highlight-config.ts";

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
