// Claims of content/dnd/behavior.mdx, with real pointer drags in Chromium: zones and the exact pixel
// rows where the target changes, refused positions, reparenting, the drag line, the drop itself
// and the special cases. Rows are 30 px high; "row d" is the pixel row d below an item's top edge.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import type { TargetSnapshot } from "./harness/protocol";
import { mount, restAt, rowLocator, snapshot, useHarness } from "./support";
import { advanceClock, at, demoPoint, dragFrom, dragRow, lastDragover, leaveTimerLog, leaveTimersDone, openAfter, openDemo, openPage, RIGHT, target } from "./pointer-dnd";

const harness = useHarness();

const into = (item: string): TargetSnapshot => ({ item });
const between = (item: string, childIndex: number, insertionIndex: number, dragLineIndex: number, dragLineLevel: number): TargetSnapshot => ({
  item,
  childIndex,
  insertionIndex,
  dragLineIndex,
  dragLineLevel,
});

type Drag = Awaited<ReturnType<typeof dragRow>>;

/** The target at each of `rows` of item `id`, visited in that order without leaving the item. */
async function targetsInRow(page: Parameters<typeof at>[0], drag: Drag, id: string, rows: number[]) {
  const seen: Array<TargetSnapshot | undefined> = [];
  for (const dy of rows) {
    await drag.moveTo(await at(page, id, dy));
    seen.push(await target(page));
  }
  return seen;
}

/** A readout of the inspector demo: the value under its label. */
const readoutOf = (demo: import("playwright-core").Locator, label: string) => demo.locator(`dt:text-is("${label}") + dd`);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("/dnd/behavior: drop targets", () => {
  it(claim("/dnd/behavior", "While the user drags, Headless Tree works out what a drop at the pointer position would do."), async () => {
    const { page, problems } = await openPage(harness);
    await mount(page, { config: { openOnDropDelay: 0 } });
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "docs", 15));
    expect(await target(page)).toEqual(into("docs"));
    await drag.moveTo(await at(page, "src", 2));
    expect(await target(page)).toEqual(between("root", 1, 1, 1, 0));
    await drag.release();
    expect((await snapshot(page)).drops.map((d) => d.target)).toEqual([between("root", 1, 1, 1, 0)]);
    expect(problems).toEqual([]);
  });

  it(
    claim(
      "/dnd/behavior",
      "Every position resolves to one of the two DragTarget shapes described in the drop event: into an item ({ item }), or between two items ({ item, childIndex, insertionIndex, dragLineIndex, dragLineLevel }, where item is the folder the dragged items would join).",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { openOnDropDelay: 0, initialState: { expandedItems: ["src"] } } });
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 15));
      expect(await target(page)).toEqual(into("docs"));
      // The upper band of index.ts, the first child of src: src is the folder the items would join.
      await drag.moveTo(await at(page, "index.ts", 2));
      expect(await target(page)).toEqual(between("src", 0, 0, 2, 1));
      await drag.release();
      expect((await snapshot(page)).children.src).toEqual(["readme.md", "index.ts", "lib", "app.ts"]);
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "The target is stored in the dnd state slice and exposed as tree.getDragTarget(), and it drives the item states you style with, such as item.isDragTarget().",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { openOnDropDelay: 0 } });
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 15));
      const fromApi = await page.evaluate(() => {
        const tree = window.harness.tree("a")!;
        return { same: tree.getDragTarget() === tree.getState().dnd?.dragTarget, id: tree.getDragTarget()?.item.getId() };
      });
      expect(fromApi).toEqual({ same: true, id: "docs" });
      const rows = (await snapshot(page)).rows;
      expect(rows.filter((r) => r.dragTarget).map((r) => r.id)).toEqual(["docs"]);
      await drag.moveTo(await at(page, "package.json", 25));
      expect((await snapshot(page)).rows.filter((r) => r.dragTarget).map((r) => r.id)).toEqual([]);
      expect(await target(page)).toEqual(between("root", 3, 3, 3, 0));
      await drag.release();
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "The tree only recomputes the target when the pointer enters a different zone of an item, not on every mouse move, and only then does it ask your canDrop.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        const w = window as unknown as { canDropCalls: number; docsRefuses: boolean };
        w.canDropCalls = 0;
        w.docsRefuses = false;
        await window.harness.mount("a", {
          config: {
            openOnDropDelay: 0,
            canDrop: (_items, target) => {
              w.canDropCalls++;
              return target.item.isFolder() && !(w.docsRefuses && target.item.getId() === "docs");
            },
          },
        });
      });
      const calls = () => page.evaluate(() => (window as unknown as { canDropCalls: number }).canDropCalls);
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 9));
      expect(await target(page)).toEqual(into("docs"));
      const before = await calls();
      expect(before).toBeGreaterThan(0);
      // From now on docs refuses; moves inside its middle band ask nothing and keep the target.
      await page.evaluate(() => void ((window as unknown as { docsRefuses: boolean }).docsRefuses = true));
      for (const dy of [12, 15, 18, 21]) {
        await drag.moveTo(await at(page, "docs", dy, RIGHT - dy));
        expect(await target(page)).toEqual(into("docs"));
      }
      expect(await calls()).toBe(before);
      // Entering the bottom band is a new zone: canDrop is asked again.
      await drag.moveTo(await at(page, "docs", 22));
      expect(await calls()).toBeGreaterThan(before);
      expect(await target(page)).toEqual(between("root", 1, 1, 1, 0));
      await drag.release();
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "When the pointer leaves an item, the browser sends a dragleave, also when the pointer moves onto an element inside the row, such as its label. The tree then starts a 100 ms timer, which clears the target",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { openOnDropDelay: 0 } });
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 15));
      expect(await target(page)).toEqual(into("docs"));
      // Onto the label, in the same zone: dragenter on the label, dragleave on the row.
      const label = (await rowLocator(page, "docs").locator("span").boundingBox())!;
      const onLabel = { x: label.x + label.width / 2, y: label.y + label.height / 2 };
      const logged = (await leaveTimerLog(page)).length;
      await page.mouse.move(onLabel.x, onLabel.y);
      await page.waitForFunction((logged) => (window as unknown as { leaveTimerLog: unknown[] }).leaveTimerLog.length > logged, logged);
      await leaveTimersDone(page);
      const run = (await leaveTimerLog(page)).at(-1)!;
      expect(run).toMatchObject({ before: "docs", after: null });
      expect(run.ran - run.started).toBeGreaterThanOrEqual(100);
      expect(await target(page)).toBeUndefined();
      expect((await snapshot(page)).rows.filter((r) => r.unorderedDragTarget)).toEqual([]);
      // "the next dragover computes it again"
      await page.mouse.move(onLabel.x, onLabel.y);
      await page.waitForFunction(() => window.harness.tree("a")!.getState().dnd?.dragTarget?.item.getId() === "docs");
      await drag.release();
    },
  );

  it(claim("/dnd/behavior", "which clears the target unless the pointer has entered another zone in the last 100 ms; the next dragover computes it again."), async () => {
    // The page's clock stands still while the pointer moves, so the test says when the checks run.
    const { page } = await openPage(harness, { stoppedClock: true });
    await mount(page, { config: { openOnDropDelay: 0 } });
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "docs", 15));
    // The pointer rests on docs for 200 ms: the checks of the rows it crossed have run.
    await advanceClock(page, 200);
    const label = (await rowLocator(page, "docs").locator("span").boundingBox())!;
    const logged = (await leaveTimerLog(page)).length;
    // Onto the label (a dragleave of the row, in the same zone), then at once into the bottom band
    // of docs: another zone, entered in the same millisecond as the check started.
    await page.mouse.move(label.x + label.width / 2, label.y + label.height / 2);
    const below = await at(page, "docs", 27);
    await page.mouse.move(below.x, below.y);
    await restAt(page, below);
    const before = await target(page);
    expect(before?.item).toBe("root");
    // The check runs 100 ms later, on time: the zone was entered within the last 100 ms.
    await advanceClock(page, 100);
    const runs = (await leaveTimerLog(page)).slice(logged);
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) expect(run).toMatchObject({ before: "root", after: "root" });
    expect(await target(page)).toEqual(before);
    await drag.release();
  });

  it(
    claim(
      "/dnd/behavior",
      "A position that is not allowed is not offered: the tree does not accept the browser's dragover there, so the browser shows its \"not allowed\" cursor and releasing the mouse there drops nothing.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { openOnDropDelay: 0, initialState: { expandedItems: ["src"] } } });
      const drag = await dragRow(page, "src");
      await drag.moveTo(await at(page, "docs", 15));
      expect((await lastDragover(page))?.accepted).toBe(true);
      // Into lib, a descendant of the dragged src: refused.
      await drag.moveTo(await at(page, "lib", 15));
      expect((await lastDragover(page))?.accepted).toBe(false);
      await drag.moveTo(await at(page, "lib", 16));
      expect((await lastDragover(page))?.accepted).toBe(false);
      const before = await snapshot(page);
      await drag.release();
      const after = await snapshot(page);
      expect(after.drops).toEqual([]);
      expect(after.children).toEqual(before.children);
      expect(await page.evaluate(() => window.harness.delivered.drops)).toBe(0);
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "The tree does not update the dnd state for it either, so the last allowed target stays: the drag line and the item states keep showing that earlier position until the pointer reaches an allowed one",
    ),
    async () => {
      const { page } = await openPage(harness);
      // A canDrop that refuses one gap only: the one after lib, in src.
      await page.evaluate(() =>
        window.harness.mount("a", {
          config: {
            openOnDropDelay: 0,
            initialState: { expandedItems: ["src"] },
            canDrop: (_items, target) => target.item.isFolder() && !("childIndex" in target && target.item.getId() === "src" && target.childIndex === 2),
          },
        }),
      );
      // docs, src, index.ts, lib (closed), app.ts, package.json, readme.md
      const drag = await dragRow(page, "readme.md");
      // The top band of lib: the gap above it, allowed.
      await drag.moveTo(await at(page, "lib", 3));
      const allowed = await snapshot(page);
      expect(allowed.dnd?.dragTarget).toEqual(between("src", 1, 1, 3, 1));
      expect(allowed.dragLineBox).not.toBeNull();
      // The bottom band of the same row (no element is left): the refused gap below lib.
      await drag.moveTo(await at(page, "lib", 27));
      expect((await lastDragover(page))?.accepted).toBe(false);
      const refused = await snapshot(page);
      expect(refused.dnd).toEqual(allowed.dnd);
      expect(refused.dragLineBox).toEqual(allowed.dragLineBox);
      const states = (rows: typeof allowed.rows) =>
        rows.filter((r) => r.dragTarget || r.dragTargetAbove || r.dragTargetBelow || r.draggingOver).map((r) => [r.id, r.dragTarget, r.dragTargetAbove, r.dragTargetBelow, r.draggingOver]);
      expect(states(refused.rows)).toEqual(states(allowed.rows));
      expect(states(refused.rows)).toEqual([
        ["src", true, false, false, false],
        ["index.ts", false, false, true, false],
        ["lib", false, true, false, true],
      ]);
      // An allowed position again: the state follows.
      await drag.moveTo(await at(page, "lib", 15));
      expect(await target(page)).toEqual(into("lib"));
      await drag.release();
      expect((await snapshot(page)).children.lib).toEqual(["parse.ts", "print.ts", "readme.md"]);
    },
  );
});

