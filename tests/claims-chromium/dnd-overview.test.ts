// Claims of content/dnd/overview.mdx that need a browser: pointer and keyboard drags, the drag
// line and its style, the container, the managed dnd slice and the page's two live demos.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import type { TargetSnapshot } from "./harness/protocol";
import { mount, rowLocator, snapshot, useHarness } from "./support";
import {
  at,
  demoPoint,
  demoRows,
  dragFrom,
  dragRow,
  focusedLabel,
  lastDragover,
  leaveTimersDone,
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

/** Waits until the tree has handled a key press: its DOM focus moves in a timeout. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 0)));

describe("/dnd/overview", () => {
  it(
    claim("/dnd/overview", "Drag and drop lets users move items within a tree with the mouse, and with the keyboard once keyboard drag and drop is added."),
    async () => {
      const { page } = await openPage(harness, { keyboardDragAndDrop: true });
      await mount(page, { config: still });
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 3));
      await drag.release();
      expect((await snapshot(page)).children.root).toEqual(["readme.md", "docs", "src", "package.json"]);
      // The harness tree has keyboardDragAndDropFeature: Ctrl+Shift+D, ↓, Enter.
      await rowLocator(page, "package.json").click();
      await page.keyboard.press("Control+Shift+KeyD");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => window.harness.tree("a")!.getState().dnd === null);
      // Below package.json, above it, into src, above src: Enter drops it there.
      expect((await snapshot(page)).children.root).toEqual(["readme.md", "docs", "package.json", "src"]);
    },
  );

  it(
    claim(
      "/dnd/overview",
      "Headless Tree works out where a drop would land, shows it through item state and a drag line, and tells you when the drop happens; changing your data is your part",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        const w = window as unknown as { told: string[] };
        w.told = [];
        await window.harness.mount("a", { config: { openOnDropDelay: 0, onDrop: (items, target) => void w.told.push(`${items[0]!.getId()} → ${target.item.getId()}`) } });
      });
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 15));
      expect((await snapshot(page)).rows.filter((r) => r.unorderedDragTarget).map((r) => r.id)).toEqual(["docs"]);
      await drag.moveTo(await at(page, "src", 25));
      expect((await snapshot(page)).dragLineBox).not.toBeNull();
      const before = (await snapshot(page)).children;
      await drag.release();
      expect(await page.evaluate(() => (window as unknown as { told: string[] }).told)).toEqual(["readme.md → root"]);
      expect((await snapshot(page)).children).toEqual(before);
    },
  );

  it(
    claim("/dnd/overview", "Add selectionFeature as well, so users can drag several selected items at once; without it only the grabbed item moves."),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(() =>
        window.harness.mount("a", {
          features: [window.harness.core.syncDataLoaderFeature, window.harness.core.hotkeysCoreFeature, window.harness.core.dragAndDropFeature],
          config: { openOnDropDelay: 0 },
        }),
      );
      await rowLocator(page, "package.json").click();
      const drag = await dragRow(page, "readme.md");
      expect((await snapshot(page)).dnd?.draggedItems).toEqual(["readme.md"]);
      await drag.moveTo(await at(page, "docs", 15));
      await drag.release();
      expect((await snapshot(page)).children.docs).toEqual(["intro.md", "guide.md", "faq.md", "readme.md"]);
      // With selectionFeature, two selected items move together.
      await page.evaluate(() => window.harness.mount("a", { config: { openOnDropDelay: 0 } }));
      await rowLocator(page, "package.json").click();
      await rowLocator(page, "readme.md").click({ modifiers: ["Control"] });
      const both = await dragRow(page, "readme.md");
      await both.moveTo(await at(page, "docs", 15));
      await both.release();
      expect((await snapshot(page)).children.docs).toEqual(["intro.md", "guide.md", "faq.md", "package.json", "readme.md"]);
    },
  );

  it(
    claim(
      "/dnd/overview",
      "It is optional for the tree itself, but the drop logic needs it to tell how deep an item lands when it is dropped below the last item of a folder, and the drag line uses it for its indentation.",
    ),
    async () => {
      const { page } = await openPage(harness);
      // print.ts (level 2) is the last child of lib, the last child of src.
      const data = { root: ["src", "readme.md"], src: ["lib"], lib: ["print.ts"] };
      const config = { ...still, initialState: { expandedItems: ["src", "lib"] } };
      const landings: Array<TargetSnapshot | undefined> = [];
      const lines: number[] = [];
      for (const indent of [20, 40]) {
        await mount(page, { data, config: { ...config, indent } });
        const drag = await dragRow(page, "readme.md");
        await drag.moveTo(await at(page, "print.ts", 25, 30));
        landings.push(await target(page));
        const s = await snapshot(page);
        lines.push(s.dragLineBox!.x - s.containerBox.x);
        await drag.release();
      }
      // 30 px from the left edge: the second level with 20 px per level, the first with 40.
      expect(landings).toEqual([
        { item: "src", childIndex: 1, insertionIndex: 1, dragLineIndex: 3, dragLineLevel: 1 },
        { item: "root", childIndex: 1, insertionIndex: 1, dragLineIndex: 3, dragLineLevel: 0 },
      ]);
      expect(lines).toEqual([1 * 20 - 8, 0 * 40 - 8]);
    },
  );

  it(claim("/dnd/overview", "Without it, the drop logic assumes 20 pixels and the drag line moves only 1 pixel per level."), async () => {
    const { page } = await openPage(harness);
    await mount(page, {
      data: { root: ["src", "readme.md"], src: ["lib"], lib: ["print.ts"] },
      config: { ...still, indent: undefined, initialState: { expandedItems: ["src", "lib"] } },
    });
    const drag = await dragRow(page, "readme.md");
    const seen: Array<[number, number]> = [];
    for (const x of [19, 20]) {
      await drag.moveTo(await at(page, "print.ts", 25, x));
      const s = await snapshot(page);
      seen.push([(s.dnd!.dragTarget as { dragLineLevel: number }).dragLineLevel, s.dragLineBox!.x - s.containerBox.x]);
    }
    expect(seen).toEqual([
      [0, 0 - 8],
      [1, 1 - 8],
    ]);
    await drag.release();
  });

  it(claim("/dnd/overview", "Handle onDrop, which receives the dropped items and where they were dropped."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: still });
    await rowLocator(page, "package.json").click();
    await rowLocator(page, "readme.md").click({ modifiers: ["Control"] });
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "src", 27));
    await drag.release();
    expect((await snapshot(page)).drops).toEqual([
      { kind: "items", items: ["package.json", "readme.md"], target: { item: "root", childIndex: 2, insertionIndex: 2, dragLineIndex: 2, dragLineLevel: 0 } },
    ]);
  });

  it(
    claim(
      "/dnd/overview",
      "More options of DragAndDropFeatureConfig decide where items may go (canReorder, reorderAreaPercentage, canDrag, canDrop), when a closed folder opens under a drag (openOnDropDelay) and what a drag carries (draggedItemOverwritesSelection).",
    ),
    async () => {
      const { page } = await openPage(harness);
      /** The target over row 10 of docs and over the middle of src, with readme.md dragged. */
      const outcome = async () => {
        const drag = await dragRow(page, "readme.md");
        const carried = (await snapshot(page)).dnd?.draggedItems ?? null;
        await drag.moveTo(await at(page, "docs", 10));
        const overDocs = await target(page);
        await drag.moveTo(await at(page, "package.json", 15));
        await drag.moveTo(await at(page, "src", 15));
        const overSrc = await target(page);
        await drag.cancel();
        await leaveTimersDone(page);
        return { carried, overDocs: overDocs && ("childIndex" in overDocs ? "between" : `onto ${overDocs.item}`), overSrc: overSrc && ("childIndex" in overSrc ? "between" : `onto ${overSrc.item}`) };
      };
      await mount(page, { config: still });
      expect(await outcome()).toEqual({ carried: ["readme.md"], overDocs: "onto docs", overSrc: "onto src" });
      await mount(page, { config: { ...still, reorderAreaPercentage: 0.4 } });
      expect((await outcome()).overDocs).toBe("between");
      await mount(page, { config: { ...still, canReorder: false } });
      expect((await outcome()).overDocs).toBe("onto docs");
      await page.evaluate(() => window.harness.mount("a", { config: { openOnDropDelay: 0, canDrop: (_items, target) => target.item.getId() !== "src" } }));
      expect((await outcome()).overSrc).toBe("between");
      await page.evaluate(() => window.harness.mount("a", { config: { openOnDropDelay: 0, canDrag: () => false } }));
      // No drag starts: the pointer moves over docs without a single dragover.
      const dragovers = () => page.evaluate(() => (window as unknown as { dragovers: number }).dragovers);
      const before = await dragovers();
      const from = await at(page, "readme.md", 15);
      const to = await at(page, "docs", 15);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 6 });
      await page.mouse.up();
      expect(await dragovers()).toBe(before);
      expect((await snapshot(page)).dnd ?? null).toBeNull();
      await mount(page, { config: { ...still, draggedItemOverwritesSelection: false, initialState: { selectedItems: ["package.json"] } } });
      expect((await outcome()).carried).toEqual(["package.json"]);
      // openOnDropDelay: src opens while the pointer rests on its middle.
      await mount(page, { config: { openOnDropDelay: 200 } });
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "src", 15));
      await page.waitForFunction(() => window.harness.tree("a")!.getItemInstance("src").isExpanded(), null, { polling: 10 });
      await drag.release();
    },
  );

  it(
    claim(
      "/dnd/overview",
      "While a drag is running, the tree keeps it in the dnd state slice, a DndState with the dragged items, the item under the pointer and the current drop target, both as of the last position the tree allowed.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { ...still, initialState: { expandedItems: ["docs"] } } });
      const drag = await dragRow(page, "docs");
      for (let attempt = 1; ; attempt++) {
        await drag.moveTo(await at(page, "src", 15));
        expect((await snapshot(page)).dnd).toEqual({ draggedItems: ["docs"], draggingOverItem: "src", dragTarget: { item: "src" } });
        // Over its own child, refused: both stay as they were over src.
        await drag.moveTo(await at(page, "guide.md", 15));
        expect((await lastDragover(page))?.accepted).toBe(false);
        const dnd = (await snapshot(page)).dnd;
        // Leaving src started the tree's 100 ms dragleave timer, which clears both. It runs
        // after the first dragover on guide.md unless the machine is too busy: then try again.
        if (!dnd?.dragTarget && attempt < 5) continue;
        expect(dnd).toEqual({ draggedItems: ["docs"], draggingOverItem: "src", dragTarget: { item: "src" } });
        break;
      }
      await drag.release();
    },
  );

  it(claim("/dnd/overview", "Like every slice it can be managed by your component through state.dnd and setDndState."), async () => {
    const opened = await openPage(harness);
    const { page, problems } = opened;
    await openFixture(
      opened,
      `
      import { createOnDropHandler, dragAndDropFeature, hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature, type DndState } from "@headless-tree/core";
      import { useTree } from "@headless-tree/react";
      import { createElement as h, useState } from "react";
      import { createRoot } from "react-dom/client";
      const children: Record<string, string[]> = { root: ["docs", "readme.md"], docs: ["intro.md"] };
      const seen: unknown[] = ((window as any).seenDnd = []);
      function App() {
        const [dnd, setDnd] = useState<DndState<string> | null | undefined>(null);
        const tree = useTree<string>({
          rootItemId: "root",
          getItemName: (item) => item.getId(),
          isItemFolder: (item) => item.getId() in children,
          dataLoader: { getItem: (id) => id, getChildren: (id) => children[id] ?? [] },
          openOnDropDelay: 0,
          state: { dnd },
          setDndState: (value) => {
            seen.push(value && typeof value === "object" ? { dragged: value.draggedItems?.map((i) => i.getId()), target: value.dragTarget?.item.getId() } : value);
            setDnd(value);
          },
          onDrop: createOnDropHandler((parent, newChildren) => void (children[parent.getId()] = newChildren)),
          features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
        });
        (window as any).managedDnd = dnd;
        return h("div", { ...tree.getContainerProps("Managed"), style: { width: 300 } },
          tree.getItems().map((item) => h("div", { ...item.getProps(), key: item.getId(), "data-mid": item.getId(), style: { height: 30 } }, item.getItemName())));
      }
      const el = document.createElement("div");
      document.body.prepend(el);
      createRoot(el).render(h(App));
    `,
    );
    const point = async (id: string) => {
      const box = (await page.locator(`[data-mid="${id}"]`).boundingBox())!;
      return { x: box.x + RIGHT, y: box.y + 15 };
    };
    const drag = await dragFrom(page, await point("readme.md"));
    await drag.moveTo(await point("docs"));
    expect(await page.evaluate(() => (window as any).managedDnd?.dragTarget?.item.getId())).toBe("docs");
    await drag.release();
    await leaveTimersDone(page);
    const seen = await page.evaluate(() => (window as any).seenDnd);
    expect(seen[0]).toEqual({ dragged: ["readme.md"], target: undefined });
    expect(seen).toContainEqual({ dragged: ["readme.md"], target: "docs" });
    expect(seen.at(-1)).toBeNull();
    expect(await page.evaluate(() => (window as any).managedDnd)).toBeNull();
    await page.waitForFunction(() => document.querySelectorAll("[data-mid]").length === 1);
    expect(problems).toEqual([]);
  });

  it(
    claim(
      "/dnd/overview",
      "Dropping onto the container outside of any item puts the items into the root item, so with a min-height users can still drop into a tree that has become empty.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        await window.harness.mount("a", {
          config: {
            openOnDropDelay: 0,
            createForeignDragObject: (items) => ({ format: "text/plain", data: items.map((item) => item.getId()).join(",") }),
          },
        });
        await window.harness.mount("b", { data: { root: [] }, config: { canDropForeignDragObject: () => true } });
      });
      const empty = (await snapshot(page, "b")).containerBox;
      expect(empty.height).toBe(120);
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo({ x: empty.x + 100, y: empty.y + 60 });
      await drag.release();
      expect((await snapshot(page, "b")).drops).toEqual([{ kind: "foreign", data: { "text/plain": "readme.md" }, target: { item: "root" } }]);
    },
  );

  it(claim("/dnd/overview", "In 1.7.0 a drop of the tree's own items there does not end its drag state"), async () => {
    const { page } = await openPage(harness);
    await mount(page, { data: { root: ["docs", "readme.md"], docs: ["intro.md"] }, config: still });
    const s = await snapshot(page);
    const drag = await dragRow(page, "docs");
    await drag.moveTo({ x: s.containerBox.x + RIGHT, y: s.containerBox.y + s.containerBox.height - 5 });
    await drag.release();
    await leaveTimersDone(page);
    expect((await snapshot(page)).children.root).toEqual(["readme.md", "docs"]);
    expect((await snapshot(page)).dnd).toEqual({ draggedItems: ["docs"] });
  });

  it(
    claim(
      "/dnd/overview",
      "{ item }: the items go into item (a folder, with the default canDrop) without a particular position: they were dropped onto it, or onto the lower part of an open folder's row",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { ...still, initialState: { expandedItems: ["src"] } } });
      for (const [source, id, dy] of [["readme.md", "docs", 15], ["package.json", "src", 25]] as const) {
        const drag = await dragRow(page, source);
        await drag.moveTo(await at(page, id, dy));
        await drag.release();
      }
      const after = await snapshot(page);
      expect(after.drops.map((d) => d.target)).toEqual([{ item: "docs" }, { item: "src" }]);
      // "The helpers below append them after the existing children."
      expect(after.children.docs).toEqual(["intro.md", "guide.md", "faq.md", "readme.md"]);
    },
  );

  it(claim("/dnd/overview", "The helpers below append them after the existing children."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: { ...still, initialState: { expandedItems: ["src"] } } });
    const drag = await dragRow(page, "docs");
    await drag.moveTo(await at(page, "src", 25));
    await drag.release();
    expect((await snapshot(page)).children.src).toEqual(["index.ts", "lib", "app.ts", "docs"]);
  });

  it(
    claim("/dnd/overview", "the items were dropped between two items. item is the folder they land in, and the numbers say where."),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { ...still, initialState: { expandedItems: ["src"] } } });
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "lib", 3));
      await drag.release();
      const after = await snapshot(page);
      expect(after.drops.map((d) => d.target)).toEqual([{ item: "src", childIndex: 1, insertionIndex: 1, dragLineIndex: 3, dragLineLevel: 1 }]);
      expect(after.children.src).toEqual(["index.ts", "readme.md", "lib", "app.ts"]);
    },
  );

  it(
    claim("/dnd/overview", "With the pointer, this shape only occurs while canReorder is true; keyboard drag and drop produces it either way"),
    async () => {
      const { page } = await openPage(harness, { keyboardDragAndDrop: true });
      await mount(page, { config: { ...still, canReorder: false, initialState: { expandedItems: ["src"] } } });
      const drag = await dragRow(page, "readme.md");
      const seen: Array<TargetSnapshot | undefined> = [];
      for (const id of ["docs", "src", "index.ts", "lib", "app.ts"]) {
        for (const dy of [0, 5, 15, 25, 29]) {
          await drag.moveTo(await at(page, id, dy));
          seen.push(await target(page));
        }
      }
      expect(seen.filter((t) => t && "childIndex" in t)).toEqual([]);
      await drag.cancel();
      await leaveTimersDone(page);
      expect((await snapshot(page)).dnd).toBeNull();
      // The keyboard: the first position after Ctrl+Shift+D is already between items.
      await rowLocator(page, "package.json").click();
      await page.keyboard.press("Control+Shift+KeyD");
      await page.waitForFunction(() => !!window.harness.tree("a")!.getState().dnd?.dragTarget);
      const between = { item: "root", childIndex: 3, insertionIndex: 2, dragLineIndex: 6, dragLineLevel: 0 };
      expect(await target(page)).toEqual(between);
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => window.harness.tree("a")!.getState().dnd === null);
      expect((await snapshot(page)).drops).toEqual([{ kind: "items", items: ["package.json"], target: between }]);
    },
  );

  it(
    claim(
      "/dnd/overview",
      "In a folder with the children a, b, c, d and e, dragging a and b into the gap between d and e gives a childIndex of 4 but an insertionIndex of 2: once a and b are taken out, the list is c, d, e, and index 2 is in front of e.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { data: { root: ["a", "b", "c", "d", "e"] }, config: still });
      await rowLocator(page, "a").click();
      await rowLocator(page, "b").click({ modifiers: ["Control"] });
      const drag = await dragRow(page, "a");
      await drag.moveTo(await at(page, "e", 3));
      await drag.release();
      const after = await snapshot(page);
      expect(after.drops.map((d) => d.target)).toEqual([{ item: "root", childIndex: 4, insertionIndex: 2, dragLineIndex: 4, dragLineLevel: 0 }]);
      expect(after.children.root).toEqual(["c", "d", "a", "b", "e"]);
    },
  );

  it(claim("/dnd/overview", "For items that come from somewhere else, both numbers are equal."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { data: { root: ["x", "f"], f: ["a", "b", "c", "d", "e"] }, config: { ...still, initialState: { expandedItems: ["f"] } } });
    const drag = await dragRow(page, "x");
    await drag.moveTo(await at(page, "e", 3));
    await drag.release();
    expect((await snapshot(page)).drops.map((d) => d.target)).toEqual([{ item: "f", childIndex: 4, insertionIndex: 4, dragLineIndex: 6, dragLineLevel: 1 }]);
  });

  it(claim("/dnd/overview", "The two differ when items move down within the same folder."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { data: { root: ["a", "b", "c", "d", "e"] }, config: still });
    // b down in front of e, then (in a, c, d, b, e) d up in front of a.
    for (const [from, to] of [["b", "e"], ["d", "a"]]) {
      const drag = await dragRow(page, from!);
      await drag.moveTo(await at(page, to!, 3));
      await drag.release();
    }
    const after = await snapshot(page);
    expect(after.drops.map((d) => d.target)).toEqual([
      { item: "root", childIndex: 4, insertionIndex: 3, dragLineIndex: 4, dragLineLevel: 0 },
      { item: "root", childIndex: 0, insertionIndex: 0, dragLineIndex: 0, dragLineLevel: 0 },
    ]);
    expect(after.children.root).toEqual(["d", "a", "c", "b", "e"]);
  });

  it(
    claim("/dnd/overview", "dragLineIndex and dragLineLevel describe the drag line: the position in the flat list of visible items where it is drawn, and how deeply it is indented."),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { ...still, initialState: { expandedItems: ["src", "lib"] } } });
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "print.ts", 3));
      const s = await snapshot(page);
      const t = s.dnd!.dragTarget as Extract<TargetSnapshot, { dragLineIndex: number }>;
      expect([t.dragLineIndex, t.dragLineLevel]).toEqual([5, 2]);
      expect(s.dragLineBox!.y).toBe(s.rows[5]!.box.y - 1);
      expect(s.dragLineBox!.x).toBe(s.containerBox.x + 2 * 20 - 8);
      await drag.release();
    },
  );

  it(claim("/dnd/overview", "The container props handle drops on the empty area of the tree."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { data: { root: ["docs", "readme.md"], docs: ["intro.md"] }, config: { ...still, initialState: { expandedItems: ["docs"] } } });
    const s = await snapshot(page);
    const drag = await dragRow(page, "intro.md");
    await drag.moveTo({ x: s.containerBox.x + RIGHT, y: s.containerBox.y + s.containerBox.height - 5 });
    await drag.release();
    expect((await snapshot(page)).drops).toEqual([{ kind: "items", items: ["intro.md"], target: { item: "root" } }]);
  });

  it(
    claim(
      "/dnd/overview",
      "The one element you add is the drag line, which shows where a drop between items would land.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: still });
      expect((await snapshot(page)).dragLineBox).toBeNull();
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "src", 3));
      const s = await snapshot(page);
      expect(s.dragLineBox).toEqual({ x: s.containerBox.x - 8, y: s.rows[1]!.box.y - 1, width: 308, height: 2 });
      await drag.release();
      expect((await snapshot(page)).children.root).toEqual(["docs", "readme.md", "src", "package.json"]);
    },
  );

  it(
    claim(
      "/dnd/overview",
      "The style hides the element while there is nothing to show and otherwise places it absolutely over the gap, so the class only needs to give it a look",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: still });
      expect((await snapshot(page)).dragLineStyle).toEqual({ display: "none" });
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 15));
      expect((await snapshot(page)).dragLineStyle).toEqual({ display: "none" });
      await drag.moveTo(await at(page, "docs", 25));
      const s = await snapshot(page);
      expect(s.dragLineStyle).toEqual({ position: "absolute", top: "29px", left: "-8px", width: "308px", pointerEvents: "none" });
      await drag.release();
    },
  );

  it(claim("/dnd/overview", "getDragLineStyle takes two optional offsets in pixels, for the top (default -1) and the left edge (default -8)."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: { ...still, initialState: { expandedItems: ["src"] } } });
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "lib", 3));
    const styles = await page.evaluate(() => {
      const tree = window.harness.tree("a")!;
      return [tree.getDragLineStyle(), tree.getDragLineStyle(-1, -8), tree.getDragLineStyle(5, 10)];
    });
    // lib is row 3 (top 90 px), level 1 (20 px).
    expect(styles[0]).toEqual(styles[1]);
    expect(styles[0]).toMatchObject({ top: "89px", left: "12px", width: "288px" });
    expect(styles[2]).toMatchObject({ top: "95px", left: "30px", width: "270px" });
    await drag.release();
  });

  it(
    claim(
      "/dnd/overview",
      "getDragLineData returns the raw numbers, indent, top, left and width, relative to the container, if you draw the line some other way. Its indent is not in pixels: it is the level the items land on.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { ...still, initialState: { expandedItems: ["src", "lib"] } } });
      const drag = await dragRow(page, "readme.md");
      const data = [];
      for (const [id, dy] of [["docs", 3], ["lib", 3], ["print.ts", 27]] as const) {
        await drag.moveTo(await at(page, id, dy));
        data.push(await page.evaluate(() => window.harness.tree("a")!.getDragLineData()));
      }
      // docs: top of row 0, level 0; lib: top of row 3, level 1; below print.ts (row 5): level 2.
      expect(data).toEqual([
        { indent: 0, top: 0, left: 0, width: 300 },
        { indent: 1, top: 90, left: 20, width: 280 },
        { indent: 2, top: 180, left: 40, width: 260 },
      ]);
      await drag.release();
    },
  );

  it(
    claim(
      "/dnd/overview",
      "The line's position is measured from the container, which the container props make position: relative through their style. A style of your own written after the spread replaces that object, and the line is then placed against some outer element, far from the gap",
    ),
    async () => {
      // The page's sample as a reader copies it, and the same sample with the container's style
      // replaced, each below 200 px of other content, dragged alike.
      const sample = pageFence("/dnd/overview", "dnd-tree-view.tsx");
      const spread = "style={{ ...containerProps.style, minHeight: \"8rem\" }}";
      expect(sample).toContain(spread);
      const opened = await openPage(harness);
      const { page, problems } = opened;
      await openFixture(
        opened,
        `
        import { DndTreeView as Merged } from "fence:merged";
        import { DndTreeView as Replaced } from "fence:replaced";
        import { dragAndDropFeature, hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
        import { useTree } from "@headless-tree/react";
        import { createElement as h } from "react";
        import { createRoot } from "react-dom/client";
        const children: Record<string, string[]> = { root: ["Flights", "Hotel", "Museum", "Dinner"] };
        function Plan({ View }: { View: typeof Merged }) {
          const tree = useTree<string>({
            rootItemId: "root",
            getItemName: (item) => item.getId(),
            isItemFolder: (item) => item.getId() in children,
            canReorder: true,
            onDrop: () => {},
            dataLoader: { getItem: (id) => id, getChildren: (id) => children[id] ?? [] },
            features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
          });
          return h(View, { tree });
        }
        const el = document.createElement("div");
        el.innerHTML = "<style>#samples{display:flex;gap:20px;margin-top:200px}#samples [role=treeitem]{width:200px;height:30px}.drag-line{height:2px;margin-top:-1px}</style>";
        document.body.prepend(el);
        const row = el.appendChild(document.createElement("div"));
        row.id = "samples";
        createRoot(row).render([h("div", { id: "merged", key: "m" }, h(Plan, { View: Merged })), h("div", { id: "replaced", key: "r" }, h(Plan, { View: Replaced }))]);
      `,
        { "fence:merged": sample, "fence:replaced": sample.replace(spread, "style={{ minHeight: \"8rem\" }}") },
      );
      const lineOffGap = async (id: string) => {
        const box = async (name: string) => (await page.locator(`#${id}`).getByRole("treeitem", { name, exact: true }).boundingBox())!;
        const [dinner, hotel] = [await box("Dinner"), await box("Hotel")];
        const drag = await dragFrom(page, { x: dinner.x + 150, y: dinner.y + 15 });
        // 2 px below the top of Hotel: the gap between Flights and Hotel.
        await drag.moveTo({ x: hotel.x + 150, y: hotel.y + 2 });
        const line = await page.locator(`#${id} .drag-line`).evaluate((el) => {
          const box = el.getBoundingClientRect();
          return { position: getComputedStyle(el.parentElement!).position, middle: (box.top + box.bottom) / 2 };
        });
        await drag.release();
        return { container: line.position, off: Math.round(Math.abs(line.middle - hotel.y)) };
      };
      const merged = await lineOffGap("merged");
      expect(merged.container).toBe("relative");
      expect(merged.off).toBeLessThanOrEqual(2);
      const replaced = await lineOffGap("replaced");
      expect(replaced.container).toBe("static");
      expect(replaced.off).toBeGreaterThan(150);
      expect(problems).toEqual([]);
    },
  );

  it(
    claim("/dnd/overview", "To highlight the folder that would receive a drop, use item.isDragTarget(), or item.isUnorderedDragTarget() for drops right onto an item"),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { ...still, initialState: { expandedItems: ["src"] } } });
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "lib", 3));
      let rows = (await snapshot(page)).rows;
      expect([rows.filter((r) => r.dragTarget).map((r) => r.id), rows.filter((r) => r.unorderedDragTarget).map((r) => r.id)]).toEqual([["src"], []]);
      await drag.moveTo(await at(page, "docs", 15));
      rows = (await snapshot(page)).rows;
      expect([rows.filter((r) => r.dragTarget).map((r) => r.id), rows.filter((r) => r.unorderedDragTarget).map((r) => r.id)]).toEqual([["docs"], ["docs"]]);
      await drag.release();
    },
  );

  it(
    claim(
      "/dnd/overview",
      "Adding keyboardDragAndDropFeature lets them pick up the selected items and the focused one with Ctrl+Shift+D, move the drop position with the arrow keys and drop with Enter; the drop goes through the same onDrop.",
    ),
    async () => {
      const { page } = await openPage(harness, { keyboardDragAndDrop: true });
      await mount(page, { config: { ...still, initialState: { selectedItems: ["docs"] } } });
      await rowLocator(page, "readme.md").click({ modifiers: ["Control"] });
      await rowLocator(page, "package.json").focus();
      await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("package.json").setFocused()));
      await page.keyboard.press("Control+Shift+KeyD");
      await page.waitForFunction(() => !!window.harness.tree("a")!.getState().dnd?.dragTarget);
      expect((await snapshot(page)).dnd?.draggedItems).toEqual(["docs", "readme.md", "package.json"]);
      // Below package.json, then ↑ moves the position up: onto package.json... then above it.
      const positions: Array<TargetSnapshot | undefined> = [await target(page)];
      for (const key of ["ArrowUp", "ArrowUp", "ArrowUp"]) {
        await page.keyboard.press(key);
        await settle(page);
        positions.push(await target(page));
      }
      expect(positions).toEqual([
        { item: "root", childIndex: 3, insertionIndex: 1, dragLineIndex: 3, dragLineLevel: 0 },
        { item: "root", childIndex: 2, insertionIndex: 1, dragLineIndex: 2, dragLineLevel: 0 },
        { item: "src" },
        { item: "root", childIndex: 1, insertionIndex: 0, dragLineIndex: 1, dragLineLevel: 0 },
      ]);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => window.harness.tree("a")!.getState().dnd === null);
      const after = await snapshot(page);
      expect(after.drops).toEqual([{ kind: "items", items: ["docs", "readme.md", "package.json"], target: { item: "src" } }]);
      expect(after.children.src).toEqual(["index.ts", "lib", "app.ts", "docs", "readme.md", "package.json"]);
    },
  );

  it(
    claim(
      "/dnd/overview",
      "Render AssistiveTreeDescription from @headless-tree/react to announce the start, each new drop position and the drop to screen readers.",
    ),
    async () => {
      const opened = await openPage(harness);
      const { page, problems } = opened;
      await openFixture(
        opened,
        `
        import { dragAndDropFeature, hotkeysCoreFeature, keyboardDragAndDropFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
        import { AssistiveTreeDescription, useTree } from "@headless-tree/react";
        import { createElement as h } from "react";
        import { createRoot } from "react-dom/client";
        const children: Record<string, string[]> = { root: ["docs", "readme.md"], docs: ["intro.md"] };
        function App() {
          const tree = useTree<string>({
            rootItemId: "root",
            getItemName: (item) => item.getId(),
            isItemFolder: (item) => item.getId() in children,
            dataLoader: { getItem: (id) => id, getChildren: (id) => children[id] ?? [] },
            features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature, keyboardDragAndDropFeature],
          });
          return h("div", null,
            h("div", tree.getContainerProps("Announced"), tree.getItems().map((item) => h("div", { ...item.getProps(), key: item.getId(), "data-aid": item.getId() }, item.getItemName()))),
            h(AssistiveTreeDescription, { tree, id: "announcer" }));
        }
        const el = document.createElement("div");
        document.body.prepend(el);
        createRoot(el).render(h(App));
      `,
      );
      const said = () => page.locator("#announcer").textContent();
      await page.locator('[data-aid="readme.md"]').click();
      expect(await page.locator("#announcer").getAttribute("aria-live")).toBe("assertive");
      const steps = [await said()];
      for (const key of ["Control+Shift+KeyD", "ArrowUp", "ArrowUp", "Enter"]) {
        await page.keyboard.press(key);
        await settle(page);
        steps.push(await said());
      }
      expect(steps).toEqual([
        "Press Control+Shift+KeyD to move selected items",
        "Dragging readme.md. Current position: 2 of 2 in root. Press ArrowUp and ArrowDown to move up or down, Enter to drop, Escape to abort.",
        "readme.md, 1 of 2 in root",
        "readme.md, in docs",
        "Drag completed. Press Control+Shift+KeyD to move selected items",
      ]);
      expect(problems).toEqual([]);
    },
  );
});

