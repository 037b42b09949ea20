// What the highlighter is configured with, without loading shiki: cache keys need these on warm
// builds that never highlight anything.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BundledLanguage } from "shiki";
import { hashOf } from "../shared/cache.ts";

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

/**
 * What highlighted output depends on besides the code: shiki's version, the themes, this file's
 * language list and the token classes. Part of every cache key for highlighted HTML, so an upgrade
 * re-highlights.
 */
export const HIGHLIGHTER_FINGERPRINT = hashOf(
  (JSON.parse(readFileSync(createRequire(import.meta.url).resolve("shiki/package.json"), "utf8")) as { version: string }).version,
  JSON.stringify(CODE_THEMES),
  CODE_LANGUAGES.join(","),
  readFileSync(new URL("./token-classes.ts", import.meta.url), "utf8"),
);
