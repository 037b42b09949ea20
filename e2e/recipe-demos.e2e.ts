import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";
import { caughtUp } from "./support/caught-up";

// The recipe demos of issue 15 (§4) and the demo fixes of §5 do what their pages say, in Chromium.

const box = (page: Page, demoId: string) => page.locator(`section[data-demo="${demoId}"]`).first();
const item = (scope: Locator, name: string) => scope.locator(`[role="treeitem"][aria-label="${name}"]`).first();
const names = (scope: Locator) => scope.locator('[role="treeitem"]').evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
const activeName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);
const textOf = (l: Locator) => l.textContent().then((t) => t ?? "");

describe("recipe demos", () => {
  const browser = useBrowser();

  it("/recipe/reveal-item: opens the closed, unloaded ancestors, then focuses and selects the file", async () => {
    const { page, problems } = await browser.openDemoPage("/recipe/reveal-item");
    const demo = box(page, "reveal-item");
    const tree = demo.getByRole("tree");
    await expect.poll(() => names(tree)).toEqual(["Projects", "Archive", "todo.txt"]);
    await demo.getByRole("button", { name: "Reveal report.pdf" }).click();
    // Ancestors, ancestors' data and children: 400 ms each, one level after the other.
    await expect.poll(() => activeName(page)).toBe("report.pdf");
    expect(await item(tree, "report.pdf").getAttribute("aria-selected")).toBe("true");
    for (const folder of ["Archive", "2024", "Q2"]) expect(await item(tree, folder).getAttribute("aria-expanded")).toBe("true");
    expect(await item(tree, "Q1").getAttribute("aria-expanded")).toBe("false");
    // The focused row is the tree's focused item, not only the browser's.
    expect(await item(tree, "report.pdf").getAttribute("tabindex")).toBe("0");
    expect(problems).toEqual([]);
  });

  it("/recipe/filtering: hides what neither matches nor contains a match, and opens the way to the matches", async () => {
    const { page, problems } = await browser.openDemoPage("/recipe/filtering");
    const demo = box(page, "search-filter");
    const tree = demo.getByRole("tree");
    const field = demo.getByRole("searchbox");
    await field.fill("berry");
    await expect
      .poll(() => names(tree))
      .toEqual(["Fruit", "Berries", "Strawberry", "Blueberry", "Raspberry", "Bakery", "Blueberry muffin"]);
    await field.fill("kale");
    await expect.poll(() => names(tree)).toEqual(["Vegetables", "Leafy greens", "Kale"]);
    // Tab reaches the tree: some row holds the roving tabindex.
    expect(await tree.locator('[role="treeitem"][tabindex="0"]').count()).toBe(1);
    await field.fill("zzz");
    await expect.poll(() => names(tree)).toEqual([]);
    await expect.poll(() => textOf(demo.locator(`.demo-status[role="status"]`))).toContain('Nothing matches "zzz"');
    await field.fill("");
    await expect.poll(() => names(tree)).toContain("Apple");
    expect(problems).toEqual([]);
  });

  it("/recipe/file-manager: creates and renames at once, deletes by menu and by key, renames from the menu", async () => {
    const { page, problems } = await browser.openDemoPage("/recipe/file-manager");
    const demo = box(page, "file-manager");
    const tree = demo.getByRole("tree");

    await item(tree, "utils").click();
    await demo.getByRole("button", { name: "New file" }).click();
    const input = demo.getByRole("textbox");
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await input.inputValue()).toBe("untitled.txt");
    await input.fill("helpers.ts");
    await page.keyboard.press("Enter");
    await expect.poll(() => activeName(page)).toBe("helpers.ts");
    expect((await names(tree)).indexOf("helpers.ts")).toBe((await names(tree)).indexOf("format.ts") + 1);

    // The context menu: right click, then Delete.
    await item(tree, "helpers.ts").click({ button: "right" });
    const menu = demo.getByRole("menu");
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => activeName(page)).toBe(null);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("New file");
    await menu.getByRole("menuitem", { name: "Delete" }).click();
    await expect.poll(() => names(tree)).not.toContain("helpers.ts");
    expect(await menu.count()).toBe(0);
    await expect.poll(() => activeName(page)).toBe("format.ts");

    // The keyboard: Delete on the focused row.
    await page.keyboard.press("Delete");
    await expect.poll(() => names(tree)).not.toContain("format.ts");
    // The focus moves to the row above a moment later (updateDomFocus runs in a timeout): wait for
    // it, or it lands after the next steps and closes the menu they open.
    await expect.poll(() => activeName(page)).toBe("utils");

    // Shift+F10 opens the menu of the focused row; the arrow keys move in it; Rename starts renaming.
    await item(tree, "package.json").click();
    await page.keyboard.press("Shift+F10");
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Rename");
    await page.keyboard.press("Enter");
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.fill("package.jsonc");
    await page.keyboard.press("Enter");
    await expect.poll(() => names(tree)).toContain("package.jsonc");
    await expect.poll(() => activeName(page)).toBe("package.jsonc");

    // Escape closes the menu and returns to the row.
    await page.keyboard.press("Shift+F10");
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await menu.count()).toBe(0);
    await expect.poll(() => activeName(page)).toBe("package.jsonc");
    expect(problems).toEqual([]);
  });

  it("/recipe/async-errors: a failed folder shows its error, Retry loads it; Refresh reloads the root", async () => {
    const { page, problems } = await browser.openDemoPage("/recipe/async-errors");
    const demo = box(page, "async-error-retry");
    const tree = demo.getByRole("tree");
    await expect.poll(() => names(tree)).toEqual(["inbox", "reports", "notes.txt"]);
    await item(tree, "reports").click();
    await expect.poll(() => textOf(demo)).toContain("Could not load the contents of reports: 503 Service Unavailable.");
    expect(await textOf(item(tree, "reports"))).toContain("failed to load");
    expect(await item(tree, "reports").getAttribute("aria-expanded")).toBe("true");
    // Still down: retrying fails again.
    await demo.getByRole("button", { name: "Retry reports" }).click();
    await expect.poll(() => demo.getByRole("button", { name: "Retry reports" }).count()).toBe(1);
    await demo.getByRole("checkbox", { name: "Server is down" }).uncheck();
    await demo.getByRole("button", { name: "Retry reports" }).click();
    await expect.poll(() => names(tree)).toEqual(["inbox", "reports", "q1.pdf", "q2.pdf", "notes.txt"]);
    expect(await demo.getByRole("button", { name: /Retry/ }).count()).toBe(0);
    expect(await textOf(item(tree, "reports"))).not.toContain("failed");

    const refresh = box(page, "async-root-refresh");
    const files = refresh.getByRole("tree");
    await expect.poll(() => names(files)).toEqual(["agenda.md", "budget.xlsx"]);
    await refresh.getByRole("button", { name: "Add a file on the server" }).click();
    await expect.poll(() => textOf(refresh.locator(`.demo-status[role="status"]`))).toBe("The server has 3 files; the tree shows 2.");
    expect(await names(files)).toEqual(["agenda.md", "budget.xlsx"]);
    await refresh.getByRole("button", { name: "Refresh" }).click();
    await expect.poll(() => names(files)).toEqual(["agenda.md", "budget.xlsx", "minutes-1.md"]);
    // Unhandled rejections would show here: the loader never rejects.
    expect(problems).toEqual([]);
  });

  it("/recipe/react-18: forwardRef rows take the browser focus on arrow keys; unchanged rows do not render again", async () => {
    const { page, problems } = await browser.openDemoPage("/recipe/react-18");
    const tree = box(page, "memo-rows-forward-ref").getByRole("tree");
    const renders = (name: string) => textOf(item(tree, name)).then((t) => /rendered (\d+)×/.exec(t)?.[1]);
    // A click on "oslo" (a click on a folder would close it), then the arrow keys.
    await item(tree, "oslo").click();
    const before = await renders("south");
    expect(before).toMatch(/^\d+$/);
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => activeName(page)).toBe("helsinki");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => activeName(page)).toBe("tallinn");
    expect(await renders("south")).toBe(before);
    expect(problems).toEqual([]);
  });

  it("/recipe/tree-identity: a memoized consumer of the tree alone stays stale, one given the selection follows it", async () => {
    const { page, problems } = await browser.openDemoPage("/recipe/tree-identity");
    const demo = box(page, "tree-identity");
    const tree = demo.getByRole("tree");
    await item(tree, "beach.jpg").click();
    await item(tree, "forest.jpg").click({ modifiers: ["Control"] });
    await expect.poll(() => textOf(demo)).toContain("tree + selectedItems: 2 selected");
    expect(await textOf(demo)).toContain("tree only: 0 selected (rendered 1×)");
    expect(problems).toEqual([]);
  });

  it("/recipe/refusing-outside-drags: only the tree with the default options shows a drop target for an outside drag", async () => {
    const { page, problems } = await browser.openDemoPage("/recipe/refusing-outside-drags");
    const demo = box(page, "refuse-outside-drags");
    const [open, refusing] = [demo.getByRole("tree").nth(0), demo.getByRole("tree").nth(1)];
    await demo.locator(".demo-dragsource").scrollIntoViewIfNeeded();
    const centre = async (l: Locator) => {
      const b = (await l.boundingBox())!;
      return [b.x + Math.min(40, b.width / 2), b.y + b.height / 2] as const;
    };
    await page.mouse.move(...(await centre(demo.locator(".demo-dragsource"))));
    await page.mouse.down();
    await page.mouse.move(...(await centre(item(refusing, "archive"))), { steps: 8 });
    await caughtUp(page);
    expect(await refusing.locator(".treeitem.drop").count()).toBe(0);
    await page.mouse.move(...(await centre(item(open, "archive"))), { steps: 8 });
    await expect.poll(() => open.locator(".treeitem.drop").count()).toBe(1);
    await page.mouse.up();
    // Refused at the drop: nothing was added.
    await expect.poll(() => names(open)).toEqual(["inbox", "offer.pdf", "invoice.pdf", "archive"]);
    expect(problems).toEqual([]);
  });
});

