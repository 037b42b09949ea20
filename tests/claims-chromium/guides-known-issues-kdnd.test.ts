// The keyboard drag and drop sections of content/guides/known-issues.mdx (and Ctrl+Shift+- hiding the focused item):
// each test pins the 1.7.0 behaviour with real keys in Chromium, so the release that fixes it fails
// here, and runs the section's workaround.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { sampleAsCommonJs } from "../claims/page-code";
import type { MountOptions } from "./harness/page";
import type { TargetSnapshot } from "./harness/protocol";
import { addButtons, dragAndDrop, focusRow, press, rowLocator, snapshot, useHarness, waitForDomFocus } from "./support";

const harness = useHarness({ keyboardDragAndDrop: true });


const describeTarget = (t: TargetSnapshot | undefined) =>
  !t ? "none" : "childIndex" in t ? `${t.item}[${t.childIndex}] level ${t.dragLineLevel}` : `onto ${t.item}`;
const target = async (page: Page) => describeTarget((await snapshot(page)).dnd?.dragTarget);
const focusedRow = async (page: Page) => (await snapshot(page)).rows.find((r) => r.focused)?.id;
const tabbableRows = (page: Page) =>
  page.locator('[data-tree] [role="treeitem"][tabindex="0"]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.id));

async function walk(page: Page, key: string, steps: number) {
  const seen: string[] = [];
  for (let i = 0; i < steps; i++) {
    await press(page, key);
    seen.push(await target(page));
  }
  return seen;
}


describe("/guides/known-issues: Keyboard drag and drop ignores canReorder", () => {
  it(
    claim("/guides/known-issues", "never reads the option. After Ctrl+Shift+D, ↓ still stops between rows, the drag line shows, and Enter calls onDrop with an ordered target (childIndex, insertionIndex), so the items land at that position inside the folder."),
    async () => {
      const { page, problems } = await harness.open();
      // (What mouse drops do with canReorder: false is the next test's.) The keyboard stops between src
      // and package.json.
      await page.evaluate(() => window.harness.mount("a", { config: { canReorder: false } }));
      await focusRow(page, "docs");
      await press(page, "Control+Shift+KeyD");
      expect(await walk(page, "ArrowDown", 2)).toEqual(["onto src", "root[2] level 0"]);
      const line = (await snapshot(page)).dragLineBox;
      expect(line).not.toBeNull();
      await press(page, "Enter");
      const s = await snapshot(page);
      expect(s.drops).toEqual([
        { kind: "items", items: ["docs"], target: { item: "root", childIndex: 2, insertionIndex: 1, dragLineIndex: 2, dragLineLevel: 0 } },
      ]);
      expect(s.children.root).toEqual(["src", "docs", "package.json", "readme.md"]);
      expect(problems).toEqual([]);
    },
  );

  it(
    claim("/guides/known-issues", "Refuse ordered targets in canDrop while reordering is off. Keyboard drags then stop only on folders, and mouse drags are unchanged, because with canReorder: false they never produce an ordered target"),
    async () => {
      // Where mouse drops of readme.md land, each in a fresh tree, with and without the workaround.
      const { page } = await harness.open();
      const mount = (workaround: boolean) =>
        page.evaluate(
          (workaround) =>
            window.harness.mount("a", {
              config: {
                canReorder: false,
                initialState: { expandedItems: ["docs", "src"] },
                ...(workaround ? { canDrop: (_items, target) => !("childIndex" in target) && target.item.isFolder() } : {}),
              },
            }),
          workaround,
        );
      const mouseDrops = async (workaround: boolean) => {
        const landed: string[] = [];
        for (const [id, y] of [["docs", 0.1], ["guide.md", 0.9], ["lib", 0.9]] as const) {
          await mount(workaround);
          await dragAndDrop(page, "readme.md", { id, y });
          landed.push(`${id}@${y}: ${JSON.stringify((await snapshot(page)).drops.map((d) => d.target))}`);
        }
        return landed;
      };
      const plain = await mouseDrops(false);
      expect(await mouseDrops(true)).toEqual(plain);
      expect(plain.join()).not.toContain("childIndex");
      expect(plain).toContain('guide.md@0.9: [{"item":"docs"}]');

      // The keyboard, with the workaround: folders only, from top to bottom.
      await mount(true);
      await focusRow(page, "docs");
      await press(page, "Control+Shift+KeyD");
      const positions = [await target(page), ...(await walk(page, "ArrowDown", 6))];
      expect(positions).toEqual(["onto src", "onto lib", "onto lib", "onto lib", "onto lib", "onto lib", "onto lib"]);
      await press(page, "Enter");
      expect((await snapshot(page)).drops.at(-1)!.target).toEqual({ item: "lib" });
    },
  );

  it(claim("/guides/known-issues", "With only folders to stop on, a drag that starts below the last folder finds no position at all"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() =>
      window.harness.mount("a", {
        config: { canReorder: false, canDrop: (_items, target) => !("childIndex" in target) && target.item.isFolder() },
      }),
    );
    await focusRow(page, "package.json");
    await press(page, "Control+Shift+KeyD");
    expect((await snapshot(page)).dnd).toEqual({ draggedItems: ["package.json"] });
  });
});

