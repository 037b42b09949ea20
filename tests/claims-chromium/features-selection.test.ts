// Claims of content/features/selection.mdx with real clicks, modifier keys, drags and hotkeys in
// Chromium, and the demo.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { focusedName, tabIntoTree, tabStops, treeItem, useDemo } from "./demo-support";
import { nextFrame, pressAndDrag, rowLocator, snapshot, useHarness } from "./support";

const PAGE = "/features/selection";
const harness = useHarness();
const demos = useDemo();

// Visible rows with docs open: docs, intro.md, guide.md, faq.md, src, package.json, readme.md.
async function mountSelection(page: Page, config: Record<string, unknown> = {}, kdnd = false) {
  await page.evaluate(
    async ({ config, kdnd }) => {
      const c = window.harness.core;
      const primary: string[] = [];
      (window as unknown as { primary: string[] }).primary = primary;
      await window.harness.mount("a", {
        features: [c.syncDataLoaderFeature, c.selectionFeature, c.hotkeysCoreFeature, c.dragAndDropFeature, ...(kdnd ? [c.keyboardDragAndDropFeature] : [])],
        config: { initialState: { expandedItems: ["docs"] }, onPrimaryAction: (item) => void primary.push(item.getId()), ...config },
      });
    },
    { config, kdnd },
  );
}
const selected = async (page: Page) => (await snapshot(page)).rows.filter((r) => r.selected).map((r) => r.id);
const focusedRow = async (page: Page) => (await snapshot(page)).rows.find((r) => r.focused)?.id;
const click = (page: Page, id: string, modifiers: Array<"Control" | "Shift" | "Meta" | "Alt"> = []) => rowLocator(page, id).click({ modifiers });

