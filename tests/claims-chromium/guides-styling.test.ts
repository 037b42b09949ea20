// Claims of content/guides/styling.mdx about what a stylesheet can select on during real pointer
// drags, the drag line's box, focus, and the page's demo, in Chromium.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import type { TreeSnapshot } from "./harness/protocol";
import { INDENT } from "./harness/protocol";
import { demoEntry, tabIntoTree, useDemoPages } from "./core-demos";
import { mount, pressAndDrag, rowLocator, snapshot, useHarness, type RowPoint } from "./support";

const harness = useHarness();
const demos = useDemoPages();

type Drag = Awaited<ReturnType<typeof pressAndDrag>>;

/**
 * Rests the pointer at `at`, re-sending the position as a browser repeats dragover while the pointer
 * rests, until `ready` holds for the tree's snapshot. (The library's 100 ms dragleave check can clear
 * the target when its timer runs late; the next dragover sets it again.)
 */
async function restOn(page: Page, drag: Drag, at: RowPoint, ready: (s: TreeSnapshot) => boolean) {
  let seen!: TreeSnapshot;
  await expect
    .poll(async () => {
      await drag.moveTo(at);
      seen = await snapshot(page);
      return ready(seen);
    })
    .toBe(true);
  return seen; // the reading that was ready, not a later one
}

/** Like restOn, but reads `read` in the page (one reading, no gap) until it returns something. */
async function restAndRead<R>(page: Page, drag: Drag, at: RowPoint, read: () => R | null): Promise<R> {
  let value: R | null = null;
  await expect
    .poll(async () => {
      await drag.moveTo(at);
      value = (await page.evaluate(read)) as R | null;
      return value !== null;
    })
    .toBe(true);
  return value!;
}

const marked = (s: TreeSnapshot, key: "dragTarget" | "unorderedDragTarget" | "draggingOver") => s.rows.filter((r) => r[key]).map((r) => r.id);

