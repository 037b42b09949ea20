// Claims of content/features/renaming.mdx that need real keys, clicks and focus: starting,
// finishing and cancelling, where the focus goes, dragging while renaming, the page's
// use-renamable-tree.ts sample and the demo.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { pageSample } from "../claims/page-code";
import { focusedName, tabIntoTree, tabStops, treeItem, useDemo } from "./demo-support";
import { nextFrame, pressAndDrag, rowLocator, snapshot, useHarness } from "./support";

const PAGE = "/features/renaming";
const harness = useHarness();
const demos = useDemo();

/** The harness tree with renaming; its rows show `<input {...item.getRenameInputProps()} />` inside the row while renaming. */
async function mountRenaming(page: Page, config: Record<string, unknown> = {}) {
  await page.evaluate(async (config) => {
    const c = window.harness.core;
    const renamed: string[] = [];
    (window as unknown as { renamed: string[] }).renamed = renamed;
    await window.harness.mount("a", {
      features: [c.syncDataLoaderFeature, c.selectionFeature, c.hotkeysCoreFeature, c.dragAndDropFeature, c.renamingFeature],
      config: {
        initialState: { expandedItems: ["docs"] },
        onRename: (item, value) => void renamed.push(`${item.getId()}→${value}`),
        canRename: (item) => item.getId() !== "readme.md",
        ...config,
      },
    });
  }, config);
}
const renamed = (page: Page) => page.evaluate(() => (window as unknown as { renamed: string[] }).renamed);
const renaming = (page: Page) => page.evaluate(() => window.harness.tree("a")!.getRenamingItem()?.getId() ?? null);
const input = (page: Page) => page.locator("[data-rename-input]");
const inputFocused = (page: Page) => page.waitForFunction(() => document.activeElement?.hasAttribute("data-rename-input") ?? false);
const domFocus = (page: Page) => snapshot(page).then((s) => s.activeElement);
async function focusRow(page: Page, id: string) {
  await rowLocator(page, id).click();
  await expect.poll(() => domFocus(page)).toBe(id);
}
async function startWithF2(page: Page, id: string) {
  await focusRow(page, id);
  await page.keyboard.press("F2");
  await inputFocused(page);
}

describe(PAGE, () => {
  it(claim("/features/renaming", "renamingFeature lets users rename an item where it is: F2 (or any trigger you choose) puts the item into renaming mode, you render an input for it, and Enter hands the new name to your onRename callback."), async () => {
    const { page, problems } = await harness.open();
    await mountRenaming(page);
    await startWithF2(page, "guide.md");
    expect(await renaming(page)).toBe("guide.md");
    await page.keyboard.press("End");
    await page.keyboard.type("x");
    await page.keyboard.press("Enter");
    await expect.poll(() => renamed(page)).toEqual(["guide.md→guide.mdx"]);
    expect(problems).toEqual([]);
  });

  it(claim("/features/renaming", "These props fill in the current text, update it as the user types, focus the input when it appears and cancel the renaming when the input loses the focus."), async () => {
    const { page } = await harness.open();
    await mountRenaming(page);
    await focusRow(page, "intro.md");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("faq.md").startRenaming()));
    await inputFocused(page);
    expect(await input(page).inputValue()).toBe("faq.md");
    await page.keyboard.press("Home");
    await page.keyboard.type("the-");
    await expect.poll(() => page.evaluate(() => window.harness.tree("a")!.getRenamingValue())).toBe("the-faq.md");
    await input(page).evaluate((el: HTMLInputElement) => el.blur());
    await expect.poll(() => renaming(page)).toBeNull();
    expect(await renamed(page)).toEqual([]);
  });

  it(claim("/features/renaming", "a click into the input would otherwise bubble up to it, select the item, and open or close a folder that is being renamed."), async () => {
    // The harness's rows keep their click handler around the input.
    const { page } = await harness.open();
    await mountRenaming(page);
    await focusRow(page, "intro.md");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("docs").startRenaming()));
    await inputFocused(page);
    await input(page).click();
    await nextFrame(page);
    const docs = (await snapshot(page)).rows.find((r) => r.id === "docs")!;
    expect([docs.expanded, docs.selected]).toEqual([false, true]);
    // The demo leaves the handler out: the folder stays open and unselected.
    const demo = await demos.open("renaming-basic");
    await treeItem(demo.page, "beach.jpg").click();
    await demo.page.evaluate(() => {
      const photos = [...document.querySelectorAll("[role=treeitem]")].find((el) => el.getAttribute("aria-label") === "Photos")!;
      photos.dispatchEvent(new MouseEvent("dblclick", { bubbles: true }));
    });
    const demoInput = demo.page.getByRole("textbox", { name: "New name for Photos" });
    await expect.poll(() => demoInput.count()).toBe(1);
    await demoInput.click();
    await nextFrame(demo.page);
    expect(await treeItem(demo.page, "Photos").getAttribute("aria-expanded")).toBe("true");
    expect(await treeItem(demo.page, "Photos").getAttribute("aria-selected")).toBe("false");
    expect(await demoInput.count()).toBe(1);
  });

  it(claim("/features/renaming", "Keep the input inside the tree's container: Enter and Escape reach the tree's hotkeys from there, and from nowhere else."), async () => {
    // A tree whose rename input is rendered above its container instead.
    const module = `
      import { hotkeysCoreFeature, renamingFeature, syncDataLoaderFeature } from "@headless-tree/core";
      import { useTree } from "@headless-tree/react";
      export default function Outside() {
        const tree = useTree<string>({
          rootItemId: "root",
          getItemName: (item) => item.getId(),
          isItemFolder: (item) => item.getId() === "root",
          dataLoader: { getItem: (id) => id, getChildren: (id) => (id === "root" ? ["a", "b"] : []) },
          onRename: (item, value) => void ((window as any).renamed = value),
          features: [syncDataLoaderFeature, hotkeysCoreFeature, renamingFeature],
        });
        const renamingItem = tree.getRenamingItem();
        return (
          <>
            {renamingItem ? <input {...renamingItem.getRenameInputProps()} aria-label="rename" /> : null}
            <div {...tree.getContainerProps("Outside")}>
              {tree.getItems().map((item) => <div {...item.getProps()} key={item.getId()}>{item.getItemName()}</div>)}
            </div>
          </>
        );
      }`;
    const { page } = await demos.openModule(module);
    await treeItem(page, "b").click();
    await page.keyboard.press("F2");
    await expect.poll(() => focusedName(page)).toBe("input");
    await page.keyboard.type("2");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    await nextFrame(page);
    expect(await page.getByRole("textbox", { name: "rename" }).count()).toBe(1); // still renaming
    expect(await page.evaluate(() => (window as unknown as { renamed?: string }).renamed)).toBeUndefined();
  });
});

