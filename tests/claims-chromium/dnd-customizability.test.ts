// Claims of content/dnd/customizability.mdx, with real pointer drags and keys in Chromium.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim.ts";
import { afterDragOver, centreOf, dragFrom, highlighted, pointerDrag, takeLog, watchDragOvers } from "./drag-sources.ts";
import { advanceClock, leaveTimersDone, openPage } from "./pointer-dnd.ts";
import { keyMovesFocus, nextFrame, pointOf, rowLocator, snapshot, useHarness } from "./support.ts";

const harness = useHarness();

/** The ids of a snapshot's drop target, as `tree.getDragTarget()` holds it. */
const targetOf = (s: Awaited<ReturnType<typeof snapshot>>) => s.dnd?.dragTarget;

describe("/dnd/customizability: defaults", () => {
  it(claim("/dnd/customizability", "Out of the box, any item can be dragged into any folder and between any two items."), async () => {
    const { page, problems } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { expandedItems: ["docs"] } } }));
    await watchDragOvers(page);
    let drag = await pointerDrag(page, "readme.md", { id: "src", y: 0.5 });
    expect(await afterDragOver(page, { id: "src", y: 0.5 })).toMatchObject({ offered: true });
    await drag.release();
    drag = await pointerDrag(page, "package.json", { id: "guide.md", y: 0.1 });
    expect(await afterDragOver(page, { id: "guide.md", y: 0.1 })).toMatchObject({ offered: true });
    await drag.release();
    const { drops, children } = await snapshot(page);
    expect(drops.map((drop) => drop.target)).toEqual([
      { item: "src" },
      { item: "docs", childIndex: 1, insertionIndex: 1, dragLineIndex: 2, dragLineLevel: 1 },
    ]);
    expect(children.src).toEqual(["index.ts", "lib", "app.ts", "readme.md"]);
    expect(children.docs).toEqual(["intro.md", "package.json", "guide.md", "faq.md"]);
    expect(problems).toEqual([]);
  });
});

