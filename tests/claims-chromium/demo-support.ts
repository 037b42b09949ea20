// Runs a live demo of app/demos/ on its own in Chromium, as a reader who copied the file would:
// the demo module is bundled with the real @headless-tree/react (not the site's prerendering
// wrapper), rendered into an empty page next to a text field outside it, and driven with real
// clicks and keys (chromium-page.ts). For claims a page makes about what its demo does.
import type { Page } from "playwright-core";
import { bundle, useChromium, type OpenedPage } from "./chromium-page.ts";

const BODY = '<input id="before" aria-label="before the demo"><div id="demo"></div><input id="after" aria-label="after the demo">';

/** `module` with a line that renders its default export into #demo. */
const rendered = (module: string) =>
  `${module}
import { createRoot as __createRoot } from "react-dom/client";
__createRoot(document.getElementById("demo")!).render(<__Default />);`.replace(/export default function (\w+)/, "export default function __Default");
const demoModule = (id: string) => `import __Default from "./app/demos/${id}.tsx";`;

export type DemoPage = OpenedPage;

/** One browser per file; each `open(id)` gets a new page in a new context, closed after the test. */
export function useDemo() {
  const chromium = useChromium({ viewport: { width: 800, height: 700 } });
  return {
    /** A demo of app/demos/ by its id. */
    open(id: string): Promise<DemoPage> {
      return this.openModule(demoModule(id));
    },
    /** Any TSX module whose default export is a component without props, e.g. a page's sample plus a wrapper. */
    async openModule(module: string): Promise<DemoPage> {
      const built = await bundle({ source: rendered(module) });
      return chromium.open({ body: BODY, bundle: built, ready: 'document.querySelector(\'[role="treeitem"]\') !== null' });
    },
  };
}

/** A tree row of the demo by its accessible name (the library's `aria-label`). */
export const treeItem = (page: Page, name: string) => page.locator(`[role="treeitem"][aria-label="${name}"]`);

/** What the focused element is: a row's name, or `#id`, or the tag name. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return el.getAttribute("role") === "treeitem" ? el.getAttribute("aria-label") : el.id ? `#${el.id}` : el.tagName.toLowerCase();
  });

/** The rows that keep `tabIndex` 0, by name: the roving tab stop. */
export const tabStops = (page: Page) =>
  page.locator('[role="treeitem"]').evaluateAll((els) => els.filter((el) => (el as HTMLElement).tabIndex === 0).map((el) => el.getAttribute("aria-label")));

/**
 * Tab into the demo from the field before it, past the demo's toolbar controls, and returns the
 * name of the first tree row that gets the focus (null when Tab leaves the demo without reaching a row).
 */
export async function tabIntoTree(page: Page): Promise<string | null> {
  await page.locator("#before").focus();
  for (let step = 0; step < 20; step++) {
    await page.keyboard.press("Tab");
    const name = await focusedName(page);
    if (name === "#after" || name === "body") return null;
    if (await page.evaluate(() => document.activeElement?.getAttribute("role") === "treeitem")) return name;
  }
  return null;
}
