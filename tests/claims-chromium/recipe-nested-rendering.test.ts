// Claims of content/recipe/nested-rendering.mdx in Chromium: nested markup with the item props on
// the row or on the <li>, and the two demos as a reader copies them, with real clicks and keys.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { eventually, focusedName, mountDemo, rowNamed, rowNames, tabbableRows, tabIntoTree, useRecipes } from "./recipes/support";

const recipes = useRecipes();

const treeState = (page: Page) =>
  page.evaluate(() => {
    const tree = window.recipes.trees.nested!;
    const { focusedItem, selectedItems, expandedItems } = tree.getState();
    return { focusedItem, selectedItems, expandedItems };
  });

/** The fold element around a folder's children in the animated demo, or null. */
const fold = (page: Page, folder: string) =>
  page.evaluate((folder) => {
    const el = document.querySelector(`[role=treeitem][aria-label="${folder}"]`)?.nextElementSibling as HTMLElement | null;
    return el ? { folded: el.hasAttribute("data-folded"), height: el.getBoundingClientRect().height } : null;
  }, folder);


/**
 * Records in the page, from the next click or key press on: when `folder`'s children were drawn
 * folded, when `child` left the DOM, and whether `folder` was still expanded at that moment.
 * Reading it afterwards never races the 250 ms animation, however busy the machine is.
 */
