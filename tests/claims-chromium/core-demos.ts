// Node side of the Chromium claim tests that run a live demo of app/demos/ (or a small entry of
// their own) as the reader runs it: the demo file, bundled as it is, its CSS module included,
// `react-native` mapped to react-native-web as the site maps it (chromium-page.ts). Used by the
// core pages' claim tests.
import type { Page } from "playwright-core";
import { bundle, useChromium, type OpenedPage } from "./chromium-page.ts";

const HEAD = "<style>body{margin:0;padding:20px;font:14px/1.2 sans-serif}</style>";
const BODY = '<button id="before">before</button><div id="root"></div><button id="after">after</button>';

/**
 * The entry for one demo of app/demos/, rendered in StrictMode as the site renders it; `before`
 * runs first (a test that watches the first render installs its observer there).
 */
export const demoEntry = (name: string, before = "") => `
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import Demo from "./app/demos/${name}.tsx";
${before}
createRoot(document.getElementById("root")!).render(<StrictMode><Demo /></StrictMode>);
window.demoMounted = true;
`;

export type DemoPage = OpenedPage;

/** One browser per file; each test gets a new page in a new context, closed when the test ends. */
export function useDemoPages() {
  const chromium = useChromium();
  return {
    /** Opens a page running `entry` (see `demoEntry`) and waits until it has rendered. */
    async open(entry: string, viewport = { width: 1000, height: 800 }): Promise<DemoPage> {
      const built = await bundle({ source: entry, alias: { "react-native": "react-native-web" } });
      return chromium.open({ head: HEAD, body: BODY, bundle: built, ready: "window.demoMounted === true" }, { viewport });
    },
  };
}

/** The accessible name of the element that has the focus, or its tag name. */
export function activeName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? el?.tagName.toLowerCase() ?? null;
  });
}

/**
 * Presses Tab from the button before the demo until the focus reaches a tree item (or leaves the
 * demo), and returns that item's aria-label, or null when Tab skipped every tree item.
 */
export async function tabIntoTree(page: Page, from = "#before"): Promise<string | null> {
  await page.locator(from).focus();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el.id === "after") return { done: true, name: null };
      if (el.getAttribute("role") === "treeitem") return { done: true, name: el.getAttribute("aria-label") };
      return { done: false, name: null };
    });
    if (where.done) return where.name;
  }
  return null;
}

/** Waits for the items of the first tree (or `tree`) on the page to have these accessible names. */
export function waitForItems(page: Page, names: string[], tree = '[role="tree"]') {
  return page.waitForFunction(
    ({ names, tree }) => {
      const items = [...document.querySelectorAll(`${tree} [role="treeitem"]`)].map((el) => el.getAttribute("aria-label"));
      return JSON.stringify(items) === JSON.stringify(names);
    },
    { names, tree },
  );
}

/** The aria-labels of the tree items of the first tree (or `tree`) on the page, in order. */
export function itemNames(page: Page, tree = '[role="tree"]'): Promise<string[]> {
  return page.evaluate((tree) => [...document.querySelectorAll(`${tree} [role="treeitem"]`)].map((el) => el.getAttribute("aria-label") ?? ""), tree);
}