describe("/dnd/customizability: canReorder false", () => {
  const mountNoReorder = (page: import("playwright-core").Page) =>
    page.evaluate(() => window.harness.mount("a", { config: { canReorder: false, initialState: { expandedItems: ["docs", "src", "lib"] } } }));

  it(claim("/dnd/customizability", "A pointer drag can then only drop items into folders, never between two items."), async () => {
    const { page } = await harness.open();
    await mountNoReorder(page);
    await watchDragOvers(page);
    const drag = await pointerDrag(page, "intro.md");
    // Every zone of a folder and of a leaf in another folder: the folder itself, never an ordered target.
    for (const at of [
      { id: "src", y: 0.1 },
      { id: "src", y: 0.5 },
      { id: "src", y: 0.9 },
      { id: "index.ts", y: 0.1 },
      { id: "app.ts", y: 0.9, x: 2 },
      { id: "print.ts", y: 0.9, x: 2 },
    ]) {
      await drag.moveTo(at);
      const seen = await afterDragOver(page, at);
      expect(seen.offered).toBe(true);
      expect(Object.keys(targetOf(seen.trees.a!)!)).toEqual(["item"]);
    }
    await drag.release();
    expect((await snapshot(page)).drops.map((drop) => drop.target)).toEqual([{ item: "lib" }]);
  });

  it(claim("/dnd/customizability", "Hovering over a folder targets that folder."), async () => {
    const { page } = await harness.open();
    await mountNoReorder(page);
    await watchDragOvers(page);
    const drag = await pointerDrag(page, "intro.md");
    for (const [id, y] of [["src", 0.1], ["lib", 0.9], ["docs", 0.5]] as const) {
      await drag.moveTo({ id, y });
      const seen = await afterDragOver(page, { id, y });
      expect(seen.offered).toBe(true);
      expect(targetOf(seen.trees.a!)).toEqual({ item: id });
    }
    await drag.release();
    expect((await snapshot(page)).children.docs).toEqual(["guide.md", "faq.md", "intro.md"]);
  });

  it(
    claim("/dnd/customizability", "Hovering over any other item targets the folder the item is in, unless one of the dragged items is already inside that folder: then the position is refused."),
    async () => {
      const { page } = await harness.open();
      await mountNoReorder(page);
      await watchDragOvers(page);
      // intro.md is not inside src: a leaf of src targets src.
      let drag = await pointerDrag(page, "intro.md", { id: "app.ts", y: 0.5 });
      let seen = await afterDragOver(page, { id: "app.ts", y: 0.5 });
      expect(seen.offered).toBe(true);
      expect(targetOf(seen.trees.a!)).toEqual({ item: "src" });
      await drag.release();
      expect((await snapshot(page)).drops.map((drop) => drop.target)).toEqual([{ item: "src" }]);
      // parse.ts is inside src (two levels down): the same leaf is refused, and nothing is dropped.
      drag = await pointerDrag(page, "parse.ts", { id: "index.ts", y: 0.5 });
      seen = await afterDragOver(page, { id: "index.ts", y: 0.5 });
      expect(seen.offered).toBe(false);
      await drag.release();
      expect((await snapshot(page)).drops).toHaveLength(1);
    },
  );

  it(
    claim("/dnd/customizability", "So a leaf at the top level never takes a drop (every item is inside the root), and neither do the siblings of a dragged item."),
    async () => {
      const { page } = await harness.open();
      await mountNoReorder(page);
      await watchDragOvers(page);
      const drag = await pointerDrag(page, "intro.md");
      for (const at of [
        { id: "package.json", y: 0.5 },
        { id: "readme.md", y: 0.9 },
        { id: "guide.md", y: 0.5 },
        { id: "faq.md", y: 0.1 },
      ]) {
        await drag.moveTo({ id: "src", y: 0.5 });
        await drag.moveTo(at);
        expect((await afterDragOver(page, at)).offered, at.id).toBe(false);
      }
      // A dragged item from deep inside the tree: the top-level leaves still refuse it.
      await drag.release();
      const second = await pointerDrag(page, "print.ts", { id: "package.json", y: 0.5 });
      expect((await afterDragOver(page, { id: "package.json", y: 0.5 })).offered).toBe(false);
      await second.release();
      expect((await snapshot(page)).drops).toEqual([]);
    },
  );

  it(
    claim("/dnd/customizability", "With the pointer, the drop target is therefore always the simple { item } shape described under the drop event, and there is no drag line to render."),
    async () => {
      const { page } = await harness.open();
      await mountNoReorder(page);
      await watchDragOvers(page);
      const drag = await pointerDrag(page, "readme.md");
      for (const at of [
        { id: "docs", y: 0.05 },
        { id: "intro.md", y: 0.1 },
        { id: "faq.md", y: 0.95, x: 2 },
        { id: "lib", y: 0.2 },
        { id: "app.ts", y: 0.9 },
      ]) {
        await drag.moveTo(at);
        const { trees } = await afterDragOver(page, at);
        expect(Object.keys(targetOf(trees.a!)!)).toEqual(["item"]);
        expect(trees.a!.dragLineStyle).toEqual({ display: "none" });
      }
      await drag.release();
      const after = await snapshot(page);
      expect(after.dragLineBox).toBeNull();
      expect(after.drops.map((drop) => drop.target)).toEqual([{ item: "src" }]);
    },
  );

  it(
    claim("/dnd/customizability", "Highlight the receiving folder with item.isDragTarget() instead; it is also true while the pointer is over a leaf directly inside the folder."),
    async () => {
      const { page } = await harness.open();
      await mountNoReorder(page);
      await watchDragOvers(page);
      const drag = await pointerDrag(page, "readme.md", { id: "parse.ts", y: 0.5 });
      const { trees } = await afterDragOver(page, { id: "parse.ts", y: 0.5 });
      expect(highlighted(trees.a!)).toEqual({ dragTarget: ["lib"], draggingOver: ["parse.ts"] });
      await drag.release();
    },
  );

  it(claim("/dnd/customizability", "Over a folder inside it, that inner folder is the target."), async () => {
    const { page } = await harness.open();
    await mountNoReorder(page);
    await watchDragOvers(page);
    // lib is a folder inside src: at its top, middle and bottom it is the target, never src.
    const drag = await pointerDrag(page, "readme.md");
    for (const y of [0.1, 0.5, 0.9]) {
      await drag.moveTo({ id: "src", y: 0.5 });
      await drag.moveTo({ id: "lib", y });
      const { trees } = await afterDragOver(page, { id: "lib", y });
      expect(highlighted(trees.a!), String(y)).toEqual({ dragTarget: ["lib"], draggingOver: ["lib"] });
    }
    await drag.release();
    expect((await snapshot(page)).drops.map((drop) => drop.target)).toEqual([{ item: "lib" }]);
  });

  it(
    claim("/dnd/customizability", "Keyboard drags do not follow this in 1.7.0: with keyboard drag and drop, ↓ and ↑ still stop between items and give the ordered target shape, with a drag line"),
    async () => {
      const { page } = await harness.open({}, { keyboardDragAndDrop: true });
      await mountNoReorder(page);
      await rowLocator(page, "intro.md").click();
      await page.keyboard.press("Control+Shift+KeyD");
      await page.waitForFunction(() => !!window.harness.tree("a")!.getState().dnd?.dragTarget);
      const ordered = { item: "docs", childIndex: 1, insertionIndex: 0, dragLineIndex: 2, dragLineLevel: 1 };
      expect(targetOf(await snapshot(page))).toEqual(ordered);
      await page.keyboard.press("ArrowDown");
      await page.waitForFunction(() => (window.harness.tree("a")!.getState().dnd?.dragTarget as { childIndex?: number })?.childIndex === 2);
      let now = await snapshot(page);
      expect(targetOf(now)).toEqual({ item: "docs", childIndex: 2, insertionIndex: 1, dragLineIndex: 3, dragLineLevel: 1 });
      expect(now.dragLineBox).not.toBeNull();
      await page.keyboard.press("ArrowUp");
      await page.waitForFunction(() => (window.harness.tree("a")!.getState().dnd?.dragTarget as { childIndex?: number })?.childIndex === 1);
      now = await snapshot(page);
      expect(targetOf(now)).toEqual(ordered);
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => !window.harness.tree("a")!.getState().dnd);
      expect((await snapshot(page)).drops.map((drop) => drop.target)).toEqual([ordered]);
    },
  );
});