describe("/guides/known-issues: A keyboard drag with no drop position below the focused item gets stuck", () => {
  it(
    claim("/guides/known-issues", "When there is none, for example on the last row with the canDrop of the section above, the feature has already put the dragged items into the dnd state and called onStartKeyboardDrag, but it sets no target and leaves assistiveDndState as it was."),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(async () => {
        const w = window as unknown as { started: string[][] };
        w.started = [];
        await window.harness.mount("a", {
          assistive: {},
          config: {
            canDrop: (_items, target) => !("childIndex" in target) && target.item.isFolder(),
            onStartKeyboardDrag: (items) => void w.started.push(items.map((item) => item.getId())),
          },
        });
      });
      await focusRow(page, "readme.md");
      await press(page, "Control+Shift+KeyD");
      expect((await snapshot(page)).dnd).toEqual({ draggedItems: ["readme.md"] });
      expect(await page.evaluate(() => (window as unknown as { started: string[][] }).started)).toEqual([["readme.md"]]);
      expect(await page.evaluate(() => window.harness.tree("a")!.getState().assistiveDndState)).toBeUndefined();
    },
  );

  it(
    claim("/guides/known-issues", "The tree is then in a drag without a position: ↑ and ↓ move neither a position nor the focus, Enter drops nothing, the announcement does not change, and only Escape ends it."),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(() =>
        window.harness.mount("a", {
          assistive: {},
          config: { canDrop: (_items, target) => !("childIndex" in target) && target.item.isFolder() },
        }),
      );
      const text = () => page.locator("[data-assistive]").textContent();
      const before = await text();
      await focusRow(page, "readme.md");
      await press(page, "Control+Shift+KeyD");
      await press(page, "ArrowUp");
      await press(page, "ArrowDown");
      await press(page, "Enter");
      const s = await snapshot(page);
      expect(s.dnd).toEqual({ draggedItems: ["readme.md"] });
      expect(s.drops).toEqual([]);
      expect(await focusedRow(page)).toBe("readme.md");
      expect(s.activeElement).toBe("readme.md");
      expect(await text()).toBe(before);
      await press(page, "Escape");
      expect((await snapshot(page)).dnd).toBeNull();
      await press(page, "ArrowUp");
      await waitForDomFocus(page, "package.json");
    },
  );

  it(claim("/guides/known-issues", "Replace the startDrag hotkey with one that ends such a drag at once."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() =>
      window.harness.mount("a", {
        config: {
          canDrop: (_items, target) => !("childIndex" in target) && target.item.isFolder(),
          // The section's hotkey.
          hotkeys: {
            startDrag: {
              hotkey: "Control+Shift+KeyD",
              preventDefault: true,
              isEnabled: (tree) => !tree.getState().dnd,
              handler: (_, tree) => {
                const focused = tree.getFocusedItem();
                const selected = tree.getSelectedItems?.() ?? [];
                tree.startKeyboardDrag(selected.includes(focused) ? selected : [...selected, focused]);
                if (tree.getState().dnd && !tree.getDragTarget()) tree.stopKeyboardDrag();
              },
            },
          },
        },
      }),
    );
    await focusRow(page, "readme.md");
    await press(page, "Control+Shift+KeyD");
    expect((await snapshot(page)).dnd).toBeNull();
    await press(page, "ArrowUp");
    await waitForDomFocus(page, "package.json");
    // Where a position exists, the drag starts as before.
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyD");
    expect(await target(page)).toBe("onto src");
  });

  it(claim("/guides/known-issues", "A hotkey you set is matched on its own, without the default's isEnabled, so repeat that"), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const w = window as unknown as { ran: string[] };
      w.ran = [];
      await window.harness.mount("a", {
        config: { hotkeys: { startDrag: { hotkey: "Control+Shift+KeyD" } }, onTreeHotkey: (name) => void w.ran.push(name) },
      });
    });
    await focusRow(page, "docs");
    await press(page, "Control+Shift+KeyD");
    await press(page, "ArrowDown");
    expect(await target(page)).toBe("onto src");
    // During the drag the default would be disabled; this one runs again and starts over from the focused src.
    await press(page, "Control+Shift+KeyD");
    expect(await page.evaluate(() => (window as unknown as { ran: string[] }).ran)).toEqual(["startDrag", "dragDown", "startDrag"]);
    expect((await snapshot(page)).dnd?.draggedItems).toEqual(["src"]);
  });
});