describe("/dnd/behavior: reordering zones", () => {
  it(claim("/dnd/behavior", "Which shape a position resolves to depends on where the pointer is within the item under it"), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: { openOnDropDelay: 0 } });
    const drag = await dragRow(page, "readme.md");
    const shapes: string[] = [];
    for (const dy of [2, 15, 27]) {
      await drag.moveTo(await at(page, "src", dy));
      const t = await target(page);
      shapes.push(t && "childIndex" in t ? `between, in ${t.item}` : `into ${t?.item}`);
    }
    expect(shapes).toEqual(["between, in root", "into src", "between, in root"]);
    await drag.release();
  });

  it(
    claim(
      "/dnd/behavior",
      "Drop zones: a collapsed folder has \"above\", \"into\" and \"below\" bands; a leaf has only \"above\" and \"below\"; below the last child of a folder, the horizontal position picks the level.",
    ),
    async () => {
      const { page } = await openPage(harness);
      // docs, a.md, src, lib, parse.ts (level 2, the last child of lib, the last child of src), readme.md
      await mount(page, {
        data: { root: ["docs", "a.md", "src", "readme.md"], docs: ["guide.md"], src: ["lib"], lib: ["parse.ts"] },
        config: { openOnDropDelay: 0, initialState: { expandedItems: ["src", "lib"] } },
      });
      const drag = await dragRow(page, "readme.md");
      const folder = await targetsInRow(page, drag, "docs", [2, 15, 27]);
      expect(folder).toEqual([between("root", 0, 0, 0, 0), into("docs"), between("root", 1, 1, 1, 0)]);
      const leaf = await targetsInRow(page, drag, "a.md", [2, 27]);
      expect(leaf).toEqual([between("root", 1, 1, 1, 0), between("root", 2, 2, 2, 0)]);
      // 20 px per level, left of parse.ts's indentation.
      const levels = [];
      for (const x of [5, 25, 45]) {
        await drag.moveTo(await at(page, "lib", 15));
        await drag.moveTo(await at(page, "parse.ts", 25, x));
        levels.push(await target(page));
      }
      expect(levels).toEqual([between("root", 3, 3, 5, 0), between("src", 1, 1, 5, 1), between("lib", 1, 1, 5, 2)]);
      await drag.release();
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "A collapsed folder has three bands. The top and the bottom band, each 30 % of the item's height, mean \"between items\", above or below this folder. The middle means \"into this folder\".",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { openOnDropDelay: 0 } });
      const drag = await dragRow(page, "readme.md");
      const rows = [0, 4, 8, 9, 15, 21, 22, 25, 29];
      const seen = await targetsInRow(page, drag, "src", rows);
      const expected = rows.map((dy) => (dy <= 8 ? between("root", 1, 1, 1, 0) : dy <= 21 ? into("src") : between("root", 2, 2, 2, 0)));
      expect(seen).toEqual(expected);
      await drag.release();
    },
  );

  it(
    claim("/dnd/behavior", "In a row 30 pixels high, the pixel rows 0 to 8 mean above, 9 to 21 into and 22 to 29 below."),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { openOnDropDelay: 0 } });
      const drag = await dragRow(page, "readme.md");
      // The lines, in both directions, without leaving the folder: 8|9 and 21|22.
      const seen: Array<[number, TargetSnapshot | undefined]> = [];
      for (const dy of [0, 8, 9, 21, 22, 29, 22, 21, 9, 8, 0]) {
        await drag.moveTo(await at(page, "docs", dy));
        seen.push([dy, await target(page)]);
      }
      const above = between("root", 0, 0, 0, 0);
      const below = between("root", 1, 1, 1, 0);
      expect(seen).toEqual([
        [0, above],
        [8, above],
        [9, into("docs")],
        [21, into("docs")],
        [22, below],
        [29, below],
        [22, below],
        [21, into("docs")],
        [9, into("docs")],
        [8, above],
        [0, above],
      ]);
      await drag.release();
    },
  );

  it(claim("/dnd/behavior", "The band size is the reorderAreaPercentage option, 0.3 by default."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: { openOnDropDelay: 0, reorderAreaPercentage: 0.2 } });
    const drag = await dragRow(page, "readme.md");
    const seen = await targetsInRow(page, drag, "src", [5, 6, 24, 25]);
    // 20 % of 30 px: rows 0 to 5 above, 6 to 24 into, 25 to 29 below.
    expect(seen).toEqual([between("root", 1, 1, 1, 0), into("src"), into("src"), between("root", 2, 2, 2, 0)]);
    await drag.release();
  });

  it(
    claim(
      "/dnd/behavior",
      "An item that cannot take the dragged items, such as a leaf with the default canDrop, has no \"into\": its top band means \"above\" and its bottom band \"below\", as for a folder.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { openOnDropDelay: 0 } });
      const drag = await dragRow(page, "docs");
      const seen = await targetsInRow(page, drag, "package.json", [0, 8, 22, 29]);
      const above = between("root", 2, 1, 2, 0);
      const below = between("root", 3, 2, 3, 0);
      expect(seen).toEqual([above, above, below, below]);
      // A folder that refuses (here: the dragged folder itself) has no "into" either.
      const own = await targetsInRow(page, drag, "docs", [2, 15, 27]);
      expect(own.map((t) => t && "childIndex" in t)).toEqual([true, true, true]);
      await drag.release();
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "In the middle band, the half of the row where the pointer enters the band decides (rows 0 to 14 of a 30-pixel row mean above, 15 to 29 below), and that target stays while the pointer is in the band: moving down from above, \"below\" starts at row 22, and moving up from below, \"above\" starts at row 8",
    ),
    async () => {
      const { page } = await openPage(harness);
      // src is a closed folder that refuses the items; package.json a leaf.
      await page.evaluate(() =>
        window.harness.mount("a", { config: { openOnDropDelay: 0, canDrop: (_items, target) => target.item.isFolder() && target.item.getId() !== "src" } }),
      );
      // docs (dragged), src, package.json, readme.md
      const drag = await dragRow(page, "docs");
      for (const [id, other, above, below] of [
        ["package.json", "src", between("root", 2, 1, 2, 0), between("root", 3, 2, 3, 0)],
        ["src", "package.json", between("root", 1, 0, 1, 0), between("root", 2, 1, 2, 0)],
      ] as const) {
        // Entered in one step from the top or the bottom band, at rows of either half: the half
        // decides, not the direction.
        const entered: Array<[number, number, TargetSnapshot | undefined]> = [];
        // The folder at the lines only (14|15), from both sides.
        const paths = id === "src" ? ([[5, 14], [5, 15], [25, 15], [25, 14]] as const) : ([[5, 9], [5, 14], [5, 15], [5, 21], [25, 21], [25, 15], [25, 14], [25, 9]] as const);
        for (const [from, dy] of paths) {
          await drag.moveTo(await at(page, id, from));
          await drag.moveTo(await at(page, id, dy));
          entered.push([from, dy, await target(page)]);
        }
        const expected: Array<[number, number, TargetSnapshot]> = paths.map(([from, dy]) => [from, dy, dy <= 14 ? above : below]);
        expect(entered, id).toEqual(expected);
        // Moving down through the band from the top band, and up from the bottom band.
        await drag.moveTo(await at(page, other, 15));
        await drag.moveTo(await at(page, id, 5));
        await leaveTimersDone(page);
        const down: Array<TargetSnapshot | undefined> = [];
        for (const dy of [8, 9, 14, 15, 21, 22]) {
          await drag.moveTo(await at(page, id, dy));
          down.push(await target(page));
        }
        expect(down, id).toEqual([above, above, above, above, above, below]);
        const up: Array<TargetSnapshot | undefined> = [];
        for (const dy of [22, 21, 15, 14, 9, 8]) {
          await drag.moveTo(await at(page, id, dy));
          up.push(await target(page));
        }
        expect(up, id).toEqual([below, below, below, below, below, above]);
      }
      await drag.release();
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "An open folder only has the upper band. Below it, down to the bottom of the row, the target is the folder itself, { item: folder } without an index, as for the middle of a closed folder.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { openOnDropDelay: 0, initialState: { expandedItems: ["src"] } } });
      const drag = await dragRow(page, "readme.md");
      const rows = [0, 8, 9, 15, 21, 22, 29, 9, 8];
      const seen = await targetsInRow(page, drag, "src", rows);
      expect(seen).toEqual(rows.map((dy) => (dy <= 8 ? between("root", 1, 1, 1, 0) : into("src"))));
      await drag.release();
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "So the items do not land right under the folder, where the pointer is: the helpers append them after its last child.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { openOnDropDelay: 0, initialState: { expandedItems: ["src"] } } });
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "src", 27));
      await drag.release();
      const after = await snapshot(page);
      expect(after.drops.map((d) => d.target)).toEqual([into("src")]);
      expect(after.children.src).toEqual(["index.ts", "lib", "app.ts", "readme.md"]);
      expect(after.rows.map((r) => r.id)).toEqual(["docs", "src", "index.ts", "lib", "app.ts", "readme.md", "package.json"]);
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "To put them first in the folder, drop them on the top band of its first child. On a first child that is a leaf, anywhere in its upper half will do; on one that is a folder taking the items, its middle band drops them into that folder instead.",
    ),
    async () => {
      const { page } = await openPage(harness);
      // Three open folders whose first child is a leaf (a), a closed folder (b) and an open folder (c).
      await mount(page, {
        data: { root: ["s1", "s2", "s3", "s4", "s5", "s6", "a", "b", "c"], a: ["a1.md"], b: ["b1"], b1: ["x.md"], c: ["c1"], c1: ["y.md"] },
        config: { openOnDropDelay: 0, initialState: { expandedItems: ["a", "b", "c", "c1"] } },
      });
      const dropOn = async (source: string, id: string, dy: number) => {
        const drag = await dragRow(page, source);
        await drag.moveTo(await at(page, id, dy));
        await drag.release();
        const { item, childIndex } = (await snapshot(page)).drops.at(-1)!.target as { item: string; childIndex?: number };
        return childIndex === undefined ? `into ${item}` : `${item} at ${childIndex}`;
      };
      // A leaf: the lowest row of its upper half (in the middle band), then its top band.
      expect(await dropOn("s1", "a1.md", 14)).toBe("a at 0");
      expect(await dropOn("s2", "s1", 4)).toBe("a at 0");
      // A closed folder, then an open one: the middle band of the upper half goes into it, the top band before it.
      expect(await dropOn("s3", "b1", 12)).toBe("into b1");
      expect(await dropOn("s4", "b1", 4)).toBe("b at 0");
      expect(await dropOn("s5", "c1", 12)).toBe("into c1");
      expect(await dropOn("s6", "c1", 4)).toBe("c at 0");
      const { children } = await snapshot(page);
      expect([children.a, children.b, children.b1, children.c, children.c1]).toEqual([
        ["s2", "s1", "a1.md"],
        ["s4", "b1"],
        ["x.md", "s3"],
        ["s6", "c1"],
        ["y.md", "s5"],
      ]);
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "An open folder that cannot take the dragged items has the upper band and, below it, the rule of the middle band above. Its \"below\" means \"after this folder\" in its parent, after all of its children, although the drag line is drawn right under the folder's row.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(() =>
        window.harness.mount("a", {
          config: { openOnDropDelay: 0, initialState: { expandedItems: ["src", "lib"] }, canDrop: (_items, target) => target.item.isFolder() && target.item.getId() !== "lib" },
        }),
      );
      // docs, src, index.ts, lib (index 3, level 1), parse.ts, print.ts, app.ts, package.json, readme.md
      const drag = await dragRow(page, "readme.md");
      const above = between("src", 1, 1, 3, 1);
      const after = between("src", 2, 2, 4, 1);
      // From the upper band into the rest of the row, in the upper or the lower half.
      const seen: Array<TargetSnapshot | undefined> = [];
      for (const dy of [9, 14, 15, 29]) {
        seen.push(...(await targetsInRow(page, drag, "lib", [4, dy])));
      }
      expect(seen).toEqual([above, above, above, above, above, after, above, after]);
      const parse = (await snapshot(page)).rows.find((r) => r.id === "parse.ts")!.box;
      const line = (await snapshot(page)).dragLineBox!;
      // Right under lib's row (the top edge of parse.ts), at lib's level.
      expect(line.y).toBe(parse.y - 1);
      expect(line.x).toBe(parse.x + 20 - 8);
      await drag.release();
      expect((await snapshot(page)).children.src).toEqual(["index.ts", "lib", "readme.md", "app.ts"]);
      expect((await snapshot(page)).rows.map((r) => r.id)).toEqual(["docs", "src", "index.ts", "lib", "parse.ts", "print.ts", "readme.md", "app.ts", "package.json"]);
    },
  );

  it(claim("/dnd/behavior", "With canReorder: false there are no bands at all for the pointer"), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: { openOnDropDelay: 0, canReorder: false, initialState: { expandedItems: ["src"] } } });
    const drag = await dragRow(page, "readme.md");
    const rows = [0, 8, 9, 15, 21, 22, 29, 21, 9, 8, 0];
    expect(await targetsInRow(page, drag, "docs", rows)).toEqual(rows.map(() => into("docs")));
    expect(await targetsInRow(page, drag, "index.ts", rows)).toEqual(rows.map(() => into("src")));
    expect(await targetsInRow(page, drag, "src", rows)).toEqual(rows.map(() => into("src")));
    await drag.release();
  });

  it(
    claim(
      "/dnd/behavior",
      "When the gap between two items belongs to a folder that refuses the dragged items, the tree does not offer a position in it. It goes up to the first folder above that accepts them and offers a drop into that folder without a position ({ item: folder }), so the helpers append the items after its last child.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(() =>
        window.harness.mount("a", {
          data: { root: ["a", "readme.md"], a: ["b", "a.md"], b: ["c"], c: ["x", "y"] },
          config: {
            initialState: { expandedItems: ["a", "b", "c"] },
            canDrop: (_items, target) => target.item.isFolder() && !["b", "c"].includes(target.item.getId()),
          },
        }),
      );
      const drag = await dragRow(page, "readme.md");
      // Between x and y (in c, which refuses); c's parent b refuses too; a accepts.
      await drag.moveTo(await at(page, "y", 3));
      expect(await target(page)).toEqual(into("a"));
      const rows = (await snapshot(page)).rows;
      expect(rows.filter((r) => r.unorderedDragTarget).map((r) => r.id)).toEqual(["a"]);
      expect((await snapshot(page)).dragLineBox).toBeNull();
      await drag.release();
      expect((await snapshot(page)).children.a).toEqual(["b", "a.md", "readme.md"]);
    },
  );

  it(
    claim("/dnd/behavior", "When one of the dragged items is already inside that folder, at any depth, the position is refused instead."),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(() =>
        window.harness.mount("a", {
          data: { root: ["src", "readme.md"], src: ["lib", "util"], lib: ["parse.ts", "print.ts"], util: ["helper.ts"] },
          config: {
            initialState: { expandedItems: ["src", "lib", "util"] },
            canDrop: (_items, target) => target.item.isFolder() && target.item.getId() !== "lib",
          },
        }),
      );
      // helper.ts is inside src (through util); the gap between parse.ts and print.ts leads to src.
      const drag = await dragRow(page, "helper.ts");
      await drag.moveTo(await at(page, "print.ts", 3));
      expect((await lastDragover(page))?.accepted).toBe(false);
      await drag.release();
      expect((await snapshot(page)).drops).toEqual([]);
      // The same gap for an item from outside src is offered as a drop into src.
      const other = await dragRow(page, "readme.md");
      await other.moveTo(await at(page, "util", 15));
      await other.moveTo(await at(page, "print.ts", 3));
      expect((await lastDragover(page))?.accepted).toBe(true);
      expect(await target(page)).toEqual(into("src"));
      await other.release();
    },
  );

  it(claim("/dnd/behavior", "At the top level that is always the case, since every item is inside the root."), async () => {
    const { page } = await openPage(harness);
    await page.evaluate(() =>
      window.harness.mount("a", {
        config: { openOnDropDelay: 0, initialState: { expandedItems: ["docs", "src", "lib"] }, canDrop: (_items, target) => target.item.isFolder() && target.item.getId() !== "docs" },
      }),
    );
    // docs refuses; the gaps between its children lead to the root, which holds every item.
    for (const source of ["readme.md", "parse.ts"]) {
      const drag = await dragRow(page, source);
      for (const [id, dy] of [["guide.md", 3], ["faq.md", 3], ["guide.md", 27]] as const) {
        await drag.moveTo(await at(page, id, dy));
        expect((await lastDragover(page))?.accepted, `${source} over ${id}`).toBe(false);
      }
      await drag.release();
    }
    expect((await snapshot(page)).drops).toEqual([]);
  });
});

