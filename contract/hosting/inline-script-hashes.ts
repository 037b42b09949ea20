// CSP hashes for the inline scripts in the built HTML: React Router's hydration context and module
// bootstrap (different on every page) plus our colour-mode script. Computed once per build by the
// post-build step (build-scripts/postbuild/) and stored in a dotfile the server reads; the server
// falls back to scanning. This file owns the hashing and the dotfile's format; it writes nothing.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const CSP_MANIFEST_FILE = ".csp.json";

/** Script hashes per HTML file, keyed by the file's path relative to the build root. */
export type ScriptHashesByFile = Record<string, string[]>;

/** The content of `.csp.json`, as build-scripts/postbuild/server-dotfiles.ts writes it. */
export interface CspManifest {
  version: 1;
  scriptHashes: ScriptHashesByFile;
}

// A regex, not an HTML parser: the input is our own build output, where <script> tags are
// written by React Router and by us. Data blocks (JSON, templates) are not executed, so no hash.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;

/** CSP source expressions ("sha256-…", unquoted) for each distinct executable inline script. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes) || body === "") continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim();
    if (!EXECUTABLE_TYPE.test(typeValue)) continue;
    // Browsers hash the element's text as UTF-8, after the HTML parser has turned CRLF and CR into LF.
    const text = body.replace(/\r\n?/g, "\n");
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

export function hashInlineScriptsInFiles(root: string, htmlFiles: Iterable<string>): ScriptHashesByFile {
  const result: ScriptHashesByFile = {};
  for (const file of htmlFiles) result[file] = inlineScriptHashes(readFileSync(join(root, file), "utf8"));
  return result;
}

/** The stored hashes, or undefined when the manifest is absent or not ours. */
export function readCspManifest(root: string): ScriptHashesByFile | undefined {
  const path = join(root, CSP_MANIFEST_FILE);
  if (!existsSync(path)) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (
    typeof parsed !== "object" ||
    parsed === null ||
    (parsed as Partial<CspManifest>).version !== 1 ||
    typeof (parsed as Partial<CspManifest>).scriptHashes !== "object"
  ) {
    return undefined;
  }
  return (parsed as CspManifest).scriptHashes;
}