describe("/dnd/customizability: canDrag", () => {
  it(
    claim("/dnd/customizability", "TreeConfig.canDrag receives the items a drag would move, that is, the selection or the grabbed item, when the drag starts."),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(async () => {
        window.log = [];
        window.addEventListener("dragstart", () => window.log.push("dragstart"), true);
        window.addEventListener("dragover", () => window.log.at(-1) !== "dragover" && window.log.push("dragover"), true);
        await window.harness.mount("a", {
          config: {
            initialState: { selectedItems: ["docs", "package.json"] },
            canDrag: (items) => (window.log.push(items.map((item) => item.getId())), true),
          },
        });
      });
      // On a selected item: the selection.
      let drag = await pointerDrag(page, "package.json", { id: "src", y: 0.5 });
      expect(await takeLog(page)).toEqual(["dragstart", ["docs", "package.json"], "dragover"]);
      await page.keyboard.press("Escape");
      await page.waitForFunction(() => window.harness.delivered.dragends === 1);
      // On an item outside the selection: that item.
      drag = await pointerDrag(page, "readme.md", { id: "src", y: 0.5 });
      expect(await takeLog(page)).toEqual(["dragstart", ["readme.md"], "dragover"]);
      await drag.release();
    },
  );

  it(claim("/dnd/customizability", "Returning false cancels the drag before it begins."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      window.log = [];
      window.addEventListener("dragover", () => window.log.push("dragover"), true);
      await window.harness.mount("a", { config: { canDrag: () => false } });
    });
    const start = await pointOf(page, { id: "readme.md", y: 0.5 });
    const over = await pointOf(page, { id: "docs", y: 0.5 });
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(over.x, over.y, { steps: 8 });
    await nextFrame(page);
    await page.mouse.up();
    await nextFrame(page);
    const after = await snapshot(page);
    expect(await takeLog(page)).toEqual([]);
    expect(after.dnd?.draggedItems).toBeUndefined();
    expect(after.drops).toEqual([]);
    expect(await page.evaluate(() => ({ ...window.harness.delivered }))).toMatchObject({ dragover: null, dragends: 0, drops: 0 });
  });

  it(
    claim("/dnd/customizability", "With the default draggedItemOverwritesSelection, grabbing an item outside the selection selects it before canDrag is asked, so a refused drag still leaves the grabbed item selected."),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(async () => {
        window.log = [];
        await window.harness.mount("a", {
          config: {
            initialState: { selectedItems: ["docs"] },
            canDrag: (items) => {
              const tree = items[0]!.getTree();
              window.log.push(tree.getSelectedItems().map((item) => item.getId()));
              return false;
            },
          },
        });
      });
      const start = await pointOf(page, { id: "readme.md", y: 0.5 });
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x, start.y - 40, { steps: 5 });
      await page.mouse.up();
      await nextFrame(page);
      expect(await takeLog(page)).toEqual([["readme.md"]]);
      expect((await snapshot(page)).rows.filter((row) => row.selected).map((row) => row.id)).toEqual(["readme.md"]);
    },
  );

  it(
    claim("/dnd/customizability", "The same check applies to keyboard drags started with Ctrl+Shift+D, which carry the selected items and the focused one; when it refuses, no keyboard drag starts."),
    async () => {
      const { page } = await harness.open({}, { keyboardDragAndDrop: true });
      await page.evaluate(async () => {
        window.log = [];
        await window.harness.mount("a", {
          config: {
            canDrag: (items) => {
              window.log.push(items.map((item) => item.getId()));
              return !items.some((item) => item.getId() === "readme.md");
            },
          },
        });
      });
      // Focus readme.md without selecting it, with docs selected.
      await rowLocator(page, "docs").click();
      await page.evaluate(() =>
        window.harness.act("a", (tree) => {
          tree.getItemInstance("readme.md").setFocused();
          tree.updateDomFocus();
        }),
      );
      await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.id === "readme.md");
      await page.keyboard.press("Control+Shift+KeyD");
      await page.waitForFunction(() => window.log.length === 1);
      expect(await takeLog(page)).toEqual([["docs", "readme.md"]]);
      await nextFrame(page);
      expect((await snapshot(page)).dnd).toBeFalsy();
      // Allowed: the keyboard drag starts with the same items.
      await rowLocator(page, "package.json").click();
      await page.keyboard.press("Control+Shift+KeyD");
      await page.waitForFunction(() => !!window.harness.tree("a")!.getState().dnd);
      expect(await takeLog(page)).toEqual([["package.json"]]);
      expect((await snapshot(page)).dnd?.draggedItems).toEqual(["package.json"]);
    },
  );
});

