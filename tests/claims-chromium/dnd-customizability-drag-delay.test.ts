// Claims of content/dnd/customizability.mdx, section "Drag delay and minimum distance": when
// Chromium turns a press into a drag, and the page's hold-to-drag.tsx, run on the harness page with
// real pointer input. Holding the button down for a while is the input under test here, so these
// tests wait on purpose where a person would hold still.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim.ts";
import { openFixture, pageFence } from "./pointer-dnd.ts";
import { nextFrame, pointOf, restAt, snapshot, useHarness, type Point } from "./support.ts";

const PAGE = "/dnd/customizability";
const harness = useHarness();

declare global {
  interface Window {
    holdToDrag?: (holdMs: number) => (props: Record<string, unknown>) => Record<string, unknown>;
    input?: {
      clicks: number;
      dragstarts: Array<{ prevented: boolean; sincePress: number; stampsApart: number }>;
      pressedAt: number;
      pressStamp: number;
    };
  }
}

/**
 * Counts clicks and records each dragstart: whether a handler cancelled it, how long after the
 * press it came (by the clock), and how far apart the two events' own `timeStamp`s are.
 */
function recordInput(page: Page) {
  return page.evaluate(() => {
    const input: NonNullable<Window["input"]> = (window.input = { clicks: 0, dragstarts: [], pressedAt: 0, pressStamp: 0 });
    window.addEventListener(
      "pointerdown",
      (e) => {
        input.pressedAt = performance.now();
        input.pressStamp = e.timeStamp;
      },
      true,
    );
    window.addEventListener("click", () => void input.clicks++, true);
    window.addEventListener(
      "dragstart",
      (e) => {
        const sincePress = performance.now() - input.pressedAt;
        const stampsApart = e.timeStamp - input.pressStamp;
        // Read once every handler has run.
        setTimeout(() => input.dragstarts.push({ prevented: e.defaultPrevented, sincePress, stampsApart }));
      },
      true,
    );
  });
}
const input = (page: Page) => page.evaluate(() => window.input!);

/**
 * A hold far longer than a press and a move take, however slow the machine: the tests of a move
 * "within the hold" use it, so the move surely comes within it. The tests of a press held still use
 * the page's 300 ms (a slower machine only makes the hold longer).
 */
const LONG_HOLD_MS = 10_000;

/** The harness tree, each row's props wrapped by the page's holdToDrag(holdMs). */
async function openWithHold(holdMs = 300) {
  const opened = await harness.open();
  await openFixture(opened, 'import { holdToDrag } from "fence:hold-to-drag"; window.holdToDrag = holdToDrag;', {
    "fence:hold-to-drag": pageFence(PAGE, "hold-to-drag.tsx"),
  });
  await opened.page.evaluate((holdMs) => {
    const withHold = window.holdToDrag!(holdMs);
    return window.harness.mount("a", { rowProps: (item) => withHold(item.getProps()) });
  }, holdMs);
  await recordInput(opened.page);
  return opened;
}

/** Presses at `from`, holds still for 400 ms (a person's hold: the input under test), then moves a pixel at a time until a dragstart has reached the page. */
async function holdThenDrag(page: Page, from: Point) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.waitForTimeout(400);
  for (let step = 1; (await input(page)).dragstarts.length === 0; step++) {
    if (step === 10) throw new Error("no drag started after the hold");
    await page.mouse.move(from.x + step, from.y);
    await nextFrame(page);
  }
}

/** Presses at `from` and moves right away, until a dragstart has reached the page. */
async function pressAndMoveAtOnce(page: Page, from: Point) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y, { steps: 2 });
  await expect.poll(async () => (await input(page)).dragstarts.length).toBe(1);
}

