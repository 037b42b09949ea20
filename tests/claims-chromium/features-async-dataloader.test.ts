// Claims of content/features/async-dataloader.mdx about its two demos, run as the reader runs them.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { demoEntry, tabIntoTree, useDemoPages } from "./core-demos";
import { firstTree, recordFirstTreeSource } from "./first-tree";

const demos = useDemoPages();


describe("/features/async-dataloader demos in Chromium", () => {
  it(claim("/features/async-dataloader", "Render loading states from these, as the demo does: a \"loading\" badge on the row, and a placeholder text over the empty tree while the first level loads."), async () => {
    const { page, problems } = await demos.open(demoEntry("async-loading", recordFirstTreeSource("Loading the first level…")));
    // The first level is on its way: the tree is empty and busy, the text lies outside it.
    expect(await firstTree(page)).toEqual({ items: 0, busy: "true", placeholders: 1, placeholdersInTree: 0 });
    await page.waitForFunction(() => document.querySelectorAll('[role="treeitem"]').length === 3);
    expect(await page.getByText("Loading the first level…").count()).toBe(0);
    // Opening a folder: its row says it is loading until the children are there.
    await page.waitForFunction(() => [...document.querySelectorAll(".badge")].every((badge) => badge.textContent?.startsWith("loaded")));
    await page.locator('[role="treeitem"]', { hasText: "Folder 2" }).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="treeitem"]')].some((row) => row.textContent === "Folder 2loading…"),
    );
    await page.waitForFunction(() => document.querySelectorAll('[role="treeitem"]').length === 6);
    expect(problems).toEqual([]);
  });

  it("async-loading: after reloading, a row keeps tabIndex 0 and Tab reaches the tree", async () => {
    const { page, problems } = await demos.open(demoEntry("async-loading"));
    await page.waitForFunction(() => document.querySelectorAll('[role="treeitem"]').length === 3);
    await page.locator('[role="treeitem"]', { hasText: "Folder 3" }).click();
    await page.waitForFunction(() => document.querySelectorAll('[role="treeitem"]').length === 6);
    await page.getByRole("button", { name: "Reload its children" }).click();
    await page.getByRole("button", { name: "Reload the focused item" }).click();
    expect(await tabIntoTree(page)).toMatch(/^(Folder 3|Loading…)/);
    expect(problems).toEqual([]);
  });

  it(claim("/features/async-dataloader", "The second demo above logs every loader call, so you can see the difference."), async () => {
    const { page, problems } = await demos.open(demoEntry("async-children-with-data"));
    const log = page.locator(".demo-output");
    await page.waitForFunction(() => document.querySelectorAll('[role="treeitem"]').length === 3);
    await page.locator('[role="treeitem"]', { hasText: "Folder 2" }).click();
    await page.waitForFunction(() => document.querySelectorAll('[role="treeitem"]').length === 6);
    await page.locator('[role="treeitem"]', { hasText: "Folder 2.1" }).click();
    await page.waitForFunction(() => document.querySelectorAll('[role="treeitem"]').length === 9);
    expect(await log.textContent()).toBe('Latest loader calls:\ngetChildrenWithData("2.1")\ngetChildrenWithData("2")\ngetChildrenWithData("root")');
    expect(problems).toEqual([]);
  });

  it("async-children-with-data: getItem is never called, not even for the root (what the demo's comment says)", async () => {
    const { page } = await demos.open(demoEntry("async-children-with-data"));
    await page.waitForFunction(() => document.querySelectorAll('[role="treeitem"]').length === 3);
    for (const name of ["Folder 1", "Folder 1.1"]) {
      const count = await page.locator('[role="treeitem"]').count();
      await page.locator('[role="treeitem"]', { hasText: name }).first().click();
      await page.waitForFunction((count) => document.querySelectorAll('[role="treeitem"]').length === count + 3, count);
    }
    await page.keyboard.press("End");
    await page.keyboard.press("Home");
    expect(await page.locator(".demo-output").textContent()).not.toContain("getItem(");
  });
});