describe(`${PAGE}: Mouse and keyboard`, () => {
  it(claim("/features/selection", "A plain click selects only the clicked item."), async () => {
    const { page } = await harness.open();
    await mountSelection(page, { initialState: { expandedItems: ["docs"], selectedItems: ["src", "faq.md"] } });
    await click(page, "guide.md");
    expect(await selected(page)).toEqual(["guide.md"]);
  });

  it(claim("/features/selection", "A click with Ctrl (or Cmd on macOS) adds the item to the selection or removes it."), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    await click(page, "intro.md");
    await click(page, "faq.md", ["Control"]);
    await click(page, "readme.md", ["Meta"]);
    expect(await selected(page)).toEqual(["intro.md", "faq.md", "readme.md"]);
    await click(page, "faq.md", ["Control"]);
    await click(page, "intro.md", ["Meta"]);
    expect(await selected(page)).toEqual(["readme.md"]);
  });

  it(claim("/features/selection", "A click with Shift selects the range between the anchor and the clicked item, replacing the selection."), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    await click(page, "readme.md");
    await click(page, "intro.md", ["Control"]); // the anchor
    await click(page, "src", ["Shift"]);
    expect(await selected(page)).toEqual(["intro.md", "guide.md", "faq.md", "src"]);
    await click(page, "docs", ["Shift"]); // from the same anchor, upwards
    expect(await selected(page)).toEqual(["docs", "intro.md"]);
  });

  it(claim("/features/selection", "With Ctrl and Shift, the range is added to the selection instead."), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    await click(page, "readme.md");
    await click(page, "intro.md", ["Control"]);
    await click(page, "faq.md", ["Control", "Shift"]);
    expect(await selected(page)).toEqual(["intro.md", "guide.md", "faq.md", "readme.md"]);
  });

  it(claim("/features/selection", "The anchor is the last item clicked without Shift."), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    await click(page, "intro.md");
    await page.keyboard.press("ArrowDown"); // the focus moves; the anchor stays
    await page.keyboard.press("ArrowDown");
    await click(page, "src", ["Shift"]);
    expect(await selected(page)).toEqual(["intro.md", "guide.md", "faq.md", "src"]);
    await click(page, "package.json", ["Shift"]); // a Shift click does not move it either
    expect(await selected(page)).toEqual(["intro.md", "guide.md", "faq.md", "src", "package.json"]);
  });

  it(claim("/features/selection", "If there is none yet, a Shift click just selects the clicked item and makes it the anchor."), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    await rowLocator(page, "intro.md").focus();
    await click(page, "guide.md", ["Shift"]);
    expect(await selected(page)).toEqual(["guide.md"]);
    await click(page, "src", ["Shift"]);
    expect(await selected(page)).toEqual(["guide.md", "faq.md", "src"]);
  });

  it(claim("/features/selection", "The anchor has to be a visible row. Once it is hidden in a closed folder or removed from the tree, a Shift click selects no range: it empties the selection, or selects the clicked item alone if that is the last row. A click without Shift sets a new anchor."), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    await click(page, "guide.md"); // the anchor
    await page.keyboard.press("ArrowLeft"); // to docs
    await page.keyboard.press("ArrowLeft"); // closes docs
    expect((await snapshot(page)).rows.map((r) => r.id)).toEqual(["docs", "src", "package.json", "readme.md"]);
    await click(page, "src", ["Shift"]);
    expect(await selected(page)).toEqual([]);
    await click(page, "docs", ["Shift"]);
    expect(await selected(page)).toEqual([]);
    await click(page, "readme.md", ["Shift"]);
    expect(await selected(page)).toEqual(["readme.md"]);
    await click(page, "package.json"); // a new anchor
    await click(page, "docs", ["Shift"]);
    expect(await selected(page)).toEqual(["docs", "src", "package.json"]);

    // Two levels down, hidden by closing the outer folder in code.
    await mountSelection(page, { initialState: { expandedItems: ["src", "lib"] } });
    await click(page, "parse.ts");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("src").collapse()));
    await click(page, "docs", ["Shift"]);
    expect(await selected(page)).toEqual([]);

    // An anchor that was removed from the data.
    await page.evaluate(async () => {
      const c = window.harness.core;
      const data: Record<string, string[]> = { root: ["docs", "src", "package.json", "readme.md"], docs: ["intro.md", "guide.md"] };
      (window as unknown as { data: typeof data }).data = data;
      await window.harness.mount("a", {
        features: [c.syncDataLoaderFeature, c.selectionFeature, c.hotkeysCoreFeature, c.dragAndDropFeature],
        config: {
          initialState: { expandedItems: ["docs"] },
          isItemFolder: (item) => item.getId() in data,
          dataLoader: { getItem: (id) => id, getChildren: (id) => data[id] ?? [] },
        },
      });
    });
    await click(page, "package.json"); // the anchor
    await page.evaluate(() =>
      window.harness.act("a", (tree) => {
        const data = (window as unknown as { data: Record<string, string[]> }).data;
        data.root = data.root!.filter((id) => id !== "package.json");
        tree.rebuildTree();
      }),
    );
    expect((await snapshot(page)).rows.map((r) => r.id)).toEqual(["docs", "intro.md", "guide.md", "src", "readme.md"]);
    await click(page, "intro.md", ["Shift"]);
    expect(await selected(page)).toEqual([]);
  });

  it(claim("/features/selection", "After that, the click does what it does without the feature: it focuses the item, calls onPrimaryAction, and opens or closes a folder unless Ctrl, Shift or Cmd is held."), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    const docsOpen = async () => (await snapshot(page)).rows.find((r) => r.id === "docs")!.expanded;
    for (const modifiers of [["Control"], ["Shift"], ["Meta"]] as const) {
      await click(page, "docs", [...modifiers]);
      expect(await docsOpen()).toBe(true);
    }
    await click(page, "docs", ["Alt"]); // Alt is not one of them
    expect(await docsOpen()).toBe(false);
    await click(page, "docs");
    expect(await docsOpen()).toBe(true);
    await click(page, "faq.md", ["Control"]);
    expect(await focusedRow(page)).toBe("faq.md");
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("faq.md");
    expect(await page.evaluate(() => (window as unknown as { primary: string[] }).primary)).toEqual(["docs", "docs", "docs", "docs", "docs", "faq.md"]);
  });

  it(claim("/features/selection", "The arrow keys move the focus and leave the selection alone"), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    await click(page, "intro.md");
    for (const key of ["ArrowDown", "ArrowDown", "ArrowUp", "End", "Home"]) await page.keyboard.press(key);
    await expect.poll(() => focusedRow(page)).toBe("docs");
    expect(await selected(page)).toEqual(["intro.md"]);
  });

  it(claim("/features/selection", "Each selected item's props carry aria-selected=\"true\"."), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    await click(page, "intro.md");
    await click(page, "src", ["Control"]);
    const attrs = await page.locator('[data-tree="a"] [role="treeitem"]').evaluateAll((els) => els.map((el) => `${el.getAttribute("data-id")}=${el.getAttribute("aria-selected")}`));
    expect(attrs).toEqual(["docs=false", "intro.md=true", "guide.md=false", "faq.md=false", "src=true", "package.json=false", "readme.md=false"]);
  });
});