describe(`${PAGE}: when the browser starts a drag`, () => {
  it(claim("/dnd/customizability", "Its drags are the browser's own drag and drop: the item is draggable, and the browser decides when a press becomes a drag and fires dragstart."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a"));
    // The item's props: `draggable` and the browser's drag events, nothing that watches the press.
    const keys = await page.evaluate(() => Object.keys(window.harness.tree("a")!.getItemInstance("readme.md").getProps()));
    expect(keys).toContain("draggable");
    expect(keys.filter((key) => /^on(Pointer|Mouse|Touch)/.test(key))).toEqual([]);
  });

  it(
    claim("/dnd/customizability", "In Chromium that happens once the pointer has moved 4 pixels from the point of the press, horizontally or vertically; a press that moves less stays a click."),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(() => window.harness.mount("a"));
      await recordInput(page);
      const at = await pointOf(page, { id: "readme.md", y: 0.5 });
      const pressMoveRelease = async (dx: number, dy: number) => {
        const before = await input(page);
        await page.mouse.move(at.x, at.y);
        await page.mouse.down();
        await page.mouse.move(at.x + dx, at.y + dy);
        await nextFrame(page);
        await nextFrame(page);
        if ((await input(page)).dragstarts.length > before.dragstarts.length) {
          // A drag: end it over the tree's empty area, as pressAndDrag's release does.
          const { drops, dragends } = await page.evaluate(() => window.harness.delivered);
          const end = { x: at.x, y: at.y + 60 };
          await page.mouse.move(end.x, end.y, { steps: 3 });
          await restAt(page, end);
          await page.mouse.up();
          await page.waitForFunction(([drops, dragends]) => window.harness.delivered.drops > drops! || window.harness.delivered.dragends > dragends!, [drops, dragends]);
          await nextFrame(page);
          return "drag";
        }
        await page.mouse.up();
        await expect.poll(async () => (await input(page)).clicks).toBe(before.clicks + 1);
        expect((await input(page)).dragstarts).toHaveLength(before.dragstarts.length);
        return "click";
      };
      expect(await pressMoveRelease(3, 0)).toBe("click");
      expect(await pressMoveRelease(0, 3)).toBe("click");
      expect(await pressMoveRelease(3, 3)).toBe("click"); // 4.2 px away, but 3 in each direction
      expect(await pressMoveRelease(4, 0)).toBe("drag");
      expect(await pressMoveRelease(0, 4)).toBe("drag");
      expect(await pressMoveRelease(-4, 0)).toBe("drag");
    },
  );

  it(claim("/dnd/customizability", "In Chromium, the browser picks the moment of dragstart, and a drag cancelled then does not start later in the same press"), async () => {
    const { page } = await harness.open();
    // Every dragstart cancelled, with no timing involved.
    await page.evaluate(() => window.harness.mount("a", { rowProps: () => ({ onDragStart: (e: DragEvent) => e.preventDefault() }) }));
    await recordInput(page);
    const from = await pointOf(page, { id: "readme.md", y: 0.5 });
    await pressAndMoveAtOnce(page, from);
    for (const to of [{ x: from.x + 60, y: from.y }, await pointOf(page, { id: "docs", y: 0.5 }), { x: from.x + 120, y: from.y + 40 }]) {
      await page.mouse.move(to.x, to.y, { steps: 5 });
      await nextFrame(page);
    }
    await page.mouse.up();
    await nextFrame(page);
    const { dragstarts } = await input(page);
    expect(dragstarts.map((d) => d.prevented)).toEqual([true]);
    expect(await page.evaluate(() => window.harness.delivered)).toMatchObject({ dragstarts: 1, dragover: null, drops: 0 });
  });
});