describe("/guides/styling in Chromium: attributes and item states", () => {
  it(claim("/guides/styling", "item.getProps() puts ARIA attributes on every item, and they make good CSS selectors"), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["src"], selectedItems: ["lib"], focusedItem: "index.ts" } } });
    const select = (selector: string) => page.locator(`[data-tree="a"] ${selector}`).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.id));
    expect(await select('[role="treeitem"][aria-selected="true"]')).toEqual(["lib"]);
    expect(await select('[role="treeitem"][aria-expanded]')).toEqual(["docs", "src", "lib"]);
    expect(await select('[role="treeitem"][aria-expanded="true"]')).toEqual(["src"]);
    expect(await select('[role="treeitem"][tabindex="0"]')).toEqual(["index.ts"]);
  });

  it(claim("/guides/styling", "a drop now would put the dragged items into this item, directly or between its children"), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["docs"] } } });
    const drag = await pressAndDrag(page, "readme.md");
    const into = await restOn(page, drag, { id: "src", y: 0.5 }, (s) => s.dnd?.dragTarget?.item === "src");
    expect(marked(into, "dragTarget")).toEqual(["src"]);
    const between = await restOn(page, drag, { id: "guide.md", y: 0.1 }, (s) => s.dnd?.dragTarget?.item === "docs");
    expect(between.dnd?.dragTarget).toMatchObject({ item: "docs", childIndex: 1 });
    expect(marked(between, "dragTarget")).toEqual(["docs"]); // the folder, while the line is between its children
    await drag.release();
  });

  it(claim("/guides/styling", "a drop now would put the dragged items into this item, at no particular position among its children (there is no drag line then)"), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["docs"] } } });
    const drag = await pressAndDrag(page, "readme.md");
    const into = await restOn(page, drag, { id: "src", y: 0.5 }, (s) => s.dnd?.dragTarget?.item === "src");
    expect([marked(into, "unorderedDragTarget"), into.dragLineBox]).toEqual([["src"], null]);
    const between = await restOn(page, drag, { id: "guide.md", y: 0.1 }, (s) => s.dnd?.dragTarget?.item === "docs");
    expect(marked(between, "unorderedDragTarget")).toEqual([]);
    expect(between.dragLineBox).not.toBeNull();
    await drag.release();

    // Not only "right on" the item: with canReorder false, a child of an open folder targets the folder.
    await mount(page, { config: { canReorder: false, initialState: { expandedItems: ["docs"] } } });
    const second = await pressAndDrag(page, "readme.md");
    const overChild = await restOn(page, second, { id: "guide.md", y: 0.5 }, (s) => s.dnd?.dragTarget?.item === "docs");
    expect([overChild.dnd?.draggingOverItem, marked(overChild, "unorderedDragTarget"), overChild.dragLineBox]).toEqual(["guide.md", ["docs"], null]);
    await second.release();
  });

  it(claim("/guides/styling", "the pointer is over this item during a drag, at a position that accepts the drop."), async () => {
    const { page } = await harness.open();
    await mount(page);
    const drag = await pressAndDrag(page, "readme.md");
    for (const id of ["src", "docs"]) {
      const s = await restOn(page, drag, { id, y: 0.5 }, (s) => s.dnd?.draggingOverItem === id);
      expect(marked(s, "draggingOver")).toEqual([id]);
    }
    await drag.release();
  });

  it(claim("/guides/styling", "The mark does not move to a position that refuses the drop, so the item before can keep it"), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      // Only docs accepts drops; every other position refuses.
      await window.harness.mount("a", { config: { canReorder: false, canDrop: (_items, target) => target.item.getId() === "docs" } });
      // Records what is marked once each dragover has been handled, long before any 100 ms timer.
      const w = window as unknown as { marks: Array<{ y: number; over: string[] }> };
      w.marks = [];
      window.addEventListener(
        "dragover",
        (e) =>
          void setTimeout(() =>
            w.marks.push({ y: e.clientY, over: window.harness.tree("a")!.getItems().filter((i) => i.isDraggingOver()).map((i) => i.getId()) }),
          ),
        true,
      );
    });
    const drag = await pressAndDrag(page, "readme.md");
    await restOn(page, drag, { id: "docs", y: 0.5 }, (s) => s.dnd?.draggingOverItem === "docs");
    const refused = await row(page, "package.json");
    await drag.moveTo({ id: "package.json", y: 0.5 });
    const marks = await page.evaluate(() => (window as unknown as { marks: Array<{ y: number; over: string[] }> }).marks);
    const first = marks.find((m) => Math.abs(m.y - (refused.box.y + refused.box.height / 2)) < 1);
    expect(first?.over).toEqual(["docs"]); // over package.json, which refuses: docs keeps the mark
    expect(marks.some((m) => m.over.includes("package.json"))).toBe(false);
    await drag.release();
  });

  it(claim("/guides/styling", "until about 100 ms after the pointer leaves the items"), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      await window.harness.mount("a", { config: { canReorder: false, canDrop: (_items, target) => target.item.getId() === "docs" } });
      // When the pointer last left a row, and every change of the mark, timed in the page.
      const w = window as unknown as { leftAt: number; marks: Array<{ at: number; over: string[] }> };
      w.marks = [];
      window.addEventListener("dragleave", (e) => void ((e.target as Element).closest?.("[data-id]") && (w.leftAt = performance.now())), true);
      const watch = () => {
        const over = window.harness.tree("a")!.getItems().filter((i) => i.isDraggingOver()).map((i) => i.getId());
        if (JSON.stringify(over) !== JSON.stringify(w.marks.at(-1)?.over)) w.marks.push({ at: performance.now(), over });
        requestAnimationFrame(watch);
      };
      watch();
    });
    const drag = await pressAndDrag(page, "readme.md");
    await restOn(page, drag, { id: "docs", y: 0.5 }, (s) => s.dnd?.draggingOverItem === "docs");
    // Straight out of the tree to its right.
    const tree = (await snapshot(page)).containerBox;
    const docs = await row(page, "docs");
    await drag.moveTo({ x: tree.x + tree.width + 100, y: docs.box.y + docs.box.height / 2 });
    await expect.poll(async () => marked(await snapshot(page), "draggingOver")).toEqual([]);
    const { leftAt, marks } = await page.evaluate(() => {
      const w = window as unknown as { leftAt: number; marks: Array<{ at: number; over: string[] }> };
      return { leftAt: w.leftAt, marks: w.marks };
    });
    // docs kept the mark after the pointer left it, and lost it 100 ms later.
    expect(marks.slice(-2).map((m) => m.over)).toEqual([["docs"], []]);
    expect(marks.at(-1)!.at - leftAt).toBeGreaterThanOrEqual(99);
    await drag.release();
  });

  it(claim("/guides/styling", "right after the drag starts it is on the focused item, not the grabbed one"), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { focusedItem: "src" } } });
    await page.evaluate(() => {
      const w = window as unknown as { atStart: string[] | null };
      w.atStart = null;
      // Bubble phase on window: after the library's dragstart handler ran.
      window.addEventListener("dragstart", () => void (w.atStart = window.harness.tree("a")!.getItems().filter((i) => i.isDraggingOver()).map((i) => i.getId())));
    });
    const drag = await pressAndDrag(page, "readme.md");
    expect(await page.evaluate(() => (window as unknown as { atStart: string[] | null }).atStart)).toEqual(["src"]);
    await drag.release();
  });
});

