import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

// Every file or folder a README names exists, so a move or a deletion cannot leave a README
// pointing at nothing.
//
// A README names a path in a code span (outside fenced blocks) or a link target (without its
// `#fragment`). A code span that is a link's whole text is left to the link's target, as in
// [`send`](https://www.npmjs.com/package/send). Such a token is a path when
// - it holds only path characters: letters, digits, `_ . - / ~`. That leaves out command lines
//   (spaces), globs (`*`), placeholders (`<id>`, `{x}`, `…`, `$VAR`), URLs (`:`), assignments
//   (`=`) and scoped packages (`@scope/pkg`);
// - it does not start with `/`: that is a URL path of the site (`/features/dnd`, `/404.html`);
// - it contains a `/` or is a file name: a name that does not start with a dot, then one of
//   EXTENSIONS (so `.md`, `.csp.json` are extensions or dotfiles of the build, not file names);
// - it is not a media type (`text/x-script`).
//
// It exists when it resolves from the README's folder or from the repository root (`~/` is `app/`,
// as in tsconfig.json; a path without extension may name a module `.ts`/`.tsx`). So a bare file name
// in a folder's README says the file is in that folder. Not checked, since they exist only after an
// install or a build: paths inside a folder .gitignore lists (`build/`, `.cache/`, `app/generated/`),
// and package paths (the first segment is a package in node_modules, not a folder here).

const ROOT = join(import.meta.dirname, "..");
const EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|json|md|mdx|html|yml|yaml|txt|xml|conf|png|svg|sh|zip)$/;
const MEDIA_TYPE = /^(application|audio|font|image|multipart|text|video)\//;
// content/ holds the pages; its README is the writers' guide, whose file names are examples.
const SKIPPED_FOLDERS = ["content"];

interface NamedPath {
  line: number;
  path: string;
}

function namedPaths(markdown: string): NamedPath[] {
  let inFence = false;
  // Fenced blocks become empty lines, so offsets still give line numbers.
  const text = markdown
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      else if (!inFence) return line;
      return "";
    })
    .join("\n");
  const found: { offset: number; token: string }[] = [];
  // Links are read with the code spans blanked: what a span holds is not a link.
  let withoutSpans = text;
  for (const span of text.matchAll(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)) {
    const end = span.index + span[0].length;
    const isLinkText = text[span.index - 1] === "[" && text.startsWith("](", end);
    if (!isLinkText) found.push({ offset: span.index, token: span[2]!.trim() });
    withoutSpans = withoutSpans.slice(0, span.index) + span[0].replace(/[^\n]/g, " ") + withoutSpans.slice(end);
  }
  for (const link of withoutSpans.matchAll(/\]\(([^)\s]*)/g)) {
    found.push({ offset: link.index, token: link[1]!.replace(/#.*/, "") });
  }
  return found
    .filter(({ token }) => isPath(token))
    .map(({ offset, token }) => ({ line: text.slice(0, offset).split("\n").length, path: token }))
    .sort((a, b) => a.line - b.line);
}

function isPath(token: string): boolean {
  if (!/^[\w.~/-]+$/.test(token) || token.startsWith("/") || MEDIA_TYPE.test(token)) return false;
  return token.includes("/") || (!token.startsWith(".") && EXTENSIONS.test(token));
}

function gitignoredFolders(): string[] {
  return readFileSync(join(ROOT, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.endsWith("/") && !line.startsWith("#"))
    .map((line) => line.replace(/^\//, ""));
}

function readmes(folder: string, skipped: string[]): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    const fromRoot = relative(ROOT, path) + "/";
    if (entry.isDirectory()) {
      return entry.name.startsWith(".") || skipped.some((s) => fromRoot.startsWith(s)) ? [] : readmes(path, skipped);
    }
    return entry.name === "README.md" ? [path] : [];
  });
}

function isModuleOrPath(absolute: string): boolean {
  return existsSync(absolute) || (!EXTENSIONS.test(absolute) && (existsSync(`${absolute}.ts`) || existsSync(`${absolute}.tsx`)));
}

/** "README:line → path" for every named path that does not exist. */
function missingPaths(): string[] {
  const ignored = gitignoredFolders();
  const missing: string[] = [];
  for (const readme of readmes(ROOT, [...ignored, ...SKIPPED_FOLDERS.map((f) => `${f}/`)])) {
    const folder = dirname(readme);
    for (const { line, path } of namedPaths(readFileSync(readme, "utf8"))) {
      const target = path.replace(/^~\//, "app/");
      const candidates = [join(folder, target), join(ROOT, target)];
      if (candidates.some(isModuleOrPath)) continue;
      const fromRoot = candidates.map((c) => relative(ROOT, c).split(sep).join("/") + "/");
      if (fromRoot.some((p) => ignored.some((folder) => p.startsWith(folder)))) continue;
      const first = target.split("/")[0]!;
      const isPackage = target.includes("/") && existsSync(join(ROOT, "node_modules", first));
      if (isPackage && !existsSync(join(folder, first)) && !existsSync(join(ROOT, first))) continue;
      missing.push(`${relative(ROOT, readme)}:${line} → ${path}`);
    }
  }
  return missing;
}

describe("README paths", () => {
  it("reads paths from code spans and link targets, not from commands, URLs, globs or placeholders", () => {
    const markdown = [
      "See `app/root.tsx`, `print.css`, [the server](../server/README.md#routes) and `../nginx.conf`.",
      "Not: `npm run build`, `/features/dnd`, `https://x.dev/a.ts`, `assets/*.js`, `demo-projects/<id>.zip`,",
      "`@headless-tree/core`, `text/x-script`, `.data`, `meta.title`, [`send`](https://www.npmjs.com/package/send).",
      "```",
      "fenced/ignored.ts",
      "```",
      "`tests/` ``code `with` ticks``",
    ].join("\n");
    expect(namedPaths(markdown)).toEqual([
      { line: 1, path: "app/root.tsx" },
      { line: 1, path: "print.css" },
      { line: 1, path: "../nginx.conf" },
      { line: 1, path: "../server/README.md" },
      { line: 7, path: "tests/" },
    ]);
  });

  it("every path a README names exists", () => {
    const missing = missingPaths();
    if (missing.length > 0) {
      throw new Error(`${missing.length} path(s) named in READMEs do not exist (README:line → path):\n${missing.join("\n")}`);
    }
  });
});
