// Claims of content/features/propmemoization.mdx about its two demos, run as the reader runs them,
// and about renaming with drag and drop, with real pointer drags on the claim harness.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { demoEntry, tabIntoTree, useDemoPages, waitForItems } from "./core-demos";
import { pressAndDrag, snapshot, useHarness } from "./support";

const demos = useDemoPages();
const harness = useHarness();

/**
 * A tree with drag and drop and renaming (and prop memoization unless `memo` is false) whose data
 * can grow: `window.addAndRename(id, first)` adds `id` to the root and starts renaming it in the
 * same update, after `first(item)` when given.
 */
async function mountRenamable(page: Page, memo = true) {
  await page.evaluate(async (memo) => {
    const c = window.harness.core;
    const data: Record<string, string[]> = { root: ["docs", "readme.md"], docs: ["intro.md"] };
    Object.assign(window, {
      renamableData: data,
      addAndRename: (id: string, getPropsFirst: boolean) =>
        window.harness.act("a", (tree) => {
          data.root = [...data.root!, id];
          tree.rebuildTree();
          const item = tree.getItemInstance(id);
          if (getPropsFirst) item.getProps();
          item.startRenaming();
        }),
    });
    await window.harness.mount("a", {
      features: [
        c.syncDataLoaderFeature,
        c.selectionFeature,
        c.hotkeysCoreFeature,
        c.dragAndDropFeature,
        c.renamingFeature,
        ...(memo ? [c.propMemoizationFeature] : []),
      ],
      config: {
        isItemFolder: (item) => item.getId() in data,
        dataLoader: { getItem: (id) => id, getChildren: (id) => data[id] ?? [] },
        // Moves the item in `data`, where dragIntoDocs reads where it went.
        onDrop: async (items, target) => {
          await c.createOnDropHandler<string>((parent, children) => {
            data[parent.getId()] = children;
          })(items, target);
        },
      },
    });
  }, memo);
}

/** Adds `id` and renames it at once (its first render has the rename input), then finishes with Enter. */
async function addAndRename(page: Page, id: string, getPropsFirst = false) {
  await page.evaluate(([id, first]) => (window as unknown as { addAndRename: (id: string, first: boolean) => void }).addAndRename(id, first), [id, getPropsFirst] as const);
  await page.locator("[data-rename-input]").waitFor();
  await page.keyboard.press("Enter");
  await page.locator("[data-rename-input]").waitFor({ state: "detached" });
}

/** A real pointer drag of `id` onto the folder docs: the dragged items the tree saw, and docs' children after the drop. */
async function dragIntoDocs(page: Page, id: string) {
  const drag = await pressAndDrag(page, id, { id: "docs", y: 0.5 });
  const during = await snapshot(page);
  await drag.release();
  const docs = await page.evaluate(() => (window as unknown as { renamableData: Record<string, string[]> }).renamableData.docs);
  return { dragged: during.dnd?.draggedItems ?? null, docs };
}