describe("/dnd/behavior: reparenting", () => {
  it(claim("/dnd/behavior", "Headless Tree resolves this with the horizontal position of the pointer."), async () => {
    const { page } = await openPage(harness);
    // print.ts (level 2) is the last child of lib, the last child of src, the last top-level item.
    await mount(page, { data: { root: ["src"], src: ["lib"], lib: ["print.ts"] }, config: { openOnDropDelay: 0, initialState: { expandedItems: ["src", "lib"] } } });
    await page.evaluate(() => window.harness.addDragSource("note", { "text/plain": "a note" }));
    const source = (await page.locator('[data-source="note"]').boundingBox())!;
    const drag = await dragFrom(page, { x: source.x + 20, y: source.y + 15 });
    const folders: Array<string | undefined> = [];
    for (const x of [5, 25, 45]) {
      await drag.moveTo(await at(page, "print.ts", 29, x));
      folders.push((await target(page))?.item);
    }
    expect(folders).toEqual(["root", "src", "lib"]);
    await drag.release();
  });

  // print.ts (level 2) is the last child of lib, lib the last child of src; readme.md follows at level 0.
  // docs, intro.md, src, index.ts, lib, parse.ts, print.ts (index 6), readme.md
  const deep = { root: ["docs", "src", "readme.md"], docs: ["intro.md"], src: ["index.ts", "lib"], lib: ["parse.ts", "print.ts"] };
  const deepState = { initialState: { expandedItems: ["docs", "src", "lib"] } };
  // The same with a closed folder, util (level 2), as the last child of lib in place of print.ts.
  // docs, intro.md, src, index.ts, lib, parse.ts, util (index 6), readme.md
  const deepClosed = { ...deep, lib: ["parse.ts", "util"], util: ["u.ts"] };

  it(
    claim(
      "/dnd/behavior",
      "When the pointer is in the lower half of such a last item and to the left of the item's own indentation (its level times indent pixels from the left edge of the item's element), each indent pixels of distance from that edge count as one level: near the left edge, the items land at the top level; one indent further right, they land one level deeper; and so on.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { data: deep, config: { ...deepState, openOnDropDelay: 0 } });
      const drag = await dragRow(page, "intro.md");
      const seen: Array<[number, number, TargetSnapshot | undefined]> = [];
      for (const [dy, x] of [[14, 5], [15, 0], [15, 19], [29, 20], [15, 39]] as const) {
        await drag.moveTo(await at(page, "index.ts", 15));
        await drag.moveTo(await at(page, "print.ts", dy, x));
        seen.push([dy, x, await target(page)]);
      }
      expect(seen).toEqual([
        [14, 5, between("lib", 1, 1, 6, 2)], // upper half: above print.ts
        [15, 0, between("root", 2, 2, 7, 0)], // level 0: after src
        [15, 19, between("root", 2, 2, 7, 0)],
        [29, 20, between("src", 2, 2, 7, 1)], // level 1: after lib, in src
        [15, 39, between("src", 2, 2, 7, 1)],
      ]);
      // Level and folder change while the pointer moves left and right in the lower half.
      const sweep: Array<TargetSnapshot | undefined> = [];
      for (const x of [39, 19, 20, 2]) {
        await drag.moveTo(await at(page, "print.ts", 22, x));
        sweep.push(await target(page));
      }
      expect(sweep.map((t) => t && "dragLineLevel" in t && `${t.item}:${t.dragLineLevel}`)).toEqual(["src:1", "root:0", "src:1", "root:0"]);
      await drag.release();
      expect((await snapshot(page)).children.root).toEqual(["docs", "src", "intro.md", "readme.md"]);
      // The same on a closed folder last in its group: util (level 2) in place of print.ts.
      await mount(page, { data: deepClosed, config: { ...deepState, openOnDropDelay: 0 } });
      const closed = await dragRow(page, "intro.md");
      const levels: Array<[number, number, TargetSnapshot | undefined]> = [];
      // Each point is a zone of its own: no need to leave the row in between.
      for (const [dy, x] of [[15, 0], [29, 39]] as const) {
        await closed.moveTo(await at(page, "util", dy, x));
        levels.push([dy, x, await target(page)]);
      }
      expect(levels).toEqual([
        [15, 0, between("root", 2, 2, 7, 0)],
        [29, 39, between("src", 2, 2, 7, 1)],
      ]);
      await closed.release();
      expect((await snapshot(page)).children.src).toEqual(["index.ts", "lib", "intro.md"]);
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "An open folder keeps its own zones also when it is the last item of its folder and has no children: below its top band, a drop goes into it whatever the horizontal position, as long as it takes the items.",
    ),
    async () => {
      const { page } = await openPage(harness);
      // A leaf (print.ts) and a closed folder (util) last in lib: near the left edge of the lower
      // half, the top level (the levels in between are the test of the next sentence).
      const nearLeftEdge = async (data: Record<string, string[]>, id: string) => {
        await mount(page, { data, config: { ...deepState, openOnDropDelay: 0 } });
        const drag = await dragRow(page, "intro.md");
        await drag.moveTo(await at(page, id, 25, 5));
        const found = await target(page);
        await drag.cancel();
        return found;
      };
      expect(await nearLeftEdge(deep, "print.ts")).toEqual(between("root", 2, 2, 7, 0));
      expect(await nearLeftEdge(deepClosed, "util")).toEqual(between("root", 2, 2, 7, 0));
      // lib open and empty, last in src: docs, intro.md, src, index.ts, lib (index 4, level 1), readme.md
      await mount(page, { data: { ...deep, lib: [] }, config: { ...deepState, openOnDropDelay: 0 } });
      const drag = await dragRow(page, "intro.md");
      const seen: Array<[number, number, TargetSnapshot | undefined]> = [];
      for (const [dy, x] of [[3, 5], [12, 5], [29, 0]] as const) {
        // Out of the row and back, so that each point computes the target anew.
        await drag.moveTo(await at(page, "index.ts", 15));
        await drag.moveTo(await at(page, "lib", dy, x));
        seen.push([dy, x, await target(page)]);
      }
      expect(seen).toEqual([
        [3, 5, between("src", 1, 1, 4, 1)],
        [12, 5, into("lib")],
        [29, 0, into("lib")],
      ]);
      await drag.release();
      expect((await snapshot(page)).children.lib).toEqual(["intro.md"]);
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "Left of the indentation, the upper half of such a last item always means the gap above it, with no middle band: also on a closed folder, whose middle would otherwise take the items into the folder.",
    ),
    async () => {
      const { page } = await openPage(harness);
      // lib (level 1, closed) is the last child of src: docs, intro.md, src, index.ts, lib (index 4), readme.md
      await mount(page, { data: deep, config: { openOnDropDelay: 0, initialState: { expandedItems: ["docs", "src"] } } });
      const drag = await dragRow(page, "intro.md");
      const seen: Array<[number, number, TargetSnapshot | undefined]> = [];
      for (const [dy, x] of [[3, 5], [12, 5], [14, 19], [12, RIGHT]] as const) {
        await drag.moveTo(await at(page, "index.ts", 15));
        await drag.moveTo(await at(page, "lib", dy, x));
        seen.push([dy, x, await target(page)]);
      }
      const aboveLib = between("src", 1, 1, 4, 1);
      expect(seen).toEqual([
        [3, 5, aboveLib],
        [12, 5, aboveLib], // the middle band's height, left of the indentation
        [14, 19, aboveLib],
        [12, RIGHT, into("lib")], // the same height right of it: into the closed folder
      ]);
      await drag.cancel();
      // A leaf last in its group, the same height left of its indentation: above it too.
      // docs, intro.md, src, index.ts, lib, parse.ts, print.ts (index 6), readme.md
      await mount(page, { data: deep, config: { ...deepState, openOnDropDelay: 0 } });
      const leaf = await dragRow(page, "intro.md");
      await leaf.moveTo(await at(page, "index.ts", 15));
      await leaf.moveTo(await at(page, "print.ts", 12, 5));
      expect(await target(page)).toEqual(between("lib", 1, 1, 6, 2));
      await leaf.cancel();
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "From the item's own indentation rightwards, the item's usual zones apply, whose lower part puts the items right below it, at its own level.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { data: deep, config: { ...deepState, openOnDropDelay: 0 } });
      const drag = await dragRow(page, "intro.md");
      const seen: Array<TargetSnapshot | undefined> = [];
      for (const [dy, x] of [[25, 40], [29, 41], [25, RIGHT], [3, 40]] as const) {
        await drag.moveTo(await at(page, "index.ts", 15));
        await drag.moveTo(await at(page, "print.ts", dy, x));
        seen.push(await target(page));
      }
      const below = between("lib", 2, 2, 7, 2);
      expect(seen).toEqual([below, below, below, between("lib", 1, 1, 6, 2)]);
      await drag.release();
      expect((await snapshot(page)).children.lib).toEqual(["parse.ts", "intro.md", "print.ts"]);
      // A closed folder last in its group: its bands, with "into" in the middle.
      await mount(page, { data: deepClosed, config: { ...deepState, openOnDropDelay: 0 } });
      const closed = await dragRow(page, "intro.md");
      const zones: Array<TargetSnapshot | undefined> = [];
      for (const [dy, x] of [[15, 40], [25, 40]] as const) {
        await closed.moveTo(await at(page, "util", dy, x));
        zones.push(await target(page));
      }
      expect(zones).toEqual([into("util"), between("lib", 2, 2, 7, 2)]);
      await closed.release();
      expect((await snapshot(page)).children.lib).toEqual(["parse.ts", "util", "intro.md"]);
    },
  );

  it(
    claim("/dnd/behavior", "The next visible item limits how far up this can go, since the items cannot land above it in a different folder."),
    async () => {
      const { page } = await openPage(harness);
      // With the default data, print.ts (level 2) is followed by app.ts (level 1).
      await mount(page, { config: { openOnDropDelay: 0, initialState: { expandedItems: ["src", "lib"] } } });
      const drag = await dragRow(page, "readme.md");
      const seen: Array<TargetSnapshot | undefined> = [];
      for (const x of [0, 10, 19, 20, 39]) {
        await drag.moveTo(await at(page, "index.ts", 15));
        await drag.moveTo(await at(page, "print.ts", 20, x));
        seen.push(await target(page));
      }
      // docs, src, index.ts, lib, parse.ts, print.ts (index 5), app.ts
      expect(seen).toEqual(seen.map(() => between("src", 2, 2, 6, 1)));
      await drag.release();
      expect((await snapshot(page)).children.src).toEqual(["index.ts", "lib", "readme.md", "app.ts"]);
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "This is why indent should match the indentation your rendering uses: otherwise the level under the pointer and the level the items land on disagree.",
    ),
    async () => {
      const { page } = await openPage(harness);
      // The harness draws 20 px per level; the tree is told 10.
      await mount(page, { data: deep, config: { ...deepState, indent: 10, openOnDropDelay: 0 } });
      const drag = await dragRow(page, "intro.md");
      await drag.moveTo(await at(page, "index.ts", 15));
      // 15 px from the left edge: under the drawn top level, but the second level for the tree.
      await drag.moveTo(await at(page, "print.ts", 25, 15));
      expect(await target(page)).toEqual(between("src", 2, 2, 7, 1));
      await drag.moveTo(await at(page, "print.ts", 25, 5));
      expect(await target(page)).toEqual(between("root", 2, 2, 7, 0));
      await drag.release();
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "In the inspector, drag an item to the bottom of parse and move the pointer left and right to see dragLineLevel and the target folder change.",
    ),
    async () => {
      const opened = await openPage(harness);
      const { page, problems } = opened;
      const demo = await openDemo(opened, "dnd-behavior-inspector");
      const readout = readoutOf(demo, "dnd.dragTarget");
      const drag = await dragFrom(page, await demoPoint(page, "readme"));
      const box = (await page.locator('#demo [role="treeitem"][aria-label="parse"]').boundingBox())!;
      const expected = [
        '{ item: "root", childIndex: 2, insertionIndex: 2, dragLineIndex: 8, dragLineLevel: 0 }',
        '{ item: "src", childIndex: 2, insertionIndex: 2, dragLineIndex: 8, dragLineLevel: 1 }',
        '{ item: "lib", childIndex: 2, insertionIndex: 2, dragLineIndex: 8, dragLineLevel: 2 }',
      ];
      for (const [i, x] of [5, 25, 50].entries()) {
        await drag.moveTo(await demoPoint(page, "format"));
        await drag.moveTo({ x: box.x + x, y: box.y + box.height - 3 });
        // The readout renders after the tree's state changed: wait for it.
        await expect.poll(async () => (await readout.textContent())!.replace(/\s+/g, " ")).toBe(expected[i]);
      }
      await drag.release();
      expect(problems).toEqual([]);
    },
  );
});

