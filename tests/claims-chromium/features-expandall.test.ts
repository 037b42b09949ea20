// Claims of content/features/expandall.mdx that need real keys, focus or timing: the two hotkeys,
// Escape during an expansion, the focus after collapsing, and the demo.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { focusedName, tabIntoTree, tabStops, treeItem, useDemo } from "./demo-support";
import { nextFrame, rowLocator, snapshot, useHarness } from "./support";

const PAGE = "/features/expandall";
const harness = useHarness();
const demos = useDemo();

/**
 * The harness tree with expandAllFeature. `slow`: an async loader whose children arrive after
 * 600 ms, so an expansion takes a while.
 */
async function mountExpandAll(page: Page, options: { slow?: boolean; selection?: boolean; expandedItems?: string[] } = {}) {
  await page.evaluate(async ({ slow, selection, expandedItems }) => {
    const c = window.harness.core;
    const data: Record<string, string[]> = {
      root: ["docs", "src", "package.json"],
      docs: ["intro.md", "guide.md"],
      src: ["index.ts", "lib"],
      lib: ["parse.ts", "print.ts"],
    };
    const features = [slow ? c.asyncDataLoaderFeature : c.syncDataLoaderFeature, c.hotkeysCoreFeature, c.dragAndDropFeature, c.expandAllFeature];
    if (selection !== false) features.push(c.selectionFeature);
    await window.harness.mount("a", {
      data,
      features,
      config: {
        initialState: { expandedItems: expandedItems ?? [] },
        ...(slow
          ? {
              dataLoader: {
                getItem: async (id: string) => id,
                getChildren: (id: string) => new Promise<string[]>((resolve) => setTimeout(() => resolve(data[id] ?? []), 600)),
              },
            }
          : {}),
      },
    });
  }, options);
  await page.waitForFunction(() => document.querySelectorAll('[data-tree="a"] [data-id]').length > 0);
}
const expanded = (page: Page) => page.evaluate(() => [...window.harness.tree("a")!.getState().expandedItems].sort());
const loading = (page: Page) => page.evaluate(() => window.harness.tree("a")!.getState().loadingItemChildrens ?? []);
/** Selects `ids` with clicks (Ctrl for all but the first) on rows that are not folders' toggles. */
async function select(page: Page, ids: string[]) {
  await page.evaluate((ids) => window.harness.act("a", (tree) => tree.setSelectedItems(ids)), ids);
}

describe(`${PAGE}: Hotkeys`, () => {
  it(claim("/features/expandall", "With selectionFeature and hotkeysCoreFeature, the selected folders can be expanded or collapsed from the keyboard."), async () => {
    const { page } = await harness.open();
    await mountExpandAll(page);
    await rowLocator(page, "package.json").click();
    await select(page, ["docs", "src"]);
    await page.keyboard.press("Control+Shift+NumpadAdd");
    await expect.poll(() => expanded(page)).toEqual(["docs", "lib", "src"]);
    await page.keyboard.press("Control+Shift+NumpadSubtract");
    await expect.poll(() => expanded(page)).toEqual([]);
    await page.keyboard.press("Control+Shift+Minus"); // the main row's minus too
    await select(page, ["src"]);
    await page.keyboard.press("Control+Shift+NumpadAdd");
    await expect.poll(() => expanded(page)).toEqual(["lib", "src"]);
    await page.keyboard.press("Control+Shift+Minus");
    await expect.poll(() => expanded(page)).toEqual([]);
  });

  it(claim("/features/expandall", "While such an expansion runs, Escape stops it."), async () => {
    for (const escape of [false, true]) {
      const { page } = await harness.open();
      await mountExpandAll(page, { slow: true });
      await rowLocator(page, "package.json").click();
      await select(page, ["src"]);
      await page.keyboard.press("Control+Shift+NumpadAdd");
      // src opens at once; its children take 600 ms, and lib is opened only after that.
      expect(await expanded(page)).toEqual(["src"]);
      if (escape) await page.keyboard.press("Escape");
      expect(await loading(page)).toEqual(["src"]); // Escape came while src's children were loading
      await page.waitForFunction(() => (window.harness.tree("a")!.getState().loadingItemChildrens ?? []).length === 0);
      await page.waitForFunction(() => window.harness.tree("a")!.getItems().some((item) => item.getId() === "lib"));
      if (escape) {
        await nextFrame(page);
        expect(await expanded(page)).toEqual(["src"]);
        expect(await loading(page)).toEqual([]);
      } else {
        await expect.poll(() => expanded(page)).toEqual(["lib", "src"]);
      }
    }
  });

  it(claim("/features/expandall", "Expand the selected folders and everything below them."), async () => {
    const { page } = await harness.open();
    await mountExpandAll(page);
    await rowLocator(page, "package.json").click();
    await select(page, ["src", "package.json"]);
    await page.keyboard.press("Control+Shift+NumpadAdd");
    await expect.poll(() => expanded(page)).toEqual(["lib", "src"]); // not docs, which is not selected
  });

  it(claim("/features/expandall", "Collapse the selected folders and the open folders below them, down to the first closed one."), async () => {
    const { page } = await harness.open();
    await mountExpandAll(page, { expandedItems: ["src", "lib", "docs"] });
    await rowLocator(page, "package.json").click();
    await select(page, ["src"]);
    await page.keyboard.press("Control+Shift+NumpadSubtract");
    await expect.poll(() => expanded(page)).toEqual(["docs"]);
    // lib open inside a closed src: it stays open.
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("lib").expand()));
    await select(page, ["src"]);
    await page.keyboard.press("Control+Shift+NumpadSubtract");
    await nextFrame(page);
    expect(await expanded(page)).toEqual(["docs", "lib"]);
  });

  it(claim("/features/expandall", "Both hotkeys call tree.getSelectedItems(), so they need the selection feature."), async () => {
    const { page, problems } = await harness.open();
    await mountExpandAll(page, { selection: false });
    await rowLocator(page, "package.json").click();
    await page.keyboard.press("Control+Shift+NumpadAdd");
    await page.keyboard.press("Control+Shift+NumpadSubtract");
    await expect.poll(() => problems.filter((p) => p.includes("tree.getSelectedItems is not a function")).length).toBe(2);
    expect(await expanded(page)).toEqual([]);
  });
});

