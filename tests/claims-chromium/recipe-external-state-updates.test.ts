// Claims of content/recipe/external-state-updates.mdx in Chromium: when React renders the tree after
// data in React state changed, and the three demos, each followed by Tab into the tree.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { eventually, mountDemo, nextFrame, rowNamed, rowNames, tabIntoTree, tabbableRows, useRecipes } from "./recipes/support";
import { firstTree, recordFirstTree } from "./first-tree";

const recipes = useRecipes();

describe("/recipe/external-state-updates", () => {
  it(claim("/recipe/external-state-updates", "rebuildTree() right after the update is too early: the new value only exists in the next render, and the data loader of the current render still reads the old one."), async () => {
    const { page, problems } = await recipes.open();
    await page.evaluate(() => window.recipes.mountFixture("stateData", { rebuild: "rebuildTree" }));
    await eventually(() => rowNames(page)).toEqual(["a", "b"]);
    await page.locator("[data-add]").click();
    // React rendered with the new data, and the rows are still the old ones.
    await eventually(() => page.locator("[data-children]").textContent()).toBe("a,b,c");
    await nextFrame(page);
    expect(await rowNames(page)).toEqual(["a", "b"]);
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/external-state-updates", "It only sets a flag, and the tree rebuilds the next time tree.getItems() is called, normally during the next render, when the new data has arrived."), async () => {
    const { page, problems } = await recipes.open();
    await page.evaluate(() => window.recipes.mountFixture("stateData", { rebuild: "scheduleRebuildTree" }));
    await eventually(() => rowNames(page)).toEqual(["a", "b"]);
    await page.locator("[data-add]").click();
    await eventually(() => rowNames(page)).toEqual(["a", "b", "c"]);
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/external-state-updates", "keep data that you change in place out of React state, in a ref created once (useRef, filled on the first render), as in the first demo, and call rebuildTree() after each change."), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "external-state-updates");
    await eventually(() => rowNames(page)).toEqual(["Home", "Water the plants", "Pay the bills", "Work", "Prepare slides"]);
    await page.getByRole("button", { name: "Add a task to Home" }).click();
    await eventually(() => rowNames(page)).toContain("New task 1");
    expect(await tabIntoTree(page)).toBe("Home");
    await rowNamed(page, "Water the plants").click();
    await page.getByRole("button", { name: "Mark as done" }).click();
    await eventually(() => rowNames(page)).toContain("✓ Water the plants");
    // Deleting a top-level folder: the next row that stays takes the focus, and Tab reaches it.
    await rowNamed(page, "Home").click();
    await page.getByRole("button", { name: "Delete the focused item" }).click();
    await eventually(() => rowNames(page)).toEqual(["Work", "Prepare slides"]);
    expect(await tabbableRows(page)).toEqual(["Work"]);
    expect(await tabIntoTree(page)).toBe("Work");
    // The last row of the tree: the row above takes the focus.
    await rowNamed(page, "Prepare slides").click();
    await page.getByRole("button", { name: "Delete the focused item" }).click();
    await eventually(() => rowNames(page)).toEqual(["Work"]);
    expect(await tabIntoTree(page)).toBe("Work");
    // The only row left cannot be deleted, so the tree never ends up without a row to Tab to.
    expect(await page.getByRole("button", { name: "Delete the focused item" }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/external-state-updates", "drop the cached data or children of one item and fetch them again; the tree updates by itself once they have arrived."), async () => {
    const { page, problems } = await recipes.open();
    // Before the first level arrives, the placeholder is shown outside role="tree": recorded as the
    // tree is first rendered, since on a slow machine the level may have arrived by the next look.
    await page.evaluate(recordFirstTree, "Loading…");
    await mountDemo(page, "external-state-updates-async");
    expect(await firstTree(page)).toMatchObject({ placeholders: 1, placeholdersInTree: 0 });
    await eventually(() => rowNames(page)).toEqual(["2023", "2024", "Coast", "Wedding"]);
    expect(await page.getByText("Loading…").count()).toBe(0);
    await rowNamed(page, "Coast").click();
    await page.getByRole("button", { name: "Add album, then reload 2024" }).click();
    // Optimistic in the demo: the rows stay while the year reloads, and so does the focused one.
    expect(await tabbableRows(page)).toEqual(["Coast"]);
    await eventually(() => rowNames(page)).toEqual(["2023", "2024", "Coast", "Wedding", "New album 1"]);
    expect(await tabIntoTree(page)).toBe("Coast");
    await page.getByRole("button", { name: "Rename, then update the cache" }).click();
    await eventually(() => rowNames(page)).toContain("Coast (edited)");
    expect(await tabIntoTree(page)).toBe("Coast (edited)");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/external-state-updates", "If the tree's data is a React state, updated immutably with its setter"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "external-state-updates-react-state");
    await page.getByRole("button", { name: "Add a soup" }).click();
    await eventually(() => rowNames(page)).toContain("Pumpkin soup");
    expect(await page.locator("pre").textContent()).toContain("Pumpkin soup");
    expect(await tabIntoTree(page)).toBe("Soups");
    expect(problems).toEqual([]);
  });
});
