// Node side of the recipe claims: recipes/page.tsx (the recipe demos as a reader copies them, plus
// small fixtures), opened on the one mechanism of ../chromium-page.ts. Drag helpers and the shared
// harness stay in ../support.ts.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { bundle, useChromium, type OpenedPage } from "../chromium-page.ts";

// The site's colours, so the demos' CSS resolves as on the site (values do not matter here).
const HEAD = `<style>:root{--color-text:#111;--color-bg:#fff;--color-border:#ccc;--color-surface:#f6f6f6;--color-surface-2:#eee;
--color-primary:#25c;--color-primary-soft:#def;--color-primary-strong:#139;--color-focus:#25c;--color-muted:#555;--font-mono:monospace}
body{margin:0;padding:20px;font:14px/1.4 sans-serif}</style>`;

export type RecipePage = OpenedPage;

/** One browser per file; each test gets a new page in a new context, closed when the test ends. */
export function useRecipes() {
  const chromium = useChromium();
  return {
    async open(options: { width?: number; reducedMotion?: "reduce" | "no-preference" } = {}): Promise<RecipePage> {
      const built = await bundle({ file: new URL("./page.tsx", import.meta.url).pathname });
      return chromium.open(
        { head: HEAD, body: '<div id="app"></div>', bundle: built, ready: '"recipes" in window' },
        { viewport: { width: options.width ?? 1000, height: 700 }, reducedMotion: options.reducedMotion ?? "no-preference" },
      );
    },
  };
}

/** Mounts a demo of app/demos between two plain buttons (`[data-before]`, `[data-after]`). */
export async function mountDemo(page: Page, id: string) {
  await page.evaluate((id) => window.recipes.mountDemo(id), id);
}

/** The tree of the mounted demo or fixture (the n-th `role="tree"`). */
export const treeOf = (page: Page, n = 0) => page.getByRole("tree").nth(n);

/** A row by its accessible name (aria-label, which the library sets to the item's name). */
export const rowNamed = (page: Page, name: string, n = 0) => treeOf(page, n).locator(`[role="treeitem"][aria-label="${name}"]`);

/** The names of the rendered rows, in DOM order. */
export const rowNames = (page: Page, n = 0) =>
  treeOf(page, n)
    .locator('[role="treeitem"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));

/** The aria-label of the element that has the browser focus (a row's name), else its tag or text. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("aria-label") ?? el?.getAttribute("data-id") ?? el?.textContent?.trim() ?? null;
  });

/** The names of the rows that hold tabIndex 0 (the roving tabindex): one for a tree Tab can reach. */
export const tabbableRows = (page: Page, n = 0) =>
  treeOf(page, n)
    .locator('[role="treeitem"][tabindex="0"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));

/**
 * Tab reaches the tree: from the plain button after the demo, Shift+Tab lands on a row (the demo's
 * own controls come before the tree in every recipe demo, so going backwards from after it is the
 * shortest way in). Returns the name of the row that got the focus.
 */
export async function tabIntoTree(page: Page, n = 0): Promise<string | null> {
  await page.locator("[data-after]").focus();
  const tree = await treeOf(page, n).elementHandle();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Shift+Tab");
    const inside = await page.evaluate((tree) => !!tree && tree.contains(document.activeElement) && document.activeElement?.getAttribute("role") === "treeitem", tree);
    if (inside) return focusedName(page);
  }
  return null;
}

/** Resolves after the page has rendered a frame. */
export function nextFrame(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/**
 * expect.poll with room for the demos' pretend servers (300–400 ms per request, one level after
 * the other): vitest's default of one second is too short for them on a busy machine.
 */
export const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn);