describe(`${PAGE}: Collapsing`, () => {
  it(claim("/features/expandall", "If the focused item is one of them, no row keeps tabIndex 0 and Tab skips the tree"), async () => {
    for (const collapse of ["tree", "item"] as const) {
      const { page } = await harness.open();
      await page.evaluate(() => {
        for (const id of ["before", "after"]) {
          const field = document.createElement("input");
          field.id = id;
          document.getElementById(id === "before" ? "outside" : "trees")!.append(field);
        }
      });
      await mountExpandAll(page, { expandedItems: ["src", "lib"] });
      await rowLocator(page, "parse.ts").click();
      await page.evaluate((collapse) => window.harness.act("a", (tree) => (collapse === "tree" ? tree.collapseAll() : tree.getItemInstance("src").collapseAll())), collapse);
      expect(await page.locator('[data-tree="a"] [tabindex="0"]').count()).toBe(0);
      expect((await snapshot(page)).rows.some((r) => r.focused)).toBe(false);
      await page.locator("#before").focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("after");
    }
  });

  it(claim("/features/expandall", "The demo's \"Collapse all\" button does."), async () => {
    const { page, problems } = await demos.open("expand-all");
    await page.getByRole("button", { name: "Expand all" }).click();
    await expect.poll(() => page.locator('[role="treeitem"]').count()).toBe(45);
    await expect.poll(() => page.getByRole("button", { name: "Stop" }).isDisabled()).toBe(true);
    await treeItem(page, "File 2.2.1.2").click();
    await page.getByRole("button", { name: "Collapse all" }).click();
    await expect.poll(() => page.locator('[role="treeitem"]').count()).toBe(3);
    expect(await tabStops(page)).toEqual(["Folder 2"]);
    expect(await tabIntoTree(page)).toBe("Folder 2");
    // The keyboard's collapseSelected in the demo keeps the focus visible too.
    await page.keyboard.press("Control+Space"); // select Folder 2 (Ctrl+Space toggles; the Tab did not select)
    await page.keyboard.press("ArrowRight"); // open it
    await expect.poll(() => treeItem(page, "Folder 2.1").count()).toBe(1);
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedName(page)).toBe("Folder 2.1");
    await page.keyboard.press("Control+Shift+Minus");
    await expect.poll(() => page.locator('[role="treeitem"]').count()).toBe(3);
    await expect.poll(() => focusedName(page)).toBe("Folder 2");
    expect(problems).toEqual([]);
  });
});

describe(`${PAGE}: the demo`, () => {
  it(claim("/features/expandall", "The demo below loads children asynchronously, so you can watch the tree open level by level and stop it half-way."), async () => {
    const { page, problems } = await demos.open("expand-all");
    await expect.poll(() => page.locator('[role="treeitem"]').count()).toBe(3);
    // Click Stop as soon as the second level shows (3 + 6 rows), in the same task as that render.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelectorAll('[role="treeitem"]').length !== 9) return;
        observer.disconnect();
        document.querySelector<HTMLButtonElement>("button:nth-of-type(3)")!.click();
      });
      observer.observe(document.getElementById("demo")!, { childList: true, subtree: true });
    });
    expect(await page.getByRole("button").nth(2).textContent()).toBe("Stop");
    await page.getByRole("button", { name: "Expand all" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Stop" }).isDisabled()).toBe(true);
    // The second level's folders were already opening when Stop came; nothing below them opened.
    expect(await page.locator('[role="treeitem"]').count()).toBe(3 + 6 + 12);
    expect(await page.locator('[role="treeitem"][aria-level="3"][aria-expanded="true"]').count()).toBe(0);
    // Expanding everything shows level by level, one level per load.
    await page.getByRole("button", { name: "Expand all" }).click();
    await expect.poll(() => page.locator('[role="treeitem"]').count()).toBe(45);
    expect(problems).toEqual([]);
  });
});

describe(`${PAGE}: keys`, () => {
  it(claim("/features/expandall", "Plus is the number pad's +"), async () => {
    const { page } = await harness.open();
    await mountExpandAll(page);
    await rowLocator(page, "package.json").click();
    await select(page, ["src"]);
    await page.keyboard.press("Control+Shift+Equal"); // the main block's + on a US keyboard
    await nextFrame(page);
    expect(await expanded(page)).toEqual([]);
    await page.keyboard.press("Control+Shift+NumpadAdd");
    await expect.poll(() => expanded(page)).toEqual(["lib", "src"]);
  });
});
