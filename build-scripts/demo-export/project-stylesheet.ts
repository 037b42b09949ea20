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

/** What a demo inherits from the site's page (app/styles/app.css: the reset, body, focus ring, code fonts). */
const PAGE_RULES = `*,
*::before,
*::after {
  box-sizing: border-box;
}
body {
  margin: 0;
  padding: 1rem 1.1rem 1.25rem;
  font-family: var(--font-sans);
  font-size: 1rem;
  line-height: 1.6;
  color: var(--color-text);
  background: var(--color-bg);
}
:focus-visible {
  outline: 2px solid var(--color-focus);
  outline-offset: 2px;
}
code,
kbd,
pre {
  font-family: var(--font-mono);
}
`;

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "");

/** The custom properties declared in the first rule whose selector is exactly `selector`. */
function declarations(css: string, selector: string): Map<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const block = new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^}]*)\\}`).exec(withoutComments(css));
  if (!block) throw new Error(`${TOKENS}: no "${selector} { … }" rule`);
  return new Map([...block[1]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
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
  const light = declarations(tokensCss, ":root");
  const dark = declarations(tokensCss, 'html[data-theme="dark"]');
  const shared = SHARED.map((file) => readFileSync(file, "utf8"));
  const used = usedTokens([PAGE_RULES, ...shared, ...demoCss].join("\n"), light);
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
    PAGE_RULES,
    ...shared,
  ].join("\n");
}