describe("/dnd/behavior: the drag line", () => {
  it(
    claim(
      "/dnd/behavior",
      "For drops between items, the drag line marks the gap. dragLineIndex is the position in the flat list of visible items at which it is drawn, that is, above the item with that index, and dragLineLevel is the depth it is drawn at.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { openOnDropDelay: 0, initialState: { expandedItems: ["src", "lib"] } } });
      const drag = await dragRow(page, "readme.md");
      for (const [id, dy] of [["lib", 3], ["print.ts", 27], ["docs", 27]] as const) {
        await drag.moveTo(await at(page, "package.json", 15));
        await drag.moveTo(await at(page, id, dy));
        const s = await snapshot(page);
        const t = s.dnd!.dragTarget as Extract<TargetSnapshot, { childIndex: number }>;
        const under = s.rows[t.dragLineIndex]!;
        expect(s.dragLineBox!.y, id).toBe(under.box.y - 1);
        expect(s.dragLineBox!.x - s.containerBox.x, id).toBe(t.dragLineLevel * 20 - 8);
      }
      await drag.release();
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "tree.getDragLineStyle() turns these into a position: the top edge of the item at dragLineIndex (or the bottom of the last item, for a gap at the very end), indented from the left edge of that item's element by dragLineLevel times indent, and then moved by the style's two offsets, 1 pixel up and 8 pixels left by default.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { openOnDropDelay: 0, initialState: { expandedItems: ["src"] } } });
      // docs, src, index.ts, lib, app.ts (index 4, level 1), package.json, readme.md (index 6)
      const drag = await dragRow(page, "docs");
      await drag.moveTo(await at(page, "app.ts", 3));
      let s = await snapshot(page);
      const app = s.rows.find((r) => r.id === "app.ts")!.box;
      expect(s.dnd?.dragTarget).toEqual(between("src", 2, 2, 4, 1));
      expect(s.dragLineStyle).toMatchObject({ position: "absolute", top: `${app.y - s.containerBox.y - 1}px`, left: `${20 - 8}px`, width: `${app.width - 20 + 8}px` });
      expect(s.dragLineBox).toEqual({ x: app.x + 20 - 8, y: app.y - 1, width: app.width - 20 + 8, height: 2 });
      // The gap at the very end: the bottom of the last item.
      await drag.moveTo(await at(page, "readme.md", 27));
      s = await snapshot(page);
      const readme = s.rows.find((r) => r.id === "readme.md")!.box;
      expect(s.dnd?.dragTarget).toEqual(between("root", 4, 3, 7, 0));
      expect(s.dragLineBox).toEqual({ x: readme.x - 8, y: readme.y + readme.height - 1, width: readme.width + 8, height: 2 });
      // The offsets are the style's parameters.
      const custom = await page.evaluate(() => window.harness.tree("a")!.getDragLineStyle(0, 0));
      expect(custom).toMatchObject({ top: `${readme.y + readme.height - s.containerBox.y}px`, left: "0px" });
      await drag.release();
    },
  );

  it(claim("/dnd/behavior", "Without indent, the line moves 1 pixel per level."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: { openOnDropDelay: 0, indent: undefined, initialState: { expandedItems: ["src", "lib"] } } });
    const drag = await dragRow(page, "readme.md");
    const lefts: number[] = [];
    for (const id of ["docs", "index.ts", "parse.ts"]) {
      await drag.moveTo(await at(page, "package.json", 15));
      await drag.moveTo(await at(page, id, 3));
      const s = await snapshot(page);
      lefts.push(s.dragLineBox!.x - s.containerBox.x);
    }
    expect(lefts).toEqual([-8, -7, -6]);
    await drag.release();
  });

  it(claim("/dnd/behavior", "Drops into an item have no drag line; style the receiving item instead."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: { openOnDropDelay: 0 } });
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "src", 15));
    const s = await snapshot(page);
    expect(s.dragLineBox).toBeNull();
    expect(s.dragLineStyle).toEqual({ display: "none" });
    expect(s.rows.filter((r) => r.unorderedDragTarget).map((r) => r.id)).toEqual(["src"]);
    await drag.release();
    // An open folder's lower part, and a leaf, with a canDrop that lets every item take the items.
    await page.evaluate(() => window.harness.mount("a", { config: { openOnDropDelay: 0, canDrop: () => true, initialState: { expandedItems: ["docs"] } } }));
    const more = await dragRow(page, "readme.md");
    for (const [id, dy] of [["docs", 20], ["package.json", 15], ["src", 15]] as const) {
      await more.moveTo(await at(page, id, dy));
      const t = await snapshot(page);
      expect([t.dnd?.dragTarget, t.dragLineBox, t.dragLineStyle], id).toEqual([into(id), null, { display: "none" }]);
      expect(t.rows.filter((r) => r.unorderedDragTarget).map((r) => r.id)).toEqual([id]);
    }
    await more.cancel();
  });
});

