// src/demo.css of every exported project: what makes a demo look on its own as it does on the site.
// Built from the site's files at export time, so the two cannot drift apart: the shared demo
// styles (tree rows, buttons, read-outs), the few page rules a demo inherits on the site, and the
// colour tokens all of these and the demo's own CSS modules use. The site switches colours on
// html[data-theme]; a project has no such switch, so dark follows the system setting.
import { readFileSync } from "node:fs";
import path from "node:path";

const APP = path.resolve(import.meta.dirname, "../../app");
const TOKENS = path.join(APP, "styles/tokens.css");
const SHARED = [path.join(APP, "components/demo/tree-demo.css"), path.join(APP, "components/demo/demo-readouts.css")];

/** The rules of the site's page (app/styles/app.css) a demo inherits: reset, body, focus ring, code fonts. */
const PAGE = path.join(APP, "styles/app.css");
const PAGE_SELECTORS = ["*, *::before, *::after", "body", ":focus-visible", "code, kbd, pre"];
/** A demo box pads its demo so (.stage in app/components/demo/demo-box.module.css); the project's body does the same. */
const BODY_PADDING = "body {\n  padding: 1rem 1.1rem 1.25rem;\n}\n";

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "");

/** The rule of `css` whose selector list is `selector` (whitespace aside). */
function ruleOf(css: string, selector: string, file: string): { selector: string; body: string } {
  const wanted = selector.replace(/\s+/g, "");
  // After an @import statement, the selector is what follows its semicolon.
  const rules = [...withoutComments(css).matchAll(/([^{};]+)(\{[^}]*\})/g)].map((match) => ({ selector: match[1]!.trim(), body: match[2]! }));
  const rule = rules.find((candidate) => candidate.selector.replace(/\s+/g, "") === wanted);
  if (!rule) throw new Error(`${file}: no "${selector} { … }" rule for the exported projects`);
  return rule;
}

/** The custom properties the `selector` rule of tokens.css declares. */
function tokens(css: string, selector: string): Map<string, string> {
  return new Map([...ruleOf(css, selector, TOKENS).body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

/** Every token `css` uses, with the tokens those use in turn; names the tokens do not define (a demo's own, such as --level) are left out. */
function usedTokens(css: string, tokens: Map<string, string>): string[] {
  const used = new Set<string>();
  const pending = [...withoutComments(css).matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!);
  while (pending.length > 0) {
    const name = pending.pop()!;
    const value = tokens.get(name);
    if (used.has(name) || value === undefined) continue;
    used.add(name);
    for (const match of value.matchAll(/var\((--[\w-]+)/g)) pending.push(match[1]!);
  }
  return [...used].sort();
}

const block = (selector: string, lines: string[], indent = "") => [`${indent}${selector} {`, ...lines.map((line) => `${indent}  ${line}`), `${indent}}`];

/** src/demo.css for a demo whose own stylesheets (CSS modules, plain CSS) are `demoCss`. */
export function projectStylesheet(demoCss: string[]): string {
  const tokensCss = readFileSync(TOKENS, "utf8");
  const light = tokens(tokensCss, ":root");
  const dark = tokens(tokensCss, 'html[data-theme="dark"]');
  const pageCss = readFileSync(PAGE, "utf8");
  const page = [...PAGE_SELECTORS.map((selector) => ruleOf(pageCss, selector, PAGE)).map((rule) => `${rule.selector} ${rule.body}\n`), BODY_PADDING].join("");
  const shared = SHARED.map((file) => readFileSync(file, "utf8"));
  const used = usedTokens([page, ...shared, ...demoCss].join("\n"), light);
  const darkUsed = used.filter((name) => dark.has(name));
  return [
    "/* The look of this demo on the Headless Tree docs site: Headless Tree renders no styles of its",
    "   own, so these rules style the elements the demo renders, by the classes it sets. Colours follow",
    "   the system's light or dark setting. */",
    ...block(":root", ["color-scheme: light dark;", ...used.map((name) => `${name}: ${light.get(name)};`)]),
    "@media (prefers-color-scheme: dark) {",
    ...block(":root", darkUsed.map((name) => `${name}: ${dark.get(name)};`), "  "),
    "}",
    "",
    page,
    ...shared,
  ].join("\n");
}
