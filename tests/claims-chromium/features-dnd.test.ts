// Claims of content/features/dnd.mdx that need a browser: real pointer drags within a tree,
// between trees and to or from other elements on the page, the options as drags meet them, the
// item states, and the page's demos and code sample.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import type { TargetSnapshot } from "./harness/protocol";
import { mount, rowLocator, snapshot, useHarness } from "./support";
import {
  advanceClock,
  at,
  demoPoint,
  demoRows,
  dragFrom,
  dragRow,
  focusedLabel,
  lastDragover,
  leaveTimersDone,
  openAfter,
  openDemo,
  openFixture,
  openPage,
  pageFence,
  RIGHT,
  tabFromBeforeTheDemo,
  tabStop,
  target,
} from "./pointer-dnd";

const harness = useHarness();
const still = { openOnDropDelay: 0 };

/** A drag from the outside element `source` (added with addDragSource). */
async function dragSource(page: Page, source: string) {
  const box = (await page.locator(`[data-source="${source}"]`).boundingBox())!;
  return dragFrom(page, { x: box.x + 20, y: box.y + 15 });
}

async function zoneCenter(page: Page, zone: string) {
  const box = (await page.locator(`[data-zone="${zone}"]`).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const completed = (page: Page) => page.evaluate(() => (window as unknown as { completed?: string[][] }).completed ?? []);

describe("/features/dnd: moving items within a tree", () => {
  it(
    claim(
      "/features/dnd",
      "dragAndDropFeature lets users drag items, or all selected items with the selection feature, and drop them between other items or onto folders.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: still });
      let drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 3));
      await drag.release();
      await rowLocator(page, "package.json").click();
      await rowLocator(page, "docs").click({ modifiers: ["Control"] });
      expect((await snapshot(page)).rows.filter((r) => r.selected).map((r) => r.id)).toEqual(["docs", "package.json"]);
      drag = await dragRow(page, "package.json");
      await drag.moveTo(await at(page, "src", 15));
      await drag.release();
      const after = await snapshot(page);
      expect(after.children.root).toEqual(["readme.md", "src"]);
      expect(after.children.src).toEqual(["index.ts", "lib", "app.ts", "package.json", "docs"]);
    },
  );

  it(
    claim(
      "/features/dnd",
      "It uses the browser's native drag and drop events, so trees also exchange items with each other and with any other drag source or drop target on the page.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        window.harness.addDragSource("note", { "text/plain": "a note" });
        window.harness.addDropZone("zone");
        const config = {
          openOnDropDelay: 0,
          createForeignDragObject: (items: Array<{ getId(): string }>) => ({ format: "text/plain", data: items.map((item) => item.getId()).join(",") }),
          canDropForeignDragObject: () => true,
        };
        await window.harness.mount("a", { config });
        await window.harness.mount("b", { data: { root: ["inbox"], inbox: [] }, config });
      });
      // Tree a to tree b, tree a to an element of the page, an element of the page to tree a.
      let drag = await dragRow(page, "readme.md", "a");
      await drag.moveTo(await at(page, "inbox", 15, RIGHT, "b"));
      await drag.release();
      drag = await dragRow(page, "package.json", "a");
      await drag.moveTo(await zoneCenter(page, "zone"));
      await drag.release();
      drag = await dragSource(page, "note");
      await drag.moveTo(await at(page, "docs", 15));
      await drag.release();
      expect((await snapshot(page, "b")).drops).toEqual([{ kind: "foreign", data: { "text/plain": "readme.md" }, target: { item: "inbox" } }]);
      expect(await page.evaluate(() => window.harness.received("zone"))).toEqual([{ "text/plain": "package.json" }]);
      expect((await snapshot(page, "a")).drops).toEqual([{ kind: "foreign", data: { "text/plain": "a note" }, target: { item: "docs" } }]);
    },
  );

  it(claim("/features/dnd", "Keyboard users can move items too, with keyboard drag and drop."), async () => {
    const { page } = await openPage(harness, { keyboardDragAndDrop: true });
    await mount(page, { config: still });
    await rowLocator(page, "readme.md").click();
    await page.keyboard.press("Control+Shift+KeyD");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.harness.tree("a")!.getState().dnd === null);
    expect((await snapshot(page)).children.root).toEqual(["docs", "src", "readme.md", "package.json"]);
  });

  it(
    claim("/features/dnd", "The feature tells you what the user dropped where; changing your data is up to you, with helpers for the common case."),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        const w = window as unknown as { told: unknown[] };
        w.told = [];
        await window.harness.mount("a", { config: { openOnDropDelay: 0, onDrop: (items, target) => void w.told.push([items.map((i) => i.getId()), target.item.getId()]) } });
      });
      const before = (await snapshot(page)).children;
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "src", 15));
      await drag.release();
      expect(await page.evaluate(() => (window as unknown as { told: unknown[] }).told)).toEqual([[["readme.md"], "src"]]);
      expect((await snapshot(page)).children).toEqual(before);
    },
  );

  it(
    claim(
      "/features/dnd",
      "The item props now include the drag events and draggable, and a drag line shows where the items will land between rows.",
    ),
    async () => {
      // The page's own sample component, as a reader copies it.
      const opened = await openPage(harness);
      const { page, problems } = opened;
      await openFixture(
        opened,
        `
        import { MovableTree } from "fence:movable-tree";
        import { createElement as h } from "react";
        import { createRoot } from "react-dom/client";
        const initialData = {
          root: { name: "root", children: ["notes", "todo.txt", "ideas.txt"] },
          notes: { name: "notes", children: ["a.txt"] },
          "a.txt": { name: "a.txt" },
          "todo.txt": { name: "todo.txt" },
          "ideas.txt": { name: "ideas.txt" },
        };
        const el = document.createElement("div");
        el.innerHTML = "<style>#sample [role=treeitem]{display:block;width:300px;height:30px;text-align:left}</style>";
        el.id = "sample";
        document.body.prepend(el);
        createRoot(el.appendChild(document.createElement("div"))).render(h(MovableTree, { initialData }));
      `,
        { "fence:movable-tree": pageFence("/features/dnd", "movable-tree.tsx") },
      );
      const row = async (name: string, dy: number) => {
        const box = (await page.getByRole("treeitem", { name, exact: true }).boundingBox())!;
        return { x: box.x + 250, y: box.y + dy };
      };
      expect(await page.getByRole("treeitem", { name: "todo.txt" }).getAttribute("draggable")).toBe("true");
      const line = () => page.evaluate(() => {
        const el = document.querySelector('#sample [role="tree"] > div:last-child') as HTMLElement;
        return getComputedStyle(el).display === "none" ? null : el.getBoundingClientRect().top;
      });
      expect(await line()).toBeNull();
      const drag = await dragFrom(page, await row("ideas.txt", 15));
      await drag.moveTo(await row("todo.txt", 3));
      const todo = (await page.getByRole("treeitem", { name: "todo.txt" }).boundingBox())!;
      expect(await line()).toBe(todo.y - 1);
      await drag.release();
      await expect.poll(() => page.getByRole("treeitem").evaluateAll((rows) => rows.map((r) => r.getAttribute("aria-label")))).toEqual([
        "notes",
        "ideas.txt",
        "todo.txt",
      ]);
      expect(problems).toEqual([]);
    },
  );

  it(claim("/features/dnd", "When the user drops, onDrop(items, target) receives the dragged items and the target."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: still });
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "docs", 15));
    await drag.release();
    expect((await snapshot(page)).drops).toEqual([{ kind: "items", items: ["readme.md"], target: { item: "docs" } }]);
  });

  it(
    claim("/features/dnd", "{ item }: dropped onto a folder (or onto the lower part of an open folder's row). The items become its children, after the existing ones."),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { ...still, initialState: { expandedItems: ["src"] } } });
      for (const [source, id, dy] of [["readme.md", "docs", 15], ["package.json", "src", 28]] as const) {
        const drag = await dragRow(page, source);
        await drag.moveTo(await at(page, id, dy));
        await drag.release();
      }
      const after = await snapshot(page);
      expect(after.drops.map((d) => d.target)).toEqual([{ item: "docs" }, { item: "src" }]);
      expect([after.children.docs, after.children.src]).toEqual([
        ["intro.md", "guide.md", "faq.md", "readme.md"],
        ["index.ts", "lib", "app.ts", "package.json"],
      ]);
    },
  );

  it(
    claim(
      "/features/dnd",
      "{ item, childIndex, insertionIndex, dragLineIndex, dragLineLevel }: dropped between two rows. item is the new parent and insertionIndex the position among its children once the dragged items have been taken out.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { ...still, initialState: { expandedItems: ["src"] } } });
      await rowLocator(page, "index.ts").click();
      await rowLocator(page, "readme.md").click({ modifiers: ["Control"] });
      const drag = await dragRow(page, "index.ts");
      // Below app.ts, the last child of src: index.ts leaves from before it.
      await drag.moveTo(await at(page, "app.ts", 27));
      await drag.release();
      const after = await snapshot(page);
      expect(after.drops.map((d) => d.target)).toEqual([{ item: "src", childIndex: 3, insertionIndex: 2, dragLineIndex: 5, dragLineLevel: 1 }]);
      expect(after.children.src).toEqual(["lib", "app.ts", "index.ts", "readme.md"]);
    },
  );

  it(
    claim(
      "/features/dnd",
      "Set indent to your indentation per level in pixels. The feature uses it to tell which level the user means when dropping below the last child of a folder, and to indent the drag line.",
    ),
    async () => {
      const { page } = await openPage(harness);
      // The harness draws 20 px per level; told 20, the pointer's column and the level agree.
      await mount(page, { data: { root: ["src", "readme.md"], src: ["lib"], lib: ["print.ts"] }, config: { ...still, initialState: { expandedItems: ["src", "lib"] } } });
      const drag = await dragRow(page, "readme.md");
      const seen: Array<[number, number]> = [];
      for (const x of [10, 30, 50]) {
        await drag.moveTo(await at(page, "print.ts", 25, x));
        const s = await snapshot(page);
        seen.push([(s.dnd!.dragTarget as { dragLineLevel: number }).dragLineLevel, s.dragLineBox!.x - s.containerBox.x]);
      }
      expect(seen).toEqual([
        [0, -8],
        [1, 12],
        [2, 32],
      ]);
      await drag.release();
    },
  );

  it(
    claim(
      "/features/dnd",
      "Without it, the feature counts 20 pixels per level below the last child of a folder, and the drag line moves only 1 pixel per level.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, {
        data: { root: ["src", "readme.md"], src: ["lib"], lib: ["print.ts"] },
        config: { ...still, indent: undefined, initialState: { expandedItems: ["src", "lib"] } },
      });
      const drag = await dragRow(page, "readme.md");
      const seen: Array<[number, number]> = [];
      for (const x of [10, 30, 50]) {
        await drag.moveTo(await at(page, "print.ts", 25, x));
        const s = await snapshot(page);
        seen.push([(s.dnd!.dragTarget as { dragLineLevel: number }).dragLineLevel, s.dragLineBox!.x - s.containerBox.x]);
      }
      expect(seen).toEqual([
        [0, -8],
        [1, -7],
        [2, -6],
      ]);
      await drag.release();
    },
  );
});