async function row(page: Page, id: string) {
  return (await snapshot(page)).rows.find((r) => r.id === id)!;
}

describe("/guides/styling in Chromium: indentation and focus", () => {
  it(claim("/guides/styling", "the drop logic uses it to decide how deep an item lands when it is dropped below the last item of a folder, and the drag line is indented by it."), async () => {
    const { page } = await harness.open();
    for (const indent of [20, 40]) {
      await mount(page, { config: { indent, initialState: { expandedItems: ["docs"] } } });
      const drag = await pressAndDrag(page, "readme.md");
      // Below faq.md, the last item of docs, 30 px from the row's left edge.
      const s = await restOn(page, drag, { id: "faq.md", y: 0.8, x: 30 }, (s) => s.dnd?.dragTarget !== undefined);
      const faq = s.rows.find((r) => r.id === "faq.md")!;
      if (indent === 20) {
        // 30 px is past level 1 × 20 px: dropped as faq.md's sibling, inside docs, line at level 1.
        expect(s.dnd?.dragTarget).toMatchObject({ item: "docs", dragLineLevel: 1 });
        expect(s.dragLineBox!.x - faq.box.x).toBe(1 * 20 - 8);
      } else {
        // 30 px is left of level 1 × 40 px: it lands on level 0, after docs; the line moves with it.
        expect(s.dnd?.dragTarget).toMatchObject({ item: "root", dragLineLevel: 0 });
        expect(s.dragLineBox!.x - faq.box.x).toBe(0 * 40 - 8);
      }
      await drag.release();
    }
  });

  it(claim("/guides/styling", "Without the option, the drop logic assumes 20 pixels per level while the line moves 1 pixel per level."), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { indent: undefined, initialState: { expandedItems: ["src", "lib"] } } });
    const drag = await pressAndDrag(page, "readme.md");
    // Below print.ts (level 2, last in lib, last in src), 30 px in: floor(30 / 20) = level 1.
    const s = await restOn(page, drag, { id: "print.ts", y: 0.8, x: 30 }, (s) => s.dnd?.dragTarget !== undefined);
    expect(s.dnd?.dragTarget).toMatchObject({ item: "src", dragLineLevel: 1 });
    const print = s.rows.find((r) => r.id === "print.ts")!;
    expect(s.dragLineBox!.x - print.box.x).toBe(1 * 1 - 8);
    await drag.release();
  });

  it(claim("/guides/styling", "isFocused(), and tabindex=\"0\" in the props, mark the item that keyboard navigation starts from; it stays marked when the user tabs away from the tree. The browser's focus is on that item only while the tree is active."), async () => {
    const { page } = await harness.open();
    await mount(page);
    await page.evaluate(() => document.body.append(Object.assign(document.createElement("button"), { id: "after", textContent: "after" })));
    await rowLocator(page, "src").click();
    expect((await snapshot(page)).activeElement).toBe("src");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("after");
    const s = await snapshot(page);
    expect(s.rows.filter((r) => r.focused).map((r) => r.id)).toEqual(["src"]);
    expect(await rowLocator(page, "src").getAttribute("tabindex")).toBe("0");
    await page.keyboard.press("Shift+Tab"); // back into the tree: on that item
    expect((await snapshot(page)).activeElement).toBe("src");
  });
});

