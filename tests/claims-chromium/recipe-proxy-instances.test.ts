// Claims of content/recipe/proxy-instances.mdx in Chromium: what a ref that changes on every render
// costs with proxy instances under React, and what propMemoizationFeature saves.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { eventually, focusedName, rowNames, useRecipes } from "./recipes/support";

const recipes = useRecipes();

/** Renders the fixture again and returns what the tree's mount hooks logged meanwhile. */
async function logOfOneRender(page: Page) {
  await page.evaluate(() => void window.recipes.log.splice(0));
  const before = await page.locator("[data-rerender]").textContent();
  await page.locator("[data-rerender]").click();
  expect(before).toBe("render again");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  return page.evaluate(() => [...window.recipes.log]);
}

describe("/recipe/proxy-instances", () => {
  it(claim("/recipe/proxy-instances", "React detaches and re-attaches a ref that changes, which makes the tree unregister and register every element on every render: each item's onItemUnmount and onItemMount run, and the container's onTreeUnmount and onTreeMount, which remove and add the hotkey listeners. It still works, but the work is wasted."), async () => {
    const { page, problems } = await recipes.open();
    await page.evaluate(() => window.recipes.mountFixture("proxyRefs", { memoize: false }));
    await eventually(() => rowNames(page)).toEqual(["docs", "src", "readme.md"]);
    const log = await logOfOneRender(page);
    for (const id of ["docs", "src", "readme.md"]) {
      expect(log).toContain(`unmount ${id}`);
      expect(log).toContain(`mount ${id}`);
    }
    expect(log).toContain("tree unmount");
    expect(log).toContain("tree mount");
    // It still works: the keys reach the tree, whose listeners were added again.
    await page.locator('[role=treeitem][aria-label="docs"]').click(); // opens docs
    await page.keyboard.press("ArrowDown");
    await eventually(() => focusedName(page)).toBe("intro.md");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/proxy-instances", "Adding propMemoizationFeature keeps every function in item.getProps() and tree.getContainerProps()"), async () => {
    const { page, problems } = await recipes.open();
    await page.evaluate(() => window.recipes.mountFixture("proxyRefs", { memoize: true }));
    await eventually(() => rowNames(page)).toEqual(["docs", "src", "readme.md"]);
    expect(await logOfOneRender(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/proxy-instances", "The option works the same with useTree."), async () => {
    const { page } = await recipes.open();
    await page.evaluate(() => window.recipes.mountFixture("proxyRefs", { memoize: true }));
    await eventually(() => rowNames(page)).toEqual(["docs", "src", "readme.md"]);
    expect(
      await page.evaluate(() => {
        const item = window.recipes.trees.proxy!.getItems()[0]!;
        return [item.getId === item.getId, Object.keys(item).length, item.getId()];
      }),
    ).toEqual([false, 0, "docs"]);
  });
});
