// Claims of content/recipe/tree-identity.mdx in Chromium with React: the object useTree returns,
// what memo, effects and context do with it, and the demo as a reader copies it.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { eventually, mountDemo, rowNamed, rowNames, tabIntoTree, useRecipes } from "./recipes/support";

const recipes = useRecipes();

const counts = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { identity: Record<string, number | boolean> }).identity }));

async function mountIdentity(page: Page) {
  await page.evaluate(() => window.recipes.mountFixture("identity", {}));
  await eventually(() => rowNames(page)).toEqual(["docs", "src", "readme.md"]);
  return counts(page);
}

describe("/recipe/tree-identity", () => {
  it(claim("/recipe/tree-identity", "useTree creates the tree once and returns that same object on every render; a state change updates what is inside the object, and the hook renders your component again. The object itself never changes."), async () => {
    const { page, problems } = await recipes.open();
    const before = await mountIdentity(page);
    await rowNamed(page, "docs").click();
    await eventually(() => rowNames(page)).toContain("intro.md");
    const after = await counts(page);
    expect(after.renders).toBeGreaterThan(before.renders as number);
    expect(after.allSame).toBe(true);
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/tree-identity", "A component wrapped in memo that receives only tree as a prop is skipped: its props are the same."), async () => {
    const { page } = await recipes.open();
    const before = await mountIdentity(page);
    await rowNamed(page, "readme.md").click();
    await eventually(async () => (await counts(page)).renders).toBeGreaterThan(before.renders as number);
    expect((await counts(page)).memoChild).toBe(before.memoChild);
    // It shows what it read at its last render: no selection.
    expect(await page.locator("[data-memo-child]").textContent()).toBe("0");
  });

  it(claim("/recipe/tree-identity", "useMemo, useCallback and useEffect with only tree in their dependencies do not run again when the tree's state changes."), async () => {
    const { page } = await recipes.open();
    const before = await mountIdentity(page);
    await rowNamed(page, "docs").click();
    await rowNamed(page, "src").click();
    await eventually(() => rowNames(page)).toContain("lib");
    const after = await counts(page);
    expect(after.renders).toBeGreaterThan(before.renders as number);
    expect([after.effect, after.memoValue]).toEqual([before.effect, before.memoValue]);
  });

  it(claim("/recipe/tree-identity", "The demo shows the difference with two memoized components below the tree. Both read the tree from a context; the second also receives the selection as a prop"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "tree-identity");
    await rowNamed(page, "beach.jpg").click();
    await rowNamed(page, "forest.jpg").click({ modifiers: ["Control"] });
    await eventually(() => page.locator("section").textContent()).toContain("tree + selectedItems: 2 selected of");
    // The context's consumer behind memo did not render again.
    expect(await page.locator("section").textContent()).toContain("tree only: 0 selected (rendered 1×)");
    expect(await tabIntoTree(page)).toBe("forest.jpg");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/tree-identity", "A context whose value is the tree does not render its consumers again: the value is the same."), async () => {
    const { page } = await recipes.open();
    await mountDemo(page, "tree-identity");
    const stale = () => page.locator("section").textContent().then((t) => /tree only: (\d+) selected \(rendered (\d+)×\)/.exec(t ?? "")!.slice(1));
    const before = await stale();
    await rowNamed(page, "beach.jpg").click();
    await eventually(() => page.locator("section").textContent()).toContain("tree + selectedItems: 1 selected of");
    expect(await stale()).toEqual(before);
  });
});