describe("/dnd/overview: the live demos", () => {
  it(claim("/dnd/overview", "The demo at the top of this page has both"), async () => {
    const opened = await openPage(harness);
    const { page, problems } = opened;
    const demo = await openDemo(opened, "dnd-comprehensive");
    const announcer = demo.locator('[aria-live="assertive"]');
    expect(await announcer.textContent()).toBe("Press Control+Shift+KeyD to move selected items");
    await demo.getByRole("treeitem", { name: "Budget.xlsx" }).click();
    await page.keyboard.press("Control+Shift+KeyD");
    await expect.poll(() => announcer.textContent()).toMatch(/^Dragging Budget\.xlsx\./);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect.poll(() => announcer.textContent()).toMatch(/^Drag completed/);
    await expect.poll(() => demoRows(page)).toContain("2 Budget.xlsx");
    expect(problems).toEqual([]);
  });

  it("dnd-comprehensive: after a pointer drop and after a drag out of the focused item, Tab still reaches the tree", async () => {
    const opened = await openPage(harness);
    const { page, problems } = opened;
    const demo = await openDemo(opened, "dnd-comprehensive");
    // A pointer drop: the dropped item takes the focus.
    let drag = await dragFrom(page, await demoPoint(page, "Ride tram 28"));
    await drag.moveTo(await demoPoint(page, "Packing"));
    await drag.release();
    await expect.poll(() => tabStop(page)).toBe("Ride tram 28");
    // Dragging the focused item out onto the drop zone removes it: the first row takes the focus.
    const zone = (await demo.getByText("Drop items here to remove them from the tree").boundingBox())!;
    await demo.getByRole("treeitem", { name: "Passport" }).click();
    drag = await dragFrom(page, await demoPoint(page, "Passport"));
    await drag.moveTo({ x: zone.x + zone.width / 2, y: zone.y + zone.height / 2 });
    await drag.release();
    await expect.poll(() => demo.getByText(/^Received:/).textContent()).toBe("Received: Passport");
    await expect.poll(() => tabStop(page)).toBe("Lisbon");
    await tabFromBeforeTheDemo(page);
    await expect.poll(() => focusedLabel(page)).toBe("Lisbon");
    expect(problems).toEqual([]);
  });

  it("dnd-drop-handler: a drop moves the items and Tab reaches the tree afterwards", async () => {
    const opened = await openPage(harness);
    const { page, problems } = opened;
    await openDemo(opened, "dnd-drop-handler");
    const drag = await dragFrom(page, await demoPoint(page, "dessert"));
    await drag.moveTo(await demoPoint(page, "curry", 3));
    await drag.release();
    await expect.poll(async () => (await demoRows(page)).slice(-3)).toEqual(["2 dessert", "2 curry", "2 rice"]);
    // The tree moves the focus to the dropped item once onDrop has finished.
    await expect.poll(() => tabStop(page)).toBe("dessert");
    await expect.poll(() => focusedLabel(page)).toBe("dessert");
    await tabFromBeforeTheDemo(page);
    await expect.poll(() => focusedLabel(page)).toBe("dessert");
    expect(problems).toEqual([]);
  });
});
