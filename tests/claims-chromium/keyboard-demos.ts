// A live demo of app/demos/ on its own page in Chromium, as a reader who copies the file runs it:
// the demo's default export rendered into an empty page, with a button before and after it so that
// a test can Tab into and out of the tree (chromium-page.ts). Used by the keyboard claims of
// /features/kdnd and /guides/accessibility.
import type { Page } from "playwright-core";
import { bundle, useChromium, type OpenedPage } from "./chromium-page.ts";

const HEAD = "<style>body{margin:0;padding:20px;font:14px/1.4 sans-serif} [role=treeitem]{display:block;height:28px}</style>";
const BODY = '<button id="before">before</button><div id="root"></div><button id="after">after</button>';

const entry = (file: string) => `import Demo from "./app/demos/${file}";
import { StrictMode, createElement } from "react";
import { createRoot } from "react-dom/client";
createRoot(document.getElementById("root")).render(createElement(StrictMode, null, createElement(Demo)));`;

/** One browser per test file; `open(file)` shows that demo on a new page, closed when the test ends. */
export function useDemoPages() {
  const chromium = useChromium();
  return {
    async open(file: string): Promise<OpenedPage> {
      const built = await bundle({ source: entry(file) });
      return chromium.open({ head: HEAD, body: BODY, bundle: built, ready: 'document.querySelector(\'[role="treeitem"]\') !== null' });
    },
  };
}

/** The accessible name of the element that has the focus (rows carry their name in aria-label). */
export const activeLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.id ?? null);

/** The aria-labels of the rows with tabIndex 0. */
export const tabbableRows = (page: Page) =>
  page.locator('[role="treeitem"][tabindex="0"]').evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));

/** Tab from the button before the demo: where does the focus land? */
export async function tabIntoDemo(page: Page) {
  await page.locator("#before").focus();
  await page.keyboard.press("Tab");
  return activeLabel(page);
}
