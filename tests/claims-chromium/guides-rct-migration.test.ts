// Claims of content/guides/rct-migration.mdx that need real key presses, in Chromium.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { pageSample } from "../claims/page-code";
import { focusedName, treeItem, useDemo } from "./demo-support";
import { rowLocator, useHarness } from "./support";

const harness = useHarness();
const demos = useDemo();

describe("/guides/rct-migration in Chromium", () => {
  it(claim("/guides/rct-migration", "Hotkeys are programmable. Besides rebinding keys you can replace what a hotkey does"), async () => {
    const { page, problems } = await harness.open();
    await page.evaluate(async () => {
      const w = window as unknown as { pressed: number };
      w.pressed = 0;
      await window.harness.mount("a", { config: { hotkeys: { focusNextItem: { hotkey: "ArrowDown", handler: () => void w.pressed++ } } } });
    });
    await rowLocator(page, "docs").focus();
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => (window as unknown as { pressed: number }).pressed === 1);
    expect(await page.evaluate(() => window.harness.tree("a")!.getState().focusedItem)).toBeNull(); // the default handler did not run
    expect(problems).toEqual([]);
  });

  it(claim("/guides/rct-migration", "searchFeature; typing opens the search"), async () => {
    const { page, problems } = await harness.open();
    await page.evaluate(async () => {
      const { syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature, searchFeature } = window.harness.core;
      await window.harness.mount("a", { features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature, searchFeature] });
    });
    await rowLocator(page, "docs").focus();
    await page.keyboard.press("r");
    await page.waitForFunction(() => window.harness.tree("a")!.isSearchOpen());
    expect(await page.evaluate(() => window.harness.tree("a")!.getSearchValue())).toBe("r");
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-search-input"));
    expect(problems).toEqual([]);
  });
});

// The page's tree-status.tsx next to a tree with renaming, search and selection, as its comment says.
const STATUS_TREE = `${pageSample("/guides/rct-migration", "tree-status.tsx")}
import { hotkeysCoreFeature, renamingFeature, searchFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

const children: Record<string, string[]> = { root: ["docs", "readme.md", "notes.md"], docs: ["intro.md", "guide.md"] };
const w = window as unknown as { renamed: string[] };
w.renamed = [];

export default function StatusTree() {
  const tree = useTree<string>({
    rootItemId: "root",
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: { getItem: (id) => id, getChildren: (id) => children[id] ?? [] },
    onRename: (item, value) => void w.renamed.push(item.getId() + " → " + value),
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, renamingFeature, searchFeature],
  });
  return (
    <>
      {tree.isSearchOpen() ? <input aria-label="Search" {...tree.getSearchInputElementProps()} /> : null}
      <div {...tree.getContainerProps("Files")} aria-describedby="files-keys">
        {tree.getItems().map((item) => (
          <div {...item.getProps()} key={item.getId()}>
            {item.isRenaming() ? <input aria-label="New name" {...item.getRenameInputProps()} /> : item.getItemName()}
          </div>
        ))}
      </div>
      <TreeStatus tree={tree} id="files" />
    </>
  );
}`;

/** Chromium's own accessibility node of the first element that matches `selector`. */
async function axNode(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
  await cdp.detach();
  return nodes[0]!;
}
const status = (page: Page) => page.locator('[aria-live="polite"]').textContent();

describe("/guides/rct-migration: screen reader announcements", () => {
  it(claim("/guides/rct-migration", "The guide becomes the tree's accessible description."), async () => {
    const { page, problems } = await demos.openModule(STATUS_TREE);
    const tree = await axNode(page, '[role="tree"]');
    expect([tree.name?.value, tree.description?.value]).toEqual(["Files", "Arrow keys move and open folders. F2 renames. Typing a letter searches."]);
    // What the guide says: ↓ moves, → opens a folder (F2 and typing: the next test).
    await treeItem(page, "docs").click(); // opens docs
    await treeItem(page, "docs").click(); // and closes it again
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedName(page)).toBe("readme.md");
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => focusedName(page)).toBe("docs");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => treeItem(page, "docs").getAttribute("aria-expanded")).toBe("true");
    expect(problems).toEqual([]);
  });

  it(claim("/guides/rct-migration", "The live region's text changes when renaming starts or ends, when the search opens or closes, and when the number of matches changes."), async () => {
    const { page, problems } = await demos.openModule(STATUS_TREE);
    const live = await axNode(page, '[aria-live="polite"]');
    expect(live.properties?.find((p) => p.name === "live")?.value.value).toBe("polite");
    expect(await status(page)).toBe("");
    const renamed = () => page.evaluate(() => (window as unknown as { renamed: string[] }).renamed);

    await treeItem(page, "readme.md").click();
    await page.keyboard.press("F2");
    await expect.poll(() => status(page)).toBe("Renaming readme.md. Enter saves, Escape cancels.");
    await expect.poll(() => focusedName(page)).toBe("input");
    await page.keyboard.press("Escape");
    await expect.poll(() => status(page)).toBe("");
    expect(await renamed()).toEqual([]);
    await expect.poll(() => focusedName(page)).toBe("readme.md");
    await page.keyboard.press("F2");
    await expect.poll(() => focusedName(page)).toBe("input");
    await page.keyboard.press("End");
    await page.keyboard.type("x");
    await page.keyboard.press("Enter");
    await expect.poll(() => status(page)).toBe("");
    expect(await renamed()).toEqual(["readme.md → readme.mdx"]);

    await treeItem(page, "docs").click(); // docs, intro.md, guide.md, readme.md, notes.md
    await expect.poll(() => focusedName(page)).toBe("docs");
    await page.keyboard.press("n"); // intro.md, notes.md
    await expect.poll(() => status(page)).toBe("Matches shown: 2. Enter selects, Escape closes.");
    // openSearch() focuses the input in a timer; a key that comes before it goes to the row, where
    // the open search lets no hotkey take it. A person types the next letter later than that timer.
    await expect.poll(() => focusedName(page)).toBe("input");
    await page.keyboard.type("o"); // notes.md
    await expect.poll(() => status(page)).toBe("Matches shown: 1. Enter selects, Escape closes.");
    await page.keyboard.press("Enter");
    await expect.poll(() => status(page)).toBe("");
    expect(await treeItem(page, "notes.md").getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => focusedName(page)).toBe("notes.md");
    await page.keyboard.press("g");
    await expect.poll(() => status(page)).toBe("Matches shown: 1. Enter selects, Escape closes.");
    await page.keyboard.press("Escape");
    await expect.poll(() => status(page)).toBe("");
    expect(problems).toEqual([]);
  });
});