describe("/dnd/customizability: canDrop", () => {
  it(claim("/dnd/customizability", "TreeConfig.canDrop receives the dragged items and a candidate drop target."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      window.log = [];
      await window.harness.mount("a", {
        config: {
          initialState: { selectedItems: ["package.json", "readme.md"] },
          canDrop: (items, target) => (window.log.push([items.map((item) => item.getId()), target.item.getId()]), target.item.isFolder()),
        },
      });
    });
    const drag = await pointerDrag(page, "readme.md", { id: "src", y: 0.5 });
    const calls = (await takeLog(page)) as Array<[string[], string]>;
    expect(calls.length).toBeGreaterThan(0);
    for (const [items] of calls) expect(items).toEqual(["package.json", "readme.md"]);
    expect(calls.map(([, target]) => target)).toContain("src");
    await drag.release();
  });

  it(
    claim("/dnd/customizability", "It is asked, several times, when the pointer enters a different zone of an item (see reordering zones), and again at the drop, but not on every mouse move, so it may do some work."),
    async () => {
      // The 100 ms dragleave check can make the tree forget the zone it is in about 100 ms after the
      // pointer reached a new item, and the next dragover then asks once more. With the page's clock
      // standing still, the moves below all come within those 100 ms, so only the pointer's moves count.
      const { page } = await openPage(harness, { stoppedClock: true });
      await page.evaluate(async () => {
        window.log = [];
        await window.harness.mount("a", {
          config: { canDrop: (_items, target) => (window.log.push(target.item.getId()), target.item.isFolder()) },
        });
      });
      const drag = await pointerDrag(page, "readme.md", { id: "docs", y: 0.5 });
      await takeLog(page);
      // Inside the middle band of docs (30 %–70 %): dragovers, but no question.
      await page.evaluate(() => {
        window.addEventListener("dragover", () => window.log.push("dragover"), true);
      });
      for (const y of [0.4, 0.6, 0.45, 0.55, 0.35]) await drag.moveTo({ id: "docs", y });
      const inBand = await takeLog(page);
      expect(inBand.length).toBeGreaterThanOrEqual(5);
      expect(new Set(inBand)).toEqual(new Set(["dragover"]));
      const questions = async () => (await takeLog(page)).filter((entry) => entry !== "dragover");
      // Into the upper band: asked again, more than once.
      await drag.moveTo({ id: "docs", y: 0.1 });
      expect((await questions()).length).toBeGreaterThan(1);
      for (const y of [0.05, 0.2, 0.15]) await drag.moveTo({ id: "docs", y });
      expect(await questions()).toEqual([]);
      // And at the drop.
      await drag.release();
      expect((await questions()).length).toBeGreaterThan(0);
      expect((await snapshot(page)).drops).toHaveLength(1);
    },
  );

  it(
    claim("/dnd/customizability", "When it returns false for the position under the pointer, the position is not offered: the browser shows its \"not allowed\" cursor, and a drop there does not call onDrop"),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(async () => {
        window.log = [];
        window.addEventListener("dragend", (event) => window.log.push(`dragend ${event.dataTransfer!.dropEffect}`), true);
        window.addEventListener("drop", () => window.log.push("drop"), true);
        await window.harness.mount("a", { config: { canDrop: () => false } });
      });
      await watchDragOvers(page);
      const drag = await pointerDrag(page, "readme.md", { id: "docs", y: 0.5 });
      // Not prevented: the browser's drag operation is "none", its no-drop cursor.
      expect((await afterDragOver(page, { id: "docs", y: 0.5 })).offered).toBe(false);
      await drag.release();
      expect(await takeLog(page)).toEqual(["dragend none"]);
      const after = await snapshot(page);
      expect(after.drops).toEqual([]);
      expect(after.children.docs).toEqual(["intro.md", "guide.md", "faq.md"]);
    },
  );

  it(
    claim("/dnd/customizability", "(it does turn off the arrow keys until the next drop the tree takes, or until Esc in a tree with keyboard drag and drop, a known issue)"),
    async () => {
      for (const keyboardDrag of [true, false]) {
        const { page } = await openPage(harness);
        // Only src takes drops (into it); on docs, nothing is offered.
        await page.evaluate(async (keyboardDrag) => {
          const { syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature, keyboardDragAndDropFeature } = window.harness.core;
          const features = [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature];
          await window.harness.mount("a", {
            features: keyboardDrag ? [...features, keyboardDragAndDropFeature] : features,
            config: { canDrop: (_, target) => target.item.getId() === "src" },
          });
        }, keyboardDrag);
        // A drop on docs, the pointer resting there first as a person's does before letting go.
        let drag = await pointerDrag(page, "readme.md", { id: "docs", y: 0.5 });
        await leaveTimersDone(page);
        await drag.release();
        await page.waitForFunction(() => JSON.stringify(window.harness.tree("a")!.getState().dnd) === "{}");
        expect(await keyMovesFocus(page, "docs")).toBe(false);
        await page.keyboard.press("Escape");
        expect(await keyMovesFocus(page, "docs"), `Esc, with keyboard drag and drop: ${keyboardDrag}`).toBe(keyboardDrag);
        if (keyboardDrag) continue;
        // The next drop the tree takes: readme.md into src.
        drag = await pointerDrag(page, "readme.md", { id: "src", y: 0.5 });
        await leaveTimersDone(page);
        await drag.release();
        await leaveTimersDone(page);
        expect((await snapshot(page)).drops).toHaveLength(1);
        expect(await keyMovesFocus(page, "docs")).toBe(true);
      }
    },
  );

  describe(
    claim("/dnd/customizability", "The tree does not take back the position it offered before, though: item.isDragTarget() and the drag line go on showing the last allowed position, for about 100 ms or until the pointer reaches another position, depending on the timing of the check the tree runs 100 ms after the pointer leaves an item."),
    () => {
      // docs refuses a drop above its first child (childIndex 0) and takes one above its second.
      const refusingFirstGap = (page: import("playwright-core").Page) =>
        page.evaluate(() =>
          window.harness.mount("a", {
            config: {
              initialState: { expandedItems: ["docs"] },
              canDrop: (_items, target) => target.item.isFolder() && !("childIndex" in target && target.item.getId() === "docs" && target.childIndex === 0),
            },
          }),
        );
      const allowed = { item: "docs", childIndex: 1, insertionIndex: 1, dragLineIndex: 2, dragLineLevel: 1 };

      /** Drags readme.md to the gap above guide.md (allowed), then to the gap above intro.md (refused). */
      async function toRefusedGap(page: import("playwright-core").Page) {
        await watchDragOvers(page);
        const drag = await pointerDrag(page, "readme.md", { id: "guide.md", y: 0.1 });
        const before = await afterDragOver(page, { id: "guide.md", y: 0.1 });
        expect(before.offered).toBe(true);
        await drag.moveTo({ id: "intro.md", y: 0.1 });
        const over = await afterDragOver(page, { id: "intro.md", y: 0.1 });
        expect(over.offered).toBe(false);
        // Right after the refused dragover: the last allowed target, its highlight and its drag line.
        expect(targetOf(over.trees.a!)).toEqual(allowed);
        expect(highlighted(over.trees.a!).dragTarget).toEqual(["docs"]);
        expect(over.trees.a!.dragLineStyle).toEqual(before.trees.a!.dragLineStyle);
        expect(over.trees.a!.dragLineStyle.display).toBeUndefined();
        return drag;
      }

      /**
       * The check clears the target unless the pointer entered its current zone within the last
       * 100 ms, counted in whole milliseconds of Date.now(): the pointer reached intro.md, and the
       * check of the row it left started, in the same millisecond, so the check keeps the target
       * when its timer runs on time and clears it when the timer runs late, which both happen in a
       * real browser. The page's clock stands still during the drag; the tests then move it on by
       * the timer's 100 ms, on time or 1 ms late.
       */
      it("the check clears it when its timer runs late", async () => {
        const { page } = await openPage(harness, { stoppedClock: true });
        await refusingFirstGap(page);
        const drag = await toRefusedGap(page);
        await advanceClock(page, 100, { late: 1 });
        expect(await page.evaluate(() => (window as unknown as { leaveTimersStarted: number }).leaveTimersStarted)).toBeGreaterThan(0);
        const now = await snapshot(page);
        expect(now.dnd?.dragTarget).toBeUndefined();
        expect(highlighted(now).dragTarget).toEqual([]);
        expect(now.dragLineStyle).toEqual({ display: "none" });
        await drag.release();
      });

      it("the check keeps it when its timer runs on time, until the pointer reaches another position", async () => {
        const { page } = await openPage(harness, { stoppedClock: true });
        await refusingFirstGap(page);
        const drag = await toRefusedGap(page);
        await advanceClock(page, 100);
        expect(await page.evaluate(() => (window as unknown as { leaveTimersStarted: number }).leaveTimersStarted)).toBeGreaterThan(0);
        expect(targetOf(await snapshot(page))).toEqual(allowed);
        await drag.moveTo({ id: "faq.md", y: 0.1 });
        expect(targetOf(await snapshot(page))).toEqual({ item: "docs", childIndex: 2, insertionIndex: 2, dragLineIndex: 3, dragLineLevel: 1 });
        await drag.release();
      });
    },
  );

  it(
    claim("/dnd/customizability", "The target's item is always the folder that would receive the items, also for drops between its children, so a check on target.item covers both shapes."),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(async () => {
        window.log = [];
        await window.harness.mount("a", {
          config: {
            initialState: { expandedItems: ["docs"] },
            canDrop: (_items, target) => (window.log.push({ item: target.item.getId(), ordered: "childIndex" in target }), target.item.isFolder()),
          },
        });
      });
      const drag = await pointerDrag(page, "readme.md", { id: "guide.md", y: 0.1 });
      const asked = (await takeLog(page)) as Array<{ item: string; ordered: boolean }>;
      // Between intro.md and guide.md: the ordered candidate names docs, the folder the item joins.
      expect(asked).toContainEqual({ item: "docs", ordered: true });
      expect(new Set(asked.filter((target) => target.ordered).map((target) => target.item))).toEqual(new Set(["docs"]));
      await drag.moveTo({ id: "src", y: 0.5 });
      expect(await takeLog(page)).toContainEqual({ item: "src", ordered: false });
      await drag.release();
      expect((await snapshot(page)).drops.map((drop) => drop.target.item)).toEqual(["src"]);
    },
  );

  describe("a folder that refuses", () => {
    const mountRefusing = (page: import("playwright-core").Page, refused: string[]) =>
      page.evaluate(
        (refused) =>
          window.harness.mount("a", {
            config: {
              initialState: { expandedItems: ["src", "lib"] },
              canDrop: (_items, target) => target.item.isFolder() && !refused.includes(target.item.getId()),
            },
          }),
        refused,
      );
    const betweenLibsChildren = [
      { id: "parse.ts", y: 0.1 },
      { id: "print.ts", y: 0.1 },
      { id: "print.ts", y: 0.5 },
      { id: "parse.ts", y: 0.9 },
    ];

    it(claim("/dnd/customizability", "When the folder whose children the pointer is between refuses, the tree offers no position among those children."), async () => {
      const { page } = await harness.open();
      await mountRefusing(page, ["lib"]);
      await watchDragOvers(page);
      const drag = await pointerDrag(page, "readme.md");
      for (const at of betweenLibsChildren) {
        await drag.moveTo(at);
        const { trees } = await afterDragOver(page, at);
        expect(targetOf(trees.a!)?.item).not.toBe("lib");
      }
      await drag.release();
      expect((await snapshot(page)).children.lib).toEqual(["parse.ts", "print.ts"]);
    });

    it(
      claim("/dnd/customizability", "It offers the nearest folder further up that accepts, as a whole ({ item }, no drag line), as long as none of the dragged items is already inside that folder; otherwise the position is refused."),
      async () => {
        const { page } = await harness.open();
        await mountRefusing(page, ["lib"]);
        await watchDragOvers(page);
        // readme.md is not inside src: src as a whole, without a drag line.
        let drag = await pointerDrag(page, "readme.md");
        for (const at of betweenLibsChildren) {
          await drag.moveTo(at);
          const seen = await afterDragOver(page, at);
          expect(seen.offered).toBe(true);
          expect(targetOf(seen.trees.a!)).toEqual({ item: "src" });
          expect(seen.trees.a!.dragLineStyle).toEqual({ display: "none" });
        }
        await drag.release();
        expect((await snapshot(page)).children.src).toEqual(["index.ts", "lib", "app.ts", "readme.md"]);
        // index.ts is inside src: refused.
        drag = await pointerDrag(page, "index.ts");
        for (const at of betweenLibsChildren) {
          await drag.moveTo({ id: "package.json", y: 0.5 });
          await drag.moveTo(at);
          expect((await afterDragOver(page, at)).offered).toBe(false);
        }
        await drag.release();
        expect((await snapshot(page)).drops).toHaveLength(1);
        // With src refusing too, the next folder up is the root, which holds everything: refused.
        await mountRefusing(page, ["lib", "src"]);
        drag = await pointerDrag(page, "package.json", { id: "print.ts", y: 0.1 });
        expect((await afterDragOver(page, { id: "print.ts", y: 0.1 })).offered).toBe(false);
        await drag.release();
        expect((await snapshot(page)).drops).toEqual([]);
      },
    );
  });

  it(claim("/dnd/customizability", "The default canDrop only allows folders as targets."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { expandedItems: ["docs"] } } }));
    await watchDragOvers(page);
    const drag = await pointerDrag(page, "readme.md");
    // The middle of a leaf is not "into the leaf" but above or below it.
    for (const y of [0.45, 0.5, 0.55]) {
      await drag.moveTo({ id: "guide.md", y });
      expect(targetOf((await afterDragOver(page, { id: "guide.md", y })).trees.a!)?.item).toBe("docs");
    }
    await drag.moveTo({ id: "docs", y: 0.5 });
    expect(targetOf((await afterDragOver(page, { id: "docs", y: 0.5 })).trees.a!)).toEqual({ item: "docs" });
    await drag.release();
    expect(await page.evaluate(() => window.harness.tree("a")!.getConfig().canDrop!([], { item: window.harness.tree("a")!.getItemInstance("guide.md") }))).toBe(false);
  });

  it(claim("/dnd/customizability", "When you pass your own, it replaces that check, so keep a folder test in it unless leaves should accept drops too."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { expandedItems: ["docs"] }, canDrop: () => true } }));
    await watchDragOvers(page);
    const drag = await pointerDrag(page, "readme.md", { id: "guide.md", y: 0.5 });
    const seen = await afterDragOver(page, { id: "guide.md", y: 0.5 });
    expect(seen.offered).toBe(true);
    expect(targetOf(seen.trees.a!)).toEqual({ item: "guide.md" });
    await drag.release();
    expect((await snapshot(page)).drops.map((drop) => drop.target)).toEqual([{ item: "guide.md" }]);
  });

  it(claim("/dnd/customizability", "Dropping items into themselves or into their own descendants is refused regardless of canDrop."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      window.log = [];
      await window.harness.mount("a", { config: { initialState: { expandedItems: ["src"] }, canDrop: () => true } });
    });
    await watchDragOvers(page);
    const drag = await pointerDrag(page, "src");
    // Over its own row, src is offered a place next to itself, never a place inside.
    for (const y of [0.4, 0.5, 0.6]) {
      await drag.moveTo({ id: "src", y });
      expect(targetOf((await afterDragOver(page, { id: "src", y })).trees.a!)?.item).toBe("root");
    }
    for (const at of [
      { id: "index.ts", y: 0.5 },
      { id: "lib", y: 0.5 },
      { id: "lib", y: 0.1 },
      { id: "app.ts", y: 0.9 },
    ]) {
      await drag.moveTo({ id: "package.json", y: 0.5 });
      await drag.moveTo(at);
      expect((await afterDragOver(page, at)).offered, `${at.id} ${at.y}`).toBe(false);
    }
    await drag.release();
    expect((await snapshot(page)).drops).toEqual([]);
  });

  it(
    claim("/dnd/customizability", "Data dragged in from outside the tree is not checked by canDrop: while it hovers, canDragForeignDragObjectOver decides, and at the drop canDropForeignDragObject"),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(async () => {
        window.log = [];
        window.harness.addDragSource("note", { "text/plain": "a note" });
        await window.harness.mount("a", {
          config: {
            canDrop: () => (window.log.push("canDrop"), false),
            canDragForeignDragObjectOver: () => (window.log.push("canDragForeignDragObjectOver"), true),
            canDropForeignDragObject: () => (window.log.push("canDropForeignDragObject"), true),
          },
        });
      });
      const drag = await dragFrom(page, await centreOf(page, '[data-source="note"]'));
      await drag.moveTo({ id: "docs", y: 0.5 });
      const hovering = await takeLog(page);
      expect(hovering).toContain("canDragForeignDragObjectOver");
      expect(hovering).not.toContain("canDrop");
      await drag.release();
      expect(new Set(await takeLog(page))).toEqual(new Set(["canDropForeignDragObject"]));
      expect((await snapshot(page)).drops).toEqual([{ kind: "foreign", data: { "text/plain": "a note" }, target: { item: "docs" } }]);
    },
  );
});

