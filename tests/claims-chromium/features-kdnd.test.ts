// Claims of content/features/kdnd.mdx, driven by real key presses in Chromium: what a keyboard drag
// contains, where its position goes, where the focus is, what scrolls, what is announced, and the
// demo. Positions are compared with the ordered/unordered target shapes the drag and drop feature
// uses; the harness data is tests/claims-chromium/harness/protocol.ts (docs, src, lib, …).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import type { TargetSnapshot } from "./harness/protocol";
import { INDENT } from "./harness/protocol";
import { activeLabel, tabbableRows, tabIntoDemo, useDemoPages } from "./keyboard-demos";
import { nextFrame, pointOf, pressAndDrag, rowLocator, snapshot, useHarness, type RowPoint, focusRow, press, waitForDomFocus } from "./support";

const harness = useHarness({ keyboardDragAndDrop: true });
const demos = useDemoPages();


const target = async (page: Page, tree = "a") => (await snapshot(page, tree)).dnd?.dragTarget;
const focusedRow = async (page: Page, tree = "a") => (await snapshot(page, tree)).rows.find((r) => r.focused)?.id;
const dragged = async (page: Page) => (await snapshot(page)).dnd?.draggedItems;
const tabIndexOf = (page: Page, id: string) => rowLocator(page, id).getAttribute("tabindex");
const assistiveText = (page: Page) => page.locator("[data-assistive]").textContent();
const assistiveState = (page: Page) => page.evaluate(() => window.harness.tree("a")!.getState().assistiveDndState);

/** "onto docs" or "docs[2] level 1": a target in a form that reads well in a failing assertion. */
const describeTarget = (t: TargetSnapshot | undefined) =>
  !t ? "none" : "childIndex" in t ? `${t.item}[${t.childIndex}] level ${t.dragLineLevel}` : `onto ${t.item}`;

/** Presses `key` `steps` times during a drag and returns each position it reached. */
async function walk(page: Page, key: "ArrowDown" | "ArrowUp", steps: number) {
  const seen: string[] = [];
  for (let i = 0; i < steps; i++) {
    await press(page, key);
    seen.push(describeTarget(await target(page)));
  }
  return seen;
}

const ALL_OPEN = { expandedItems: ["docs", "src", "lib"] };

/**
 * Counts the drag and drop feature's pending 100 ms dragleave timers and the dragovers the page
 * received. A dragleave timer that runs late (a busy machine) clears the target of the zone the
 * pointer has just entered; `settle` waits for those timers and sends one more dragover at the same
 * point, as a resting pointer would, so the state is the one the pointer's position gives.
 */
async function watchDragTimers(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { leaveTimers: number; dragovers: number };
    w.leaveTimers = 0;
    w.dragovers = 0;
    window.addEventListener("dragover", () => void w.dragovers++, true);
    const original = window.setTimeout;
    window.setTimeout = ((fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      if (ms !== 100) return original(fn, ms, ...args);
      w.leaveTimers++;
      return original(() => {
        w.leaveTimers--;
        fn(...args);
      }, ms);
    }) as typeof window.setTimeout;
  });
}

async function settle(page: Page, at: RowPoint) {
  const point = await pointOf(page, at);
  await page.waitForFunction(() => (window as unknown as { leaveTimers: number }).leaveTimers === 0);
  const count = await page.evaluate(() => (window as unknown as { dragovers: number }).dragovers);
  for (let attempt = 0; (await page.evaluate(() => (window as unknown as { dragovers: number }).dragovers)) === count; attempt++) {
    if (attempt === 20) throw new Error(`the page never received a repeated dragover at ${point.x},${point.y}`);
    await page.mouse.move(point.x, point.y);
    await nextFrame(page);
  }
  await nextFrame(page);
}


describe("/features/kdnd: starting a drag", () => {
  it(claim("/features/kdnd", "start a drag on the selected items and the focused item"), async () => {
    const { page, problems } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { selectedItems: ["docs"] } } }));
    await focusRow(page, "package.json");
    await press(page, "Control+Shift+KeyD");
    // The selected docs and the focused package.json, which is not selected.
    expect(await dragged(page)).toEqual(["docs", "package.json"]);
    expect(problems).toEqual([]);
  });

  it(claim("/features/kdnd", "The drag contains the selected items and the focused item."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { selectedItems: ["readme.md", "docs"] } } }));
    // The focused item is selected too: it is not added twice.
    await focusRow(page, "readme.md");
    await press(page, "Control+Shift+KeyD");
    expect(await dragged(page)).toEqual(["readme.md", "docs"]);
  });

  it(claim("/features/kdnd", "Start a drag of the selected items and the focused item."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { selectedItems: ["src"] } } }));
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyD");
    expect(await dragged(page)).toEqual(["src", "docs"]);
    expect(await page.evaluate(() => window.harness.tree("a")!.getState().dnd?.draggedItems?.length)).toBe(2);
  });

  it(claim("/features/kdnd", "The drag itself is in the dnd atom of the drag and drop feature."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a"));
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyD");
    const dnd = await page.evaluate(() => {
      const { dnd } = window.harness.tree("a")!.getState();
      return { items: dnd?.draggedItems?.map((i) => i.getId()), target: dnd?.dragTarget?.item.getId() };
    });
    expect(dnd).toEqual({ items: ["docs"], target: "root" });
  });

  it(claim("/features/kdnd", "With selectionFeature, a drag moves the selected items and the focused item; without it, the focused item alone"), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const { core } = window.harness;
      await window.harness.mount("a", {
        features: [core.syncDataLoaderFeature, core.hotkeysCoreFeature, core.dragAndDropFeature, core.keyboardDragAndDropFeature],
      });
    });
    await focusRow(page, "src");
    await press(page, "Control+Shift+KeyD");
    expect(await dragged(page)).toEqual(["src"]);
  });

  it(claim("/features/kdnd", "(with proxy instances, Ctrl+Shift+D throws instead)"), async () => {
    const { page, problems } = await harness.open();
    await page.evaluate(async () => {
      const { core } = window.harness;
      await window.harness.mount("a", {
        features: [core.syncDataLoaderFeature, core.hotkeysCoreFeature, core.dragAndDropFeature, core.keyboardDragAndDropFeature],
        config: { instanceBuilder: core.buildProxiedInstance },
      });
    });
    await focusRow(page, "src");
    await press(page, "Control+Shift+KeyD");
    await expect.poll(() => problems).toEqual(["pageerror: Headless Tree: feature missing for method getSelectedItems"]);
    expect((await snapshot(page)).dnd).toBeFalsy();
  });

  it(claim("/features/kdnd", "The feature needs dragAndDropFeature, and hotkeysCoreFeature for its keys."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const { core } = window.harness;
      await window.harness.mount("a", {
        features: [core.syncDataLoaderFeature, core.selectionFeature, core.dragAndDropFeature, core.keyboardDragAndDropFeature],
      });
    });
    await focusRow(page, "docs");
    // Without hotkeysCoreFeature the keys do nothing …
    await press(page, "Control+Shift+KeyD");
    expect((await snapshot(page)).dnd).toBeFalsy();
    // … while the tree instance methods still start a drag.
    await page.evaluate(() => window.harness.act("a", (tree) => tree.startKeyboardDrag([tree.getItemInstance("docs")])));
    expect(await dragged(page)).toEqual(["docs"]);
  });

  it(
    claim("/features/kdnd", "The drop position starts at the first position below the focused item that canDrop accepts, usually right below it."),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(() => window.harness.mount("a", { config: { initialState: { expandedItems: ["docs"] } } }));
      await focusRow(page, "intro.md");
      await press(page, "Control+Shift+KeyD");
      // Right below intro.md: the drag line sits on the lower edge of its row.
      const s = await snapshot(page);
      expect(describeTarget(s.dnd?.dragTarget)).toBe("docs[1] level 1");
      const intro = s.rows.find((r) => r.id === "intro.md")!.box;
      expect(s.dragLineBox!.y + 1).toBe(intro.y + intro.height);
      await press(page, "Escape");

      // A canDrop that refuses every position in docs: the first accepted one is below faq.md, a level out.
      await page.evaluate(() =>
        window.harness.mount("a", {
          config: {
            initialState: { expandedItems: ["docs"] },
            canDrop: (_items, target) => target.item.isFolder() && target.item.getId() !== "docs",
          },
        }),
      );
      await focusRow(page, "intro.md");
      await press(page, "Control+Shift+KeyD");
      expect(describeTarget(await target(page))).toBe("root[1] level 0");
    },
  );
});