describe("/dnd/behavior: what happens on drop", () => {
  it(
    claim(
      "/dnd/behavior",
      "computes the target for the final position again, now with access to the dragged data",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        const w = window as unknown as { docsRefuses: boolean; foreignChecks: string[] };
        w.docsRefuses = false;
        w.foreignChecks = [];
        window.harness.addDragSource("note", { "text/plain": "a note" });
        await window.harness.mount("a", {
          config: {
            openOnDropDelay: 0,
            canDrop: (_items, target) => target.item.isFolder() && !(w.docsRefuses && target.item.getId() === "docs"),
            canDropForeignDragObject: (dataTransfer, target) => {
              w.foreignChecks.push(`${target.item.getId()}:${dataTransfer.getData("text/plain")}`);
              return target.item.isFolder();
            },
          },
        });
      });
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 15));
      expect(await target(page)).toEqual(into("docs"));
      // docs starts to refuse while the pointer rests: the drop computes the target anew.
      await page.evaluate(() => void ((window as unknown as { docsRefuses: boolean }).docsRefuses = true));
      await drag.release();
      expect((await snapshot(page)).drops.map((d) => d.target)).toEqual([between("root", 1, 1, 1, 0)]);
      // Foreign data: canDropForeignDragObject reads the data only at the drop.
      const source = (await page.locator('[data-source="note"]').boundingBox())!;
      const foreign = await dragFrom(page, { x: source.x + 20, y: source.y + 15 });
      await foreign.moveTo(await at(page, "src", 15));
      expect(await page.evaluate(() => (window as unknown as { foreignChecks: string[] }).foreignChecks)).toEqual([]);
      await foreign.release();
      const checks = await page.evaluate(() => (window as unknown as { foreignChecks: string[] }).foreignChecks);
      expect(checks).toContain("src:a note");
      expect((await snapshot(page)).drops.at(-1)).toEqual({ kind: "foreign", data: { "text/plain": "a note" }, target: into("src") });
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "checks canDrop (or canDropForeignDragObject for foreign data) and clears the drag state. If the drop is not allowed, nothing else happens",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        const w = window as unknown as { stateInOnDrop: unknown };
        window.harness.addDragSource("note", { "text/plain": "a note" });
        await window.harness.mount("a", {
          config: {
            openOnDropDelay: 0,
            canDropForeignDragObject: () => false,
            onDrop: (items) => {
              const dnd = window.harness.tree("a")!.getState().dnd;
              w.stateInOnDrop = dnd && { draggedItems: dnd.draggedItems?.length, dragTarget: dnd.dragTarget ?? null };
              void items;
            },
          },
        });
      });
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 15));
      await drag.release();
      expect(await page.evaluate(() => (window as unknown as { stateInOnDrop: unknown }).stateInOnDrop)).toEqual({ draggedItems: undefined, dragTarget: null });
      // A foreign drop that canDropForeignDragObject refuses: no onDropForeignDragObject, state cleared.
      const source = (await page.locator('[data-source="note"]').boundingBox())!;
      const foreign = await dragFrom(page, { x: source.x + 20, y: source.y + 15 });
      await foreign.moveTo(await at(page, "src", 15));
      expect(await target(page)).toEqual(into("src"));
      await foreign.release();
      const after = await snapshot(page);
      expect(after.drops.filter((d) => d.kind === "foreign")).toEqual([]);
      expect(after.dnd?.dragTarget).toBeUndefined();
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "calls onDrop(items, target) and waits for it, or onDropForeignDragObject(dataTransfer, target) for data from outside",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        const w = window as unknown as { finish: () => void };
        await window.harness.mount("a", {
          config: {
            openOnDropDelay: 0,
            initialState: { expandedItems: ["src"] },
            onDrop: () => new Promise<void>((resolve) => (w.finish = resolve)),
          },
        });
      });
      await rowLocator(page, "package.json").click();
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "index.ts", 27));
      await drag.release();
      // onDrop has not finished: the focus has not moved yet.
      const waiting = await snapshot(page);
      expect(waiting.rows.find((r) => r.focused)?.id).toBe("package.json");
      await page.evaluate(() => (window as unknown as { finish: () => void }).finish());
      await page.waitForFunction(() => document.activeElement?.getAttribute("data-id") === "readme.md");
      expect((await snapshot(page)).rows.find((r) => r.focused)?.id).toBe("readme.md");
    },
  );

  it(claim("/dnd/behavior", "for items from the tree, moves the focus to the first dropped item."), async () => {
    const { page } = await openPage(harness);
    await mount(page, { config: { openOnDropDelay: 0, initialState: { expandedItems: ["src"] } } });
    await rowLocator(page, "package.json").click();
    await rowLocator(page, "readme.md").click({ modifiers: ["Control"] });
    await rowLocator(page, "docs").click({ modifiers: ["Control"] });
    expect((await snapshot(page)).activeElement).toBe("docs");
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "app.ts", 27));
    await drag.release();
    await page.waitForFunction(() => document.activeElement?.getAttribute("data-id") === "package.json");
    const after = await snapshot(page);
    expect(after.children.src).toEqual(["index.ts", "lib", "app.ts", "package.json", "readme.md", "docs"]);
    expect(after.rows.filter((r) => r.focused).map((r) => r.id)).toEqual(["package.json"]);
  });

  it(
    claim(
      "/dnd/behavior",
      "When that item is not visible, because it went into a closed folder, the focus goes to the first item of the tree instead.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { openOnDropDelay: 0 } });
      await rowLocator(page, "package.json").click();
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "src", 15));
      await drag.release();
      expect((await snapshot(page)).children.src).toEqual(["index.ts", "lib", "app.ts", "readme.md"]);
      await page.waitForFunction(() => document.activeElement?.getAttribute("data-id") === "docs");
      expect((await snapshot(page)).rows.filter((r) => r.focused).map((r) => r.id)).toEqual(["docs"]);
    },
  );

  it(
    claim("/dnd/behavior", "A drop on the tree's container outside of any item targets the root item, so the items become top-level items at the end of the list."),
    async () => {
      const { page } = await openPage(harness);
      // Three rows in a container at least four rows high: an empty row's height at the bottom.
      await mount(page, { data: { root: ["docs", "readme.md"], docs: ["intro.md"] }, config: { openOnDropDelay: 0, initialState: { expandedItems: ["docs"] } } });
      const s = await snapshot(page);
      const drag = await dragRow(page, "intro.md");
      await drag.moveTo({ x: s.containerBox.x + RIGHT, y: s.containerBox.y + s.containerBox.height - 5 });
      expect(await page.evaluate(() => document.elementFromPoint(window.harness.delivered.dragover!.x, window.harness.delivered.dragover!.y)?.getAttribute("role"))).toBe("tree");
      await drag.release();
      const after = await snapshot(page);
      expect(after.drops).toEqual([{ kind: "items", items: ["intro.md"], target: into("root") }]);
      expect(after.children.root).toEqual(["docs", "readme.md", "intro.md"]);
      expect(after.rows.map((r) => `${r.level} ${r.id}`)).toEqual(["0 docs", "0 readme.md", "0 intro.md"]);
    },
  );

  it(claim("/dnd/behavior", "That drop moves no focus and does not clear the drag state"), async () => {
    const { page } = await openPage(harness);
    await mount(page, { data: { root: ["docs", "readme.md"], docs: ["intro.md"] }, config: { openOnDropDelay: 0 } });
    await rowLocator(page, "readme.md").click();
    const s = await snapshot(page);
    const drag = await dragRow(page, "docs");
    await drag.moveTo({ x: s.containerBox.x + RIGHT, y: s.containerBox.y + s.containerBox.height - 5 });
    await drag.release();
    await leaveTimersDone(page);
    const after = await snapshot(page);
    expect(after.children.root).toEqual(["readme.md", "docs"]);
    expect(after.rows.filter((r) => r.focused).map((r) => r.id)).toEqual(["readme.md"]);
    expect(after.dnd?.draggedItems).toEqual(["docs"]);
  });

  it(
    claim(
      "/dnd/behavior",
      "When the drag ends anywhere else, including a cancelled drag with Esc, the drag state is cleared without a drop, though some drags leave {} behind",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(() => window.harness.addDropZone("outside"));
      await mount(page, { config: { openOnDropDelay: 0 } });
      // Esc while over a target.
      let drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 15));
      expect(await target(page)).toEqual(into("docs"));
      await drag.cancel();
      await leaveTimersDone(page);
      expect((await snapshot(page)).dnd).toBeNull();
      // Released over another drop target on the page, after the pointer has left the tree.
      drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 15));
      const zone = (await page.locator('[data-zone="outside"]').boundingBox())!;
      await drag.moveTo({ x: zone.x + 50, y: zone.y + 30 });
      await leaveTimersDone(page);
      await drag.release();
      await leaveTimersDone(page);
      const after = await snapshot(page);
      expect(await page.evaluate(() => window.harness.received("outside").length)).toBe(1);
      expect(after.dnd).toBeNull();
      expect(after.drops).toEqual([]);
      // Released over a position the tree refused (docs into its own child): no drop, and {} once
      // the dragleave timer has run.
      await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("docs").expand()));
      drag = await dragRow(page, "docs");
      await drag.moveTo(await at(page, "src", 15));
      await drag.moveTo(await at(page, "guide.md", 15));
      await drag.release();
      await leaveTimersDone(page);
      expect((await snapshot(page)).dnd).toEqual({});
      expect((await snapshot(page)).drops).toEqual([]);
    },
  );
});

