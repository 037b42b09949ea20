// How resolved API names (api-names.ts) reach highlighted code: as shiki decorations. Free of the
// TypeScript compiler, so the demo-source plugin can load it into Vite cheaply.
import type { ApiName } from "./api-names.ts";

/** Where the content stage writes the demo files' names for the demo-source plugin (in app/generated/). */
export const DEMO_NAMES_FILE = "demo-api-names.json";

/** Names of each demo file (`app/demos/x.tsx`), with a hash of the code they were resolved on. */
export type DemoNames = Record<string, { codeHash: string; names: ApiName[] }>;

/** The shown text of a demo file: what the demo-source plugin highlights. */
export const demoShownCode = (text: string) => text.trim();

/**
 * Shiki decorations that turn each API name into a link to its reference entry. Only the first
 * link of a block is in the tab order; the arrow keys move between the others
 * (app/components/mdx/code-links.ts), so Tab does not stop at every name of a long sample.
 */
export function nameLinks(names: readonly ApiName[] | undefined) {
  return (names ?? []).map((name, i) => ({
    start: name.start,
    end: name.end,
    tagName: "a",
    properties: i === 0 ? { href: name.href } : { href: name.href, tabindex: -1 },
  }));
}
