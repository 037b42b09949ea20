// The known issue "The react17 entry point never mounts the tree" (content/guides/known-issues.mdx),
// in Chromium with React: asserts the 1.7.0 behaviour, so the release that fixes it fails here.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { eventually, focusedName, nextFrame, rowNamed, rowNames, useRecipes } from "./recipes/support";

const recipes = useRecipes();

describe("/guides/known-issues", () => {
  it(claim("/guides/known-issues", "useTree from @headless-tree/react/react17 calls tree.rebuildTree() after the first render but never setMounted(true). Since 1.5.0 a tree that is not mounted keeps its state updates and rebuilds waiting until it is, so a tree from this entry point renders no items at all, and clicks and keys change nothing."), async () => {
    const { page, problems } = await recipes.open();
    await page.evaluate(() => window.recipes.mountFixture("react17", { workaround: false }));
    await nextFrame(page);
    await nextFrame(page);
    expect(await page.getByRole("tree").count()).toBe(1);
    expect(await rowNames(page)).toEqual([]);
    const state = await page.evaluate(() => {
      const tree = window.recipes.trees.react17!;
      // What a click on "docs" would do: focus, select, open. None of it arrives.
      const docs = tree.getItemInstance("docs");
      docs.setFocused();
      docs.select();
      docs.expand();
      const { focusedItem, selectedItems, expandedItems } = tree.getState();
      return { items: tree.getItems().length, focusedItem, selectedItems, expandedItems };
    });
    expect(state).toEqual({ items: 0, focusedItem: null, selectedItems: [], expandedItems: [] });
    await nextFrame(page);
    expect(await rowNames(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it(claim("/guides/known-issues", "If you have to keep the react17 hook, mount the tree yourself in an effect, as the main hook does."), async () => {
    const { page, problems } = await recipes.open();
    await page.evaluate(() => window.recipes.mountFixture("react17", { workaround: true }));
    await eventually(() => rowNames(page)).toEqual(["docs", "src", "readme.md"]);
    await rowNamed(page, "docs").click();
    await eventually(() => rowNames(page)).toEqual(["docs", "intro.md", "guide.md", "src", "readme.md"]);
    await page.keyboard.press("ArrowDown");
    await eventually(() => focusedName(page)).toBe("intro.md");
    expect(problems).toEqual([]);
  });

  it(claim("/guides/known-issues", "The main entry point mounts the tree and needs nothing newer than useState and useEffect"), async () => {
    // The fixture of the main hook's claim: any tree of the recipes page uses it.
    const { page, problems } = await recipes.open();
    await page.evaluate(() => window.recipes.mountFixture("identity", {}));
    await eventually(() => rowNames(page)).toEqual(["docs", "src", "readme.md"]);
    await rowNamed(page, "docs").click();
    await eventually(() => rowNames(page)).toContain("intro.md");
    expect(problems).toEqual([]);
  });
});