describe("/guides/known-issues: Cancelling a keyboard drag leaves the focus on the last item it passed", () => {
  it(
    claim("/guides/known-issues", "Escape ends the drag without putting the focus back: the last item passed keeps item.isFocused() and tabIndex 0, the browser's focus sits on a row with tabIndex -1, and the next Ctrl+Shift+D picks up that item instead of the one the user started from."),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(() => window.harness.mount("a"));
      await focusRow(page, "readme.md");
      await press(page, "Control+Shift+KeyD");
      expect(await walk(page, "ArrowUp", 4)).toEqual(["root[3] level 0", "root[2] level 0", "onto src", "root[1] level 0"]);
      await press(page, "Escape");
      expect(await focusedRow(page)).toBe("src");
      expect(await tabbableRows(page)).toEqual(["src"]);
      expect((await snapshot(page)).activeElement).toBe("readme.md");
      expect(await rowLocator(page, "readme.md").getAttribute("tabindex")).toBe("-1");
      await press(page, "Control+Shift+KeyD");
      expect((await snapshot(page)).dnd?.draggedItems).toEqual(["src"]);
    },
  );

  it(claim("/guides/known-issues", "Remember the focused item when the drag starts and restore it on Escape"), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const dragStartedFrom = { current: null as string | null };
      await window.harness.mount("a", {
        config: {
          onStartKeyboardDrag: () => {
            dragStartedFrom.current = window.harness.tree("a")!.getFocusedItem().getId();
          },
          hotkeys: {
            cancelDrag: {
              hotkey: "Escape",
              isEnabled: (tree) => !!tree.getState().dnd,
              handler: (_, tree) => {
                tree.stopKeyboardDrag();
                if (dragStartedFrom.current) tree.getItemInstance(dragStartedFrom.current).setFocused();
                dragStartedFrom.current = null;
                tree.updateDomFocus();
              },
            },
          },
        },
      });
    });
    await focusRow(page, "readme.md");
    await press(page, "Control+Shift+KeyD");
    await press(page, "ArrowUp", 3);
    expect(await focusedRow(page)).toBe("src");
    await press(page, "Escape");
    await waitForDomFocus(page, "readme.md");
    expect(await focusedRow(page)).toBe("readme.md");
    expect(await tabbableRows(page)).toEqual(["readme.md"]);
    await press(page, "Control+Shift+KeyD");
    expect((await snapshot(page)).dnd?.draggedItems).toEqual(["readme.md"]);
  });
});