describe("/features/propmemoization demos in Chromium", () => {
  it(claim("/features/propmemoization", "Both trees render the same React.memo rows, which count how often they render; only the right one uses the feature."), async () => {
    const { page, problems } = await demos.open(demoEntry("prop-memoization"));
    const trees = page.getByRole("tree");
    expect(await trees.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")))).toEqual([
      "Without propMemoizationFeature",
      "With propMemoizationFeature",
    ]);
    const badge = (tree: number, name: string) => trees.nth(tree).locator(`[role="treeitem"]:has-text("${name}") .badge`);
    const count = async (tree: number, name: string) => Number.parseInt((await badge(tree, name).textContent()) ?? "");
    await page.waitForFunction(() => document.querySelectorAll(".badge").length === 12 && [...document.querySelectorAll(".badge")].every((b) => b.textContent));
    const before = [await count(0, "tallinn"), await count(1, "tallinn")];
    // Clicks that change other rows (focus, selection), never "tallinn".
    for (const tree of [0, 1]) {
      await trees.nth(tree).locator('[role="treeitem"]', { hasText: "oslo" }).click();
      await trees.nth(tree).locator('[role="treeitem"]', { hasText: "helsinki" }).click();
    }
    await page.waitForFunction(() => document.querySelector('[aria-label="Without propMemoizationFeature"] [aria-selected="true"]')?.textContent?.startsWith("helsinki"));
    expect(await count(0, "tallinn")).toBeGreaterThanOrEqual(before[0]! + 2);
    expect(await count(1, "tallinn")).toBe(before[1]);
    expect(problems).toEqual([]);
  });

  it(claim("/features/propmemoization", "The second demo is a tree of 10,110 items, with memoized rows and the feature on, that measures each update."), async () => {
    const { page, problems } = await demos.open(demoEntry("large-tree"));
    const output = page.locator(".demo-output");
    expect(await output.textContent()).toBe("10,110 items, 20 rows rendered, last update: –");
    await page.getByRole("button", { name: "Open three areas of region 1 (+300 rows)" }).click();
    await page.waitForFunction(() => /^10,110 items, 320 rows rendered, last update: \d+\.\d ms$/.test(document.querySelector(".demo-output")?.textContent ?? ""));
    expect(problems).toEqual([]);
  });

  it("the large tree keeps a row with tabIndex 0 after each button hides the focused row", async () => {
    const { page, problems } = await demos.open(demoEntry("large-tree"));
    await page.getByRole("button", { name: "Open three areas of region 1 (+300 rows)" }).click();
    await page.locator('[role="treeitem"]', { hasText: /^Record 1\.2\.5$/ }).click();
    await page.getByRole("button", { name: "…of region 2" }).click();
    await page.waitForFunction(() => document.querySelectorAll('[role="treeitem"]').length === 320);
    expect(await tabIntoTree(page)).toBe("Region 1");
    await page.locator('[role="treeitem"]', { hasText: /^Record 2\.3\.7$/ }).click();
    await page.getByRole("button", { name: "Close everything" }).click();
    await waitForItems(page, ["Region 1", "Region 2", "Region 3", "Region 4", "Region 5", "Region 6", "Region 7", "Region 8", "Region 9", "Region 10"]);
    expect(await tabIntoTree(page)).toBe("Region 2");
    expect(problems).toEqual([]);
  });
});

describe("/features/propmemoization: renaming and drag and drop, in Chromium", () => {
  it(claim("/features/propmemoization", "An item that is added and renamed at once, as a \"New folder\" button does, can then never be dragged: the browser picks the row up, but the tree is not told which item is dragged, and dropping it moves nothing."), async () => {
    const { page, problems } = await harness.open();
    await mountRenamable(page);
    await addAndRename(page, "new.md");
    for (const attempt of [1, 2]) {
      // pressAndDrag waits for the browser's dragstart: the row is picked up.
      const { dragged, docs } = await dragIntoDocs(page, "new.md");
      expect([attempt, dragged, docs]).toEqual([attempt, null, ["intro.md"]]);
    }
    // Without propMemoizationFeature the same item drags.
    await mountRenamable(page, false);
    await addAndRename(page, "new.md");
    expect(await dragIntoDocs(page, "new.md")).toEqual({ dragged: ["new.md"], docs: ["intro.md", "new.md"] });
    expect(problems).toEqual([]);
  });

  it(claim("/features/propmemoization", "An item that was rendered before its renaming started is not affected."), async () => {
    const { page, problems } = await harness.open();
    await mountRenamable(page);
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("readme.md").startRenaming()));
    await page.locator("[data-rename-input]").waitFor();
    await page.keyboard.press("Enter");
    await page.locator("[data-rename-input]").waitFor({ state: "detached" });
    expect(await dragIntoDocs(page, "readme.md")).toEqual({ dragged: ["readme.md"], docs: ["intro.md", "readme.md"] });
    expect(problems).toEqual([]);
  });

  it(claim("/features/propmemoization", "To add an item and rename it at once, call its item.getProps() before item.startRenaming(), so that the drag handler is remembered first."), async () => {
    const { page, problems } = await harness.open();
    await mountRenamable(page);
    await addAndRename(page, "new.md", true);
    expect(await dragIntoDocs(page, "new.md")).toEqual({ dragged: ["new.md"], docs: ["intro.md", "new.md"] });
    expect(problems).toEqual([]);
  });
});
