// Claims of content/guides/state.mdx about the dnd slice, with a real pointer drag in Chromium.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { HARNESS_DATA } from "./harness/protocol";
import { demoEntry, tabIntoTree, useDemoPages } from "./core-demos";
import { mount, pressAndDrag, snapshot, useHarness } from "./support";

const harness = useHarness();
const demos = useDemoPages();

/**
 * Rests the pointer on docs during a drag, re-sending the position as an operating system repeats
 * dragover while the pointer rests, until the page shows docs as the target. The library's 100 ms
 * dragleave check can clear the target when its timer runs late on a busy machine; the next dragover
 * sets it again, as it does in a browser under a real pointer.
 */
async function restOnDocs(page: Page, drag: Awaited<ReturnType<typeof pressAndDrag>>) {
  let seen!: Awaited<ReturnType<typeof snapshot>>;
  await expect
    .poll(async () => {
      await drag.moveTo({ id: "docs", y: 0.5 });
      seen = await snapshot(page);
      return seen.dnd?.dragTarget;
    })
    .toEqual({ item: "docs" });
  return seen; // the reading that was ready, not a later one
}

describe("/guides/state in Chromium", () => {
  it(claim("/guides/state", "The dragged items, the item dragged over and the drop target, while a drag runs"), async () => {
    const { page, problems } = await harness.open();
    await mount(page);
    expect((await snapshot(page)).dnd).toBeFalsy();
    const drag = await pressAndDrag(page, "readme.md", { id: "docs", y: 0.5 });
    expect((await restOnDocs(page, drag)).dnd).toEqual({ draggedItems: ["readme.md"], draggingOverItem: "docs", dragTarget: { item: "docs" } });
    await drag.release();
    // null, or {} when a dragleave check runs after the drop: either way no items and no target.
    const after = (await snapshot(page)).dnd;
    expect(after?.draggedItems ?? after?.dragTarget ?? after?.draggingOverItem).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it(claim("/guides/state", "When a drag ends, for example, the dnd slice has held the dragged items and the drop target, but moving the items in your data is done by your onDrop handler"), async () => {
    const { page, problems } = await harness.open();
    // An onDrop that leaves the data alone: the drop happens, nothing moves.
    await page.evaluate(async () => {
      const w = window as unknown as { dropped: unknown[] };
      w.dropped = [];
      await window.harness.mount("a", { config: { onDrop: (items, target) => void w.dropped.push([items.map((i) => i.getId()), target.item.getId()]) } });
    });
    const drag = await pressAndDrag(page, "readme.md", { id: "docs", y: 0.5 });
    await restOnDocs(page, drag);
    await drag.release();
    expect(await page.evaluate(() => (window as unknown as { dropped: unknown[] }).dropped)).toEqual([[["readme.md"], "docs"]]);
    const after = await snapshot(page);
    expect(after.children).toEqual(HARNESS_DATA);
    expect(after.rows.map((r) => r.id)).toEqual(["docs", "src", "package.json", "readme.md"]);
    expect(problems).toEqual([]);
  });

  it(claim("/guides/state", "In this demo the three slices live in the component, are printed next to the tree, and can be changed by the buttons"), async () => {
    const { page, problems } = await demos.open(demoEntry("state-individual-atoms"));
    const readouts = page.locator("p[class*=readout]");
    const read = async () => (await readouts.allTextContents()).map((text) => JSON.parse(text));
    expect(await read()).toEqual([["banana"], ["fruit"], null]);
    await page.getByRole("button", { name: "Select all vegetables" }).click();
    await page.getByRole("button", { name: "Expand both folders" }).click();
    await page.waitForFunction(() => document.querySelector('[aria-label="leek"]')?.getAttribute("aria-selected") === "true");
    expect(await read()).toEqual([["carrot", "leek", "potato"], ["fruit", "vegetables"], null]);
    await page.getByRole("treeitem", { name: "apple" }).click(); // and the tree's changes reach them
    await page.waitForFunction(() => document.querySelectorAll("p[class*=readout]")[2]?.textContent === '"apple"');
    expect(await read()).toEqual([["apple"], ["fruit", "vegetables"], "apple"]);
    expect(problems).toEqual([]);
  });

  it("state-individual-atoms: after \"Collapse all\" hides the focused item, Tab reaches the tree at its folder", async () => {
    const { page } = await demos.open(demoEntry("state-individual-atoms"));
    await page.getByRole("button", { name: "Expand both folders" }).click();
    await page.getByRole("treeitem", { name: "leek" }).click();
    await page.getByRole("button", { name: "Collapse all" }).click();
    await page.waitForFunction(() => !document.querySelector('[aria-label="leek"]'));
    expect(await tabIntoTree(page)).toBe("vegetables");
  });

  it("state-controlled: after each button, Tab reaches the tree", async () => {
    const { page } = await demos.open(demoEntry("state-controlled"));
    await page.getByRole("button", { name: "Jump to the tax letter" }).click();
    await page.waitForFunction(() => !!document.querySelector('[aria-label="tax-letter"][aria-selected="true"]'));
    expect(await tabIntoTree(page)).toBe("tax-letter");
    await page.getByRole("button", { name: "Reset" }).click();
    await page.waitForFunction(() => !document.querySelector('[aria-label="tax-letter"]'));
    expect(await tabIntoTree(page)).toBe("inbox");
  });
});