describe("/features/dnd: where items may be dropped", () => {
  it(claim("/features/dnd", "canReorder (default true): whether items can be dropped between rows."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: still });
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "src", 3));
    expect(await target(page)).toEqual({ item: "root", childIndex: 1, insertionIndex: 1, dragLineIndex: 1, dragLineLevel: 0 });
    await drag.release();
  });

  it(
    claim("/features/dnd", "When false, the pointer can only drop items into folders, without a position, and their order is left to you."),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { ...still, canReorder: false, initialState: { expandedItems: ["src"] } } });
      const drag = await dragRow(page, "readme.md");
      const seen: Array<TargetSnapshot | undefined> = [];
      for (const [id, dy] of [["docs", 2], ["src", 2], ["index.ts", 2], ["app.ts", 28], ["lib", 28]] as const) {
        await drag.moveTo(await at(page, id, dy));
        seen.push(await target(page));
      }
      expect(seen).toEqual([{ item: "docs" }, { item: "src" }, { item: "src" }, { item: "src" }, { item: "lib" }]);
      await drag.release();
      expect((await snapshot(page)).children.lib).toEqual(["parse.ts", "print.ts", "readme.md"]);
    },
  );

  it(claim("/features/dnd", "Keyboard drag and drop ignores the option in 1.7.0"), async () => {
    const { page } = await openPage(harness, { keyboardDragAndDrop: true });
    await mount(page, { config: { ...still, canReorder: false } });
    await rowLocator(page, "readme.md").click();
    await page.keyboard.press("Control+Shift+KeyD");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.harness.tree("a")!.getState().dnd === null);
    expect((await snapshot(page)).drops.map((d) => d.target)).toEqual([{ item: "root", childIndex: 3, insertionIndex: 3, dragLineIndex: 3, dragLineLevel: 0 }]);
    expect((await snapshot(page)).children.root).toEqual(["docs", "src", "package.json", "readme.md"]);
  });

  it(
    claim(
      "/features/dnd",
      "reorderAreaPercentage (default 0.3): the share of a row's height, at its top and at its bottom, that counts as \"between rows\". The middle counts as \"onto the item\" when the item can take the dragged items",
    ),
    async () => {
      const { page } = await openPage(harness);
      const rows = [8, 9, 21, 22];
      const kinds = async (config: Record<string, unknown>, id: string) => {
        await mount(page, { config: { ...still, ...config } });
        const drag = await dragRow(page, "readme.md");
        const seen: string[] = [];
        for (const dy of rows) {
          await drag.moveTo(await at(page, id, dy));
          const t = await target(page);
          seen.push(!t ? "none" : "childIndex" in t ? "between" : "onto");
        }
        await drag.release();
        return seen;
      };
      expect(await kinds({}, "src")).toEqual(["between", "onto", "onto", "between"]);
      expect(await kinds({ reorderAreaPercentage: 0.4 }, "src")).toEqual(["between", "between", "between", "between"]);
      // A leaf cannot take the items: no "onto" at any row.
      expect(await kinds({}, "package.json")).toEqual(["between", "between", "between", "between"]);
    },
  );

  it(claim("/features/dnd", "canDrop(items, target): return false to refuse a target. By default only folders accept drops."), async () => {
    const { page } = await openPage(harness);
    await page.evaluate(() => window.harness.mount("a", { config: { openOnDropDelay: 0, canDrop: (_items, target) => target.item.getId() !== "docs" } }));
    let drag = await dragRow(page, "readme.md");
    // docs is refused as a target: its middle offers the gap below it instead.
    await drag.moveTo(await at(page, "docs", 15));
    expect(await target(page)).toEqual({ item: "root", childIndex: 1, insertionIndex: 1, dragLineIndex: 1, dragLineLevel: 0 });
    // This canDrop lets a leaf take items.
    await drag.moveTo(await at(page, "package.json", 15));
    expect(await target(page)).toEqual({ item: "package.json" });
    await drag.release();
    // The default: no "onto" for the leaf, "onto" for the folder.
    await mount(page, { config: still });
    drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "package.json", 12));
    expect(await target(page)).toEqual({ item: "root", childIndex: 2, insertionIndex: 2, dragLineIndex: 2, dragLineLevel: 0 });
    await drag.moveTo(await at(page, "docs", 15));
    expect(await target(page)).toEqual({ item: "docs" });
    await drag.release();
  });

  it(claim("/features/dnd", "Dropping an item onto itself or into one of its own descendants is always refused."), async () => {
    const { page } = await openPage(harness);
    await page.evaluate(() => window.harness.mount("a", { config: { openOnDropDelay: 0, canDrop: () => true, initialState: { expandedItems: ["src"] } } }));
    const drag = await dragRow(page, "src");
    const accepted: Array<boolean | undefined> = [];
    for (const [id, dy] of [["lib", 15], ["index.ts", 15], ["app.ts", 3], ["docs", 15]] as const) {
      await drag.moveTo(await at(page, id, dy));
      accepted.push((await lastDragover(page))?.accepted);
    }
    expect(accepted).toEqual([false, false, false, true]);
    await drag.release();
  });

  it(
    claim(
      "/features/dnd",
      "openOnDropDelay (default 800 ms): a closed folder opens when the pointer stays over its middle for this long, at a position where a drop is allowed",
    ),
    async () => {
      // The page's clock stands still while the pointer moves; the test moves it on.
      const { page } = await openPage(harness, { stoppedClock: true });
      await mount(page);
      const drag = await dragRow(page, "readme.md");
      // The top band of src: nothing opens.
      await drag.moveTo(await at(page, "src", 3));
      expect(await openAfter(page, "src", 1100)).toBe(false);
      // Its middle: after 800 ms, not before.
      await drag.moveTo(await at(page, "src", 15));
      expect(await openAfter(page, "src", 799)).toBe(false);
      expect(await openAfter(page, "src", 1)).toBe(true);
      await drag.release();
    },
  );

  it(claim("/features/dnd", "0 turns this off."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: { openOnDropDelay: 0 } });
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "src", 15));
    const entered = await page.evaluate(() => Date.now());
    await page.waitForFunction((since) => Date.now() > since + 1300, entered);
    expect((await snapshot(page)).rows.find((r) => r.id === "src")!.expanded).toBe(false);
    await drag.release();
  });

  it(claim("/features/dnd", "and dropping it calls onDrop with an empty list"), async () => {
    const { page } = await openPage(harness);
    await page.evaluate(async () => {
      const w = window as unknown as { dropped: number[] };
      w.dropped = [];
      await window.harness.mount("a", { config: { openOnDropDelay: 0, draggedItemOverwritesSelection: false, onDrop: (items) => void w.dropped.push(items.length) } });
    });
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "docs", 15));
    await drag.release();
    expect(await page.evaluate(() => (window as unknown as { dropped: number[] }).dropped)).toEqual([0]);
  });

  it(
    claim(
      "/features/dnd",
      "While dragging, item.isDragTarget() is true for the item that would become the parent, item.isUnorderedDragTarget() only when the drop would go directly onto that item, and item.isDragTargetAbove() / isDragTargetBelow() for the siblings on either side of the gap the drag line marks.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { ...still, initialState: { expandedItems: ["src"] } } });
      const states = async () =>
        Object.fromEntries(
          (await snapshot(page)).rows
            .map((r) => [r.id, [r.dragTarget && "target", r.unorderedDragTarget && "onto", r.dragTargetAbove && "above", r.dragTargetBelow && "below"].filter(Boolean).join(" ")])
            .filter(([, s]) => s),
        );
      const drag = await dragRow(page, "readme.md");
      // Between index.ts and lib: src is the parent; the line is below index.ts and above lib.
      await drag.moveTo(await at(page, "lib", 3));
      expect(await states()).toEqual({ src: "target", "index.ts": "below", lib: "above" });
      await drag.moveTo(await at(page, "docs", 15));
      expect(await states()).toEqual({ docs: "target onto" });
      // After src, below its last child app.ts near the left edge: the open folder src is the sibling before the gap.
      await drag.moveTo(await at(page, "app.ts", 25, 5));
      expect(await states()).toEqual({ src: "below", "package.json": "above" });
      await drag.release();
    },
  );

  it(claim("/features/dnd", "The pointer is over this item during a drag, at a position that accepts the drop."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: { ...still, initialState: { expandedItems: ["src"] } } });
    const drag = await dragRow(page, "readme.md");
    // A closed folder, an open one, and leaves inside a folder and at the top level.
    for (const id of ["docs", "src", "index.ts", "package.json"]) {
      await drag.moveTo(await at(page, id, 15));
      expect((await snapshot(page)).rows.filter((r) => r.draggingOver).map((r) => r.id)).toEqual([id]);
    }
    await drag.release();
  });

  describe("over a position that refuses the drop", () => {
    // On the page's clock: the test says whether the dragleave timer of the row left behind runs
    // on time or late, as on a busy page.
    async function markAfter(late: number) {
      const { page } = await openPage(harness, { stoppedClock: true });
      // Only docs accepts drops.
      await page.evaluate(() => window.harness.mount("a", { config: { openOnDropDelay: 0, canReorder: false, canDrop: (_items, target) => target.item.getId() === "docs" } }));
      const marked = async () => (await snapshot(page)).rows.filter((r) => r.draggingOver).map((r) => r.id);
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 15));
      expect(await marked()).toEqual(["docs"]);
      await drag.moveTo(await at(page, "package.json", 15));
      expect(await marked()).toEqual(["docs"]);
      await advanceClock(page, 1000, { late });
      const after = await marked();
      await drag.release();
      return after;
    }

    it(claim("/features/dnd", "Over a position that refuses it, the mark stays on the item before"), async () => {
      expect(await markAfter(0)).toEqual(["docs"]);
    });

    it(claim("/features/dnd", "unless the page is too busy to run the tree's 100 ms dragleave timer on time: then it goes."), async () => {
      expect(await markAfter(150)).toEqual([]);
    });
  });

  it(claim("/features/dnd", "The drop would make this item the parent, onto it or between its children."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: { ...still, initialState: { expandedItems: ["src"] } } });
    const drag = await dragRow(page, "readme.md");
    for (const [id, dy] of [["src", 15], ["app.ts", 27]] as const) {
      await drag.moveTo(await at(page, id, dy));
      expect((await snapshot(page)).rows.filter((r) => r.dragTarget).map((r) => r.id)).toEqual(["src"]);
    }
    await drag.release();
  });

  it(claim("/features/dnd", "The drop would go directly onto this item."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: { ...still, initialState: { expandedItems: ["src"] } } });
    const drag = await dragRow(page, "readme.md");
    const seen: string[][] = [];
    for (const [id, dy] of [["src", 15], ["app.ts", 27]] as const) {
      await drag.moveTo(await at(page, id, dy));
      seen.push((await snapshot(page)).rows.filter((r) => r.unorderedDragTarget).map((r) => r.id));
    }
    expect(seen).toEqual([["src"], []]);
    await drag.release();
  });

  it(
    claim(
      "/features/dnd",
      "The drop goes into the gap right above or below this item among its siblings. The drag line marks that gap next to this item's row, except after an open folder: reached under the folder's last visible descendant, the gap after the folder is drawn there.",
    ),
    async () => {
      const { page } = await openPage(harness);
      // docs, src (open), index.ts, lib, app.ts, package.json, readme.md
      await mount(page, { config: { ...still, initialState: { expandedItems: ["src"] } } });
      const drag = await dragRow(page, "readme.md");
      const bottom = (r: { box: { y: number; height: number } }) => r.box.y + r.box.height;
      // Below a closed folder, a leaf and a closed folder, above a leaf, a leaf and an open folder: the line touches both rows.
      for (const [id, below, above] of [
        ["lib", "lib", "app.ts"],
        ["package.json", "package.json", "readme.md"],
        ["docs", "docs", "src"],
      ] as const) {
        await drag.moveTo(await at(page, id, 27));
        const s = await snapshot(page);
        const b = s.rows.filter((r) => r.dragTargetBelow);
        const a = s.rows.filter((r) => r.dragTargetAbove);
        expect([b.map((r) => r.id), a.map((r) => r.id)], id).toEqual([[below], [above]]);
        expect(s.dragLineBox!.y + 1, id).toBe(bottom(b[0]!));
        expect(s.dragLineBox!.y + 1, id).toBe(a[0]!.box.y);
      }
      // The gap after the open folder src, reached below app.ts near the left edge: the line is under app.ts.
      await drag.moveTo(await at(page, "app.ts", 25, 5));
      const s = await snapshot(page);
      const rowOf = (id: string) => s.rows.find((r) => r.id === id)!;
      expect([s.rows.filter((r) => r.dragTargetBelow).map((r) => r.id), s.rows.filter((r) => r.dragTargetAbove).map((r) => r.id)]).toEqual([["src"], ["package.json"]]);
      expect(s.dragLineBox!.y + 1).toBe(bottom(rowOf("app.ts")));
      expect(s.dragLineBox!.y + 1).toBe(rowOf("package.json").box.y);
      expect(bottom(rowOf("src"))).toBeLessThan(s.dragLineBox!.y);
      await drag.release();
    },
  );
});