describe(`${PAGE}: hold-to-drag.tsx`, () => {
  it(claim("/dnd/customizability", "A press that starts moving within the 300 ms gets no drag at all: the tree's drag state stays empty, and unlike a refusal by canDrag, the grabbed item is not selected."), async () => {
    const { page, problems } = await openWithHold(LONG_HOLD_MS);
    await pressAndMoveAtOnce(page, await pointOf(page, { id: "readme.md", y: 0.5 }));
    const [dragstart] = (await input(page)).dragstarts;
    expect(dragstart!.sincePress).toBeLessThan(LONG_HOLD_MS); // the premise: the move came within the hold
    expect(dragstart!.prevented).toBe(true);
    // Over another item and a folder: no drag events, no target, no drag state.
    const over = await pointOf(page, { id: "src", y: 0.5 });
    await page.mouse.move(over.x, over.y, { steps: 5 });
    await nextFrame(page);
    const s = await snapshot(page);
    expect(s.dnd ?? null).toBeNull();
    expect(s.rows.filter((r) => r.selected || r.dragTarget || r.draggingOver)).toEqual([]);
    expect(await page.evaluate(() => window.harness.delivered.dragover)).toBeNull();
    await page.mouse.up();
    expect(problems).toEqual([]);
  });

  it(claim("/dnd/customizability", "Chromium does not start a drag again during that press, however far the pointer goes."), async () => {
    const { page } = await openWithHold(LONG_HOLD_MS);
    const from = await pointOf(page, { id: "readme.md", y: 0.5 });
    await pressAndMoveAtOnce(page, from);
    expect((await input(page)).dragstarts[0]!.prevented).toBe(true);
    // Far away, over other rows, and for a while: the recorder would see a second dragstart,
    // cancelled or not.
    for (const to of [await pointOf(page, { id: "docs", y: 0.5 }), { x: from.x + 150, y: from.y + 60 }, await pointOf(page, { id: "package.json", y: 0.5 })]) {
      await page.mouse.move(to.x, to.y, { steps: 10 });
      await nextFrame(page);
    }
    await page.waitForTimeout(400);
    await page.mouse.move(from.x + 40, from.y + 40, { steps: 10 });
    await nextFrame(page);
    expect((await input(page)).dragstarts).toHaveLength(1);
    expect(await page.evaluate(() => window.harness.delivered)).toMatchObject({ dragstarts: 1, dragover: null });
    expect((await snapshot(page)).dnd ?? null).toBeNull();
    await page.mouse.up();
  });

  it(claim("/dnd/customizability", "Released over the row where it was pressed, the press ends in a click, which focuses and selects the item as any click does."), async () => {
    const { page } = await openWithHold(LONG_HOLD_MS);
    const from = await pointOf(page, { id: "readme.md", y: 0.5 });
    await pressAndMoveAtOnce(page, from);
    await page.mouse.move(from.x + 60, from.y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await input(page)).clicks).toBe(1);
    await nextFrame(page);
    const s = await snapshot(page);
    expect(s.rows.filter((r) => r.selected).map((r) => r.id)).toEqual(["readme.md"]);
    expect(s.rows.filter((r) => r.focused).map((r) => r.id)).toEqual(["readme.md"]);
    expect(s.activeElement).toBe("readme.md");
    expect(s.dnd ?? null).toBeNull();
  });

  it(claim("/dnd/customizability", "A press held still for the 300 ms drags as usual."), async () => {
    const { page, problems } = await openWithHold();
    const from = await pointOf(page, { id: "readme.md", y: 0.5 });
    await holdThenDrag(page, from);
    const [dragstart] = (await input(page)).dragstarts;
    expect(dragstart!.sincePress).toBeGreaterThanOrEqual(400);
    expect(dragstart!.prevented).toBe(false);
    expect((await snapshot(page)).dnd?.draggedItems).toEqual(["readme.md"]);
    const into = await pointOf(page, { id: "src", y: 0.5 });
    await page.mouse.move(into.x, into.y, { steps: 5 });
    await restAt(page, into);
    await nextFrame(page);
    expect((await snapshot(page)).dnd?.dragTarget).toEqual({ item: "src" });
    await page.mouse.up();
    await page.waitForFunction(() => window.harness.delivered.drops > 0);
    await expect.poll(async () => (await snapshot(page)).drops).toEqual([{ kind: "items", items: ["readme.md"], target: { item: "src" } }]);
    expect((await snapshot(page)).children.src).toEqual(["index.ts", "lib", "app.ts", "readme.md"]);
    expect(problems).toEqual([]);
  });

  it(claim("/dnd/customizability", "Chromium gives dragstart the timeStamp of the press, so the two events' own time stamps never differ."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a"));
    await recordInput(page);
    const from = await pointOf(page, { id: "readme.md", y: 0.5 });
    await holdThenDrag(page, from);
    const [dragstart] = (await input(page)).dragstarts;
    expect(dragstart!.sincePress).toBeGreaterThanOrEqual(400);
    expect(dragstart!.stampsApart).toBe(0);
    const end = { x: from.x, y: from.y + 60 };
    await page.mouse.move(end.x, end.y, { steps: 3 });
    await restAt(page, end);
    await page.mouse.up();
    await page.waitForFunction(() => window.harness.delivered.drops + window.harness.delivered.dragends > 0);
  });
});