describe("/dnd/customizability: drag preview", () => {
  it(
    claim("/dnd/customizability", "The tree calls it when the drag starts, after canDrag allowed it, with the dragged items, and passes the element to the browser's DataTransfer.setDragImage() together with the optional xOffset and yOffset (default 0), the position of the pointer within the picture."),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(async () => {
        window.log = [];
        const setDragImage = DataTransfer.prototype.setDragImage;
        DataTransfer.prototype.setDragImage = function (element, x, y) {
          window.log.push(["DataTransfer.setDragImage", element.id, x, y]);
          return setDragImage.call(this, element, x, y);
        };
        const preview = document.createElement("div");
        preview.id = "preview";
        preview.style.cssText = "position:fixed;left:-1000px;top:0";
        document.body.append(preview);
        await window.harness.mount("a", {
          config: {
            initialState: { selectedItems: ["docs", "src"] },
            canDrag: (items) => (window.log.push("canDrag"), !items.some((item) => item.getId() === "readme.md")),
            setDragImage: (items) => {
              window.log.push(["setDragImage", items.map((item) => item.getId())]);
              preview.textContent = `${items.length} items`;
              return items.length > 1 ? { imgElement: preview, xOffset: -12, yOffset: 8 } : { imgElement: preview };
            },
          },
        });
      });
      let drag = await pointerDrag(page, "src", { id: "package.json", y: 0.5 });
      expect(await takeLog(page)).toEqual(["canDrag", ["setDragImage", ["docs", "src"]], ["DataTransfer.setDragImage", "preview", -12, 8]]);
      await drag.release();
      drag = await pointerDrag(page, "package.json", { id: "docs", y: 0.5 });
      expect(await takeLog(page)).toEqual(["canDrag", ["setDragImage", ["package.json"]], ["DataTransfer.setDragImage", "preview", 0, 0]]);
      await drag.release();
      // Refused by canDrag: never asked.
      const start = await pointOf(page, { id: "readme.md", y: 0.5 });
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x, start.y - 40, { steps: 5 });
      await page.mouse.up();
      await nextFrame(page);
      expect(await takeLog(page)).toEqual(["canDrag"]);
    },
  );
});

