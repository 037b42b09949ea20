// Claims of content/dnd/overview.mdx, "Sorting a flat list without folders" (lukasbach/headless-tree#113):
// the page's sortable-list.tsx runs as it is on the harness page, dragged with real pointer drags. Only its
// import of @headless-tree/react goes through a module that records the tree it returns and the calls of
// its onDrop (both passed on unchanged), so the test can read the drop target. The canDrop variants the
// page warns about run as the sample with one config line added, and on the harness's own tree, whose
// onDrop is createOnDropHandler's.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import type { TargetSnapshot } from "./harness/protocol";
import { dragFrom, lastDragover, openFixture, openPage, pageFence } from "./pointer-dnd";
import { nextFrame, snapshot, useHarness, type HarnessPage, type Point } from "./support";

const ROUTE = "/dnd/overview";
const harness = useHarness();
const SAMPLE = pageFence(ROUTE, "sortable-list.tsx");
const ORDER = ["one", "two", "three", "four", "five"];

// The real useTree, with the tree it returns kept on window and each onDrop call logged before the
// sample's own onDrop runs.
const RECORDING_REACT = `
import { useTree as realUseTree } from "@headless-tree/react";
import type { TreeConfig } from "@headless-tree/core";
export * from "@headless-tree/react";
export function useTree<T>(config: TreeConfig<T>) {
  const tree = realUseTree<T>({
    ...config,
    onDrop: (items, target) => {
      (window as any).drops.push({
        items: items.map((item) => item.getId()),
        target: { ...target, item: target.item.getId() },
      });
      return config.onDrop?.(items, target);
    },
  });
  (window as any).list = tree;
  return tree;
}
`;

const ENTRY = `
import { createRoot } from "react-dom/client";
import { SortableList } from "fence:sortable-list";
(window as any).drops = [];
const el = document.createElement("div");
el.id = "demo";
document.body.prepend(el);
createRoot(el).render(<SortableList initialOrder={${JSON.stringify(ORDER)}} />);
`;

// What a reader's stylesheet would give the sample: rows of 30 px, a visible drag line.
const STYLE = `
#demo { width: 300px; font: 14px/30px sans-serif; }
#demo .row { height: 30px; padding-left: 4px; }
#demo .row.selected { background: #def; }
#demo .drag-line { height: 2px; background: royalblue; }
`;

/** The page's sample, with `change` applied to its source (none by default), on the harness page. */
async function openSample(change: (source: string) => string = (source) => source, style = "") {
  const opened = await openPage(harness);
  const sample = change(SAMPLE).replace('from "@headless-tree/react"', 'from "fence:recording-react"');
  await opened.page.addStyleTag({ content: STYLE + style });
  await openFixture(opened, ENTRY, { "fence:sortable-list": sample, "fence:recording-react": RECORDING_REACT });
  await opened.page.locator('#demo [role="treeitem"]').first().waitFor();
  return opened;
}

/** Adds a config line to the sample, right after its isItemFolder. */
const withConfig = (line: string) => (source: string) => {
  const changed = source.replace("isItemFolder: () => false,", `isItemFolder: () => false,\n    ${line}`);
  if (changed === source) throw new Error("the sample has no isItemFolder: () => false line any more");
  return changed;
};

const rows = (page: Page) => page.locator('#demo [role="treeitem"]').evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
const rowBox = async (page: Page, name: string) => {
  const box = await page.locator(`#demo [role="treeitem"][aria-label="${name}"]`).boundingBox();
  if (!box) throw new Error(`no row ${name}`);
  return box;
};
/** `dy` pixel rows below the top of row `name`, 100 px from its left edge. */
const on = async (page: Page, name: string, dy: number): Promise<Point> => {
  const box = await rowBox(page, name);
  return { x: box.x + 100, y: box.y + dy };
};
const drops = (page: Page) =>
  page.evaluate(() => (window as unknown as { drops: Array<{ items: string[]; target: TargetSnapshot }> }).drops);
/** The sample tree's drop target now, and which rows call themselves an unordered target. */
const dragState = (page: Page) =>
  page.evaluate(() => {
    const tree = (window as unknown as { list: import("@headless-tree/core").TreeInstance<string> }).list;
    const target = tree.getState().dnd?.dragTarget;
    return {
      target: target ? { ...target, item: target.item.getId() } : null,
      unordered: tree.getItems().filter((item) => item.isUnorderedDragTarget()).map((item) => item.getId()),
    };
  });