async function recordClosing(page: Page, folder: string, child: string) {
  await page.evaluate(
    ({ folder, child }) => {
      const w = window as unknown as { closing: { inputAt?: number; foldedAt?: number; goneAt?: number; expandedWhenFolded?: string | null; inertWhenFolded?: boolean } };
      const closing: typeof w.closing = {};
      w.closing = closing;
      const input = () => void (closing.inputAt ??= performance.now());
      document.addEventListener("click", input, { capture: true, once: true });
      document.addEventListener("keydown", input, { capture: true, once: true });
      const row = () => document.querySelector(`[role=treeitem][aria-label="${folder}"]`);
      new MutationObserver((_, observer) => {
        if (closing.foldedAt === undefined && row()?.nextElementSibling?.hasAttribute("data-folded")) {
          closing.foldedAt = performance.now();
          closing.expandedWhenFolded = row()!.getAttribute("aria-expanded");
          closing.inertWhenFolded = (row()!.nextElementSibling as HTMLElement).inert;
        }
        if (!document.querySelector(`[aria-label="${child}"]`)) {
          closing.goneAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-folded"] });
    },
    { folder, child },
  );
  return async () => {
    await eventually(() => page.evaluate(() => (window as unknown as { closing: { goneAt?: number } }).closing.goneAt !== undefined)).toBe(true);
    return page.evaluate(() => ({ ...(window as unknown as { closing: Record<string, number | string | boolean | null> }).closing }));
  };
}

describe("/recipe/nested-rendering", () => {
  it(claim("/recipe/nested-rendering", "Every item still gets item.getProps() on the element that represents it, so focus, keyboard navigation and clicks keep working."), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "nested-rendering");
    expect(await rowNames(page)).toEqual(["europe", "france", "paris", "lyon", "italy", "asia", "japan", "vietnam"]);
    await rowNamed(page, "italy").click();
    await eventually(() => rowNames(page)).toContain("rome");
    expect(await rowNamed(page, "italy").getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowDown");
    await eventually(() => focusedName(page)).toBe("rome");
    await page.keyboard.press("ArrowLeft");
    await eventually(() => focusedName(page)).toBe("italy");
    await page.keyboard.press("ArrowLeft");
    await eventually(() => rowNames(page)).not.toContain("rome");
    expect(await tabIntoTree(page)).toBe("italy");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/nested-rendering", "Put the item props on the row, not on the <li>: a click on a child would otherwise also reach every folder around it."), async () => {
    const { page, problems } = await recipes.open();
    await page.evaluate(() => window.recipes.mountFixture("nested", { on: "row" }));
    await page.locator('[data-id="a.ts"]').click();
    expect(await treeState(page)).toEqual({ focusedItem: "a.ts", selectedItems: ["a.ts"], expandedItems: ["src", "lib"] });

    await page.evaluate(() => window.recipes.mountFixture("nested", { on: "li" }));
    await page.locator('[data-id="a.ts"]').click();
    // The click went on to lib's and src's <li>: each took the focus and the selection, and closed.
    expect(await treeState(page)).toEqual({ focusedItem: "src", selectedItems: ["src"], expandedItems: [] });
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/nested-rendering", "collapse() calls the original at once and then marks the folder as folding for as long as the animation runs; the rendering keeps drawing a folding folder's children until then, inert"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "nested-rendering-animated");
    const open = (await fold(page, "france"))!;
    expect(open.folded).toBe(false);
    const closed = await recordClosing(page, "france", "paris");
    await rowNamed(page, "france").click();
    const { inputAt, foldedAt, goneAt, expandedWhenFolded, inertWhenFolded } = (await closed()) as { inputAt: number; foldedAt: number; goneAt: number; expandedWhenFolded: string; inertWhenFolded: boolean };
    // Closed first, then drawn folded and inert, children mounted; removed when the 250 ms have passed.
    expect(expandedWhenFolded).toBe("false");
    expect(inertWhenFolded).toBe(true);
    expect(foldedAt).toBeLessThan(goneAt);
    expect(goneAt - inputAt).toBeGreaterThanOrEqual(249); // the demo's DURATION, 250 ms
    expect(await page.evaluate(() => document.querySelectorAll("[data-folded]").length)).toBe(0);
    expect(await tabIntoTree(page)).toBe("france");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/nested-rendering", "If collapse() waited for the animation before calling the original, the children would stay among the visible items meanwhile, and ↓ pressed right after closing a folder would move the focus into a child that is about to disappear. The browser then drops the focus to the page, and the tree has no row left that Tab can reach, since the focused item is hidden."), async () => {
    const { page, problems } = await recipes.open();
    // A folder that closes a second after collapse(): ↓ at once reaches its first child, which then goes.
    await page.evaluate(() => window.recipes.mountFixture("nested", { on: "row", delayCollapse: true }));
    await page.locator('[data-id="src"]').click();
    await page.keyboard.press("ArrowDown");
    await eventually(() => focusedName(page)).toBe("index.ts");
    await eventually(() => page.locator('[data-id="index.ts"]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await treeState(page)).toMatchObject({ focusedItem: "index.ts", expandedItems: ["lib"] });
    // No row keeps tabindex 0, so Tab passes the tree by.
    expect(await tabbableRows(page)).toEqual([]);

    // The demo closes at once: ↓ goes to the next folder, and the focus stays there.
    await mountDemo(page, "nested-rendering-animated");
    await rowNamed(page, "europe").click();
    await page.keyboard.press("ArrowDown");
    await eventually(() => focusedName(page)).toBe("asia");
    await eventually(() => page.locator('[aria-label="paris"]').count()).toBe(0);
    expect(await focusedName(page)).toBe("asia");
    expect(await tabIntoTree(page)).toBe("asia");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/nested-rendering", "expand() calls the original at once, marks the folder as folding for one frame, and then unmarks it, so the children start folded and unfold."), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "nested-rendering-animated");
    // Record in the page every state of the fold around italy's children, from the click on.
    await page.evaluate(() => {
      const w = window as unknown as { seen: boolean[] };
      w.seen = [];
      new MutationObserver(() => {
        const el = document.querySelector('[role=treeitem][aria-label="italy"]')?.nextElementSibling;
        if (el && w.seen.at(-1) !== el.hasAttribute("data-folded")) w.seen.push(el.hasAttribute("data-folded"));
      }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-folded"] });
    });
    await rowNamed(page, "italy").click();
    expect(await rowNamed(page, "italy").getAttribute("aria-expanded")).toBe("true");
    expect(await rowNames(page)).toContain("rome");
    await eventually(() => page.evaluate(() => (window as unknown as { seen: boolean[] }).seen.at(-1))).toBe(false);
    const seen = await page.evaluate(() => (window as unknown as { seen: boolean[] }).seen);
    // Mounted folded, then unfolded: exactly these two states.
    expect(seen).toEqual([true, false]);
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/nested-rendering", "A grid row that transitions between 1fr and 0fr animates to the content's real height without measuring it"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "nested-rendering-animated");
    const full = (await fold(page, "asia"))!.height;
    expect(full).toBeGreaterThan(40);
    // Close asia and look at the fold's transition in the same task, long before the 250 ms timer
    // can unmount it: paused halfway, the fold is between its full height and none.
    const halfway = await page.evaluate(async () => {
      const row = document.querySelector<HTMLElement>('[role=treeitem][aria-label="asia"]')!;
      row.click();
      await Promise.resolve(); // React renders the click's update in a microtask
      const fold = row.nextElementSibling as HTMLElement;
      getComputedStyle(fold).gridTemplateRows; // style flush: the transition starts
      const transition = fold.getAnimations().find((a) => (a as CSSTransition).transitionProperty === "grid-template-rows");
      if (!fold.hasAttribute("data-folded") || !transition) return null;
      transition.pause();
      transition.currentTime = 125;
      return fold.getBoundingClientRect().height;
    });
    const between = halfway !== null && halfway > 1 && halfway < full - 1;
    expect(between).toBe(true);
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/nested-rendering", "Because the feature replaces collapse() itself, the animation also runs when folders are closed with ← or by any other code that calls collapse()."), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "nested-rendering-animated");
    await rowNamed(page, "paris").click();
    await page.keyboard.press("ArrowLeft"); // to france
    await eventually(() => focusedName(page)).toBe("france");
    const closed = await recordClosing(page, "france", "paris");
    await page.keyboard.press("ArrowLeft"); // closes france
    const { inputAt, foldedAt, goneAt, expandedWhenFolded } = (await closed()) as { inputAt: number; foldedAt: number; goneAt: number; expandedWhenFolded: string };
    expect(expandedWhenFolded).toBe("false");
    expect(foldedAt).toBeLessThan(goneAt);
    expect(goneAt - inputAt).toBeGreaterThanOrEqual(249);
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/nested-rendering", "The demo additionally skips the delay when the user has asked for reduced motion."), async () => {
    const { page, problems } = await recipes.open({ reducedMotion: "reduce" });
    await mountDemo(page, "nested-rendering-animated");
    await rowNamed(page, "france").click();
    expect(await page.evaluate(() => document.querySelectorAll("[data-folded]").length)).toBe(0);
    expect(await rowNames(page)).not.toContain("paris");
    await rowNamed(page, "france").click();
    expect(await page.evaluate(() => document.querySelectorAll("[data-folded]").length)).toBe(0);
    expect(await rowNames(page)).toContain("paris");
    expect(problems).toEqual([]);
  });
});