describe("/features/kdnd: what it reuses", () => {
  it(claim("/features/kdnd", "It reuses the drag and drop feature: the same onDrop, the same canDrag and canDrop rules, the same drag target and drag line."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() =>
      window.harness.mount("a", {
        config: {
          canDrag: (items) => items.every((item) => item.getId() !== "src"),
          // No positions directly in root.
          canDrop: (_items, target) => target.item.isFolder() && target.item.getId() !== "root",
          initialState: { expandedItems: ["docs"] },
        },
      }),
    );
    await focusRow(page, "src");
    await press(page, "Control+Shift+KeyD");
    expect((await snapshot(page)).dnd).toBeFalsy();
    await focusRow(page, "guide.md");
    await press(page, "Control+Shift+KeyD");
    // From below guide.md: past faq.md (a leaf) and the positions in root, onto src.
    expect(await walk(page, "ArrowDown", 2)).toEqual(["docs[3] level 1", "onto src"]);
    await press(page, "ArrowUp");
    const s = await snapshot(page);
    expect(s.dragLineBox).not.toBeNull();
    await press(page, "Enter");
    // The harness's onDrop, with the drag and drop feature's target shape.
    expect((await snapshot(page)).drops).toEqual([
      { kind: "items", items: ["guide.md"], target: { item: "docs", childIndex: 3, insertionIndex: 2, dragLineIndex: 4, dragLineLevel: 1 } },
    ]);
  });

  it(claim("/features/kdnd", "All drop rules and callbacks come from the drag and drop options, except canReorder, which keyboard drags ignore."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() =>
      window.harness.mount("a", { config: { canReorder: false, canDropForeignDragObject: (_data, target) => target.item.getId() === "src" } }),
    );
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyD");
    // canReorder: false, yet the position stops between rows.
    expect(await walk(page, "ArrowDown", 2)).toEqual(["onto src", "root[2] level 0"]);
    await press(page, "Escape");
    // canDropForeignDragObject and onDropForeignDragObject for outside data.
    await focusRow(page, "docs");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.startKeyboardDragOnForeignObject(new DataTransfer())));
    expect(describeTarget(await target(page))).toBe("onto src");
    await press(page, "Enter");
    expect((await snapshot(page)).drops).toEqual([{ kind: "foreign", data: {}, target: { item: "src" } }]);
  });
});