describe(`${PAGE}: Starting, finishing and cancelling`, () => {
  it(claim("/features/renaming", "F2 starts renaming the focused item."), async () => {
    const { page } = await harness.open();
    await mountRenaming(page);
    await startWithF2(page, "src");
    expect(await renaming(page)).toBe("src");
  });

  it(claim("/features/renaming", "In code, call item.startRenaming(), for example from a double-click as above, a context menu or a button. The text starts out as the item's current name."), async () => {
    const { page } = await demos.open("renaming-basic");
    await treeItem(page, "letter.docx").dblclick();
    await expect.poll(() => focusedName(page)).toBe("input");
    expect(await page.getByRole("textbox", { name: "New name for letter.docx" }).inputValue()).toBe("letter.docx");
    await page.keyboard.press("Escape");
    await expect.poll(() => focusedName(page)).toBe("letter.docx");
    await page.getByRole("button", { name: "Rename the focused item" }).click();
    await expect.poll(() => focusedName(page)).toBe("input");
    expect(await page.getByRole("textbox", { name: "New name for letter.docx" }).inputValue()).toBe("letter.docx");
  });

  it(claim("/features/renaming", "Enter or tree.completeRenaming() finishes: onRename(item, value) is called and the input closes."), async () => {
    const { page } = await harness.open();
    await mountRenaming(page);
    await startWithF2(page, "intro.md");
    await page.keyboard.type("a");
    await page.keyboard.press("Enter");
    await expect.poll(() => input(page).count()).toBe(0);
    await expect.poll(() => domFocus(page)).toBe("intro.md");
    await page.keyboard.press("F2");
    await inputFocused(page);
    await page.keyboard.type("b");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.completeRenaming()));
    expect(await input(page).count()).toBe(0);
    expect(await renamed(page)).toEqual(["intro.md→intro.mda", "intro.md→intro.mdb"]); // the caret starts at the end
  });

  it(claim("/features/renaming", "Escape, leaving the input, or tree.abortRenaming() cancels without calling onRename."), async () => {
    const { page } = await harness.open();
    await mountRenaming(page);
    const cancels = [
      () => page.keyboard.press("Escape"),
      () => page.mouse.click(900, 650), // on the empty page
      () => page.evaluate(() => window.harness.act("a", (tree) => tree.abortRenaming())),
    ];
    for (const cancel of cancels) {
      await startWithF2(page, "guide.md");
      await page.keyboard.type("changed");
      await cancel();
      await expect.poll(() => renaming(page)).toBeNull();
      await expect.poll(() => domFocus(page)).toBe("guide.md"); // let the focus settle before the next round
    }
    expect(await renamed(page)).toEqual([]);
  });

  it(claim("/features/renaming", "After finishing or cancelling, the focus returns to the tree's focused item: the renamed item when renaming started with F2 or a click on it, otherwise whichever item had the focus."), async () => {
    const { page } = await harness.open();
    await mountRenaming(page);
    await startWithF2(page, "faq.md");
    await page.keyboard.press("Enter");
    await expect.poll(() => domFocus(page)).toBe("faq.md");
    // Started from code on another item: the focus goes back to faq.md.
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("src").startRenaming()));
    await inputFocused(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => domFocus(page)).toBe("faq.md");
  });

  it(claim("/features/renaming", "That also happens when the input lost the focus because the user clicked into another field: the field loses it again"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => {
      const field = document.createElement("input");
      field.id = "other";
      document.getElementById("outside")!.append(field);
    });
    await mountRenaming(page);
    await startWithF2(page, "guide.md");
    await page.evaluate(() =>
      document.getElementById("other")!.addEventListener("focus", () => void ((window as unknown as { otherFocused: boolean }).otherFocused = true)),
    );
    await page.locator("#other").click();
    expect(await page.evaluate(() => (window as unknown as { otherFocused?: boolean }).otherFocused)).toBe(true); // for a moment
    await expect.poll(() => renaming(page)).toBeNull();
    await expect.poll(() => domFocus(page)).toBe("guide.md");
  });

  it(claim("/features/renaming", "While an item is being renamed it cannot be dragged, so selecting text in the input with the mouse does not start a drag."), async () => {
    const { page } = await harness.open();
    await mountRenaming(page);
    await startWithF2(page, "guide.md");
    const box = (await input(page).boundingBox())!;
    // Press at the input's start and move right along it, as when selecting text.
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await nextFrame(page);
    expect((await snapshot(page)).dnd ?? null).toBeNull();
    expect(await renaming(page)).toBe("guide.md");
    expect(await input(page).evaluate((el: HTMLInputElement) => el.selectionEnd! - el.selectionStart!)).toBeGreaterThan(0);
    // Not renaming, the same row drags.
    await page.keyboard.press("Escape");
    await expect.poll(() => domFocus(page)).toBe("guide.md");
    const drag = await pressAndDrag(page, "guide.md", { id: "src", y: 0.5 });
    expect((await snapshot(page)).dnd?.draggedItems).toEqual(["guide.md"]);
    await drag.release();
  });
});

