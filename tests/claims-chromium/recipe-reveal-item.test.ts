// Claims of content/recipe/reveal-item.mdx in Chromium: how long tree.updateDomFocus() waits for a
// row (timers measured in the page), scrolling on focus, and the demo as a reader copies it.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { useHarness } from "./support";
import { eventually, focusedName, mountDemo, rowNamed, rowNames, tabIntoTree, tabbableRows, useRecipes } from "./recipes/support";

const harness = useHarness();
const recipes = useRecipes();

/**
 * In the harness page: optionally shows intro.md's row once and hides it again, focuses intro.md,
 * calls updateDomFocus(), opens docs after `openAfter` ms (or never), and reports which row has the
 * browser focus and which item the tree's focus 30 ms after the call and after 1.2 s.
 */
function focusHiddenRow(page: Page, options: { renderedBefore: boolean; openAfter: number | null }) {
  return page.evaluate(async ({ renderedBefore, openAfter }) => {
    const h = window.harness;
    await h.mount("a");
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    if (renderedBefore) {
      h.act("a", (tree) => tree.getItemInstance("docs").expand());
      await sleep(50);
      h.act("a", (tree) => tree.getItemInstance("docs").collapse());
      await sleep(50);
    }
    const state = () => ({ dom: (document.activeElement as HTMLElement | null)?.dataset.id ?? null, tree: h.tree()!.getState().focusedItem });
    h.act("a", (tree) => {
      tree.getItemInstance("intro.md").setFocused();
      tree.updateDomFocus();
    });
    const early = (await sleep(10), state());
    if (openAfter !== null) setTimeout(() => h.act("a", (tree) => tree.getItemInstance("docs").expand()), openAfter);
    await sleep(100);
    const after100 = state();
    await sleep(1100);
    return { early, after100, late: state() };
  }, options);
}

describe("/recipe/reveal-item", () => {
  it(claim("/recipe/reveal-item", "For a row that was never rendered, the item has no element yet and it gives up after its first check, about 20 ms later: it focuses the first row instead and makes that the focused item."), async () => {
    const { page } = await harness.open();
    const result = await focusHiddenRow(page, { renderedBefore: false, openAfter: null });
    expect(result.early).toEqual({ dom: null, tree: "intro.md" });
    expect(result.after100).toEqual({ dom: "docs", tree: "docs" });
  });

  it(claim("/recipe/reveal-item", "For a row that was rendered before, it waits up to half a second for the element to come back."), async () => {
    const { page } = await harness.open();
    // Back after 300 ms: focused.
    const inTime = await focusHiddenRow(page, { renderedBefore: true, openAfter: 300 });
    expect(inTime.after100).toEqual({ dom: null, tree: "intro.md" });
    expect(inTime.late).toEqual({ dom: "intro.md", tree: "intro.md" });
    // Back after 800 ms: too late, the first row got the focus at about 500 ms.
    const tooLate = await focusHiddenRow(page, { renderedBefore: true, openAfter: 800 });
    expect(tooLate.late).toEqual({ dom: "docs", tree: "docs" });
  });

  it(claim("/recipe/reveal-item", "Move the browser focus with tree.updateDomFocus(). Focusing the row also scrolls it into view, or calls your scrollToItem first"), async () => {
    const { page } = await harness.open();
    const result = await page.evaluate(async () => {
      const calls: string[] = [];
      const root = Array.from({ length: 60 }, (_, i) => `file-${i}`);
      await window.harness.mount("a", {
        data: { root },
        config: { scrollToItem: (item) => void calls.push(`scrollToItem ${item.getId()} at ${Math.round(window.scrollY)}`) },
      });
      const before = window.scrollY;
      window.harness.act("a", (tree) => {
        tree.getItemInstance("file-55").setFocused();
        tree.updateDomFocus();
      });
      // Past updateDomFocus()'s timeout and the first turn of its 20 ms interval (see pastDomFocusMove).
      await new Promise((resolve) => setTimeout(() => setTimeout(resolve, 40)));
      const row = document.querySelector('[data-id="file-55"]')!.getBoundingClientRect();
      return { calls, before, after: window.scrollY, inView: row.top >= 0 && row.bottom <= window.innerHeight, active: (document.activeElement as HTMLElement).dataset.id };
    });
    expect(result.calls).toEqual(["scrollToItem file-55 at 0"]);
    expect(result.before).toBe(0);
    expect(result.after).toBeGreaterThan(0);
    expect(result.inView).toBe(true);
    expect(result.active).toBe("file-55");
  });

  it(claim("/recipe/reveal-item", "so the demo waits until item.getElement() returns the element before it calls tree.updateDomFocus()"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "reveal-item");
    await eventually(() => rowNames(page)).toEqual(["Projects", "Archive", "todo.txt"]);
    await page.getByRole("button", { name: "Reveal report.pdf" }).click();
    await expect.poll(() => focusedName(page), { timeout: 15_000 }).toBe("report.pdf");
    expect(await rowNamed(page, "report.pdf").getAttribute("aria-selected")).toBe("true");
    for (const folder of ["Archive", "2024", "Q2"]) expect(await rowNamed(page, folder).getAttribute("aria-expanded")).toBe("true");
    expect(await tabbableRows(page)).toEqual(["report.pdf"]);
    // Closing all folders keeps a row focused: the top-level folder of the revealed file.
    await page.getByRole("button", { name: "Close all folders" }).click();
    await eventually(() => rowNames(page)).toEqual(["Projects", "Archive", "todo.txt"]);
    expect(await tabIntoTree(page)).toBe("Archive");
    expect(problems).toEqual([]);
  });
});