describe("/dnd/customizability: separate drag handle", () => {
  /** Presses on the start of an item's name and moves to its end, as a person selecting it would. */
  async function sweepName(page: import("playwright-core").Page, id: string) {
    const name = await page.locator(`[data-id="${id}"] span:not([data-handle])`).boundingBox();
    await page.mouse.move(name!.x + 1, name!.y + name!.height / 2);
    await page.mouse.down();
    await page.mouse.move(name!.x + name!.width - 1, name!.y + name!.height / 2, { steps: 5 });
    await page.mouse.up();
    await nextFrame(page);
  }

  it(claim("/dnd/customizability", "By default the whole item is draggable, because item.getProps() includes draggable and the drag handlers."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a"));
    const props = await page.evaluate(() => Object.keys(window.harness.tree("a")!.getItemInstance("docs").getProps()));
    expect(props).toEqual(expect.arrayContaining(["draggable", "onDragStart", "onDragEnd", "onDragOver", "onDrop"]));
    expect(await rowLocator(page, "readme.md").getAttribute("draggable")).toBe("true");
    // A drag anywhere on the row, here on the far right, is a tree drag.
    await (await pointerDrag(page, { id: "readme.md", y: 0.5, x: 290 }, { id: "docs", y: 0.5 })).release();
    expect((await snapshot(page)).drops).toEqual([{ kind: "items", items: ["readme.md"], target: { item: "docs" } }]);
  });

  it(
    claim("/dnd/customizability", "With seperateDragHandle: true (the option is spelled this way in the library), the item props keep only the drop handlers, and you spread ItemInstance.getDragHandleProps on a grip element of your choice."),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(async () => {
        window.log = [];
        window.addEventListener("dragstart", () => window.log.push("dragstart"), true);
        await window.harness.mount("a", { dragHandle: true, config: { seperateDragHandle: true } });
      });
      const props = await page.evaluate(() => Object.keys(window.harness.tree("a")!.getItemInstance("docs").getProps()));
      expect(props).toEqual(expect.arrayContaining(["onDragEnter", "onDragOver", "onDragLeave", "onDrop"]));
      expect(props).not.toContain("draggable");
      expect(props).not.toContain("onDragStart");
      expect(props).not.toContain("onDragEnd");
      expect(await rowLocator(page, "readme.md").getAttribute("draggable")).toBeNull();
      expect(await page.locator('[data-handle="readme.md"]').getAttribute("draggable")).toBe("true");
      // Pressing on the row's empty right part and moving starts no drag.
      const right = await pointOf(page, { id: "readme.md", y: 0.5, x: 290 });
      await page.mouse.move(right.x, right.y);
      await page.mouse.down();
      await page.mouse.move(right.x, right.y - 60, { steps: 5 });
      await page.mouse.up();
      await nextFrame(page);
      expect(await takeLog(page)).toEqual([]);
      // The grip does, and the rows still take the drop.
      const drag = await dragFrom(page, await centreOf(page, '[data-handle="readme.md"]'));
      await drag.moveTo({ id: "docs", y: 0.5 });
      await drag.release();
      expect(await takeLog(page)).toEqual(["dragstart"]);
      expect((await snapshot(page)).drops).toEqual([{ kind: "items", items: ["readme.md"], target: { item: "docs" } }]);
    },
  );

  it(claim("/dnd/customizability", "Text in the item can then be selected, and the rest of the row behaves like a normal item."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      window.log = [];
      window.addEventListener("dragstart", () => window.log.push("dragstart"), true);
      await window.harness.mount("a", { dragHandle: true });
    });
    // Without the option, sweeping over the name drags the row instead of selecting text.
    await sweepName(page, "package.json");
    expect(await takeLog(page)).toEqual(["dragstart"]);
    expect(await page.evaluate(() => String(getSelection()))).toBe("");
    await page.keyboard.press("Escape");
    await page.evaluate(() => window.harness.mount("a", { dragHandle: true, config: { seperateDragHandle: true } }));
    await sweepName(page, "package.json");
    expect(await takeLog(page)).toEqual([]);
    expect(await page.evaluate(() => String(getSelection()))).toBe("package.json");
    // A click on the row selects and focuses the item, as without a handle.
    await rowLocator(page, "readme.md").click();
    const after = await snapshot(page);
    expect(after.rows.filter((row) => row.selected).map((row) => row.id)).toEqual(["readme.md"]);
    expect(after.activeElement).toBe("readme.md");
  });
});