describe("/guides/styling in Chromium: the drag line", () => {
  it(claim("/guides/styling", "Render one extra element inside the tree container and give it tree.getDragLineStyle()"), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["docs"] } } });
    const drag = await pressAndDrag(page, "readme.md");
    const s = await restOn(page, drag, { id: "guide.md", y: 0.1 }, (s) => s.dragLineBox !== null);
    const guide = s.rows.find((r) => r.id === "guide.md")!;
    expect(Math.round(s.dragLineBox!.y - guide.box.y)).toBe(-1); // at the gap above guide.md
    await drag.release();
  });

  it(claim("/guides/styling", "While nothing is dragged, and while a drop would go into an item rather than between two, the style is display: none."), async () => {
    const { page } = await harness.open();
    await mount(page);
    expect((await snapshot(page)).dragLineStyle).toEqual({ display: "none" });
    const drag = await pressAndDrag(page, "readme.md");
    const into = await restOn(page, drag, { id: "docs", y: 0.5 }, (s) => s.dnd?.dragTarget?.item === "docs");
    expect([into.dragLineStyle, into.dragLineBox]).toEqual([{ display: "none" }, null]);
    await drag.release();
  });

  it(claim("/guides/styling", "During a drag between two items it positions the element absolutely at the gap, indented to the level the items would land on, and turns off its pointer events so it does not swallow the drag."), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["src", "lib"] } } });
    const drag = await pressAndDrag(page, "readme.md");
    // One reading of the state and the line's computed style together.
    const read = () =>
      page.evaluate(() => ({
        s: window.harness.snapshot("a"),
        pointerEvents: getComputedStyle(document.querySelector("[data-drag-line]")!).pointerEvents,
      }));
    let reading = await read();
    await expect
      .poll(async () => {
        await drag.moveTo({ id: "print.ts", y: 0.1 });
        reading = await read();
        return reading.s.dnd?.dragTarget?.item;
      })
      .toBe("lib");
    const { s, pointerEvents } = reading;
    const print = s.rows.find((r) => r.id === "print.ts")!;
    expect(s.dragLineStyle).toMatchObject({ position: "absolute", pointerEvents: "none" });
    expect(s.dragLineBox).toEqual({ x: print.box.x + 2 * INDENT - 8, y: print.box.y - 1, width: print.box.width - 2 * INDENT + 8, height: 2 });
    expect(pointerEvents).toBe("none");
    await drag.release();
  });

  it(claim("/guides/styling", "The container props of dragAndDropFeature include position: relative, so the coordinates fit."), async () => {
    const { page } = await harness.open();
    await mount(page);
    expect(await page.locator('[data-tree="a"]').evaluate((el) => getComputedStyle(el).position)).toBe("relative");
    expect(await page.evaluate(() => window.harness.tree("a")!.getContainerProps("x").style)).toEqual({ position: "relative" });
  });

  it(claim("/guides/styling", "Everything else is yours: give the element a height and a colour."), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["docs"] } } });
    const drag = await pressAndDrag(page, "readme.md");
    // The style is read from the tree's state and the box from the last render: a reading where
    // both show the line (an item's dragleave clears the target 100 ms later, until the next dragover).
    const s = await restOn(page, drag, { id: "guide.md", y: 0.1 }, (s) => s.dragLineBox !== null && !("display" in s.dragLineStyle));
    expect(Object.keys(s.dragLineStyle).sort()).toEqual(["left", "pointerEvents", "position", "top", "width"]);
    await drag.release();
  });

  it(claim("/guides/styling", "The two optional arguments shift the line, by default one pixel up and eight to the left (the width grows by the same eight pixels)"), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["docs"] } } });
    const drag = await pressAndDrag(page, "readme.md");
    const styles = await restAndRead(page, drag, { id: "guide.md", y: 0.1 }, () => {
      const tree = window.harness.tree("a")!;
      if (!tree.getDragLineData()) return null;
      const px = (style: Record<string, unknown>) => ({ top: parseFloat(String(style.top)), left: parseFloat(String(style.left)), width: parseFloat(String(style.width)) });
      return { byDefault: px(tree.getDragLineStyle()), unshifted: px(tree.getDragLineStyle(0, 0)), shifted: px(tree.getDragLineStyle(5, 10)) };
    });
    expect(styles.byDefault).toEqual({ top: styles.unshifted.top - 1, left: styles.unshifted.left - 8, width: styles.unshifted.width + 8 });
    expect(styles.shifted).toEqual({ top: styles.unshifted.top + 5, left: styles.unshifted.left + 10, width: styles.unshifted.width - 10 });
    await drag.release();
  });

  it(claim("/guides/styling", "TreeInstance.getDragLineData returns the raw numbers if you want to draw it differently."), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["docs"] } } });
    expect(await page.evaluate(() => window.harness.tree("a")!.getDragLineData())).toBeNull();
    const drag = await pressAndDrag(page, "readme.md");
    const { data, s } = await restAndRead(page, drag, { id: "guide.md", y: 0.1 }, () => {
      const data = window.harness.tree("a")!.getDragLineData();
      return data ? { data, s: window.harness.snapshot("a") } : null;
    });
    const guide = s.rows.find((r) => r.id === "guide.md")!;
    expect(data).toEqual({ indent: 1, top: guide.box.y - s.containerBox.y, left: guide.box.x - s.containerBox.x + INDENT, width: guide.box.width - INDENT });
    await drag.release();
  });
});