describe("/features/dnd: the tree instance", () => {
  it(
    claim("/features/dnd", "Position of the drag line relative to the container (DragLineData), or null when the target is not between rows."),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: still });
      const data = () => page.evaluate(() => window.harness.tree("a")!.getDragLineData());
      expect(await data()).toBeNull();
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "src", 3));
      expect(await data()).toEqual({ indent: 0, top: 30, left: 0, width: 300 });
      await drag.moveTo(await at(page, "src", 15));
      expect(await data()).toBeNull();
      await drag.release();
    },
  );

  it(claim("/features/dnd", "Ready-made styles for the drag line element; display: none when there is no line."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: still });
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "src", 3));
    expect((await snapshot(page)).dragLineStyle).toEqual({ position: "absolute", top: "29px", left: "-8px", width: "308px", pointerEvents: "none" });
    await drag.moveTo(await at(page, "src", 15));
    expect((await snapshot(page)).dragLineStyle).toEqual({ display: "none" });
    await drag.release();
  });

  it(
    claim("/features/dnd", "Unset before the first drag and null after most; some drags leave {} or the dragged items behind"),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { ...still, initialState: { expandedItems: ["docs"] } } });
      expect((await snapshot(page)).dnd).toBeUndefined();
      // A drop on an item: null.
      let drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "src", 15));
      await drag.release();
      await leaveTimersDone(page);
      expect((await snapshot(page)).dnd).toBeNull();
      // A release over a refused position (docs into its own child): {}.
      drag = await dragRow(page, "docs");
      await drag.moveTo(await at(page, "src", 15));
      await drag.moveTo(await at(page, "guide.md", 15));
      await drag.release();
      await leaveTimersDone(page);
      expect((await snapshot(page)).dnd).toEqual({});
    },
  );
});