describe("/dnd/behavior: special cases", () => {
  it(
    claim("/dnd/behavior", "Items cannot be dropped into themselves or into their own descendants; those positions are refused whatever canDrop says."),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(() => window.harness.mount("a", { config: { canDrop: () => true, initialState: { expandedItems: ["src", "lib"] } } }));
      // docs, src, index.ts, lib, parse.ts, print.ts, app.ts, package.json, readme.md
      const drag = await dragRow(page, "src");
      const seen: Record<string, [boolean | undefined, TargetSnapshot | undefined]> = {};
      for (const [name, id, dy] of [
        ["between src's children", "index.ts", 3],
        ["into lib", "lib", 20],
        ["between lib's children", "print.ts", 3],
        ["next to a leaf inside lib", "parse.ts", 15],
        ["src's own lower part", "src", 20],
        ["into docs", "docs", 15],
      ] as const) {
        await drag.moveTo(await at(page, "package.json", 15));
        await drag.moveTo(await at(page, id, dy));
        const accepted = (await lastDragover(page))?.accepted;
        seen[name] = [accepted, accepted ? await target(page) : undefined];
      }
      expect(seen).toEqual({
        "between src's children": [false, undefined],
        "into lib": [false, undefined],
        "between lib's children": [false, undefined],
        "next to a leaf inside lib": [false, undefined],
        // Over itself, src cannot take itself: its lower part means "after src" in the root.
        "src's own lower part": [true, between("root", 2, 1, 2, 0)],
        "into docs": [true, into("docs")],
      });
      await drag.release();
    },
  );

  // The tests below stop the page's clock: the pointer's moves take no time, and the test moves the
  // clock on to the moment it asks about.

  it(
    claim(
      "/dnd/behavior",
      "Keeping the pointer over the middle band of a closed folder for openOnDropDelay milliseconds (800 by default) opens it, so that items can be dropped deep into the tree without expanding everything first.",
    ),
    async () => {
      const { page } = await openPage(harness, { stoppedClock: true });
      await mount(page);
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "src", 15));
      expect(await openAfter(page, "src", 799)).toBe(false);
      expect(await openAfter(page, "src", 1)).toBe(true);
      // Its children can now be reached.
      await drag.moveTo(await at(page, "lib", 15));
      expect(await target(page)).toEqual(into("lib"));
      await drag.release();
      expect((await snapshot(page)).children.lib).toEqual(["parse.ts", "print.ts", "readme.md"]);
    },
  );

  it(
    claim(
      "/dnd/behavior",
      "It only happens where the position under the pointer is allowed; a folder that refuses the items still opens when the gap offered there is allowed.",
    ),
    async () => {
      const { page } = await openPage(harness, { stoppedClock: true });
      await page.evaluate(async () => {
        const w = window as unknown as { refuseRoot: boolean };
        w.refuseRoot = true;
        await window.harness.mount("a", {
          config: { canDrop: (_items, target) => target.item.isFolder() && target.item.getId() !== "src" && !(w.refuseRoot && target.item.getId() === "root") },
        });
      });
      // src refuses and so does the root: the middle of src offers nothing, and src stays closed.
      let drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "src", 12));
      expect((await lastDragover(page))?.accepted).toBe(false);
      expect(await openAfter(page, "src", 1300)).toBe(false);
      await drag.release();
      await advanceClock(page, 100);
      // With the root accepting, the middle of src offers the gap above it, and src opens.
      await page.evaluate(() => void ((window as unknown as { refuseRoot: boolean }).refuseRoot = false));
      drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "src", 12));
      expect(await target(page)).toEqual(between("root", 1, 1, 1, 0));
      expect(await openAfter(page, "src", 799)).toBe(false);
      expect(await openAfter(page, "src", 1)).toBe(true);
      await drag.release();
    },
  );

  it(claim("/dnd/behavior", "With canReorder: false, the whole row of the folder counts."), async () => {
    const { page } = await openPage(harness, { stoppedClock: true });
    await mount(page, { config: { canReorder: false } });
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "src", 28));
    expect(await openAfter(page, "src", 799)).toBe(false);
    expect(await openAfter(page, "src", 1)).toBe(true);
    await drag.release();
  });

  it(claim("/dnd/behavior", "Set the option to 0 to turn this off."), async () => {
    const { page } = await openPage(harness, { stoppedClock: true });
    await mount(page, { config: { openOnDropDelay: 0 } });
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "src", 15));
    expect(await target(page)).toEqual(into("src"));
    expect(await openAfter(page, "src", 1300)).toBe(false);
    await drag.release();
  });

  it(
    claim(
      "/dnd/behavior",
      "Starting a drag on a selected item drags all selected items, in the order in which they were selected, not in tree order; the helpers insert them in that order.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await mount(page);
      await rowLocator(page, "readme.md").click();
      await rowLocator(page, "docs").click({ modifiers: ["Control"] });
      await rowLocator(page, "package.json").click({ modifiers: ["Control"] });
      const drag = await dragRow(page, "docs");
      expect((await snapshot(page)).dnd?.draggedItems).toEqual(["readme.md", "docs", "package.json"]);
      await drag.moveTo(await at(page, "src", 15));
      await drag.release();
      expect((await snapshot(page)).children.src).toEqual(["index.ts", "lib", "app.ts", "readme.md", "docs", "package.json"]);
    },
  );

  it(claim("/dnd/behavior", "Starting it on an item outside the selection drags only that item and selects it"), async () => {
    const { page } = await openPage(harness);
    await mount(page);
    await rowLocator(page, "readme.md").click();
    await rowLocator(page, "package.json").click({ modifiers: ["Control"] });
    const drag = await dragRow(page, "docs");
    const s = await snapshot(page);
    expect(s.dnd?.draggedItems).toEqual(["docs"]);
    expect(s.rows.filter((r) => r.selected).map((r) => r.id)).toEqual(["docs"]);
    await drag.moveTo(await at(page, "src", 15));
    await drag.release();
    expect((await snapshot(page)).children.src).toEqual(["index.ts", "lib", "app.ts", "docs"]);
  });

  it(
    claim("/dnd/behavior", "unless draggedItemOverwritesSelection is false; then the drag carries the selection as it is"),
    async () => {
      const { page } = await openPage(harness);
      await mount(page, { config: { draggedItemOverwritesSelection: false } });
      await rowLocator(page, "readme.md").click();
      await rowLocator(page, "package.json").click({ modifiers: ["Control"] });
      const drag = await dragRow(page, "docs");
      const s = await snapshot(page);
      expect(s.dnd?.draggedItems).toEqual(["readme.md", "package.json"]);
      expect(s.rows.filter((r) => r.selected).map((r) => r.id)).toEqual(["package.json", "readme.md"]);
      await drag.moveTo(await at(page, "src", 15));
      await drag.release();
      expect((await snapshot(page)).children.src).toEqual(["index.ts", "lib", "app.ts", "readme.md", "package.json"]);
    },
  );
});