describe(`${PAGE}: a drag handle while renaming`, () => {
  it(claim("/features/renaming", "A drag handle of its own (seperateDragHandle) is the exception: it stays draggable"), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const c = window.harness.core;
      await window.harness.mount("a", {
        dragHandle: true,
        features: [c.syncDataLoaderFeature, c.selectionFeature, c.hotkeysCoreFeature, c.dragAndDropFeature, c.renamingFeature],
        config: { seperateDragHandle: true, initialState: { expandedItems: ["docs"] } },
      });
    });
    await startWithF2(page, "guide.md");
    expect(await rowLocator(page, "guide.md").getAttribute("draggable")).toBe("false");
    const handle = (await page.locator('[data-handle="guide.md"]').boundingBox())!;
    const drag = await pressAndDrag(page, { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 }, { id: "src", y: 0.5 });
    expect((await snapshot(page)).dnd?.draggedItems).toEqual(["guide.md"]);
    await drag.release();
  });
});

describe(`${PAGE}: Saving the new name`, () => {
  it(claim("/features/renaming", "Update your data there; the tree shows the new name as soon as getItemName returns it, since ending the renaming renders the tree again"), async () => {
    const module = `${pageSample(PAGE, "use-renamable-tree.ts")}
      export default function Renamable() {
        const tree = useRenamableTree();
        return (
          <div {...tree.getContainerProps("Names")}>
            {tree.getItems().map((item) => (
              <div {...item.getProps()} key={item.getId()}>
                {item.isRenaming() ? <input {...item.getRenameInputProps()} aria-label="new name" /> : item.getItemName()}
              </div>
            ))}
          </div>
        );
      }`;
    const { page, problems } = await demos.openModule(module);
    await treeItem(page, "Final").click();
    await page.keyboard.press("F2");
    await expect.poll(() => focusedName(page)).toBe("input");
    await page.keyboard.press("Control+KeyA");
    await page.keyboard.type("Released");
    await page.keyboard.press("Enter");
    await expect.poll(() => treeItem(page, "Released").count()).toBe(1);
    await treeItem(page, "Draft").click(); // another render: the name stays
    expect(await page.locator('[role="treeitem"]').evaluateAll((els) => els.map((el) => el.textContent))).toEqual(["Draft", "Released"]);
    expect(problems).toEqual([]);
  });
});