describe("demo fixes", () => {
  const browser = useBrowser();

  it("/features/checkboxes: after a click on a checkbox the focus is on its row, and the keyboard works", async () => {
    const { page, problems } = await browser.openDemoPage("/features/checkboxes");
    const demo = box(page, "checkboxes-propagation");
    const tree = demo.getByRole("tree");
    await demo.getByRole("checkbox", { name: "Check apple" }).click();
    await expect.poll(() => item(tree, "apple").getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => activeName(page)).toBe("apple");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => activeName(page)).toBe("banana");
    await page.keyboard.press("Space");
    await expect.poll(() => item(tree, "banana").getAttribute("aria-checked")).toBe("false");
    expect(problems).toEqual([]);
  });

  it("loading placeholders lie outside role=tree, which holds only tree items", async () => {
    const { page } = await browser.openPage("", { javaScriptEnabled: false });
    // async-children-with-data is the second demo of a picker, so not prerendered; it renders the
    // same markup as async-loading.
    for (const [path, demos] of [
      ["/features/async-dataloader", ["async-loading"]],
      ["/features/expandall", ["expand-all"]],
    ] as const) {
      await page.goto(path);
      for (const id of demos) {
        const demo = box(page, id);
        // Prerendered before any data arrived: the placeholder is there, and not inside the tree.
        expect(await textOf(demo), id).toContain("Loading the first level…");
        expect(await demo.locator('[role="tree"] > :not([role="treeitem"])').count(), id).toBe(0);
        expect(await textOf(demo.getByRole("tree")), id).not.toContain("Loading the first level");
      }
    }
  });
});