describe("/features/kdnd: moving the position", () => {
  it(claim("/features/kdnd", "↑ and ↓ move the drop position one step: between two rows, onto an item"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { focusedItem: "docs" } } }));
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyD");
    expect(describeTarget(await target(page))).toBe("root[1] level 0");
    expect(await walk(page, "ArrowDown", 3)).toEqual(["onto src", "root[2] level 0", "root[3] level 0"]);
    expect(await walk(page, "ArrowUp", 2)).toEqual(["root[2] level 0", "onto src"]);
  });

  it(claim("/features/kdnd", "below the last child of a folder one level out per press (↑ moves it back in)"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() =>
      window.harness.mount("a", {
        data: { root: ["outer", "z.txt"], outer: ["inner"], inner: ["deep.txt"] },
        config: { initialState: { expandedItems: ["outer", "inner"] } },
      }),
    );
    await focusRow(page, "deep.txt");
    await press(page, "Control+Shift+KeyD");
    const lines: Array<{ x: number; y: number }> = [];
    const record = async () => {
      const s = await snapshot(page);
      lines.push({ x: s.dragLineBox!.x, y: s.dragLineBox!.y });
      return describeTarget(s.dnd?.dragTarget);
    };
    expect(await record()).toBe("inner[1] level 2");
    await press(page, "ArrowDown");
    expect(await record()).toBe("outer[1] level 1");
    await press(page, "ArrowDown");
    expect(await record()).toBe("root[1] level 0");
    // The line stays below deep.txt and moves one indent to the left per press.
    expect(lines.map((l) => l.y)).toEqual([lines[0]!.y, lines[0]!.y, lines[0]!.y]);
    expect(lines.map((l) => lines[0]!.x - l.x)).toEqual([0, INDENT, 2 * INDENT]);
    expect(await walk(page, "ArrowUp", 2)).toEqual(["outer[1] level 1", "inner[1] level 2"]);
  });

  it(claim("/features/kdnd", "Positions that canDrop refuses are skipped"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() =>
      window.harness.mount("a", {
        config: {
          initialState: { expandedItems: ["src"] },
          // Nothing may go into src or onto it.
          canDrop: (_items, target) => target.item.isFolder() && target.item.getId() !== "src",
        },
      }),
    );
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyD");
    expect(describeTarget(await target(page))).toBe("root[1] level 0");
    // Past src and its positions straight onto lib (a folder in src, not src itself), then past the rest of
    // src to below it, a level out.
    expect(await walk(page, "ArrowDown", 4)).toEqual(["onto lib", "root[2] level 0", "root[3] level 0", "root[4] level 0"]);
  });

  it(claim("/features/kdnd", "and so are the dragged items and every position inside them"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { expandedItems: ["docs"] } } }));
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyD");
    // Dragging the open docs: nothing inside docs and not docs itself.
    expect(describeTarget(await target(page))).toBe("root[1] level 0");
    expect(await walk(page, "ArrowUp", 1)).toEqual(["root[0] level 0"]);
  });

  it(claim("/features/kdnd", "the default canDrop accepts only folders as items to drop onto"), async () => {
    const onto = async (config: Record<string, unknown> | "accept leaves") => {
      const { page } = await harness.open();
      await page.evaluate(
        ([accept, expanded]) =>
          window.harness.mount("a", {
            config: { initialState: expanded, ...(accept ? { canDrop: () => true } : {}) },
          }),
        [config === "accept leaves", ALL_OPEN] as const,
      );
      await focusRow(page, "docs");
      await press(page, "Control+Shift+KeyD");
      return (await walk(page, "ArrowDown", 30)).filter((t) => t.startsWith("onto"));
    };
    expect(new Set(await onto({}))).toEqual(new Set(["onto src", "onto lib"]));
    expect(await onto("accept leaves")).toContain("onto package.json");
  });

  it(claim("/features/kdnd", "At the top and at the bottom of the tree the position stays where it is."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a"));
    await focusRow(page, "package.json");
    await press(page, "Control+Shift+KeyD");
    expect(await walk(page, "ArrowDown", 3)).toEqual(["root[4] level 0", "root[4] level 0", "root[4] level 0"]);
    const up = await walk(page, "ArrowUp", 12);
    expect(up.slice(-3)).toEqual(["root[0] level 0", "root[0] level 0", "root[0] level 0"]);
  });

  it(claim("/features/kdnd", "It does not read canReorder: a keyboard drag stops between rows even when mouse drags cannot"), async () => {
    for (const canReorder of [true, false]) {
      const { page } = await harness.open();
      await page.evaluate((canReorder) => window.harness.mount("a", { config: { canReorder } }), canReorder);
      await focusRow(page, "docs");
      await press(page, "Control+Shift+KeyD");
      expect(await walk(page, "ArrowDown", 2), `canReorder: ${canReorder}`).toEqual(["onto src", "root[2] level 0"]);
    }
  });
});

describe("/features/kdnd: dropping and cancelling", () => {
  it(claim("/features/kdnd", "The tree calls onDrop exactly as for a mouse drop, then focuses the first moved item."), async () => {
    const { page, problems } = await harness.open();
    await page.evaluate(async () => {
      await window.harness.mount("a", { config: { initialState: { expandedItems: ["docs"] } } });
      await window.harness.mount("b", { config: { initialState: { expandedItems: ["docs"] } } });
    });
    // By keyboard in tree a: intro.md to below guide.md.
    await focusRow(page, "intro.md");
    await press(page, "Control+Shift+KeyD");
    await press(page, "ArrowDown");
    expect(describeTarget(await target(page))).toBe("docs[2] level 1");
    await press(page, "Enter");
    // By mouse in tree b: intro.md onto the lower part of guide.md, the same position.
    const drag = await pressAndDrag(page, { id: "intro.md", y: 0.5, tree: "b" }, { id: "guide.md", y: 0.9, tree: "b" });
    await drag.release();
    const [a, b] = [await snapshot(page, "a"), await snapshot(page, "b")];
    expect(a.drops).toEqual(b.drops);
    expect(a.drops).toEqual([
      { kind: "items", items: ["intro.md"], target: { item: "docs", childIndex: 2, insertionIndex: 1, dragLineIndex: 3, dragLineLevel: 1 } },
    ]);
    expect(a.children.docs).toEqual(["guide.md", "intro.md", "faq.md"]);
    // The moved item is focused: in the state and in the browser.
    await waitForDomFocus(page, "intro.md");
    expect(await focusedRow(page)).toBe("intro.md");
    expect(problems).toEqual([]);
  });

  it(claim("/features/kdnd", "If that item now sits in a closed folder, the first row of the tree gets the focus instead."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a"));
    await focusRow(page, "readme.md");
    await press(page, "Control+Shift+KeyD");
    expect(await walk(page, "ArrowUp", 3)).toEqual(["root[3] level 0", "root[2] level 0", "onto src"]);
    await press(page, "Enter");
    expect((await snapshot(page)).children.src).toEqual(["index.ts", "lib", "app.ts", "readme.md"]);
    // readme.md is inside the closed src now: the library gives up looking for its row and focuses docs.
    await waitForDomFocus(page, "docs");
    expect(await focusedRow(page)).toBe("docs");
    expect(await tabIndexOf(page, "docs")).toBe("0");
  });

  it(claim("/features/kdnd", "Escape cancels: the drag ends and nothing is dropped."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a"));
    await focusRow(page, "readme.md");
    await press(page, "Control+Shift+KeyD");
    await press(page, "ArrowUp", 2);
    await press(page, "Escape");
    const s = await snapshot(page);
    expect(s.dnd).toBeNull();
    expect(s.drops).toEqual([]);
    expect(s.children.root).toEqual(["docs", "src", "package.json", "readme.md"]);
    expect(s.dragLineBox).toBeNull();
  });
});