/**
 * A pointer drag on the demo page (no harness there): press, move in steps, rest until the page shows
 * a drop target (`into`) or the drag line (`between`), release. Returns that one reading.
 */
async function demoDrag(page: Page, from: string, to: { name: string; y: number }, want: "into" | "between") {
  const box = async (name: string) => (await page.getByRole("treeitem", { name, exact: true }).boundingBox())!;
  const start = await box(from);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 4, start.y + start.height / 2 + 4, { steps: 2 });
  const end = await box(to.name);
  const point = { x: end.x + end.width / 2, y: end.y + end.height * to.y };
  await page.mouse.move(point.x, point.y, { steps: 5 });
  const read = () =>
    page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('[role="tree"] > div:last-child');
      return {
        line: el && getComputedStyle(el).display !== "none" ? { height: getComputedStyle(el).height } : null,
        target: [...document.querySelectorAll("[data-drop-target]")].map((el) => el.getAttribute("aria-label")),
      };
    });
  let seen = await read();
  // Re-send the resting position, as a browser repeats dragover, until the page shows what is expected.
  await expect
    .poll(async () => {
      await page.mouse.move(point.x, point.y);
      seen = await read();
      return want === "into" ? seen.target.length > 0 : seen.line !== null;
    })
    .toBe(true);
  await page.mouse.up();
  return seen;
}