describe("/features/dnd: between trees and to or from the outside", () => {
  it(
    claim(
      "/features/dnd",
      "createForeignDragObject(items) returns { format, data } (and optionally dropEffect and effectAllowed), which is put on the drag's DataTransfer when a drag starts. Without it, other targets receive nothing.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        window.harness.addDropZone("zone");
        await window.harness.mount("a", {
          config: { openOnDropDelay: 0, createForeignDragObject: (items) => ({ format: "application/x-ids", data: items.map((item) => item.getId()).join(","), effectAllowed: "copy" }) },
        });
        await window.harness.mount("b", { config: { openOnDropDelay: 0 } });
        // Bubbling on window runs after the tree's handler on its root.
        window.addEventListener("dragstart", (e) => void ((window as unknown as { effect: string }).effect = e.dataTransfer!.effectAllowed));
      });
      let drag = await dragRow(page, "readme.md", "a");
      await drag.moveTo(await zoneCenter(page, "zone"));
      await drag.release();
      expect(await page.evaluate(() => (window as unknown as { effect: string }).effect)).toBe("copy");
      drag = await dragRow(page, "readme.md", "b");
      await drag.moveTo(await zoneCenter(page, "zone"));
      await drag.release();
      expect(await page.evaluate(() => window.harness.received("zone"))).toEqual([{ "application/x-ids": "readme.md" }, {}]);
    },
  );

  it(
    claim(
      "/features/dnd",
      "onCompleteForeignDrop(items) runs in the source tree after something outside the tree accepted the drop",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        const w = window as unknown as { completed: string[][] };
        w.completed = [];
        window.harness.addDropZone("zone");
        await window.harness.mount("a", {
          config: {
            openOnDropDelay: 0,
            createForeignDragObject: (items) => ({ format: "text/plain", data: items.map((item) => item.getId()).join(",") }),
            onCompleteForeignDrop: (items) => void w.completed.push(items.map((item) => item.getId())),
          },
        });
      });
      // Released where nothing accepts the drop: not called.
      let drag = await dragRow(page, "readme.md");
      await drag.moveTo({ x: 900, y: 650 });
      await drag.release();
      expect(await completed(page)).toEqual([]);
      // Inside the tree: not called.
      drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 3));
      await drag.release();
      expect(await completed(page)).toEqual([]);
      drag = await dragRow(page, "readme.md");
      await drag.moveTo(await zoneCenter(page, "zone"));
      await drag.release();
      expect(await completed(page)).toEqual([["readme.md"]]);
    },
  );

  it(
    claim(
      "/features/dnd",
      "Browsers do not let you read the dragged data at this point, only dataTransfer.types and effectAllowed.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        const w = window as unknown as { seen: unknown[] };
        w.seen = [];
        window.harness.addDragSource("note", { "text/plain": "a note" }, "copy");
        await window.harness.mount("a", {
          config: {
            openOnDropDelay: 0,
            canDragForeignDragObjectOver: (dataTransfer) => {
              w.seen.push([dataTransfer.getData("text/plain"), [...dataTransfer.types], dataTransfer.effectAllowed]);
              return true;
            },
          },
        });
      });
      const drag = await dragSource(page, "note");
      await drag.moveTo(await at(page, "docs", 15));
      await drag.release();
      expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toContainEqual(["", ["text/plain"], "copy"]);
    },
  );

  it(
    claim("/features/dnd", "canDropForeignDragObject(dataTransfer, target) decides on the actual drop; here the data can be read. By default it refuses every foreign drop."),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        const w = window as unknown as { seen: string[] };
        w.seen = [];
        window.harness.addDragSource("note", { "text/plain": "a note" });
        await window.harness.mount("a", { config: { openOnDropDelay: 0 } });
        await window.harness.mount("b", {
          config: {
            openOnDropDelay: 0,
            canDropForeignDragObject: (dataTransfer, target) => {
              w.seen.push(`${dataTransfer.getData("text/plain")} ${target.item.getId()}`);
              return true;
            },
          },
        });
      });
      for (const tree of ["a", "b"]) {
        const drag = await dragSource(page, "note");
        await drag.moveTo(await at(page, "docs", 15, RIGHT, tree));
        expect(await target(page, tree)).toEqual({ item: "docs" });
        await drag.release();
      }
      expect((await snapshot(page, "a")).drops).toEqual([]);
      expect((await snapshot(page, "b")).drops).toEqual([{ kind: "foreign", data: { "text/plain": "a note" }, target: { item: "docs" } }]);
      expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toContain("a note docs");
    },
  );

  it(claim("/features/dnd", "onDropForeignDragObject(dataTransfer, target) receives an accepted foreign drop."), async () => {
    const { page } = await openPage(harness);
    await page.evaluate(async () => {
      window.harness.addDragSource("note", { "text/plain": "a note", "text/uri-list": "https://example.com/" });
      await window.harness.mount("a", { config: { openOnDropDelay: 0, canDropForeignDragObject: () => true, initialState: { expandedItems: ["src"] } } });
    });
    const drag = await dragSource(page, "note");
    await drag.moveTo(await at(page, "lib", 3));
    await drag.release();
    expect((await snapshot(page)).drops).toEqual([
      {
        kind: "foreign",
        data: { "text/plain": "a note", "text/uri-list": "https://example.com/" },
        target: { item: "src", childIndex: 1, insertionIndex: 1, dragLineIndex: 3, dragLineLevel: 1 },
      },
    ]);
  });

  it(
    claim(
      "/features/dnd",
      "When one of the tree's own drags ends outside the tree, the feature calls canDragForeignDragObjectOver with that drag's data, and runs onCompleteForeignDrop only when it returns true.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        const w = window as unknown as { completed: string[][]; asked: string[][] };
        w.completed = [];
        w.asked = [];
        window.harness.addDropZone("zone");
        const config = (accept: string) => ({
          openOnDropDelay: 0,
          createForeignDragObject: (items: Array<{ getId(): string }>) => ({ format: "application/x-own", data: items.map((item) => item.getId()).join(",") }),
          onCompleteForeignDrop: (items: Array<{ getId(): string }>) => void w.completed.push(items.map((item) => item.getId())),
          canDragForeignDragObjectOver: (dataTransfer: DataTransfer) => {
            w.asked.push([...dataTransfer.types]);
            return dataTransfer.types.includes(accept);
          },
        });
        await window.harness.mount("a", { config: config("application/x-other") });
        await window.harness.mount("b", { config: config("application/x-own") });
      });
      for (const tree of ["a", "b"]) {
        const drag = await dragRow(page, "readme.md", tree);
        await drag.moveTo(await zoneCenter(page, "zone"));
        await drag.release();
      }
      expect(await page.evaluate(() => (window as unknown as { asked: string[][] }).asked)).toEqual([["application/x-own"], ["application/x-own"]]);
      // Only b accepts its own format: only b completes.
      expect(await completed(page)).toEqual([["readme.md"]]);
      expect(await page.evaluate(() => window.harness.received("zone").length)).toBe(2);
    },
  );

  it(
    claim(
      "/features/dnd",
      "Two trees exchange items by combining both sides, as in the second demo. The source puts the dragged ids on the drag, the target inserts them and the source removes them afterwards.",
    ),
    async () => {
      const opened = await openPage(harness);
      const { page, problems } = opened;
      await openDemo(opened, "dnd-two-trees");
      const drag = await dragFrom(page, await demoPoint(page, "Mow the lawn"));
      await drag.moveTo(await demoPoint(page, "Errands"));
      await drag.release();
      await expect.poll(() => demoRows(page, 1)).toContain("2 Mow the lawn");
      await expect.poll(async () => (await demoRows(page, 0)).filter((r) => r.endsWith(" Mow the lawn"))).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  it(
    claim(
      "/features/dnd",
      "A tree that both sends and receives drags must therefore accept its own format in canDragForeignDragObjectOver, as the third demo does.",
    ),
    async () => {
      const opened = await openPage(harness);
      const { page, problems } = opened;
      const demo = await openDemo(opened, "dnd-outside");
      const bin = (await demo.locator(".demo-dropzone").boundingBox())!;
      expect((await demoRows(page)).filter((r) => r.endsWith(" Code review"))).toHaveLength(1);
      const drag = await dragFrom(page, await demoPoint(page, "Code review"));
      await drag.moveTo({ x: bin.x + bin.width / 2, y: bin.y + bin.height / 2 });
      await drag.release();
      await expect.poll(async () => (await demoRows(page)).filter((r) => r.endsWith(" Code review"))).toEqual([]);
      await expect.poll(() => demo.locator(".demo-dropzone").textContent()).toContain("Code review");
      expect(problems).toEqual([]);
    },
  );

  it(
    claim("/features/dnd", "The demos show the three situations: moving within a tree, between two trees, and to or from the outside."),
    async () => {
      // Within a tree: the first demo (the other two have tests of their own above).
      const opened = await openPage(harness);
      const { page, problems } = opened;
      await openDemo(opened, "dnd-reorder");
      let drag = await dragFrom(page, await demoPoint(page, "README.md"));
      await drag.moveTo(await demoPoint(page, "src", 3));
      await drag.release();
      await expect.poll(async () => (await demoRows(page))[0]).toBe("1 README.md");
      drag = await dragFrom(page, await demoPoint(page, "package.json"));
      await drag.moveTo(await demoPoint(page, "components"));
      await drag.release();
      await expect.poll(() => demoRows(page)).toContain("3 package.json");
      // After the drops, Tab reaches the tree: the dropped item has the tab stop.
      await expect.poll(() => tabStop(page)).toBe("package.json");
      await tabFromBeforeTheDemo(page);
      await expect.poll(() => focusedLabel(page)).toBe("package.json");
      expect(problems).toEqual([]);
    },
  );
});