describe("/features/kdnd: the focus during a drag", () => {
  it(claim("/features/kdnd", "While a drag is running, ↑ and ↓ move the drop position instead of the focus."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a"));
    await focusRow(page, "package.json");
    await press(page, "Control+Shift+KeyD");
    await press(page, "ArrowUp");
    expect(describeTarget(await target(page))).toBe("root[2] level 0");
    expect(await focusedRow(page)).toBe("package.json");
    expect((await snapshot(page)).activeElement).toBe("package.json");
  });

  it(
    claim(
      "/features/kdnd",
      "When the position lands on an item (a folder, or a leaf your canDrop accepts), that item becomes the focused item: item.isFocused() and tabIndex 0 move to it, but the browser's focus stays on the row where the drag began, which still receives the keys.",
    ),
    async () => {
      for (const acceptLeaves of [false, true]) {
        const { page } = await harness.open();
        await page.evaluate((acceptLeaves) => window.harness.mount("a", { config: acceptLeaves ? { canDrop: () => true } : {} }), acceptLeaves);
        await focusRow(page, "readme.md");
        await press(page, "Control+Shift+KeyD");
        // Past readme.md itself and, with the default canDrop, past package.json.
        await press(page, "ArrowUp", acceptLeaves ? 2 : 3);
        const onto = acceptLeaves ? "package.json" : "src";
        expect(describeTarget(await target(page))).toBe(`onto ${onto}`);
        expect(await focusedRow(page)).toBe(onto);
        expect(await tabIndexOf(page, onto)).toBe("0");
        expect(await tabIndexOf(page, "readme.md")).toBe("-1");
        expect((await snapshot(page)).activeElement).toBe("readme.md");
        // The keys still arrive: the position moves on.
        await press(page, "ArrowUp");
        expect(describeTarget(await target(page))).not.toBe(`onto ${onto}`);
      }
    },
  );

  it(claim("/features/kdnd", "Starting a drag moves no focus, even when the first position is on an item."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() =>
      window.harness.mount("a", { config: { canDrop: (_items, target) => !("childIndex" in target) && target.item.isFolder() } }),
    );
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyD");
    expect(describeTarget(await target(page))).toBe("onto src");
    expect(await focusedRow(page)).toBe("docs");
    expect((await snapshot(page)).activeElement).toBe("docs");
  });

  it(claim("/features/kdnd", "Cancelling leaves the focus on the last item the position landed on"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a"));
    await focusRow(page, "readme.md");
    await press(page, "Control+Shift+KeyD");
    expect(await walk(page, "ArrowUp", 4)).toEqual(["root[3] level 0", "root[2] level 0", "onto src", "root[1] level 0"]);
    await press(page, "Escape");
    expect(await focusedRow(page)).toBe("src");
    expect((await snapshot(page)).activeElement).toBe("readme.md");
  });

  it(claim("/features/kdnd", "with the position on a closed folder, → opens it, and ↓ then moves in among its children."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a"));
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyD");
    await press(page, "ArrowDown");
    expect(describeTarget(await target(page))).toBe("onto src");
    await press(page, "ArrowRight");
    expect((await snapshot(page)).rows.find((r) => r.id === "src")!.expanded).toBe(true);
    expect(describeTarget(await target(page))).toBe("onto src");
    expect(await walk(page, "ArrowDown", 2)).toEqual(["src[0] level 1", "src[1] level 1"]);
  });

  it(claim("/features/kdnd", "←, →, Home and End keep working during a drag, on the focused item; they do not move the drop position."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { expandedItems: ["docs"] } } }));
    await focusRow(page, "guide.md");
    await press(page, "Control+Shift+KeyD");
    const start = describeTarget(await target(page));
    expect(start).toBe("docs[2] level 1");
    await press(page, "End");
    await waitForDomFocus(page, "readme.md");
    await press(page, "Home");
    await waitForDomFocus(page, "docs");
    await press(page, "ArrowRight");
    await waitForDomFocus(page, "intro.md");
    await press(page, "ArrowLeft");
    await waitForDomFocus(page, "docs");
    expect(describeTarget(await target(page))).toBe(start);
    expect(await dragged(page)).toEqual(["guide.md"]);
  });
});