const lineBox = (page: Page) =>
  page.locator("#demo .drag-line").evaluate((el) => (getComputedStyle(el).display === "none" ? null : el.getBoundingClientRect().toJSON()));

/** Drags row `from` (from its middle) to `dy` pixels below the top of row `to`, and drops it. */
async function drop(page: Page, from: string, to: string, dy: number) {
  const drag = await dragFrom(page, await on(page, from, 15));
  await drag.moveTo(await on(page, to, dy));
  await drag.release();
  await nextFrame(page);
}

/** The harness's own tree with a flat list, its onDrop createOnDropHandler's. */
async function mountFlatHarness({ page }: HarnessPage, canDrop: string) {
  await page.evaluate(
    (canDrop) =>
      window.harness.mount("a", {
        data: { root: ["a", "b", "c", "d"] },
        config: { isItemFolder: () => false, openOnDropDelay: 0, canDrop: new Function("items", "target", canDrop) as never },
      }),
    canDrop,
  );
}

describe(`${ROUTE}: Sorting a flat list without folders`, () => {
  it(
    claim(
      "/dnd/overview",
      "A list whose items are all leaves at the top level, as with isItemFolder: () => false, can be reordered by dragging. It takes nothing beyond what every tree with drag and drop needs: dragAndDropFeature, the container and item props, a drag line and an onDrop that changes your data.",
    ),
    async () => {
      // The sample sets no option of drag and drop besides onDrop.
      expect(SAMPLE).toContain("isItemFolder: () => false,");
      for (const option of ["canReorder", "canDrop", "reorderAreaPercentage", "indent"]) expect(SAMPLE).not.toContain(option);
      const { page, problems } = await openSample();
      expect(await page.evaluate(() => (window as unknown as { list: { getItems(): Array<{ isFolder(): boolean }> } }).list.getItems().map((item) => item.isFolder()))).toEqual([
        false, false, false, false, false,
      ]);
      await drop(page, "one", "three", 27);
      expect(await rows(page)).toEqual(["two", "three", "one", "four", "five"]);
      await drop(page, "five", "two", 3);
      expect(await rows(page)).toEqual(["five", "two", "three", "one", "four"]);
      expect(problems).toEqual([]);
    },
  );

  it(
    claim("/dnd/overview", "The root item counts as a folder whatever isItemFolder returns, and every gap between two rows belongs to it."),
    async () => {
      const { page } = await openSample();
      expect(await page.evaluate(() => (window as unknown as { list: import("@headless-tree/core").TreeInstance<string> }).list.getRootItem().isFolder())).toBe(true);
      // Each gap, from above the first row to below the last, reached from the middle of "three".
      const drag = await dragFrom(page, await on(page, "three", 15));
      const targets: unknown[] = [];
      for (const [name, dy] of [["one", 3], ["one", 27], ["two", 27], ["three", 27], ["four", 27], ["five", 27]] as const) {
        await drag.moveTo(await on(page, name, dy));
        targets.push((await dragState(page)).target);
      }
      await drag.release();
      expect(targets.map((target) => (target as { item: string }).item)).toEqual(["list", "list", "list", "list", "list", "list"]);
      expect(targets.map((target) => (target as { childIndex: number }).childIndex)).toEqual([0, 1, 2, 3, 4, 5]);
    },
  );

  it(claim("/dnd/overview", "canReorder is true by default."), async () => {
    const { page } = await openSample();
    expect(await page.evaluate(() => (window as unknown as { list: import("@headless-tree/core").TreeInstance<string> }).list.getConfig().canReorder)).toBe(true);
  });

  it(
    claim(
      "/dnd/overview",
      "While the user drags, the drag line marks the gap above or below the row under the pointer, without indentation: the target's dragLineLevel is always 0.",
    ),
    async () => {
      const { page } = await openSample();
      const three = await rowBox(page, "three");
      const drag = await dragFrom(page, await on(page, "one", 15));
      await drag.moveTo(await on(page, "three", 4));
      // getDragLineStyle's default offsets: 1 px up, 8 px left of the row's own left edge.
      expect(await lineBox(page)).toMatchObject({ top: three.y - 1, left: three.x - 8 });
      expect((await dragState(page)).target).toMatchObject({ item: "list", childIndex: 2, dragLineLevel: 0 });
      await drag.moveTo(await on(page, "three", 26));
      expect(await lineBox(page)).toMatchObject({ top: three.y + three.height - 1, left: three.x - 8 });
      expect((await dragState(page)).target).toMatchObject({ item: "list", childIndex: 3, dragLineLevel: 0 });
      // The same on the first and the last row.
      await drag.moveTo(await on(page, "one", 2));
      expect((await dragState(page)).target).toMatchObject({ childIndex: 0, dragLineLevel: 0 });
      await drag.moveTo(await on(page, "five", 28));
      expect((await dragState(page)).target).toMatchObject({ childIndex: 5, dragLineLevel: 0 });
      expect(await lineBox(page)).toMatchObject({ left: three.x - 8 });
      await drag.release();
    },
  );

  it(
    claim(
      "/dnd/overview",
      "No item is dropped into another. With the default canDrop only folders take items, so a row has no \"into\" zone, only \"above\" and \"below\"",
    ),
    async () => {
      const { page } = await openSample();
      // Every third pixel row of "two", "three" and "four", downwards and back up.
      const drag = await dragFrom(page, await on(page, "one", 15));
      const seen: Array<Awaited<ReturnType<typeof dragState>>> = [];
      const points: Array<[string, number]> = [];
      for (const name of ["two", "three", "four"]) for (let dy = 1; dy < 30; dy += 3) points.push([name, dy]);
      for (const [name, dy] of [...points, ...points.slice().reverse()]) {
        await drag.moveTo(await on(page, name, dy));
        seen.push(await dragState(page));
      }
      expect(seen.every((state) => state.target?.item === "list" && "childIndex" in state.target)).toBe(true);
      expect(seen.flatMap((state) => state.unordered)).toEqual([]);
      // Released in the very middle of a row, the item lands beside it, not inside.
      await drag.moveTo(await on(page, "three", 15));
      await drag.release();
      await nextFrame(page);
      expect((await rows(page)).sort()).toEqual([...ORDER].sort());
      expect((await drops(page))[0]!.target.item).toBe("list");
    },
  );

  it(
    claim(
      "/dnd/overview",
      "onDrop gets the root item as target.item, with childIndex for the gap (0 above the first row) and insertionIndex for the position at which the items go once they are taken out of the list.",
    ),
    async () => {
      const { page } = await openSample();
      await drop(page, "four", "one", 3);
      await drop(page, "four", "three", 27); // back down: below "three" of four, one, two, three, five
      expect(await drops(page)).toEqual([
        { items: ["four"], target: { item: "list", childIndex: 0, insertionIndex: 0, dragLineIndex: 0, dragLineLevel: 0 } },
        { items: ["four"], target: { item: "list", childIndex: 4, insertionIndex: 3, dragLineIndex: 4, dragLineLevel: 0 } },
      ]);
      expect(await rows(page)).toEqual(["one", "two", "three", "four", "five"]);
    },
  );

  it(
    claim(
      "/dnd/overview",
      "A drop on the container's empty area, below the last row, has no index: the target is { item: root }, and the items belong at the end.",
    ),
    async () => {
      // A reader's min-height gives the container an empty area below the rows.
      const { page, problems } = await openSample(undefined, '#demo [role="tree"] { min-height: 240px; }');
      const five = await rowBox(page, "five");
      const drag = await dragFrom(page, await on(page, "two", 15));
      await drag.moveTo({ x: five.x + 100, y: five.y + five.height + 40 });
      expect((await lastDragover(page))?.accepted).toBe(true);
      await drag.release();
      await nextFrame(page);
      expect(await drops(page)).toEqual([{ items: ["two"], target: { item: "list" } }]);
      expect(await rows(page)).toEqual(["one", "three", "four", "five", "two"]);
      expect(problems).toEqual([]);
    },
  );

  it(claim("/dnd/overview", "Without the effect, a drop changes the order but the rows stay as they were."), async () => {
    const effect = "useEffect(() => tree.rebuildTree(), [tree, order]);";
    expect(SAMPLE).toContain(effect);
    const { page } = await openSample((source) => source.replace(effect, ""));
    await drop(page, "one", "three", 27);
    // The tree's loader already answers with the new order; the rows were not rebuilt from it.
    const children = await page.evaluate(() => (window as unknown as { list: import("@headless-tree/core").TreeInstance<string> }).list.retrieveChildrenIds("list"));
    expect(children).toEqual(["two", "three", "one", "four", "five"]);
    expect(await rows(page)).toEqual(ORDER);
  });

  it(
    claim(
      "/dnd/overview",
      "Because onDrop takes all of its items out and puts them in at insertionIndex, several rows move together: select them with Ctrl or Shift clicks and drag one of them. They land in the order in which they were selected; a Shift click selects its range in the order of the list.",
    ),
    async () => {
      const { page } = await openSample();
      const row = (name: string) => page.locator(`#demo [role="treeitem"][aria-label="${name}"]`);
      // Ctrl: "four" first, then "one"; dragged by "one" into the gap between "two" and "three".
      await row("four").click();
      await row("one").click({ modifiers: ["Control"] });
      await drop(page, "one", "three", 3);
      expect(await rows(page)).toEqual(["two", "four", "one", "three", "five"]);
      expect((await drops(page))[0]).toMatchObject({ items: ["four", "one"], target: { childIndex: 2, insertionIndex: 1 } });
      // Shift, upwards: from "one" to "two", which selects two, four, one, in the list's order; dragged below "five".
      await row("one").click();
      await row("two").click({ modifiers: ["Shift"] });
      expect((await page.evaluate(() => (window as unknown as { list: import("@headless-tree/core").TreeInstance<string> }).list.getState().selectedItems))).toEqual(["two", "four", "one"]);
      await drop(page, "four", "five", 27);
      expect(await rows(page)).toEqual(["three", "five", "two", "four", "one"]);
    },
  );

  it(
    claim(
      "/dnd/overview",
      "canDrop: () => true gives every row an \"into\" zone in its middle, and a drop there reaches onDrop with that row as target.item. createOnDropHandler makes the item a child of the row, which a leaf never shows, so it vanishes from the list; the sample's onDrop puts it last.",
    ),
    async () => {
      // The sample with canDrop: () => true: the middle of a row is a target of its own.
      const { page } = await openSample(withConfig("canDrop: () => true,"));
      const drag = await dragFrom(page, await on(page, "one", 15));
      await drag.moveTo(await on(page, "three", 15));
      expect(await dragState(page)).toEqual({ target: { item: "three" }, unordered: ["three"] });
      expect(await lineBox(page)).toBeNull();
      await drag.release();
      await nextFrame(page);
      expect((await drops(page))[0]).toEqual({ items: ["one"], target: { item: "three" } });
      expect(await rows(page)).toEqual(["two", "three", "four", "five", "one"]);
      // With createOnDropHandler (the harness tree's onDrop), the item becomes the leaf's child and its row is gone.
      const opened = await openPage(harness);
      await mountFlatHarness(opened, "return true");
      const harnessDrag = await dragFrom(opened.page, await rowPoint(opened.page, "a", 15));
      await harnessDrag.moveTo(await rowPoint(opened.page, "c", 15));
      expect((await snapshot(opened.page)).dnd?.dragTarget).toEqual({ item: "c" });
      await harnessDrag.release();
      const after = await snapshot(opened.page);
      expect(after.children).toMatchObject({ root: ["b", "c", "d"], c: ["a"] });
      expect(after.rows.map((r) => r.id)).toEqual(["b", "c", "d"]);
      expect(after.rows.find((r) => r.id === "c")!.folder).toBe(false);
    },
  );

  it(claim("/dnd/overview", "A canDrop that refuses the root offers no gap between rows at all."), async () => {
    const opened = await openPage(harness);
    const { page } = opened;
    await mountFlatHarness(opened, 'return target.item.getId() !== "root";');
    const drag = await dragFrom(page, await rowPoint(page, "a", 15));
    const seen: Array<{ target: TargetSnapshot | undefined; line: unknown }> = [];
    for (const name of ["b", "c", "d"]) {
      for (let dy = 1; dy < 30; dy += 3) {
        await drag.moveTo(await rowPoint(page, name, dy));
        const now = await snapshot(page);
        seen.push({ target: now.dnd?.dragTarget, line: now.dragLineBox });
      }
    }
    await drag.release();
    expect(seen.filter((s) => s.target && "childIndex" in s.target)).toEqual([]);
    expect(seen.filter((s) => s.line !== null)).toEqual([]);
    // The rows themselves take the item there instead (this canDrop accepts them).
    expect(seen.some((s) => s.target?.item === "c")).toBe(true);
  });
});

/** `dy` pixel rows below the top of the harness tree's row `id`, 100 px from its left edge. */
async function rowPoint(page: Page, id: string, dy: number): Promise<Point> {
  const row = (await snapshot(page)).rows.find((r) => r.id === id);
  if (!row) throw new Error(`no harness row ${id}`);
  return { x: row.box.x + 100, y: row.box.y + dy };
}
