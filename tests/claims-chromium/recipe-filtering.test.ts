// Claims of content/recipe/filtering.mdx in Chromium: when the tree reads a filtering loader, and the
// demo as a reader copies it, typed into with real keys.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { eventually, mountDemo, nextFrame, rowNamed, rowNames, tabIntoTree, tabbableRows, useRecipes } from "./recipes/support";

const recipes = useRecipes();

async function typeQuery(page: Page, text: string) {
  const input = page.locator("[data-query]");
  await input.fill(text);
  await eventually(() => input.inputValue()).toBe(text);
  await nextFrame(page); // the render with the new query and its effects have run
}

describe("/recipe/filtering", () => {
  it(claim("/recipe/filtering", "The tree builds its list of visible items from getChildren when it rebuilds, not on every render."), async () => {
    const { page, problems } = await recipes.open();
    await page.evaluate(() => window.recipes.mountFixture("filterRebuild", { when: "never" }));
    await eventually(() => rowNames(page)).toEqual(["docs", "src", "readme.md"]);
    await typeQuery(page, "s");
    expect(await rowNames(page)).toEqual(["docs", "src", "readme.md"]);
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/filtering", "The loader in the demo reads the query of the render it was created in, so the demo rebuilds in an effect, after React rendered with the new query"), async () => {
    const { page, problems } = await recipes.open();
    await page.evaluate(() => window.recipes.mountFixture("filterRebuild", { when: "effect" }));
    await eventually(() => rowNames(page)).toEqual(["docs", "src", "readme.md"]);
    await typeQuery(page, "s");
    expect(await rowNames(page)).toEqual(["docs", "src"]);
    await typeQuery(page, "");
    expect(await rowNames(page)).toEqual(["docs", "src", "readme.md"]);
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/filtering", "Calling tree.rebuildTree() in the onChange handler itself would be too early: the tree would still call the loader of the previous render, with the previous query."), async () => {
    const { page, problems } = await recipes.open();
    await page.evaluate(() => window.recipes.mountFixture("filterRebuild", { when: "onChange" }));
    await eventually(() => rowNames(page)).toEqual(["docs", "src", "readme.md"]);
    await typeQuery(page, "s");
    expect(await rowNames(page)).toEqual(["docs", "src", "readme.md"]); // filtered with ""
    await typeQuery(page, "sr");
    expect(await rowNames(page)).toEqual(["docs", "src"]); // filtered with "s", one keystroke late
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/filtering", "To hide what does not match, filter in the data loader instead: the tree only shows what getChildren returns"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "search-filter");
    const field = page.getByRole("searchbox");
    await field.fill("berry");
    await eventually(() => rowNames(page)).toEqual(["Fruit", "Berries", "Strawberry", "Blueberry", "Raspberry", "Bakery", "Blueberry muffin"]);
    await field.fill("kale");
    await eventually(() => rowNames(page)).toEqual(["Vegetables", "Leafy greens", "Kale"]);
    expect(problems).toEqual([]);
  });

  it("the demo's status counts the kept items, one per row (the root, which has no row, is not kept)", async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "search-filter");
    const field = page.getByRole("searchbox");
    const status = page.getByRole("status");
    for (const [query, rows] of [
      ["apple", ["Fruit", "Apple"]],
      ["berry", ["Fruit", "Berries", "Strawberry", "Blueberry", "Raspberry", "Bakery", "Blueberry muffin"]],
      ["kale", ["Vegetables", "Leafy greens", "Kale"]],
    ] as const) {
      await field.fill(query);
      await eventually(() => rowNames(page)).toEqual(rows);
      await eventually(() => status.textContent()).toBe(`${rows.length} items kept for "${query}"`);
    }
    await field.fill("zzz");
    await eventually(() => status.textContent()).toBe('Nothing matches "zzz"');
    expect(await rowNames(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/filtering", "// The focused item may have been filtered out: then no row could take the focus with Tab."), async () => {
    const { page, problems } = await recipes.open();
    // The demo focuses the first row when the focused one is filtered out.
    await mountDemo(page, "search-filter");
    await rowNamed(page, "Apple").click();
    await page.getByRole("searchbox").fill("kale");
    await eventually(() => tabbableRows(page)).toEqual(["Vegetables"]);
    expect(await tabIntoTree(page)).toBe("Vegetables");
    // A tree without that step keeps a focused item that has no row.
    await page.evaluate(() => window.recipes.mountFixture("filterRebuild", { when: "effect" }));
    await eventually(() => rowNames(page)).toEqual(["docs", "src", "readme.md"]);
    await page.locator('[role="treeitem"][aria-label="readme.md"]').click();
    await typeQuery(page, "s");
    expect(await rowNames(page)).toEqual(["docs", "src"]);
    expect(await tabbableRows(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/filtering", "The demo keeps expandedItems in React state and adds the kept folders to it on each query, so the matches are visible while the user can still close folders. Removing the query leaves those folders open"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "search-filter");
    expect(await rowNames(page)).toEqual(["Fruit", "Apple", "Banana", "Berries", "Vegetables", "Bakery"]);
    const field = page.getByRole("searchbox");
    await field.fill("kale");
    await eventually(() => rowNames(page)).toEqual(["Vegetables", "Leafy greens", "Kale"]);
    await rowNamed(page, "Leafy greens").click();
    await eventually(() => rowNames(page)).toEqual(["Vegetables", "Leafy greens"]);
    expect(await tabIntoTree(page)).toBe("Leafy greens");
    await rowNamed(page, "Leafy greens").click();
    await field.fill("");
    await eventually(() => rowNames(page)).toEqual([
      "Fruit", "Apple", "Banana", "Berries", "Vegetables", "Carrot", "Pepper", "Leafy greens", "Spinach", "Kale", "Bakery",
    ]);
    expect(await tabIntoTree(page)).toBe("Leafy greens");
    expect(problems).toEqual([]);
  });
});