describe("/features/kdnd: what styling and scrolling see", () => {
  it(
    claim("/features/kdnd", "The drag target (item.isDragTarget(), item.isUnorderedDragTarget(), item.isDragTargetAbove(), item.isDragTargetBelow()) and the drag line update as for a mouse drag"),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(() => window.harness.mount("a", { config: { initialState: { expandedItems: ["docs"] } } }));
      const view = async () => {
        const s = await snapshot(page);
        return {
          target: s.dnd?.dragTarget,
          rows: s.rows.map((r) => [r.id, r.dragTarget, r.unorderedDragTarget, r.dragTargetAbove, r.dragTargetBelow]),
          line: s.dragLineBox,
        };
      };
      // Between intro.md and guide.md, then onto src; by keyboard …
      await focusRow(page, "intro.md");
      await press(page, "Control+Shift+KeyD");
      const keyboardBetween = await view();
      await press(page, "ArrowDown", 4);
      const keyboardOnto = await view();
      expect(describeTarget(keyboardOnto.target)).toBe("onto src");
      await press(page, "Escape");
      // … and by mouse.
      await watchDragTimers(page);
      const drag = await pressAndDrag(page, "intro.md", { id: "intro.md", y: 0.9 });
      await settle(page, { id: "intro.md", y: 0.9 });
      const mouseBetween = await view();
      await drag.moveTo({ id: "src", y: 0.5 });
      await settle(page, { id: "src", y: 0.5 });
      const mouseOnto = await view();
      await page.keyboard.press("Escape");
      expect(keyboardBetween).toEqual(mouseBetween);
      expect(keyboardOnto).toEqual(mouseOnto);
      expect(keyboardBetween.line).not.toBeNull();
      expect(keyboardBetween.rows.filter((r) => r[3] || r[4]).map((r) => r[0])).toEqual(["intro.md", "guide.md"]);
    },
  );

  it(claim("/features/kdnd", "Only item.isDraggingOver() stays false, since no pointer is over a row."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a"));
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyD");
    await press(page, "ArrowDown");
    const s = await snapshot(page);
    expect(describeTarget(s.dnd?.dragTarget)).toBe("onto src");
    expect(s.rows.filter((r) => r.draggingOver)).toEqual([]);
    expect(s.rows.find((r) => r.id === "src")!.unorderedDragTarget).toBe(true);
  });

  it(
    claim("/features/kdnd", "When the position lands on an item, the tree scrolls that item into view with item.scrollTo(); a position between rows is not scrolled to, so in a tree that scrolls the drag line can leave the visible area"),
    async () => {
      const { page } = await harness.open();
      await page.evaluate((expanded) => window.harness.mount("a", { config: { initialState: { ...expanded, focusedItem: "intro.md" } } }), ALL_OPEN);
      // The tree in a scrolling box three rows high.
      await page.evaluate(() => {
        const box = document.querySelector<HTMLElement>('[data-mount="a"]')!;
        box.style.height = "90px";
        box.style.overflow = "auto";
      });
      const scrollBox = () =>
        page.evaluate(() => {
          const box = document.querySelector<HTMLElement>('[data-mount="a"]')!.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom, scrollTop: document.querySelector('[data-mount="a"]')!.scrollTop };
        });
      await focusRow(page, "intro.md");
      await press(page, "Control+Shift+KeyD");
      const steps: Array<{ target: string; scrolled: boolean; visible: boolean }> = [];
      for (let i = 0; i < 14; i++) {
        const before = await scrollBox();
        await press(page, "ArrowDown");
        // item.scrollTo() polls for the element before it scrolls: wait for a settled scroll position.
        await page.waitForFunction(
          () =>
            new Promise((resolve) => {
              const box = document.querySelector('[data-mount="a"]')!;
              const top = box.scrollTop;
              setTimeout(() => resolve(box.scrollTop === top), 60);
            }),
        );
        const after = await scrollBox();
        const s = await snapshot(page);
        const t = s.dnd!.dragTarget!;
        const shown =
          "childIndex" in t
            ? s.dragLineBox!.y >= after.top && s.dragLineBox!.y <= after.bottom
            : (() => {
                const box = s.rows.find((r) => r.id === t.item)!.box;
                return box.y >= after.top - 0.5 && box.y + box.height <= after.bottom + 0.5;
              })();
        steps.push({ target: describeTarget(t), scrolled: after.scrollTop !== before.scrollTop, visible: shown });
      }
      // Every item the position landed on was scrolled to and is visible …
      const onto = steps.filter((s) => s.target.startsWith("onto"));
      expect(onto.map((s) => s.target)).toEqual(["onto src", "onto lib"]);
      expect(onto.every((s) => s.scrolled && s.visible)).toBe(true);
      // … no position between rows ever scrolled, and some of them were out of sight.
      const between = steps.filter((s) => !s.target.startsWith("onto"));
      expect(between.some((s) => s.scrolled)).toBe(false);
      expect(between.some((s) => !s.visible)).toBe(true);
    },
  );
});

