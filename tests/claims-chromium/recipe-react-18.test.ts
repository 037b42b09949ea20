// Claims of content/recipe/react-18.mdx in Chromium, run with the site's React 19: the ref that
// item.getProps() returns, what happens when a row component drops it (as a row without forwardRef
// does in React 18), and the forwardRef demo. React 18 itself is not installed here, so its own
// behaviour (refs kept out of props, its warning) is not re-run.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { eventually, focusedName, mountDemo, rowNamed, rowNames, tabIntoTree, useRecipes } from "./recipes/support";

const recipes = useRecipes();

describe("/recipe/react-18", () => {
  it(claim("/recipe/react-18", "item.getProps() returns a ref along with the other props: a callback that tells the tree which element shows the item. The tree needs that element to move the browser focus when the focused item changes (tree.updateDomFocus()), for example on every arrow key, and item.getElement() returns it."), async () => {
    const { page, problems } = await recipes.open();
    await page.evaluate(() => window.recipes.mountFixture("refRows", { passRef: true }));
    await eventually(() => rowNames(page)).toEqual(["docs", "src", "readme.md"]);
    expect(
      await page.evaluate(() => {
        const item = window.recipes.trees.refRows!.getItemInstance("src");
        return [typeof item.getProps().ref, item.getElement() === document.querySelector('[data-id="src"]')];
      }),
    ).toEqual(["function", true]);
    await page.locator('[data-id="readme.md"]').click();
    await page.keyboard.press("ArrowUp");
    await eventually(() => focusedName(page)).toBe("src");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/react-18", "the tree never learns the row's element, and the focus no longer follows the keyboard: after an arrow key the tree finds no element for the next row, so it makes the first row the focused item instead."), async () => {
    const { page, problems } = await recipes.open();
    await page.evaluate(() => window.recipes.mountFixture("refRows", { passRef: false }));
    await eventually(() => rowNames(page)).toEqual(["docs", "src", "readme.md"]);
    expect(await page.evaluate(() => window.recipes.trees.refRows!.getItemInstance("src").getElement())).toBeUndefined();
    await page.locator('[data-id="readme.md"]').click();
    await page.keyboard.press("ArrowUp");
    // The tree's focus goes back to the first row, and the browser focus stays where it was.
    await eventually(() => page.evaluate(() => window.recipes.trees.refRows!.getState().focusedItem)).toBe("docs");
    expect(await focusedName(page)).toBe("readme.md");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/react-18", "Click a row and move with the arrow keys: the browser focus follows, which only works because the row passed the ref on. The counters show that memo still skips the rows whose state did not change."), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "memo-rows-forward-ref");
    const renders = (name: string) => rowNamed(page, name).textContent().then((t) => /rendered (\d+)×/.exec(t ?? "")?.[1]);
    await rowNamed(page, "oslo").click();
    const south = await renders("south");
    const oslo = await renders("oslo");
    await page.keyboard.press("ArrowDown");
    await eventually(() => focusedName(page)).toBe("helsinki");
    await page.keyboard.press("ArrowDown");
    await eventually(() => focusedName(page)).toBe("tallinn");
    expect(await renders("south")).toBe(south);
    expect(await renders("oslo")).not.toBe(oslo);
    expect(await tabIntoTree(page)).toBe("tallinn");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/react-18", "React 19 still supports forwardRef"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "memo-rows-forward-ref");
    expect(await page.evaluate(() => document.querySelector('[role=treeitem][aria-label="north"]') !== null)).toBe(true);
    await rowNamed(page, "north").click();
    await eventually(() => focusedName(page)).toBe("north");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/react-18", "in 1.7.0 that copy never mounts the tree, so the tree shows no items and ignores clicks and keys"), async () => {
    const { page, problems } = await recipes.open();
    await page.evaluate(() => window.recipes.mountFixture("react17", { workaround: false }));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    expect(await rowNames(page)).toEqual([]);
    expect(await page.evaluate(() => {
      const tree = window.recipes.trees.react17!;
      tree.getItemInstance("docs").expand();
      return tree.getState().expandedItems;
    })).toEqual([]);
    // The main entry point, same config: rows, and a click opens a folder.
    await page.evaluate(() => window.recipes.mountFixture("identity", {}));
    await eventually(() => rowNames(page)).toEqual(["docs", "src", "readme.md"]);
    await rowNamed(page, "docs").click();
    await eventually(() => rowNames(page)).toContain("intro.md");
    expect(problems).toEqual([]);
  });
});