describe("/guides/styling in Chromium: the demo", () => {
  it(claim("/guides/styling", "This tree uses none of the site's demo styles."), async () => {
    // The page here has no site stylesheet at all; the demo's own module styles it.
    const { page, problems } = await demos.open(demoEntry("styling-basic"));
    const classes = await page.locator("#root *[class]").evaluateAll((els) => [...new Set(els.flatMap((el) => [...el.classList]))]);
    expect(classes.filter((name) => ["tree", "treeitem", "demo-toolbar", "demo-button"].includes(name))).toEqual([]);
    const background = (name: string) => page.getByRole("treeitem", { name, exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background("Morning Light")).toBe("rgb(122, 53, 204)");
    expect(await background("Intro")).toBe("rgba(0, 0, 0, 0)");
    expect(problems).toEqual([]);
  });

  it(claim("/guides/styling", "Its stylesheet selects on the ARIA attributes, indents through a custom property, marks the drop target with a data attribute and styles the drag line."), async () => {
    const { page } = await demos.open(demoEntry("styling-basic"));
    const style = (name: string, property: string) =>
      page.getByRole("treeitem", { name, exact: true }).evaluate((el, property) => getComputedStyle(el).getPropertyValue(property), property);
    expect([await style("Side A", "font-weight"), await style("Intro", "font-weight")]).toEqual(["600", "400"]); // [aria-expanded]
    expect(await style("Morning Light", "color")).toBe("rgb(255, 255, 255)"); // [aria-selected="true"]
    const padding = async (name: string) => parseFloat(await style(name, "padding-left"));
    expect((await padding("Intro")) - (await padding("Side A"))).toBe(20); // --level × 20px
    const into = await demoDrag(page, "Bonus Track", { name: "Side B", y: 0.5 }, "into");
    expect(into.target).toEqual(["Side B"]);
    expect(into.line).toBeNull();
    const between = await demoDrag(page, "Intro", { name: "Harbour Lights", y: 0.1 }, "between");
    expect(between).toEqual({ line: { height: "3px" }, target: [] });
  });

  it(claim("/guides/styling", "Drag a track into another side, or between two tracks"), async () => {
    const { page, problems } = await demos.open(demoEntry("styling-basic"));
    const levelOf = (name: string) => page.getByRole("treeitem", { name, exact: true }).getAttribute("aria-level");
    const names = () => page.getByRole("treeitem").evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
    await demoDrag(page, "Bonus Track", { name: "Side A", y: 0.5 }, "into");
    await page.waitForFunction(() => document.querySelector('[aria-label="Bonus Track"]')?.getAttribute("aria-level") === "2");
    expect(await names()).toEqual(["Side A", "Intro", "Morning Light", "Harbour Lights", "Bonus Track", "Side B"]);
    await demoDrag(page, "Intro", { name: "Harbour Lights", y: 0.1 }, "between");
    await page.waitForFunction(() => document.querySelectorAll('[role="treeitem"]')[2]?.getAttribute("aria-label") === "Intro");
    expect(await names()).toEqual(["Side A", "Morning Light", "Intro", "Harbour Lights", "Bonus Track", "Side B"]);
    expect(await levelOf("Intro")).toBe("2");
    expect(problems).toEqual([]);
  });

  it("styling-basic: after a drop into a closed side, a row keeps tabIndex 0 and Tab reaches the tree", async () => {
    const { page } = await demos.open(demoEntry("styling-basic"));
    await demoDrag(page, "Intro", { name: "Side B", y: 0.5 }, "into");
    await page.waitForFunction(() => !document.querySelector('[aria-label="Intro"]')); // inside the closed side now
    await page.waitForFunction(() => document.querySelectorAll('[role="treeitem"][tabindex="0"]').length === 1);
    expect(await tabIntoTree(page)).toBe("Side A");
  });
});