describe("/features/kdnd: AssistiveTreeDescription", () => {
  it(claim("/features/kdnd", "a visually hidden live region (aria-live=\"assertive\") that reads out the state of the drag in English"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { assistive: {} }));
    const region = page.locator("[data-assistive]");
    expect(await region.getAttribute("aria-live")).toBe("assertive");
    const style = await region.evaluate((el) => {
      const s = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return { position: s.position, clip: s.clip, overflow: s.overflow, width: box.width, height: box.height };
    });
    expect(style).toEqual({ position: "absolute", clip: "rect(0px, 0px, 0px, 0px)", overflow: "hidden", width: 1, height: 1 });
    expect(await region.textContent()).toBe("Press Control+Shift+KeyD to move selected items");
  });

  it(claim("/features/kdnd", "Besides tree, the component takes the props of a <span>, and getLabel(dnd, assistiveState, hotkeys) to phrase the text yourself"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() =>
      window.harness.mount("a", {
        assistive: {
          id: "said",
          className: "announcement",
          lang: "de",
          getLabel: (dnd: { draggedItems?: Array<{ getId(): string }> } | null | undefined, state: number, hotkeys: { dragDown: { hotkey: string } }) =>
            `Schritt ${state}: ${dnd?.draggedItems?.map((i) => i.getId()).join(", ") ?? "nichts"} (${hotkeys.dragDown.hotkey})`,
        },
      }),
    );
    const region = page.locator("span[data-assistive]");
    expect(await region.getAttribute("id")).toBe("said");
    expect(await region.getAttribute("class")).toBe("announcement");
    expect(await region.getAttribute("lang")).toBe("de");
    expect(await region.textContent()).toBe("Schritt 0: nichts (ArrowDown)");
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyD");
    expect(await region.textContent()).toBe("Schritt 1: docs (ArrowDown)");
  });

  it(claim("/features/kdnd", "hotkeys holds the default hotkeys (tree.getHotkeyPresets()), not the ones you set in the hotkeys option."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() =>
      window.harness.mount("a", {
        assistive: {},
        config: { hotkeys: { startDrag: { hotkey: "Control+Shift+KeyM" }, dragDown: { hotkey: "KeyJ" } } },
      }),
    );
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyM");
    expect(await dragged(page)).toEqual(["docs"]);
    await press(page, "KeyJ");
    expect(describeTarget(await target(page))).toBe("onto src");
    // The rebound keys work, the text still names the defaults.
    expect(await assistiveText(page)).toBe("docs, in src");
    await press(page, "Escape");
    expect(await assistiveText(page)).toBe("Press Control+Shift+KeyD to move selected items");
  });

  it(claim("/features/kdnd", "The default text, for a drag of intro.md out of an open folder docs (intro.md, guide.md, faq.md) that is followed by a folder src:"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { assistive: {}, config: { initialState: { expandedItems: ["docs"] } } }));
    const said: string[] = [];
    const say = async () => void said.push((await assistiveText(page))!);
    await say();
    await focusRow(page, "intro.md");
    await press(page, "Control+Shift+KeyD");
    await say();
    await press(page, "ArrowDown");
    await say();
    await press(page, "ArrowDown", 3);
    await say();
    await press(page, "Escape");
    await say();
    await focusRow(page, "intro.md");
    await press(page, "Control+Shift+KeyD");
    await press(page, "Enter");
    await say();
    expect(said).toEqual([
      "Press Control+Shift+KeyD to move selected items",
      "Dragging intro.md. Current position: 1 of 3 in docs. Press ArrowUp and ArrowDown to move up or down, Enter to drop, Escape to abort.",
      "intro.md, 2 of 3 in docs",
      "intro.md, in src",
      "Press Control+Shift+KeyD to move selected items",
      "Drag completed. Press Control+Shift+KeyD to move selected items",
    ]);
  });

  it(
    claim("/features/kdnd", "A position between rows is the number of the folder's children above it, counted from 0, out of all its children, the dragged items included: 0 of 3 in docs is the position above the first child of docs."),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(() => window.harness.mount("a", { assistive: {}, config: { initialState: { expandedItems: ["docs"] } } }));
      await focusRow(page, "faq.md");
      await press(page, "Control+Shift+KeyD");
      expect(await assistiveText(page)).toContain("Current position: 3 of 3 in docs.");
      await press(page, "ArrowUp", 3);
      expect(describeTarget(await target(page))).toBe("docs[0] level 1");
      // faq.md, the dragged item, is one of the 3.
      expect(await assistiveText(page)).toBe("faq.md, 0 of 3 in docs");
      await press(page, "Escape");
      // Children, not rows: below everything in src (8 rows down), 2 of root's children are above.
      await page.evaluate((expanded) => window.harness.mount("a", { assistive: {}, config: { initialState: expanded } }), ALL_OPEN);
      await focusRow(page, "app.ts");
      await press(page, "Control+Shift+KeyD");
      await press(page, "ArrowDown");
      expect(describeTarget(await target(page))).toBe("root[2] level 0");
      expect(await assistiveText(page)).toBe("app.ts, 2 of 4 in root");
    },
  );

  it(claim("/features/kdnd", "Without keyboardDragAndDropFeature the text is empty."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const { core } = window.harness;
      await window.harness.mount("a", {
        assistive: {},
        features: [core.syncDataLoaderFeature, core.selectionFeature, core.hotkeysCoreFeature, core.dragAndDropFeature],
      });
    });
    expect(await assistiveText(page)).toBe("");
  });

  it(
    claim("/features/kdnd", "Started when a keyboard drag begins, Dragging after the position moved, and Completed after a drop, which stays until the next drag. Cancelling sets it to None. Before the first keyboard drag the atom is undefined"),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(() => window.harness.mount("a"));
      const { AssistiveDndState } = { AssistiveDndState: { None: 0, Started: 1, Dragging: 2, Completed: 3, Aborted: 4 } };
      expect(await page.evaluate(() => window.harness.core.AssistiveDndState)).toMatchObject(AssistiveDndState);
      const states: unknown[] = [await assistiveState(page)];
      await focusRow(page, "package.json");
      await press(page, "Control+Shift+KeyD");
      states.push(await assistiveState(page));
      await press(page, "ArrowUp");
      states.push(await assistiveState(page));
      await press(page, "Enter");
      states.push(await assistiveState(page));
      await waitForDomFocus(page, "package.json");
      await press(page, "ArrowUp");
      await waitForDomFocus(page, "src");
      states.push(await assistiveState(page));
      await press(page, "Control+Shift+KeyD");
      states.push(await assistiveState(page));
      await press(page, "Escape");
      states.push(await assistiveState(page));
      expect(states).toEqual([undefined, 1, 2, 3, 3, 1, 0]);
    },
  );

  it(claim("/features/kdnd", "Aborted exists in the enum but the feature does not use it."), async () => {
    const { page } = await harness.open();
    // Every value the feature hands to setAssistiveDndState through drags, drops, cancels and foreign drags.
    await page.evaluate(async () => {
      const w = window as unknown as { seen: unknown[] };
      w.seen = [];
      await window.harness.mount("a", {
        config: {
          canDropForeignDragObject: () => true,
          setAssistiveDndState: (value) => void w.seen.push(value),
        },
      });
    });
    await focusRow(page, "package.json");
    for (const keys of [["Control+Shift+KeyD", "ArrowUp", "Enter"], ["Control+Shift+KeyD", "Escape"], ["Control+Shift+KeyD", "ArrowUp", "ArrowUp", "Escape"]]) {
      for (const key of keys) await press(page, key);
      await waitForDomFocus(page, "package.json");
    }
    await page.evaluate(() => window.harness.act("a", (tree) => tree.startKeyboardDragOnForeignObject(new DataTransfer())));
    await press(page, "ArrowDown");
    await press(page, "Enter");
    const seen = await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen);
    expect(new Set(seen)).toEqual(new Set([0, 1, 2, 3]));
    expect(seen).not.toContain(4);
  });

  it(claim("/features/kdnd", "Setter of assistiveDndState, for managing it yourself."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const w = window as unknown as { seen: unknown[] };
      w.seen = [];
      await window.harness.mount("a", { config: { setAssistiveDndState: (value) => void w.seen.push(value) } });
    });
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyD");
    await press(page, "ArrowDown");
    await press(page, "Escape");
    expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([1, 2, 0]);
  });
});

