// /guides/known-issues, "A drop on the tree's empty area leaves the drag running": a drop on the
// tree's container outside of any item, with real pointer drags, and the workaround. The tests of
// the 1.7.0 behaviour fail once a release ends the drag there.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim.ts";
import { pointerDrag, takeLog } from "./drag-sources.ts";
import { leaveTimersDone, openPage } from "./pointer-dnd.ts";
import { keyMovesFocus, nextFrame, rowLocator, snapshot, useHarness } from "./support.ts";

const harness = useHarness();

/** Two top-level items, so the container (4 rows high) has room below them. */
const DATA = { root: ["docs", "readme.md"], docs: ["intro.md"] };

type Fix = "none" | "applySubStateUpdate" | "stopKeyboardDrag";

/**
 * Tree "a" over DATA. `onDrop` moves the items like the harness's (createOnDropHandler, which
 * renders the moved rows anew), or with `slow`, only after `window.finishDrop()`, as an onDrop
 * waiting for a server would. `fix` is the workaround, at the start of onDrop.
 */
async function mountTree(page: Page, { fix = "none", slow = false, keyboardDrag = true }: { fix?: Fix; slow?: boolean; keyboardDrag?: boolean } = {}) {
  return page.evaluate(
    async ({ data, fix, slow, keyboardDrag }) => {
      window.log = [];
      const { syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature, keyboardDragAndDropFeature } = window.harness.core;
      const features = [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature];
      window.addEventListener("dragend", () => window.log.push("dragend"), true);
      const children: Record<string, string[]> = structuredClone(data);
      const move = window.harness.core.createOnDropHandler<string>((parent, ids) => {
        children[parent.getId()] = ids;
      });
      await window.harness.mount("a", {
        features: keyboardDrag ? [...features, keyboardDragAndDropFeature] : features,
        config: {
          dataLoader: { getItem: (id) => id, getChildren: (id) => children[id] ?? [] },
          isItemFolder: (item) => item.getId() in children,
          onDrop: async (items, target) => {
            if (fix === "applySubStateUpdate") items[0]?.getTree().applySubStateUpdate("dnd", null);
            if (fix === "stopKeyboardDrag") items[0]?.getTree().stopKeyboardDrag();
            window.log.push({ onDrop: items.map((item) => item.getId()), target: target.item.getId() });
            if (slow) await new Promise((resolve) => ((window as unknown as { finishDrop: unknown }).finishDrop = resolve));
            await move(items, target);
          },
          onCompleteForeignDrop: (items) => window.log.push({ onCompleteForeignDrop: items.map((item) => item.getId()) }),
        },
      });
    },
    { data: DATA, fix, slow, keyboardDrag },
  );
}

/**
 * Drags `id` onto the container below the last row, releases, and waits until the 100 ms dragleave
 * checks of the rows it crossed have run, so that none of them changes the state after the test
 * has looked at it.
 */
async function dropOnEmptyArea(page: Page, id: string) {
  const { containerBox } = await snapshot(page);
  const drag = await pointerDrag(page, id);
  await drag.moveTo({ x: containerBox.x + 150, y: containerBox.y + containerBox.height - 10 });
  await drag.release();
  await leaveTimersDone(page);
}

