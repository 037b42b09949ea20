// Claims of content/recipe/handling-expensive-components.mdx in Chromium: the two demos as a reader
// copies them, with the render counters each row shows, driven by real keys.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { eventually, focusedName, mountDemo, rowNamed, rowNames, tabIntoTree, useRecipes } from "./recipes/support";

const recipes = useRecipes();

/** Each row's render counter ("rendered N×"), by the row's name. */
const counters = (page: Page) =>
  page
    .getByRole("tree")
    .locator('[role="treeitem"]')
    .evaluateAll((els) => Object.fromEntries(els.map((el) => [el.querySelector("span")!.firstChild!.textContent!.trim(), Number(/rendered (\d+)×/.exec(el.textContent!)![1])])));
const changed = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys(after).filter((name) => before[name] !== after[name]);

async function focusOslo(page: Page) {
  await rowNamed(page, "oslo").click();
  await eventually(() => focusedName(page)).toBe("oslo");
}

describe("/recipe/handling-expensive-components", () => {
  it(claim("/recipe/handling-expensive-components", "every row spends 6 milliseconds rendering and counts how often it rendered. Moving the focus with the arrow keys renders all rows again, so the counters all go up together."), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "expensive-components");
    await focusOslo(page);
    const before = await counters(page);
    await page.keyboard.press("ArrowDown");
    await eventually(() => focusedName(page)).toBe("helsinki");
    const after = await counters(page);
    expect(changed(before, after).sort()).toEqual(Object.keys(after).sort());
    // 6 ms per row: from the key press until the next row shows as focused, one render of all rows.
    const rows = Object.keys(after).length;
    const ms = await page.evaluate(async () => {
      const start = performance.now();
      document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", code: "ArrowDown", bubbles: true }));
      document.activeElement!.dispatchEvent(new KeyboardEvent("keyup", { key: "ArrowDown", code: "ArrowDown", bubbles: true }));
      while (!document.querySelector('[aria-label="tallinn"] .focused')) await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - start;
    });
    expect(ms).toBeGreaterThanOrEqual(rows * 6);
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/handling-expensive-components", "Whenever the tree's state changes, when a folder opens, the focus moves or the selection changes, that component renders again, and with it every item."), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "expensive-components");
    await focusOslo(page);
    for (const key of ["ArrowDown", "Control+Space", "ArrowLeft", "ArrowRight"]) {
      const before = await counters(page);
      await page.keyboard.press(key);
      await eventually(async () => changed(before, await counters(page)).length).toBeGreaterThan(0);
      const after = await counters(page);
      expect(changed(before, after).filter((name) => name in before).sort(), key).toEqual(Object.keys(before).filter((name) => name in after).sort());
    }
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/handling-expensive-components", "In the second demo, moving the focus only renders the two rows whose focus changed, and opening a folder with → only renders the folder and the rows that appear"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "expensive-components-memoized");
    await focusOslo(page);
    let before = await counters(page);
    await page.keyboard.press("ArrowDown");
    await eventually(() => focusedName(page)).toBe("helsinki");
    expect(changed(before, await counters(page)).sort()).toEqual(["helsinki", "oslo"]);
    await rowNamed(page, "east").click(); // a click opens it; ← closes it again
    await eventually(() => focusedName(page)).toBe("east");
    await page.keyboard.press("ArrowLeft");
    await eventually(() => rowNames(page)).not.toContain("warsaw");
    before = await counters(page);
    await page.keyboard.press("ArrowRight");
    await eventually(() => rowNames(page)).toContain("warsaw");
    expect(changed(before, await counters(page)).sort()).toEqual(["east", "vilnius", "warsaw"]);
    expect(await tabIntoTree(page)).toBe("east");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/handling-expensive-components", "This row receives ref as a prop, which needs React 19."), async () => {
    // React 19: the ref from item.getProps() arrives as a prop and reaches the element, so the
    // browser focus follows the keyboard in the memoized demo.
    const { page, problems } = await recipes.open();
    await mountDemo(page, "expensive-components-memoized");
    await focusOslo(page);
    await page.keyboard.press("ArrowDown");
    await eventually(() => focusedName(page)).toBe("helsinki");
    await page.keyboard.press("ArrowDown");
    await eventually(() => focusedName(page)).toBe("tallinn");
    expect(problems).toEqual([]);
  });
});
