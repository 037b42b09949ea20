// Claims of content/recipe/file-manager.mdx in Chromium: the demo as a reader copies it, driven by
// real clicks, right clicks and keys, with Tab into the tree after each action; and the renaming
// and focus behaviour of the library on the shared harness.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { rowLocator, useHarness } from "./support";
import { eventually, focusedName, mountDemo, rowNamed, rowNames, tabIntoTree, tabbableRows, useRecipes } from "./recipes/support";

const recipes = useRecipes();
const harness = useHarness();

const activeIsInput = (page: import("playwright-core").Page) => page.evaluate(() => document.activeElement instanceof HTMLInputElement);

describe("/recipe/file-manager", () => {
  it(claim("/recipe/file-manager", "a new file appears with its name ready to type, Delete removes the focused item, and a right click opens a menu with the same actions."), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "file-manager");
    await rowNamed(page, "utils").click();
    await page.getByRole("button", { name: "New file" }).click();
    const input = page.getByRole("textbox");
    await eventually(() => activeIsInput(page)).toBe(true);
    expect(await input.inputValue()).toBe("untitled.txt");
    await page.keyboard.type("x");
    // Typing replaces nothing: the name is in the input, ready to edit.
    expect(await input.inputValue()).toBe("untitled.txtx");
    await page.keyboard.press("Escape");
    await eventually(() => focusedName(page)).toBe("untitled.txt");
    await page.keyboard.press("Delete");
    await eventually(() => rowNames(page)).not.toContain("untitled.txt");
    expect(await tabIntoTree(page)).toBe("format.ts");
    await rowNamed(page, "docs").click({ button: "right" });
    const menu = page.getByRole("menu");
    expect(await menu.getByRole("menuitem").evaluateAll((els) => els.map((el) => el.textContent))).toEqual(["New file", "New folder", "Rename", "Delete"]);
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/file-manager", "The rename input focuses itself when it mounts, through the ref in item.getRenameInputProps()"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() =>
      window.harness.mount("a", {
        features: [...["syncDataLoaderFeature", "selectionFeature", "hotkeysCoreFeature", "dragAndDropFeature", "renamingFeature"].map((k) => (window.harness.core as never)[k])],
      }),
    );
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("readme.md").startRenaming()));
    await eventually(() => page.evaluate(() => document.activeElement?.hasAttribute("data-rename-input"))).toBe(true);
  });

  it(claim("/recipe/file-manager", "onRename then receives the name the user typed. Pressing Escape or leaving the input keeps the default name: the renaming feature has no callback for a cancelled rename."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const w = window as unknown as { renamed: string[] };
      w.renamed = [];
      await window.harness.mount("a", {
        features: [...["syncDataLoaderFeature", "selectionFeature", "hotkeysCoreFeature", "dragAndDropFeature", "renamingFeature"].map((k) => (window.harness.core as never)[k])],
        config: { onRename: (item, value) => void w.renamed.push(`${item.getId()}=${value}`) },
      });
    });
    const renamed = () => page.evaluate(() => (window as unknown as { renamed: string[] }).renamed);
    const input = page.locator("[data-rename-input]");
    for (const end of ["Escape", "blur", "Enter"] as const) {
      await rowLocator(page, "readme.md").click();
      await page.keyboard.press("F2");
      await input.waitFor();
      await input.fill(`new-${end}`);
      if (end === "blur") await page.mouse.click(900, 600);
      else await page.keyboard.press(end);
      await input.waitFor({ state: "detached" });
      // Ending a rename moves the focus back to the row in the library's updateDomFocus: a timeout,
      // then a 20 ms poll. A rename started before that would lose its input to it at once.
      await eventually(() => rowLocator(page, "readme.md").evaluate((row) => row === document.activeElement)).toBe(true);
    }
    expect(await renamed()).toEqual(["readme.md=new-Enter"]);
  });

  it(claim("/recipe/file-manager", "The input closes the rename when it loses the focus, so code that moves the focus back to a row, such as a menu that returns the focus when it closes, ends the rename before the user typed anything."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() =>
      window.harness.mount("a", {
        features: [...["syncDataLoaderFeature", "selectionFeature", "hotkeysCoreFeature", "dragAndDropFeature", "renamingFeature"].map((k) => (window.harness.core as never)[k])],
      }),
    );
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("readme.md").startRenaming()));
    await eventually(() => activeIsInput(page)).toBe(true);
    await page.evaluate(() => window.harness.act("a", (tree) => tree.updateDomFocus())); // what a closing menu would do
    await eventually(() => page.locator("[data-rename-input]").count()).toBe(0);
    expect(await page.evaluate(() => window.harness.tree()!.getState().renamingItem)).toBeNull();
  });

  it(claim("/recipe/file-manager", "The demo's menu therefore only returns the focus to the row when it is closed with Escape, not after running an action."), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "file-manager");
    const menu = page.getByRole("menu");
    await rowNamed(page, "package.json").click({ button: "right" });
    await menu.getByRole("menuitem", { name: "Rename" }).click();
    await eventually(() => activeIsInput(page)).toBe(true);
    await page.keyboard.press("End");
    await page.keyboard.type("c");
    await page.keyboard.press("Enter");
    await eventually(() => rowNames(page)).toContain("package.jsonc");
    await eventually(() => focusedName(page)).toBe("package.jsonc");
    await rowNamed(page, "docs").click({ button: "right" });
    await eventually(() => menu.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await menu.count()).toBe(0);
    await eventually(() => focusedName(page)).toBe("docs");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/file-manager", "so the tree does not keep a focused item that no longer exists: such an item has no row, so no row would have tabIndex 0 and Tab would skip the tree."), async () => {
    // The demo moves the focus first: deleting the first row focuses the next row that stays.
    const { page, problems } = await recipes.open();
    await mountDemo(page, "file-manager");
    await rowNamed(page, "src").click(); // closes src, so src is the first row and docs comes next
    await page.keyboard.press("Delete");
    await eventually(() => rowNames(page)).toEqual(["docs", "package.json"]);
    expect(await tabbableRows(page)).toEqual(["docs"]);
    expect(await tabIntoTree(page)).toBe("docs");
    await page.keyboard.press("End");
    await eventually(() => focusedName(page)).toBe("package.json");
    await page.keyboard.press("Delete");
    await eventually(() => rowNames(page)).toEqual(["docs"]);
    expect(await tabIntoTree(page)).toBe("docs");
    expect(problems).toEqual([]);

    // Without moving it, the deleted item stays the focused one and no row has tabIndex 0.
    const { page: plain } = await harness.open();
    await plain.evaluate(() => window.harness.mount("a"));
    await rowLocator(plain, "docs").click();
    await plain.evaluate(() =>
      window.harness.act("a", (tree) => {
        const data = tree.getConfig().dataLoader as { getChildren: (id: string) => string[] };
        data.getChildren("root").splice(0, 1); // the harness's data, changed in place
        tree.rebuildTree();
      }),
    );
    expect(await plain.locator('[data-tree="a"] [data-id]').evaluateAll((els) => els.map((el) => el.getAttribute("data-id")))).not.toContain("docs");
    expect(await plain.locator('[data-tree="a"] [tabindex="0"]').count()).toBe(0);
  });

  it(claim("/recipe/file-manager", "Hotkeys only fire while the focus is inside the tree, and not while the rename input has it, so Delete in the input still deletes characters."), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "file-manager");
    await rowNamed(page, "package.json").click();
    await page.keyboard.press("F2");
    await eventually(() => activeIsInput(page)).toBe(true);
    await page.keyboard.press("Home");
    await page.keyboard.press("Delete");
    expect(await page.getByRole("textbox").inputValue()).toBe("ackage.json");
    await page.keyboard.press("Escape");
    await eventually(() => focusedName(page)).toBe("package.json");
    expect(await rowNames(page)).toContain("package.json");
    // Outside the tree, Delete does nothing to it.
    await page.locator("[data-after]").focus();
    await page.keyboard.press("Delete");
    expect(await rowNames(page)).toContain("package.json");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/file-manager", "Browsers fire contextmenu on the element under the pointer for a right click, and on the focused element for the context-menu key and Shift+F10"), async () => {
    const { page } = await recipes.open();
    await mountDemo(page, "file-manager");
    await page.evaluate(() => {
      const w = window as unknown as { targets: string[] };
      w.targets = [];
      document.addEventListener("contextmenu", (event) => void w.targets.push((event.target as HTMLElement).closest("[role=treeitem]")?.getAttribute("aria-label") ?? "?"), true);
    });
    await rowNamed(page, "docs").click();
    await rowNamed(page, "package.json").click({ button: "right" });
    await page.keyboard.press("Escape");
    await eventually(() => focusedName(page)).toBe("package.json");
    await rowNamed(page, "docs").focus();
    await page.keyboard.press("Shift+F10");
    expect(await page.evaluate(() => (window as unknown as { targets: string[] }).targets)).toEqual(["package.json", "docs"]);
  });

  it(claim("/recipe/file-manager", "The demo's handler focuses the row, prevents the browser's own menu and opens a role=\"menu\" element with one role=\"menuitem\" button per action, next to the pointer or below the row. The menu takes the focus, moves it with the arrow keys, and closes on Escape (back to the row) or when the focus leaves it."), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "file-manager");
    const menu = page.getByRole("menu");
    const row = rowNamed(page, "docs");
    const rowBox = (await row.boundingBox())!;
    await row.click({ button: "right", position: { x: 30, y: 5 } });
    expect(await menu.isVisible()).toBe(true);
    expect(await tabbableRows(page)).toEqual(["docs"]);
    const byMouse = (await menu.boundingBox())!;
    expect(Math.abs(byMouse.x - (rowBox.x + 30))).toBeLessThan(2);
    expect(Math.abs(byMouse.y - (rowBox.y + 5))).toBeLessThan(2);
    expect(await focusedName(page)).toBe("New file");
    await page.keyboard.press("ArrowDown");
    expect(await focusedName(page)).toBe("New folder");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    expect(await focusedName(page)).toBe("Delete");
    await page.keyboard.press("Escape");
    expect(await menu.count()).toBe(0);
    await eventually(() => focusedName(page)).toBe("docs");
    // From the keyboard: below the row.
    await page.keyboard.press("Shift+F10");
    const byKey = (await menu.boundingBox())!;
    expect(Math.abs(byKey.y - (rowBox.y + rowBox.height))).toBeLessThan(2);
    // Focus leaving the menu closes it and leaves the focus where it went.
    await page.locator("[data-after]").focus();
    expect(await menu.count()).toBe(0);
    expect(await focusedName(page)).toBe("after");
    expect(await tabIntoTree(page)).toBe("docs");
    expect(problems).toEqual([]);
  });
});