describe("/guides/known-issues: Keyboard drags scroll only to items, not to positions between them", () => {
  /** Mounts the tree, all folders open, in a scrolling box three rows high, and starts a drag at intro.md. */
  async function scrollingTree(workaround: boolean) {
    const { page } = await harness.open();
    await page.evaluate(
      (workaround) =>
        window.harness.mount("a", {
          config: {
            initialState: { expandedItems: ["docs", "src", "lib"] },
            // The section's onTreeHotkey.
            ...(workaround
              ? {
                  onTreeHotkey: (name: string) => {
                    const tree = window.harness.tree("a")!;
                    if (name !== "startDrag" && name !== "dragUp" && name !== "dragDown") return;
                    const target = tree.getDragTarget();
                    if (target && "childIndex" in target) {
                      tree.getItems()[Math.max(target.dragLineIndex - 1, 0)]?.scrollTo({ block: "nearest" });
                    }
                  },
                }
              : {}),
          },
        }),
      workaround,
    );
    await page.evaluate(() => {
      const box = document.querySelector<HTMLElement>('[data-mount="a"]')!;
      box.style.height = "90px";
      box.style.overflow = "auto";
    });
    await focusRow(page, "intro.md");
    await press(page, "Control+Shift+KeyD");
    return page;
  }

  /** ↓ `steps` times; after each, whether the drag line (or the item the position is on) is in the box. */
  async function lineVisibility(page: Page, steps: number) {
    const seen: Array<{ target: string; visible: boolean; scrollTop: number }> = [];
    for (let i = 0; i < steps; i++) {
      await press(page, "ArrowDown");
      // item.scrollTo() polls for the row every 20 ms before it scrolls: wait until the box holds still.
      await page.waitForFunction(
        () =>
          new Promise((resolve) => {
            const box = document.querySelector('[data-mount="a"]')!;
            const top = box.scrollTop;
            setTimeout(() => resolve(box.scrollTop === top), 60);
          }),
      );
      const s = await snapshot(page);
      const box = await page.evaluate(() => {
        const el = document.querySelector('[data-mount="a"]')!;
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, scrollTop: el.scrollTop };
      });
      const t = s.dnd!.dragTarget!;
      const y = "childIndex" in t ? s.dragLineBox!.y + 1 : s.rows.find((r) => r.id === t.item)!.box.y + 15;
      seen.push({ target: describeTarget(t), visible: y >= box.top && y <= box.bottom, scrollTop: box.scrollTop });
    }
    return seen;
  }

  it(
    claim("/guides/known-issues", "A position between two rows is never scrolled to. In a tree taller than its scrolling container, ↓ moves the drag line out of sight until the next item the position lands on scrolls into view."),
    async () => {
      const page = await scrollingTree(false);
      const seen = await lineVisibility(page, 14);
      expect(seen.map((s) => s.target)).toContain("root[3] level 0");
      for (let i = 1; i < seen.length; i++) {
        if (!seen[i]!.target.startsWith("onto")) expect(seen[i]!.scrollTop, seen[i]!.target).toBe(seen[i - 1]!.scrollTop);
      }
      expect(seen.filter((s) => !s.visible).length).toBeGreaterThan(3);
      expect(seen.filter((s) => s.target.startsWith("onto")).every((s) => s.visible)).toBe(true);
    },
  );

  it(claim("/guides/known-issues", "Scroll the row above the drag line into view after each step, from onTreeHotkey"), async () => {
    const page = await scrollingTree(true);
    const seen = await lineVisibility(page, 14);
    expect(seen.filter((s) => !s.visible)).toEqual([]);
  });
});

describe("/guides/known-issues: the collapseSelected hotkey hides the focused item", () => {
  it(
    claim("/guides/known-issues", "the collapseSelected hotkey of expandAllFeature (Ctrl+Shift+-) closes a selected folder around it: it leaves the focus where it was;"),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(async () => {
        const { core } = window.harness;
        await window.harness.mount("a", {
          // The harness renders a drag line, so drag and drop is on too.
          features: [core.syncDataLoaderFeature, core.selectionFeature, core.hotkeysCoreFeature, core.expandAllFeature, core.dragAndDropFeature],
          config: { initialState: { expandedItems: ["src", "lib"], selectedItems: ["src"] } },
        });
      });
      await addButtons(page);
      await focusRow(page, "parse.ts");
      await press(page, "Control+Shift+Minus");
      expect((await snapshot(page)).rows.map((r) => r.id)).toEqual(["docs", "src", "package.json", "readme.md"]);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      expect(await tabbableRows(page)).toEqual([]);
      await page.locator("#before").focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("after");
    },
  );

  it(claim("/guides/known-issues", "Use it for your buttons and, through the hotkey below, for Ctrl+Shift+-"), async () => {
    const { page } = await harness.open();
    await page.evaluate(async (sample) => {
      const { core } = window.harness;
      const module = { exports: {} as { hotkeysKeepingTabStop?: () => NonNullable<MountOptions["config"]>["hotkeys"] } };
      new Function("module", "exports", "require", sample)(module, module.exports, () => core);
      await window.harness.mount("a", {
        features: [core.syncDataLoaderFeature, core.selectionFeature, core.hotkeysCoreFeature, core.expandAllFeature, core.dragAndDropFeature],
        config: {
          initialState: { expandedItems: ["src", "lib"], selectedItems: ["lib", "src"] },
          hotkeys: module.exports.hotkeysKeepingTabStop!(),
        },
      });
    }, sampleAsCommonJs("/guides/known-issues", "collapse-keeping-tab-stop.ts"));
    await addButtons(page);
    await focusRow(page, "parse.ts");
    await press(page, "Control+Shift+Minus");
    expect((await snapshot(page)).rows.map((r) => r.id)).toEqual(["docs", "src", "package.json", "readme.md"]);
    // Both lib and src held parse.ts; src, the outer one, is still visible and gets the focus.
    await waitForDomFocus(page, "src");
    expect(await tabbableRows(page)).toEqual(["src"]);
    await page.locator("#before").focus();
    await page.keyboard.press("Tab");
    expect((await snapshot(page)).activeElement).toBe("src");
  });
});