describe("/dnd/behavior: the inspector", () => {
  it(
    claim("/dnd/behavior", "The inspector below shows the computation live: drag an item slowly across the others and watch the target change."),
    async () => {
      const opened = await openPage(harness);
      const { page, problems } = opened;
      const demo = await openDemo(opened, "dnd-behavior-inspector");
      const readout = readoutOf(demo, "dnd.dragTarget");
      const pointer = readoutOf(demo, "dnd.draggingOverItem");
      const drag = await dragFrom(page, await demoPoint(page, "readme"));
      // The readouts render after the tree's state changed: wait for them.
      await drag.moveTo(await demoPoint(page, "docs"));
      await expect.poll(() => readout.textContent()).toBe('{ item: "docs" }');
      expect(await pointer.textContent()).toBe("docs");
      await drag.moveTo(await demoPoint(page, "app", 2));
      await expect.poll(async () => (await readout.textContent())!.replace(/\s+/g, " ")).toBe('{ item: "src", childIndex: 0, insertionIndex: 0, dragLineIndex: 4, dragLineLevel: 1 }');
      expect(await readoutOf(demo, "A drop at the pointer").textContent()).toBe("allowed");
      await drag.release();
      await expect.poll(() => readoutOf(demo, "Last drop").textContent()).toContain('readme → { item: "src"');
      // Over a refused position (lib into its own child), the tree keeps the last allowed target.
      const refused = await dragFrom(page, await demoPoint(page, "lib"));
      await refused.moveTo(await demoPoint(page, "docs"));
      await expect.poll(() => readout.textContent()).toBe('{ item: "docs" }');
      await refused.moveTo(await demoPoint(page, "format"));
      await expect.poll(() => readoutOf(demo, "A drop at the pointer").textContent()).toMatch(/^refused/);
      // Until a dragleave timer clears it (100 ms after the pointer left an item, if that timer runs
      // late): the readouts, read at one moment, say the same either way.
      const [, target, verdict] = await demo.locator("dd").allTextContents();
      if (target === "none") expect(verdict).toBe("refused");
      else expect([target, verdict]).toEqual(['{ item: "docs" }', "refused: the target above is still the last allowed one"]);
      await refused.release();
      await expect.poll(() => readoutOf(demo, "A drop at the pointer").textContent()).toBe("no drag");
      expect(problems).toEqual([]);
    },
  );
});