describe("/features/kdnd: dragging out of and into the tree", () => {
  it(claim("/features/kdnd", "A keyboard drag fires no browser drag events, so nothing outside the tree notices it on its own."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      await window.harness.mount("a");
      const w = window as unknown as { events: string[] };
      w.events = [];
      for (const type of ["dragstart", "drag", "dragenter", "dragover", "dragleave", "drop", "dragend"]) {
        window.addEventListener(type, () => w.events.push(type), true);
      }
    });
    await focusRow(page, "readme.md");
    await press(page, "Control+Shift+KeyD");
    await press(page, "ArrowUp", 2);
    await press(page, "Enter");
    expect((await snapshot(page)).drops).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { events: string[] }).events)).toEqual([]);
  });

  it(claim("/features/kdnd", "while assistiveDndState is Started or Dragging, dnd.draggedItems are on their way."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a"));
    const read = () =>
      page.evaluate(() => {
        const { assistiveDndState, dnd } = window.harness.tree("a")!.getState();
        return [assistiveDndState, dnd?.draggedItems?.map((i) => i.getId()) ?? null];
      });
    await focusRow(page, "package.json");
    await press(page, "Control+Shift+KeyD");
    expect(await read()).toEqual([1, ["package.json"]]);
    await press(page, "ArrowUp");
    expect(await read()).toEqual([2, ["package.json"]]);
    await press(page, "Enter");
    expect(await read()).toEqual([3, null]);
  });

  it(claim("/features/kdnd", "The focused item may have left the tree: give the focus to a row that is still there,"), async () => {
    for (const refocus of [false, true]) {
      const { page } = await harness.open();
      await page.evaluate(() => window.harness.mount("a"));
      await focusRow(page, "package.json");
      await press(page, "Control+Shift+KeyD");
      // The page's acceptDraggedItems, with a callback that changes the harness's data.
      await page.evaluate(async (refocus) => {
        const tree = window.harness.tree("a")!;
        const children = window.harness.snapshot("a").children;
        const { dnd } = tree.getState();
        const items = dnd?.draggedItems ?? [];
        await window.harness.core.removeItemsFromParents(items, (parent, newChildren) => {
          children[parent.getId()] = newChildren;
        });
        tree.stopKeyboardDrag();
        if (refocus && !tree.getItems().includes(tree.getFocusedItem())) tree.getItems()[0]?.setFocused();
      }, refocus);
      await nextFrame(page);
      const s = await snapshot(page);
      expect(s.children.root).toEqual(["docs", "src", "readme.md"]);
      expect(s.dnd).toBeNull();
      expect(await assistiveState(page)).toBe(0);
      expect(await tabbableRows(page), `with the refocus line: ${refocus}`).toEqual(refocus ? ["docs"] : []);
    }
  });

  it(claim("/features/kdnd", "While the button has the focus, the tree's keys do not work: the hotkeys listen on the tree's container, so Escape there does not cancel the drag."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      await window.harness.mount("a");
      const button = document.createElement("button");
      button.id = "accept";
      button.textContent = "Move here";
      document.getElementById("outside")!.append(button);
    });
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyD");
    await page.locator("#accept").focus();
    await press(page, "ArrowDown");
    await press(page, "Escape");
    expect(await dragged(page)).toEqual(["docs"]);
    expect(describeTarget(await target(page))).toBe("root[1] level 0");
  });

  it(claim("/features/kdnd", "The tree then treats it like a foreign mouse drag, checking canDropForeignDragObject and calling onDropForeignDragObject on Enter"), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const w = window as unknown as { asked: string[] };
      w.asked = [];
      await window.harness.mount("a", {
        config: {
          canDropForeignDragObject: (dataTransfer, target) => {
            w.asked.push(`${dataTransfer.getData("text/plain")} → ${target.item.getId()}`);
            return target.item.getId() !== "root";
          },
        },
      });
    });
    await focusRow(page, "docs");
    await page.evaluate(() => {
      const dataTransfer = new DataTransfer();
      dataTransfer.setData("text/plain", "A new note");
      window.harness.act("a", (tree) => tree.startKeyboardDragOnForeignObject(dataTransfer));
    });
    // Positions in root are refused: the first accepted one is src.
    expect(describeTarget(await target(page))).toBe("onto src");
    expect(await page.evaluate(() => (window as unknown as { asked: string[] }).asked)).toEqual(["A new note → root", "A new note → src"]);
    await press(page, "Enter");
    expect((await snapshot(page)).drops).toEqual([{ kind: "foreign", data: { "text/plain": "A new note" }, target: { item: "src" } }]);
  });

  it(claim("/features/kdnd", "Move the focus back into the tree, as above, so that the arrow keys reach it."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      await window.harness.mount("a", { config: { canDropForeignDragObject: () => true, initialState: { focusedItem: "docs" } } });
      const button = document.createElement("button");
      button.id = "pick";
      button.textContent = "Move a note into the tree";
      document.getElementById("outside")!.append(button);
    });
    await page.locator("#pick").focus();
    // The page's sample, run from the button's side.
    await page.evaluate(() => {
      const tree = window.harness.tree("a")!;
      const dataTransfer = new DataTransfer();
      dataTransfer.setData("text/plain", "A new note");
      tree.startKeyboardDragOnForeignObject(dataTransfer);
      tree.updateDomFocus();
    });
    await waitForDomFocus(page, "docs");
    await press(page, "ArrowDown");
    expect(describeTarget(await target(page))).toBe("onto src");
  });

  it(claim("/features/kdnd", "canDrop is asked only about tree items, so leaves are positions too unless you refuse them"), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const w = window as unknown as { canDropCalls: number };
      w.canDropCalls = 0;
      await window.harness.mount("a", {
        config: {
          canDropForeignDragObject: () => true,
          canDrop: () => {
            w.canDropCalls++;
            return false;
          },
        },
      });
    });
    await focusRow(page, "src");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.startKeyboardDragOnForeignObject(new DataTransfer())));
    expect(await walk(page, "ArrowDown", 2)).toEqual(["onto package.json", "root[3] level 0"]);
    expect(await page.evaluate(() => (window as unknown as { canDropCalls: number }).canDropCalls)).toBe(0);
  });

  it(claim("/features/kdnd", "With the default canDropForeignDragObject, which refuses everything, nothing starts."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a"));
    await focusRow(page, "docs");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.startKeyboardDragOnForeignObject(new DataTransfer())));
    expect((await snapshot(page)).dnd).toBeFalsy();
    // The arrow keys still move the focus.
    await press(page, "ArrowDown");
    await waitForDomFocus(page, "src");
  });
});