describe("/features/dnd: configuration table", () => {
  it(claim("/features/dnd", "Share of a row's height at its top and bottom that means \"between rows\". Default 0.3."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: still });
    const drag = await dragRow(page, "readme.md");
    const seen: string[] = [];
    for (const dy of [0, 8, 9, 21, 22, 29]) {
      await drag.moveTo(await at(page, "docs", dy));
      const t = await target(page);
      seen.push(t && "childIndex" in t ? "between" : "onto");
    }
    // 30 % of 30 px: 9 rows at the top, 8 at the bottom (row 21 is exactly 70 %).
    expect(seen).toEqual(["between", "between", "onto", "onto", "between", "between"]);
    await drag.release();
  });

  it(claim("/features/dnd", "Indentation per level in pixels, for reparenting and the drag line."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { data: { root: ["src", "readme.md"], src: ["lib"], lib: ["print.ts"] }, config: { ...still, indent: 30, initialState: { expandedItems: ["src", "lib"] } } });
    const drag = await dragRow(page, "readme.md");
    // 35 px from the left edge is the second level at 30 px per level; the line is indented 30 px.
    await drag.moveTo(await at(page, "print.ts", 25, 35));
    const s = await snapshot(page);
    expect((s.dnd!.dragTarget as { dragLineLevel: number }).dragLineLevel).toBe(1);
    expect(s.dragLineBox!.x - s.containerBox.x).toBe(30 - 8);
    await drag.release();
  });

  it(claim("/features/dnd", "Milliseconds before a closed folder under the pointer opens; 0 disables. Default 800."), async () => {
    // The page's clock stands still while the pointer moves; the test moves it on.
    const { page } = await openPage(harness, { stoppedClock: true });
    await mount(page, { config: { openOnDropDelay: 300 } });
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "src", 15));
    expect(await openAfter(page, "src", 299)).toBe(false);
    expect(await openAfter(page, "src", 1)).toBe(true);
    await drag.release();
    // Without the option: 800.
    await mount(page);
    expect(await page.evaluate(() => window.harness.tree("a")!.getConfig().openOnDropDelay)).toBe(800);
  });

  it(claim("/features/dnd", "Returns { imgElement, xOffset?, yOffset? } to use as the drag preview."), async () => {
    const { page } = await openPage(harness);
    await page.evaluate(async () => {
      const w = window as unknown as { previews: unknown[] };
      w.previews = [];
      const original = DataTransfer.prototype.setDragImage;
      DataTransfer.prototype.setDragImage = function (image, x, y) {
        w.previews.push([(image as HTMLElement).id, x, y]);
        return original.call(this, image, x, y);
      };
      const preview = document.createElement("div");
      preview.id = "preview";
      preview.textContent = "preview";
      document.body.append(preview);
      await window.harness.mount("a", { config: { openOnDropDelay: 0, setDragImage: () => ({ imgElement: preview, xOffset: 5 }) } });
    });
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "docs", 15));
    await drag.release();
    expect(await page.evaluate(() => (window as unknown as { previews: unknown[] }).previews)).toEqual([["preview", 5, 0]]);
  });

  it(claim("/features/dnd", "The tree's items were dropped outside it."), async () => {
    const { page } = await openPage(harness);
    await page.evaluate(async () => {
      const w = window as unknown as { completed: string[][] };
      w.completed = [];
      window.harness.addDropZone("zone");
      await window.harness.mount("a", { config: { onCompleteForeignDrop: (items) => void w.completed.push(items.map((item) => item.getId())) } });
    });
    const drag = await dragRow(page, "package.json");
    await drag.moveTo(await zoneCenter(page, "zone"));
    await drag.release();
    expect(await completed(page)).toEqual([["package.json"]]);
  });

  it(claim("/features/dnd", "A foreign drag was dropped in the tree."), async () => {
    const { page } = await openPage(harness);
    await page.evaluate(async () => {
      window.harness.addDragSource("note", { "text/plain": "a note" });
      await window.harness.mount("a", { config: { openOnDropDelay: 0, canDropForeignDragObject: () => true } });
    });
    const drag = await dragSource(page, "note");
    await drag.moveTo(await at(page, "src", 15));
    await drag.release();
    expect((await snapshot(page)).drops).toEqual([{ kind: "foreign", data: { "text/plain": "a note" }, target: { item: "src" } }]);
  });

  it(
    claim("/features/dnd", "A drag that leaves a tree carries data for other drop targets, and a tree can accept drags that did not start in it. Both go through the browser's DataTransfer"),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        const w = window as unknown as { transfers: boolean[] };
        w.transfers = [];
        window.harness.addDropZone("zone");
        window.harness.addDragSource("note", { "text/plain": "a note" });
        await window.harness.mount("a", {
          config: {
            openOnDropDelay: 0,
            createForeignDragObject: () => ({ format: "text/plain", data: "from the tree" }),
            canDropForeignDragObject: (dataTransfer) => (w.transfers.push(dataTransfer instanceof DataTransfer), true),
          },
        });
      });
      let drag = await dragRow(page, "readme.md");
      await drag.moveTo(await zoneCenter(page, "zone"));
      await drag.release();
      drag = await dragSource(page, "note");
      await drag.moveTo(await at(page, "docs", 15));
      await drag.release();
      expect(await page.evaluate(() => window.harness.received("zone"))).toEqual([{ "text/plain": "from the tree" }]);
      expect(await page.evaluate(() => (window as unknown as { transfers: boolean[] }).transfers)).toContain(true);
      expect((await snapshot(page)).drops).toEqual([{ kind: "foreign", data: { "text/plain": "a note" }, target: { item: "docs" } }]);
    },
  );
});