describe(`${PAGE}: Interplay with other features`, () => {
  it(claim("/features/selection", "Drag and drop drags all selected items together."), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    await click(page, "package.json");
    await click(page, "readme.md", ["Control"]);
    const drag = await pressAndDrag(page, "readme.md", { id: "src", y: 0.5 });
    expect((await snapshot(page)).dnd?.draggedItems).toEqual(["package.json", "readme.md"]);
    await drag.release();
    expect((await snapshot(page)).children.src).toEqual(["index.ts", "lib", "app.ts", "package.json", "readme.md"]);
  });

  it(claim("/features/selection", "Dragging an item that is not selected selects it alone first, unless draggedItemOverwritesSelection is false: then the drag carries the selected items, without the one that was grabbed."), async () => {
    for (const overwrite of [true, false]) {
      const { page } = await harness.open();
      await mountSelection(page, { draggedItemOverwritesSelection: overwrite });
      await click(page, "package.json");
      const drag = await pressAndDrag(page, "readme.md", { id: "src", y: 0.5 });
      const during = await snapshot(page);
      expect(during.dnd?.draggedItems).toEqual(overwrite ? ["readme.md"] : ["package.json"]);
      expect(during.rows.filter((r) => r.selected).map((r) => r.id)).toEqual(overwrite ? ["readme.md"] : ["package.json"]);
      await drag.release();
    }
  });

  it(claim("/features/selection", "Keyboard drag and drop starts with the selected items plus the focused one."), async () => {
    const { page } = await harness.open();
    await mountSelection(page, {}, true);
    await click(page, "intro.md");
    await click(page, "faq.md", ["Control"]);
    await page.keyboard.press("ArrowDown"); // focus src, not selected
    await expect.poll(() => focusedRow(page)).toBe("src");
    await page.keyboard.press("Control+Shift+KeyD");
    await expect.poll(async () => (await snapshot(page)).dnd?.draggedItems).toEqual(["intro.md", "faq.md", "src"]);
  });
});