describe(`${PAGE}: Hotkeys`, () => {
  it(claim("/features/renaming", "| renameItem | F2 | Start renaming the focused item. |"), async () => {
    const { page } = await harness.open();
    await mountRenaming(page);
    await startWithF2(page, "faq.md");
    expect(await input(page).inputValue()).toBe("faq.md");
  });

  it(claim("/features/renaming", "| abortRenaming | Escape | While renaming: cancel. |"), async () => {
    const { page } = await harness.open();
    await mountRenaming(page);
    await startWithF2(page, "faq.md");
    await page.keyboard.press("Escape");
    await expect.poll(() => renaming(page)).toBeNull();
    expect(await renamed(page)).toEqual([]);
  });

  it(claim("/features/renaming", "| completeRenaming | Enter | While renaming: keep the new name. |"), async () => {
    const { page } = await harness.open();
    await mountRenaming(page);
    await startWithF2(page, "faq.md");
    await page.keyboard.press("Control+KeyA"); // in the input: the browser selects its text
    await page.keyboard.type("questions.md");
    await page.keyboard.press("Enter");
    await expect.poll(() => renamed(page)).toEqual(["faq.md→questions.md"]);
    // Not renaming, Enter does nothing of this feature.
    await expect.poll(() => domFocus(page)).toBe("faq.md");
    await page.keyboard.press("Enter");
    await nextFrame(page);
    expect(await renamed(page)).toEqual(["faq.md→questions.md"]);
  });

  it(claim("/features/renaming", "item.startRenaming() and F2 do nothing for items it refuses."), async () => {
    const { page } = await harness.open();
    await mountRenaming(page); // canRename refuses readme.md
    await focusRow(page, "readme.md");
    await page.keyboard.press("F2");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("readme.md").startRenaming()));
    await nextFrame(page);
    expect(await renaming(page)).toBeNull();
    expect(await input(page).count()).toBe(0);
  });
});

describe(`${PAGE}: the demo`, () => {
  it("renaming-basic: after a rename, a cancel and a refused F2, Tab reaches the tree at the renamed item", async () => {
    const { page, problems } = await demos.open("renaming-basic");
    await treeItem(page, "cv.pdf").click();
    await page.keyboard.press("F2");
    await expect.poll(() => focusedName(page)).toBe("input");
    await page.keyboard.press("Control+KeyA");
    await page.keyboard.type("resume.pdf");
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedName(page)).toBe("resume.pdf");
    expect(await page.locator(".demo-output").textContent()).toBe("last rename: “cv.pdf” → “resume.pdf”");
    expect(await tabStops(page)).toEqual(["resume.pdf"]);
    expect(await tabIntoTree(page)).toBe("resume.pdf");
    await page.keyboard.press("F2");
    await expect.poll(() => focusedName(page)).toBe("input");
    await page.keyboard.press("Escape");
    await expect.poll(() => focusedName(page)).toBe("resume.pdf");
    expect(await tabIntoTree(page)).toBe("resume.pdf");
    await treeItem(page, "LICENSE").click(); // read-only: canRename refuses it
    await page.keyboard.press("F2");
    await nextFrame(page);
    expect(await page.getByRole("textbox").count()).toBe(2); // only the fields around the demo
    expect(problems).toEqual([]);
  });
});

describe("the home page's demo (comprehensive.tsx) while renaming", () => {
  it("keeps the row being renamed a tree item with its level, position, selection and tab stop, and a click into its input does not close the folder", async () => {
    const { page, problems } = await demos.open("comprehensive");
    const rows = () => page.locator('[role="treeitem"]').evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
    const visible = await rows();
    await treeItem(page, "Berries").click(); // an open folder on the second level: the click closes it
    await treeItem(page, "Berries").click(); // and opens it again
    await expect.poll(() => treeItem(page, "Berries").getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("F2");
    await expect.poll(() => focusedName(page)).toBe("input");
    const row = page.locator('[role="treeitem"]:has(input)');
    const attributes = ["aria-label", "aria-level", "aria-posinset", "aria-setsize", "aria-expanded", "aria-selected", "tabindex"];
    const read = () => row.evaluate((el, names) => names.map((name) => el.getAttribute(name)), attributes);
    expect(await row.count()).toBe(1);
    expect(await read()).toEqual(["Berries", "2", "3", "3", "true", "true", "0"]);
    expect(await rows()).toEqual(visible); // the same rows, the renamed one among them
    await page.getByRole("textbox", { name: "New name for Berries" }).click();
    await nextFrame(page);
    expect(await read()).toEqual(["Berries", "2", "3", "3", "true", "true", "0"]);
    expect(await focusedName(page)).toBe("input");
    await page.keyboard.press("Control+KeyA");
    await page.keyboard.type("Soft fruit");
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedName(page)).toBe("Soft fruit");
    expect(await tabIntoTree(page)).toBe("Soft fruit");
    expect(problems).toEqual([]);
  });
});