describe("/guides/known-issues: a drop on the tree's empty area", () => {
  it(
    claim("/guides/known-issues", "A tree's container takes drops outside of any item, below the last one: they call onDrop with the root item as the target."),
    async () => {
      const { page } = await openPage(harness);
      await mountTree(page);
      await dropOnEmptyArea(page, "docs");
      expect((await takeLog(page)).filter((entry) => entry !== "dragend")).toEqual([{ onDrop: ["docs"], target: "root" }]);
      expect((await snapshot(page)).rows.map((row) => row.id)).toEqual(["readme.md", "docs"]);
    },
  );

  it(claim("/guides/known-issues", "Unlike a drop on an item, this drop does not end the tree's drag."), async () => {
    const { page } = await openPage(harness);
    await mountTree(page);
    const drag = await pointerDrag(page, "readme.md", { id: "docs", y: 0.5 });
    await drag.release();
    expect((await snapshot(page)).dnd?.draggedItems).toBeUndefined();
    await dropOnEmptyArea(page, "docs");
    expect((await snapshot(page)).dnd?.draggedItems).toEqual(["docs"]);
  });

  it(
    claim("/guides/known-issues", "The tree leaves that to the dragend event, which the browser sends to the row the drag started on; but when your onDrop renders that row anew (createOnDropHandler does, since it takes the items out and puts them back in two steps), the original row is gone and no dragend arrives."),
    async () => {
      const { page } = await openPage(harness);
      await mountTree(page);
      const row = await rowLocator(page, "docs").elementHandle();
      await dropOnEmptyArea(page, "docs");
      expect(await row!.evaluate((element) => element.isConnected)).toBe(false);
      // The next drag's dragstart comes after any dragend the browser had for the first one.
      await page.evaluate(() => window.addEventListener("dragstart", () => window.log.push("dragstart"), true));
      const next = await pointerDrag(page, "readme.md", { id: "docs", y: 0.5 });
      expect(await takeLog(page)).toEqual([{ onDrop: ["docs"], target: "root" }, "dragstart"]);
      await next.release();
    },
  );

  it(claim("/guides/known-issues", "The drag state keeps the dropped items in draggedItems until the next drag (or Esc, in a tree with keyboardDragAndDropFeature), and meanwhile:"), async () => {
    // Without keyboard drag and drop, Esc leaves them there.
    let { page } = await openPage(harness);
    await mountTree(page, { keyboardDrag: false });
    await dropOnEmptyArea(page, "readme.md");
    await rowLocator(page, "readme.md").click();
    await page.keyboard.press("Escape");
    expect((await snapshot(page)).dnd?.draggedItems).toEqual(["readme.md"]);
    ({ page } = await openPage(harness));
    await mountTree(page);
    await dropOnEmptyArea(page, "readme.md");
    expect((await snapshot(page)).dnd?.draggedItems).toEqual(["readme.md"]);
    await rowLocator(page, "readme.md").click();
    await page.keyboard.press("Escape");
    expect((await snapshot(page)).dnd).toBeNull();
    await dropOnEmptyArea(page, "readme.md");
    expect((await snapshot(page)).dnd?.draggedItems).toEqual(["readme.md"]);
    // The next drag, here dropped above docs.
    const drag = await pointerDrag(page, "readme.md", { id: "docs", y: 0.1 });
    expect((await snapshot(page)).dnd?.draggedItems).toEqual(["readme.md"]);
    await drag.release();
    expect((await snapshot(page)).dnd?.draggedItems).toBeUndefined();
    expect((await snapshot(page)).rows.map((row) => row.id)).toEqual(["readme.md", "docs"]);
  });

  it(claim("/guides/known-issues", "↑ and ↓ no longer move the focus (see the next section);"), async () => {
    const { page } = await openPage(harness);
    await mountTree(page);
    await dropOnEmptyArea(page, "docs");
    expect(await keyMovesFocus(page, "readme.md")).toBe(false);
    await rowLocator(page, "docs").click();
    await page.keyboard.press("ArrowUp");
    expect(await page.evaluate(() => window.harness.tree("a")!.getFocusedItem().getId())).toBe("docs");
    await page.keyboard.press("Escape");
    expect(await keyMovesFocus(page, "readme.md")).toBe(true);
  });

  it(
    claim("/guides/known-issues", "the next drag from outside, for example from a second tree, is taken for a drag of those old items: dropped on this tree, it calls onDrop with them, moving them instead of adding the new data, while the other tree's onCompleteForeignDrop runs and removes its items, which are then lost."),
    async () => {
      const { page } = await openPage(harness);
      await mountTree(page);
      await page.evaluate(() =>
        window.harness.mount("b", {
          data: { root: ["todo.txt"] },
          config: { onCompleteForeignDrop: (items) => window.log.push({ b: "onCompleteForeignDrop", items: items.map((item) => item.getId()) }) },
        }),
      );
      await dropOnEmptyArea(page, "readme.md");
      await takeLog(page);
      const drag = await pointerDrag(page, { id: "todo.txt", y: 0.5, tree: "b" }, { id: "docs", y: 0.5 });
      await drag.release();
      await page.waitForFunction(() => window.log.filter((entry) => entry !== "dragend").length === 2);
      expect((await takeLog(page)).filter((entry) => entry !== "dragend")).toEqual([
        { onDrop: ["readme.md"], target: "docs" },
        { b: "onCompleteForeignDrop", items: ["todo.txt"] },
      ]);
      expect((await snapshot(page)).rows.map((row) => row.id)).toEqual(["docs"]);
    },
  );

  it(
    claim("/guides/known-issues", "When the row does stay in the page, for example because onDrop waits for a server before it changes anything, the dragend arrives and counts as a drop outside the tree: onCompleteForeignDrop runs for the items that were just moved inside it."),
    async () => {
      const { page } = await openPage(harness);
      await mountTree(page, { slow: true });
      await dropOnEmptyArea(page, "docs");
      await page.waitForFunction(() => window.log.includes("dragend"));
      await page.evaluate(() => (window as unknown as { finishDrop: () => void }).finishDrop());
      await page.waitForFunction(() => window.harness.tree("a")!.getItems()[1]?.getId() === "docs");
      expect(await takeLog(page)).toEqual([{ onDrop: ["docs"], target: "root" }, "dragend", { onCompleteForeignDrop: ["docs"] }]);
    },
  );

  describe(claim("/guides/known-issues", "End the drag yourself at the start of onDrop, before anything else:"), () => {
    for (const fix of ["applySubStateUpdate", "stopKeyboardDrag"] as const) {
      it(`with ${fix}: the drag ends, and a slow onDrop gets no onCompleteForeignDrop`, async () => {
        const { page } = await openPage(harness);
        await mountTree(page, { fix });
        await dropOnEmptyArea(page, "docs");
        expect((await snapshot(page)).dnd?.draggedItems).toBeUndefined();
        await mountTree(page, { fix, slow: true });
        await dropOnEmptyArea(page, "docs");
        await page.waitForFunction(() => window.log.includes("dragend"));
        await page.evaluate(() => (window as unknown as { finishDrop: () => void }).finishDrop());
        await page.waitForFunction(() => window.harness.tree("a")!.getItems()[1]?.getId() === "docs");
        expect((await takeLog(page)).filter((entry) => typeof entry === "object" && "onCompleteForeignDrop" in (entry as object))).toEqual([]);
      });
    }
  });

  it(claim("/guides/known-issues", "With keyboardDragAndDropFeature in the tree, the public tree.stopKeyboardDrag() does the same."), async () => {
    const { page } = await openPage(harness);
    await mountTree(page, { fix: "stopKeyboardDrag" });
    await page.evaluate(() =>
      window.harness.mount("b", {
        data: { root: ["todo.txt"] },
        config: { onCompleteForeignDrop: (items) => window.log.push({ b: "onCompleteForeignDrop", items: items.map((item) => item.getId()) }) },
      }),
    );
    await dropOnEmptyArea(page, "readme.md");
    expect((await snapshot(page)).dnd?.draggedItems).toBeUndefined();
    await takeLog(page);
    // A drag from tree b is foreign again: tree a does not move its old items.
    const drag = await pointerDrag(page, { id: "todo.txt", y: 0.5, tree: "b" }, { id: "docs", y: 0.5 });
    await drag.release();
    expect((await takeLog(page)).filter((entry) => typeof entry === "object" && "onDrop" in (entry as object))).toEqual([]);
    expect((await snapshot(page)).rows.map((row) => row.id)).toEqual(["docs", "readme.md"]);
  });
});