describe("/features/kdnd: options, methods and hotkeys", () => {
  it(claim("/features/kdnd", "Called with the items when a keyboard drag of tree items starts, after canDrag accepted them. Not called for foreign objects."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const w = window as unknown as { started: string[][] };
      w.started = [];
      await window.harness.mount("a", {
        config: {
          initialState: { selectedItems: ["docs"] },
          canDrag: (items) => !items.some((item) => item.getId() === "src"),
          canDropForeignDragObject: () => true,
          onStartKeyboardDrag: (items) => void w.started.push(items.map((item) => item.getId())),
        },
      });
    });
    await focusRow(page, "readme.md");
    await press(page, "Control+Shift+KeyD");
    await press(page, "Escape");
    await focusRow(page, "src");
    await press(page, "Control+Shift+KeyD"); // refused by canDrag
    await page.evaluate(() => window.harness.act("a", (tree) => tree.startKeyboardDragOnForeignObject(new DataTransfer())));
    expect(describeTarget(await target(page))).not.toBe("none");
    expect(await page.evaluate(() => (window as unknown as { started: string[][] }).started)).toEqual([["docs", "readme.md"]]);
  });

  it(claim("/features/kdnd", "Start a keyboard drag of these items, from the focused item. Does nothing if canDrag refuses."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() =>
      window.harness.mount("a", {
        config: { initialState: { expandedItems: ["docs"] }, canDrag: (items) => items.every((item) => item.getId() !== "src") },
      }),
    );
    await focusRow(page, "intro.md");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.startKeyboardDrag([tree.getItemInstance("readme.md")])));
    expect(await dragged(page)).toEqual(["readme.md"]);
    expect(describeTarget(await target(page))).toBe("docs[1] level 1");
    await press(page, "Escape");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.startKeyboardDrag([tree.getItemInstance("src")])));
    expect((await snapshot(page)).dnd).toBeNull();
    // The same through the key.
    await focusRow(page, "src");
    await press(page, "Control+Shift+KeyD");
    expect((await snapshot(page)).dnd).toBeNull();
    await press(page, "ArrowDown");
    await waitForDomFocus(page, "package.json");
  });

  it(claim("/features/kdnd", "End the drag without dropping."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a"));
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyD");
    await press(page, "ArrowDown");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.stopKeyboardDrag()));
    const s = await snapshot(page);
    expect(s.dnd).toBeNull();
    expect(s.drops).toEqual([]);
    expect(await assistiveState(page)).toBe(0);
  });

  it(
    claim("/features/kdnd", "startDrag is available while no drag is running, the others only during a drag, so they do not collide with the ↑/↓ navigation and the Enter key of other features."),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(async () => {
        const { core } = window.harness;
        const w = window as unknown as { hotkeys: string[] };
        w.hotkeys = [];
        await window.harness.mount("a", {
          features: [
            core.syncDataLoaderFeature,
            core.selectionFeature,
            core.hotkeysCoreFeature,
            core.renamingFeature,
            core.dragAndDropFeature,
            core.keyboardDragAndDropFeature,
          ],
          config: { onTreeHotkey: (name) => void w.hotkeys.push(name) },
        });
      });
      const ran = () => page.evaluate(() => (window as unknown as { hotkeys: string[] }).hotkeys.splice(0));
      await focusRow(page, "docs");
      // No drag: ↓ and ↑ move the focus; Enter belongs to renaming.
      await press(page, "ArrowDown");
      await waitForDomFocus(page, "src");
      await press(page, "F2");
      await page.waitForSelector("[data-rename-input]");
      await page.keyboard.press("Enter");
      await waitForDomFocus(page, "src");
      await press(page, "ArrowUp");
      await waitForDomFocus(page, "docs");
      expect(await ran()).toEqual(["focusNextItem", "renameItem", "completeRenaming", "focusPreviousItem"]);
      expect((await snapshot(page)).dnd).toBeFalsy();
      // During a drag: ↓, Enter and Ctrl+Shift+D are the drag's; a second startDrag does not run.
      await press(page, "Control+Shift+KeyD");
      await press(page, "ArrowDown");
      await press(page, "Control+Shift+KeyD");
      await press(page, "ArrowUp");
      await press(page, "Escape");
      await press(page, "Control+Shift+KeyD");
      await press(page, "Enter");
      expect(await ran()).toEqual(["startDrag", "dragDown", "dragUp", "cancelDrag", "startDrag", "completeDrag"]);
    },
  );
});

describe("/features/kdnd: the demo", () => {
  it(claim("/features/kdnd", "The demo above makes the text visible, which is how you can watch it change."), async () => {
    const { page, problems } = await demos.open("kdnd-basic.tsx");
    const text = page.locator("span[aria-live=assertive]");
    const box = await text.boundingBox();
    expect(box!.width).toBeGreaterThan(100);
    expect(await text.textContent()).toBe("Press Control+Shift+KeyD to move selected items");
    expect(await tabIntoDemo(page)).toBe("Backlog");
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Search page");
    await page.keyboard.press("Control+Shift+KeyD");
    await page.waitForFunction(() => document.querySelector("span[aria-live=assertive]")!.textContent!.startsWith("Dragging Search page."));
    expect(problems).toEqual([]);
  });

  it("the kdnd-basic demo: Tab reaches the tree after a drop, a drop into a closed folder and a cancelled drag", async () => {
    const { page, problems } = await demos.open("kdnd-basic.tsx");
    const rows = () => page.locator('[role="treeitem"]').evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
    expect(await rows()).toEqual(["Backlog", "Search page", "CSV export", "This sprint", "Login form", "Done"]);
    // Search page below CSV export.
    expect(await tabIntoDemo(page)).toBe("Backlog");
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Search page");
    await page.keyboard.press("Control+Shift+KeyD");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(rows).toEqual(["Backlog", "CSV export", "Search page", "This sprint", "Login form", "Done"]);
    expect(await tabbableRows(page)).toEqual(["Search page"]);
    // The tree moves the DOM focus to the dropped item a moment later (updateDomFocus).
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Search page");
    expect(await tabIntoDemo(page)).toBe("Search page");
    // Login form into the closed, empty Done.
    await page.locator('[aria-label="Login form"]').click();
    await page.keyboard.press("Control+Shift+KeyD");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.querySelector("[aria-label=Done]")?.getAttribute("tabindex") === "0");
    await page.keyboard.press("Enter");
    await expect.poll(rows).toEqual(["Backlog", "CSV export", "Search page", "This sprint", "Done"]);
    await expect.poll(() => tabbableRows(page)).toEqual(["Backlog"]);
    expect(await tabIntoDemo(page)).toBe("Backlog");
    // A cancelled drag.
    await page.keyboard.press("Control+Shift+KeyD");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => document.querySelector("span[aria-live=assertive]")!.textContent!.startsWith("Press"));
    expect(await tabbableRows(page)).toHaveLength(1);
    expect(await tabIntoDemo(page)).toBe((await tabbableRows(page))[0]);
    expect(await activeLabel(page)).not.toBeNull();
    expect(problems).toEqual([]);
  });
});