describe(`${PAGE}: Hotkeys`, () => {
  it(claim("/features/selection", "| toggleSelectedItem | Control+Space | Select or deselect the focused item. |"), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    await click(page, "intro.md");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Control+Space");
    await expect.poll(() => selected(page)).toEqual(["intro.md", "guide.md"]);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Control+Space");
    await expect.poll(() => selected(page)).toEqual(["guide.md"]);
  });

  it(claim("/features/selection", "| selectUpwards | Shift+ArrowUp | Focus the item above and select it; when it and the focused item are both selected already, deselect the focused item instead, which shrinks a range. |"), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    await click(page, "faq.md");
    await page.keyboard.press("Shift+ArrowUp");
    await page.keyboard.press("Shift+ArrowUp");
    await expect.poll(() => focusedRow(page)).toBe("intro.md");
    expect(await selected(page)).toEqual(["intro.md", "guide.md", "faq.md"]);
    // Back down: each step deselects the item it leaves.
    await page.keyboard.press("Shift+ArrowDown");
    await expect.poll(() => selected(page)).toEqual(["guide.md", "faq.md"]);
    // Above an unselected focused item: it only selects.
    await click(page, "package.json", ["Control"]); // focus and select it
    await click(page, "package.json", ["Control"]); // deselect it, focus stays
    await page.keyboard.press("Shift+ArrowUp");
    await expect.poll(() => focusedRow(page)).toBe("src");
    expect(await selected(page)).toEqual(["guide.md", "faq.md", "src"]);
  });

  it(claim("/features/selection", "| selectDownwards | Shift+ArrowDown | The same downwards. |"), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    await click(page, "intro.md");
    await page.keyboard.press("Shift+ArrowDown");
    await page.keyboard.press("Shift+ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("faq.md");
    expect(await selected(page)).toEqual(["intro.md", "guide.md", "faq.md"]);
    await page.keyboard.press("Shift+ArrowUp");
    await expect.poll(() => selected(page)).toEqual(["intro.md", "guide.md"]);
  });

  it(claim("/features/selection", "| selectAll | Control+KeyA | Select every visible item. |"), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    await click(page, "intro.md");
    await page.keyboard.press("Control+KeyA");
    await expect.poll(() => selected(page)).toEqual(["docs", "intro.md", "guide.md", "faq.md", "src", "package.json", "readme.md"]);
  });

  it(claim("/features/selection", "selectAll selects the visible items, not the children of closed folders."), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    await click(page, "intro.md");
    await page.keyboard.press("Control+KeyA");
    await expect.poll(() => page.evaluate(() => window.harness.tree("a")!.getState().selectedItems.length)).toBe(7);
    expect(await page.evaluate(() => window.harness.tree("a")!.getState().selectedItems.includes("index.ts"))).toBe(false); // inside the closed src
  });

  it(claim("/features/selection", "Its default key is the Control key on every platform; to use Cmd on macOS, rebind it with the MetaOrControl key name: hotkeys: { selectAll: { hotkey: \"MetaOrControl+KeyA\" } }."), async () => {
    const { page } = await harness.open();
    await mountSelection(page);
    await click(page, "intro.md");
    await page.keyboard.press("Meta+KeyA");
    await nextFrame(page);
    expect(await selected(page)).toEqual(["intro.md"]);
    await mountSelection(page, { hotkeys: { selectAll: { hotkey: "MetaOrControl+KeyA" } } });
    await click(page, "intro.md");
    await page.keyboard.press("Meta+KeyA");
    await expect.poll(() => selected(page)).toHaveLength(7);
    await click(page, "intro.md");
    await page.keyboard.press("Control+KeyA");
    await expect.poll(() => selected(page)).toHaveLength(7);
  });
});

describe(`${PAGE}: the demo`, () => {
  it("selection-multi: Ctrl and Shift clicks and the buttons change the selection, and Tab reaches the tree after each", async () => {
    const { page, problems } = await demos.open("selection-multi");
    const output = () => page.locator(".demo-output").textContent();
    expect(await output()).toBe("1 selected: photo.jpg");
    await treeItem(page, "invoice.pdf").click();
    await treeItem(page, "receipt.pdf").click({ modifiers: ["Shift"] });
    await treeItem(page, "2023").click({ modifiers: ["Control"] });
    expect(await output()).toBe("5 selected: invoice.pdf, photo.jpg, notes.txt, receipt.pdf, 2023");
    expect(await tabIntoTree(page)).toBe("2023");
    await page.getByRole("button", { name: "Clear the selection" }).click();
    expect(await output()).toBe("0 selected: (none)");
    expect(await tabStops(page)).toEqual(["2023"]);
    await page.getByRole("button", { name: "Select every visible item" }).click();
    expect(await output()).toMatch(/^9 selected: /);
    expect(await tabIntoTree(page)).toBe("2023");
    await page.keyboard.press("Shift+ArrowUp"); // from 2023 (selected) to archive (selected): 2023 is deselected
    await expect.poll(() => focusedName(page)).toBe("archive");
    expect(await output()).toMatch(/^8 selected: /);
    expect(problems).toEqual([]);
  });
});
