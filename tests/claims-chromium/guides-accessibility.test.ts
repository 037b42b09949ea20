// Claims of content/guides/accessibility.mdx in Chromium: the attributes the props put on the
// rendered elements, accessible names as Chromium computes them, and every key of the hotkey list
// pressed for real. The last block runs the page's demo, accessibility-keyboard.tsx.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { activeLabel, tabbableRows as demoTabbableRows, tabIntoDemo, useDemoPages } from "./keyboard-demos";
import { nextFrame, rowLocator, snapshot, useHarness, focusRow, press, waitForDomFocus, addButtons } from "./support";

const harness = useHarness();
const demos = useDemoPages();

const focusedRow = async (page: Page) => (await snapshot(page)).rows.find((r) => r.focused)?.id;
const selected = async (page: Page) => (await snapshot(page)).rows.filter((r) => r.selected).map((r) => r.id);
const visible = async (page: Page) => (await snapshot(page)).rows.map((r) => r.id);
const attrs = (page: Page, id: string, names: string[]) =>
  rowLocator(page, id).evaluate((el, names) => Object.fromEntries(names.map((n) => [n, el.getAttribute(n)])), names);

/** Every feature the page's hotkey list names, as the demo has them. */
function mountAll(page: Page, config: Record<string, unknown> = {}) {
  return page.evaluate(
    async (config) => {
      const { core } = window.harness;
      await window.harness.mount("a", {
        features: [
          core.syncDataLoaderFeature,
          core.selectionFeature,
          core.hotkeysCoreFeature,
          core.searchFeature,
          core.renamingFeature,
          core.expandAllFeature,
          core.dragAndDropFeature,
          core.keyboardDragAndDropFeature,
        ],
        config,
      });
    },
    config,
  );
}

/** Chromium's own accessible name of an element (the accessibility tree, not a re-computation). */
async function accessibleName(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
  await cdp.detach();
  return nodes[0]?.name?.value ?? "";
}


describe("/guides/accessibility: the props", () => {
  it(claim("/guides/accessibility", "Headless Tree renders the visible items as one flat list of siblings"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { expandedItems: ["src", "lib"] } } }));
    // Every row is a direct child of the container, whatever its depth: no nested groups.
    const parents = await page
      .locator('[role="treeitem"]')
      .evaluateAll((rows) => rows.map((row) => `${row.getAttribute("aria-label")} in ${row.parentElement!.getAttribute("role")}`));
    expect(parents).toEqual([
      "docs in tree",
      "src in tree",
      "index.ts in tree",
      "lib in tree",
      "parse.ts in tree",
      "print.ts in tree",
      "app.ts in tree",
      "package.json in tree",
      "readme.md in tree",
    ]);
    expect(await page.locator('[role="group"]').count()).toBe(0);
  });

  it(claim("/guides/accessibility", "The label you pass, such as tree.getContainerProps(\"Project files\")."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a"));
    const container = page.locator("[data-tree=a]");
    expect(await container.getAttribute("role")).toBe("tree");
    // The harness passes "Tree a".
    expect(await container.getAttribute("aria-label")).toBe("Tree a");
    expect(await accessibleName(page, "[data-tree=a]")).toBe("Tree a");
  });

  it(claim("/guides/accessibility", "The container props do not include aria-multiselectable."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { selectedItems: ["docs", "src"] } } }));
    expect(await page.locator("[data-tree=a]").getAttribute("aria-multiselectable")).toBeNull();
    expect(await page.evaluate(() => "aria-multiselectable" in window.harness.tree("a")!.getContainerProps("x"))).toBe(false);
  });

  it(claim("/guides/accessibility", "The depth, starting at 1 for the children of the root item"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { expandedItems: ["src", "lib"], selectedItems: ["lib"] } } }));
    const rows = await page
      .locator('[role="treeitem"]')
      .evaluateAll((rows) =>
        rows.map((row) =>
          ["aria-label", "aria-level", "aria-posinset", "aria-setsize", "aria-expanded", "aria-selected"].map((a) => row.getAttribute(a) ?? "-").join(" "),
        ),
      );
    expect(rows).toEqual([
      "docs 1 1 4 false false",
      "src 1 2 4 true false",
      "index.ts 2 1 3 - false",
      "lib 2 2 3 true true",
      "parse.ts 3 1 2 - false",
      "print.ts 3 2 2 - false",
      "app.ts 2 3 3 - false",
      "package.json 1 3 4 - false",
      "readme.md 1 4 4 - false",
    ]);
  });

  it(claim("/guides/accessibility", "How many siblings the item has and its position among them, starting at 1"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { expandedItems: ["docs"] } } }));
    expect(await attrs(page, "intro.md", ["aria-posinset", "aria-setsize"])).toEqual({ "aria-posinset": "1", "aria-setsize": "3" });
    expect(await attrs(page, "faq.md", ["aria-posinset", "aria-setsize"])).toEqual({ "aria-posinset": "3", "aria-setsize": "3" });
  });

  it(claim("/guides/accessibility", "true or false on folders, absent on leaves"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { expandedItems: ["docs"] } } }));
    expect(await attrs(page, "docs", ["aria-expanded"])).toEqual({ "aria-expanded": "true" });
    expect(await attrs(page, "src", ["aria-expanded"])).toEqual({ "aria-expanded": "false" });
    expect(await attrs(page, "intro.md", ["aria-expanded"])).toEqual({ "aria-expanded": null });
  });

  it(claim("/guides/accessibility", "\"true\" or \"false\"; always \"false\" without selectionFeature"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { selectedItems: ["src"] } } }));
    expect(await attrs(page, "src", ["aria-selected"])).toEqual({ "aria-selected": "true" });
    expect(await attrs(page, "docs", ["aria-selected"])).toEqual({ "aria-selected": "false" });
    await page.evaluate(async () => {
      const { core } = window.harness;
      await window.harness.mount("a", {
        features: [core.syncDataLoaderFeature, core.hotkeysCoreFeature, core.dragAndDropFeature],
        config: { initialState: { selectedItems: ["src"] } },
      });
    });
    const all = await page.locator('[role="treeitem"]').evaluateAll((rows) => rows.map((r) => r.getAttribute("aria-selected")));
    expect(new Set(all)).toEqual(new Set(["false"]));
  });

  it(claim("/guides/accessibility", "The item's name from getItemName"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { getItemName: (item) => `File ${item.getId()}` } }));
    expect(await attrs(page, "docs", ["aria-label", "role"])).toEqual({ "aria-label": "File docs", role: "treeitem" });
  });

  it(
    claim("/guides/accessibility", "0 on the focused item and -1 on all others, so Tab enters and leaves the tree in one step"),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(() => window.harness.mount("a", { config: { initialState: { focusedItem: "src" } } }));
      await addButtons(page);
      const tabIndexes = await page.locator('[role="treeitem"]').evaluateAll((rows) => rows.map((r) => r.getAttribute("tabindex")));
      expect(tabIndexes).toEqual(["-1", "0", "-1", "-1"]);
      expect(await focusedRow(page)).toBe("src");
      await page.locator("#before").focus();
      await page.keyboard.press("Tab");
      expect((await snapshot(page)).activeElement).toBe("src");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("after");
      await page.keyboard.press("Shift+Tab");
      expect((await snapshot(page)).activeElement).toBe("src");
    },
  );

  it(claim("/guides/accessibility", "with a button, Enter and Space click it, which selects the item, opens or closes a folder and calls onPrimaryAction."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const w = window as unknown as { primary: string[] };
      w.primary = [];
      await window.harness.mount("a", {
        rowElement: "button",
        config: { onPrimaryAction: (item) => void w.primary.push(item.getId()) },
      });
    });
    await focusRow(page, "docs");
    await press(page, "Enter");
    let s = await snapshot(page);
    expect(s.rows.find((r) => r.id === "docs")).toMatchObject({ selected: true, expanded: true });
    await focusRow(page, "src");
    await press(page, "Space");
    s = await snapshot(page);
    expect(await selected(page)).toEqual(["src"]);
    expect(s.rows.find((r) => r.id === "src")!.expanded).toBe(true);
    await press(page, "Space");
    expect((await snapshot(page)).rows.find((r) => r.id === "src")!.expanded).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { primary: string[] }).primary)).toEqual(["docs", "src", "src"]);
  });

  it(
    claim("/guides/accessibility", "Extra text inside the item, such as a badge or \"loading…\", is not read out unless it is part of getItemName or you pass your own aria-label after the spread props."),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(() =>
        window.harness.mount("a", {
          rowProps: (item) => (item.getId() === "src" ? { "aria-label": "src, 3 changes" } : {}),
        }),
      );
      // A badge in each row, after the name.
      await page.evaluate(() => {
        for (const row of document.querySelectorAll("[data-tree=a] [role=treeitem]")) row.append(" 3 changes");
      });
      expect(await page.locator('[data-id="docs"]').textContent()).toBe("docs 3 changes");
      expect(await accessibleName(page, '[data-id="docs"]')).toBe("docs");
      expect(await accessibleName(page, '[data-id="src"]')).toBe("src, 3 changes");
    },
  );

  it(claim("/guides/accessibility", "aria-label replaces the item's text content as its accessible name."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { getItemName: (item) => item.getId().toUpperCase() } }));
    // The row shows the id (the harness renders getItemName… in its span; replace the text to differ).
    await page.evaluate(() => void (document.querySelector('[data-id="docs"] span')!.textContent = "Documentation"));
    expect(await accessibleName(page, '[data-id="docs"]')).toBe("DOCS");
  });

  it(
    claim("/guides/accessibility", "The search and rename inputs get their value and handlers from tree.getSearchInputElementProps() and item.getRenameInputProps(), but no label."),
    async () => {
      const { page } = await harness.open();
      await mountAll(page);
      await focusRow(page, "docs");
      await press(page, "KeyS");
      await page.waitForSelector("[data-search-input]");
      expect(await accessibleName(page, "[data-search-input]")).toBe("");
      expect(await page.locator("[data-search-input]").inputValue()).toBe("s");
      await press(page, "Escape");
      // Closing the search focuses docs, the first match of "s", in a timeout: wait for it.
      await waitForDomFocus(page, "docs");
      await focusRow(page, "src");
      await press(page, "F2");
      await page.waitForSelector("[data-rename-input]");
      expect(await accessibleName(page, "[data-rename-input]")).toBe("");
      expect(await page.locator("[data-rename-input]").inputValue()).toBe("src");
      const keys = await page.evaluate(() => {
        const tree = window.harness.tree("a")!;
        return [Object.keys(tree.getSearchInputElementProps()), Object.keys(tree.getItemInstance("src").getRenameInputProps())];
      });
      for (const props of keys) {
        expect(props.filter((k) => /label|^id$/i.test(k))).toEqual([]);
      }
    },
  );
});

describe("/guides/accessibility: the hotkeys", () => {
  it(claim("/guides/accessibility", "↓ and ↑ move the focus to the next and previous visible item; Home and End jump to the first and last one."), async () => {
    const { page } = await harness.open();
    await mountAll(page, { initialState: { expandedItems: ["src"] } });
    await focusRow(page, "docs");
    const path: string[] = [];
    for (const key of ["ArrowDown", "ArrowDown", "ArrowUp", "End", "Home"]) {
      await press(page, key);
      const expected = { ArrowDown: null, ArrowUp: null, End: "readme.md", Home: "docs" }[key];
      if (expected) await waitForDomFocus(page, expected);
      else await page.waitForFunction(() => (document.activeElement as HTMLElement).dataset.id === window.harness.tree("a")!.getFocusedItem().getId());
      path.push((await snapshot(page)).activeElement!);
    }
    // index.ts is the child of the open src; lib's children are not visible.
    expect(path).toEqual(["src", "index.ts", "src", "readme.md", "docs"]);
  });

  it(claim("/guides/accessibility", "→ opens a closed folder; on an open folder or a leaf it moves to the next visible item, which for an open folder is its first child."), async () => {
    const { page } = await harness.open();
    await mountAll(page);
    await focusRow(page, "src");
    await press(page, "ArrowRight");
    expect(await visible(page)).toContain("index.ts");
    expect(await focusedRow(page)).toBe("src");
    await press(page, "ArrowRight");
    await waitForDomFocus(page, "index.ts");
    await press(page, "ArrowRight");
    await waitForDomFocus(page, "lib");
  });

  it(claim("/guides/accessibility", "← closes an open folder; on a leaf or a closed folder it moves to the parent, except on the first level, where it does nothing."), async () => {
    const { page } = await harness.open();
    await mountAll(page, { initialState: { expandedItems: ["src", "lib"] } });
    await focusRow(page, "parse.ts");
    await press(page, "ArrowLeft");
    await waitForDomFocus(page, "lib");
    await press(page, "ArrowLeft");
    expect(await visible(page)).not.toContain("parse.ts");
    await press(page, "ArrowLeft");
    await waitForDomFocus(page, "src");
    await press(page, "ArrowLeft");
    expect(await visible(page)).toEqual(["docs", "src", "package.json", "readme.md"]);
    // On the first level: a closed folder and a leaf stay focused, nothing changes.
    await press(page, "ArrowLeft");
    await focusRow(page, "readme.md");
    await press(page, "ArrowLeft");
    await nextFrame(page);
    expect(await focusedRow(page)).toBe("readme.md");
    expect((await snapshot(page)).activeElement).toBe("readme.md");
    await focusRow(page, "src");
    await press(page, "ArrowLeft");
    await nextFrame(page);
    expect(await focusedRow(page)).toBe("src");
    expect(await visible(page)).toEqual(["docs", "src", "package.json", "readme.md"]);
  });

  it(
    claim("/guides/accessibility", "Shift+↓ and Shift+↑ move the focus and select the item they move to, or, when both items are already selected, deselect the one they leave, so going back shrinks the range."),
    async () => {
      const { page } = await harness.open();
      await mountAll(page, { initialState: { selectedItems: ["docs"] } });
      await focusRow(page, "docs");
      await press(page, "Shift+ArrowDown");
      await waitForDomFocus(page, "src");
      await press(page, "Shift+ArrowDown");
      await waitForDomFocus(page, "package.json");
      expect(await selected(page)).toEqual(["docs", "src", "package.json"]);
      await press(page, "Shift+ArrowUp");
      await waitForDomFocus(page, "src");
      expect(await selected(page)).toEqual(["docs", "src"]);
    },
  );

  it(claim("/guides/accessibility", "The item you start on is not selected by them"), async () => {
    const { page } = await harness.open();
    await mountAll(page);
    await focusRow(page, "docs");
    await press(page, "Shift+ArrowDown");
    await waitForDomFocus(page, "src");
    await press(page, "Shift+ArrowDown");
    await waitForDomFocus(page, "package.json");
    expect(await selected(page)).toEqual(["src", "package.json"]);
  });

  it(claim("/guides/accessibility", "Ctrl+Space toggles the focused item and Ctrl+A selects all visible items."), async () => {
    const { page } = await harness.open();
    await mountAll(page, { initialState: { expandedItems: ["docs"] } });
    await focusRow(page, "guide.md");
    await press(page, "Control+Space");
    expect(await selected(page)).toEqual(["guide.md"]);
    await press(page, "Control+Space");
    expect(await selected(page)).toEqual([]);
    await press(page, "Control+KeyA");
    expect(await selected(page)).toEqual(await visible(page));
    // Only the visible ones: src's children are not in it.
    expect(await page.evaluate(() => window.harness.tree("a")!.getState().selectedItems)).not.toContain("index.ts");
  });

  it(claim("/guides/accessibility", "Plain Space is left to the item element itself."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const w = window as unknown as { ran: string[] };
      w.ran = [];
      await window.harness.mount("a", { config: { onTreeHotkey: (name) => void w.ran.push(name) } });
    });
    // A <div> row: Space does nothing at all.
    await focusRow(page, "src");
    await press(page, "Space");
    expect(await selected(page)).toEqual([]);
    expect((await snapshot(page)).rows.find((r) => r.id === "src")!.expanded).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { ran: string[] }).ran)).toEqual([]);
  });

  it(
    claim("/guides/accessibility", "typing a letter or digit (A–Z, 0–9, without Shift or another modifier) opens the search with that character and moves the tree's focus to the first visible item whose name contains it"),
    async () => {
      const { page } = await harness.open();
      await mountAll(page, { initialState: { expandedItems: ["src"] } });
      await focusRow(page, "docs");
      // Shift+P is no search.
      await press(page, "Shift+KeyP");
      expect(await page.locator("[data-search-input]").count()).toBe(0);
      await press(page, "KeyP");
      await page.waitForSelector("[data-search-input]");
      expect(await page.locator("[data-search-input]").inputValue()).toBe("p");
      // "p" is in package.json, app.ts and print.ts (not visible: lib is closed): the first visible match.
      expect(await focusedRow(page)).toBe("app.ts");
      await press(page, "Escape");
      await waitForDomFocus(page, "app.ts");
      await focusRow(page, "docs");
      await press(page, "Digit4");
      await page.waitForSelector("[data-search-input]");
      expect(await page.locator("[data-search-input]").inputValue()).toBe("4");
    },
  );

  it(claim("/guides/accessibility", "the search input takes the keyboard focus."), async () => {
    const { page } = await harness.open();
    await mountAll(page);
    await focusRow(page, "docs");
    await press(page, "KeyR");
    await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.searchInput !== undefined);
    await page.keyboard.type("eadme");
    expect(await page.locator("[data-search-input]").inputValue()).toBe("readme");
    expect(await focusedRow(page)).toBe("readme.md");
  });

  it(
    claim("/guides/accessibility", "While it has the focus, ↓ and ↑ jump between matches, Enter closes the search and selects the focused match alone, and Esc closes the search; both put the focus back on the focused item."),
    async () => {
      const { page } = await harness.open();
      await mountAll(page, { initialState: { expandedItems: ["docs", "src", "lib"], selectedItems: ["docs"] } });
      await focusRow(page, "docs");
      await press(page, "KeyT");
      await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.searchInput !== undefined);
      await page.keyboard.type("s");
      // Matches of "ts": index.ts, parse.ts, print.ts, app.ts.
      expect(await focusedRow(page)).toBe("index.ts");
      await press(page, "ArrowDown");
      expect(await focusedRow(page)).toBe("parse.ts");
      await press(page, "ArrowDown", 2);
      expect(await focusedRow(page)).toBe("app.ts");
      await press(page, "ArrowUp");
      expect(await focusedRow(page)).toBe("print.ts");
      await press(page, "Enter");
      await waitForDomFocus(page, "print.ts");
      expect(await page.locator("[data-search-input]").count()).toBe(0);
      expect(await selected(page)).toEqual(["print.ts"]);
      // Esc: closed, nothing selected anew, the focus on the match.
      await press(page, "KeyI");
      await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.searchInput !== undefined);
      await page.keyboard.type("ntro");
      await press(page, "Escape");
      await waitForDomFocus(page, "intro.md");
      expect(await page.locator("[data-search-input]").count()).toBe(0);
      expect(await selected(page)).toEqual(["print.ts"]);
    },
  );

  it(claim("/guides/accessibility", "F2 opens the rename field of the focused item, Enter saves (calls onRename) and Esc cancels; both put the focus back on the item."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const { core } = window.harness;
      const w = window as unknown as { renamed: string[] };
      w.renamed = [];
      await window.harness.mount("a", {
        features: [core.syncDataLoaderFeature, core.selectionFeature, core.hotkeysCoreFeature, core.renamingFeature, core.dragAndDropFeature],
        config: { onRename: (item, value) => void w.renamed.push(`${item.getId()} → ${value}`) },
      });
    });
    await focusRow(page, "src");
    await press(page, "F2");
    const input = page.locator("[data-rename-input]");
    await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.renameInput !== undefined);
    expect(await input.inputValue()).toBe("src");
    await input.fill("source");
    await press(page, "Enter");
    await waitForDomFocus(page, "src");
    expect(await input.count()).toBe(0);
    await press(page, "F2");
    await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.renameInput !== undefined);
    await input.fill("nope");
    await press(page, "Escape");
    await waitForDomFocus(page, "src");
    expect(await input.count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { renamed: string[] }).renamed)).toEqual(["src → source"]);
  });

  it(
    claim("/guides/accessibility", "Ctrl+Shift+Num + (the plus key of the number pad) opens the selected folders with everything inside them and Ctrl+Shift+- closes them."),
    async () => {
      const { page } = await harness.open();
      await mountAll(page, { initialState: { selectedItems: ["src"] } });
      await focusRow(page, "src");
      // The plus of the main keyboard (Shift+= on a US layout) does not count.
      await press(page, "Control+Shift+Equal");
      expect(await visible(page)).toEqual(["docs", "src", "package.json", "readme.md"]);
      await press(page, "Control+Shift+NumpadAdd");
      await page.waitForFunction(() => window.harness.tree("a")!.getState().expandedItems.includes("lib"));
      await nextFrame(page);
      expect(await visible(page)).toEqual(["docs", "src", "index.ts", "lib", "parse.ts", "print.ts", "app.ts", "package.json", "readme.md"]);
      await press(page, "Control+Shift+Minus");
      expect(await visible(page)).toEqual(["docs", "src", "package.json", "readme.md"]);
      expect(await page.evaluate(() => window.harness.tree("a")!.getState().expandedItems)).toEqual([]);
    },
  );

  it(
    claim("/guides/accessibility", "Closing a folder that holds the focused item does not move the focus: the focused row disappears, the keyboard focus is lost, and no row has tabIndex 0, so Tab skips the tree until something sets the focus again."),
    async () => {
      const { page } = await harness.open();
      await mountAll(page, { initialState: { selectedItems: ["src"], expandedItems: ["src"] } });
      await addButtons(page);
      await focusRow(page, "index.ts");
      await press(page, "Control+Shift+Minus");
      expect(await visible(page)).toEqual(["docs", "src", "package.json", "readme.md"]);
      expect(await page.evaluate(() => window.harness.tree("a")!.getState().focusedItem)).toBe("index.ts");
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      expect(await page.locator('[data-tree] [tabindex="0"]').count()).toBe(0);
      await page.locator("#before").focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("after");
    },
  );

  it(
    claim("/guides/accessibility", "After a keyboard move the library focuses the new item's element and calls your scrollToItem option, if you set one, so that a virtualized list can scroll the item into view first."),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(async () => {
        const w = window as unknown as { calls: string[] };
        w.calls = [];
        await window.harness.mount("a", {
          config: {
            scrollToItem: (item) => {
              const active = (document.activeElement as HTMLElement | null)?.dataset.id;
              w.calls.push(`${item.getId()} (focus on ${active})`);
            },
          },
        });
      });
      await focusRow(page, "docs");
      await press(page, "ArrowDown");
      await waitForDomFocus(page, "src");
      await press(page, "End");
      await waitForDomFocus(page, "readme.md");
      // Called with the new item while the old one still had the focus.
      expect(await page.evaluate(() => (window as unknown as { calls: string[] }).calls)).toEqual([
        "src (focus on docs)",
        "readme.md (focus on src)",
      ]);
    },
  );
});

describe("/guides/accessibility: keyboard drag and drop", () => {
  it(
    claim("/guides/accessibility", "Ctrl+Shift+D picks up the selected items and the focused item, ↑ and ↓ move the drop position, Enter drops and Esc cancels. The drop runs through the same onDrop handler as a mouse drop."),
    async () => {
      const { page } = await harness.open();
      await mountAll(page, { initialState: { selectedItems: ["package.json"] } });
      await focusRow(page, "readme.md");
      await press(page, "Control+Shift+KeyD");
      expect((await snapshot(page)).dnd?.draggedItems).toEqual(["package.json", "readme.md"]);
      const before = (await snapshot(page)).dnd?.dragTarget;
      await press(page, "ArrowUp");
      expect((await snapshot(page)).dnd?.dragTarget).not.toEqual(before);
      await press(page, "Escape");
      expect((await snapshot(page)).dnd).toBeNull();
      await press(page, "Control+Shift+KeyD");
      await press(page, "ArrowUp", 3);
      expect((await snapshot(page)).dnd?.dragTarget).toEqual({ item: "src" });
      await press(page, "Enter");
      // The harness's onDrop (createOnDropHandler) moved them.
      const s = await snapshot(page);
      expect(s.drops).toEqual([{ kind: "items", items: ["package.json", "readme.md"], target: { item: "src" } }]);
      expect(s.children.src).toEqual(["index.ts", "lib", "app.ts", "package.json", "readme.md"]);
    },
  );

  it(
    claim("/guides/accessibility", "It is a visually hidden live region that announces the current step, such as which items are being dragged and where they would land, and how to continue."),
    async () => {
      const { page } = await harness.open({}, { keyboardDragAndDrop: true });
      await page.evaluate(() => window.harness.mount("a", { assistive: {} }));
      const region = page.locator("[data-assistive]");
      expect(await region.getAttribute("aria-live")).toBe("assertive");
      expect(await region.evaluate((el) => el.getBoundingClientRect().width)).toBe(1);
      await focusRow(page, "package.json");
      await press(page, "Control+Shift+KeyD");
      const said = await region.textContent();
      expect(said).toContain("Dragging package.json.");
      expect(said).toContain("Current position: 3 of 4 in root.");
      expect(said).toContain("Press ArrowUp and ArrowDown to move up or down, Enter to drop, Escape to abort.");
    },
  );

  it(
    claim("/guides/accessibility", "The announcements name the keys from the library's default hotkeys. If you rebind the drag hotkeys, pass a getLabel function to AssistiveTreeDescription that describes your keys; it receives the drag state, the current step as an AssistiveDndState and the default hotkey definitions."),
    async () => {
      const { page } = await harness.open({}, { keyboardDragAndDrop: true });
      await page.evaluate(async () => {
        const w = window as unknown as { args: unknown[] };
        await window.harness.mount("a", {
          assistive: {},
          config: { hotkeys: { dragUp: { hotkey: "KeyK" }, dragDown: { hotkey: "KeyJ" } } },
        });
        await window.harness.mount("b", {
          assistive: {
            getLabel: (dnd: { draggedItems?: Array<{ getId(): string }> } | null, state: number, hotkeys: Record<string, { hotkey: string }>) => {
              w.args = [dnd?.draggedItems?.map((i) => i.getId()) ?? null, state, hotkeys.dragUp!.hotkey];
              return state === 1 ? "Moving. Press K and J to move, Enter to drop." : "";
            },
          },
          config: { hotkeys: { dragUp: { hotkey: "KeyK" }, dragDown: { hotkey: "KeyJ" } } },
        });
      });
      // Tree a: the rebound keys work, the default text names the default keys.
      await focusRow(page, "docs");
      await press(page, "Control+Shift+KeyD");
      await press(page, "KeyJ");
      expect((await snapshot(page)).dnd?.dragTarget).toEqual({ item: "src" });
      await press(page, "Escape");
      await press(page, "Control+Shift+KeyD");
      expect(await page.locator('[data-mount="a"] [data-assistive]').textContent()).toContain("Press ArrowUp and ArrowDown to move up or down");
      await press(page, "Escape");
      // Tree b: getLabel gets the state, the step and the default definitions.
      await page.evaluate(() => window.harness.act("b", (t) => t.getItemInstance("docs").setFocused()));
      await rowLocator(page, "docs", "b").focus();
      await press(page, "Control+Shift+KeyD");
      expect(await page.locator('[data-mount="b"] [data-assistive]').textContent()).toBe("Moving. Press K and J to move, Enter to drop.");
      expect(await page.evaluate(() => (window as unknown as { args: unknown[] }).args)).toEqual([["docs"], 1, "ArrowUp"]);
    },
  );
});

describe("/guides/accessibility: the demo", () => {
  it(claim("/guides/accessibility", "Try every key in this demo; the log shows the name of each hotkey that ran"), async () => {
    const { page, problems } = await demos.open("accessibility-keyboard.tsx");
    const log = page.locator("p[aria-live=polite]");
    expect(await tabIntoDemo(page)).toBe("home.html");
    for (const key of ["ArrowDown", "ArrowUp", "End", "Home"]) await page.keyboard.press(key);
    await expect.poll(() => log.textContent()).toBe(["focusFirstItem", "focusLastItem", "focusPreviousItem", "focusNextItem"].join("\n"));
    expect(problems).toEqual([]);
  });

  it(claim("/guides/accessibility", "The demo above shows its text instead of hiding it."), async () => {
    const { page } = await demos.open("accessibility-keyboard.tsx");
    const region = page.locator("span[aria-live=assertive]");
    const box = await region.boundingBox();
    expect(box!.width).toBeGreaterThan(100);
    expect(box!.height).toBeGreaterThan(10);
    expect(await region.textContent()).toBe("Press Control+Shift+KeyD to move selected items");
  });

  it(claim("/guides/accessibility", "The demo below moves it to the closed folder."), async () => {
    const { page, problems } = await demos.open("accessibility-keyboard.tsx");
    // Select pages (the click also closes it, → opens it again), focus home.html inside it, close the
    // selection with Ctrl+Shift+-.
    await page.locator('[aria-label="pages"]').click();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "home.html");
    await page.keyboard.press("Control+Shift+Minus");
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "pages");
    expect(await demoTabbableRows(page)).toEqual(["pages"]);
    expect(await page.locator('[aria-label="home.html"]').count()).toBe(0);
    expect(await tabIntoDemo(page)).toBe("pages");
    expect(problems).toEqual([]);
  });

  it("the accessibility-keyboard demo: clicks into the rename input stay in the input, and Tab reaches the tree after every action", async () => {
    const { page, problems } = await demos.open("accessibility-keyboard.tsx");
    const rows = () => page.locator('[role="treeitem"]').evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
    // Rename the open folder pages: clicking into its input neither closes it nor changes the selection.
    await page.locator('[aria-label="about.html"]').click();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "pages");
    await page.keyboard.press("F2");
    const input = page.getByRole("textbox", { name: "New name" });
    await input.click();
    expect(await page.locator('[aria-selected="true"]').evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")))).toEqual([
      "about.html",
    ]);
    expect(await rows()).toContain("home.html");
    await input.fill("sites");
    await page.keyboard.press("Enter");
    await expect.poll(rows).toContain("sites");
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "sites");
    expect(await tabIntoDemo(page)).toBe("sites");
    // Search: "g" finds blog; Escape closes the search.
    await page.keyboard.press("KeyG");
    await page.getByRole("textbox", { name: "Search the tree" }).waitFor();
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "blog");
    expect(await tabIntoDemo(page)).toBe("blog");
    // Keyboard drag into a closed folder: assets.
    await page.keyboard.press("Control+Shift+KeyD");
    for (let i = 0; i < 6 && !(await page.locator('[aria-label="assets"][tabindex="0"]').count()); i++) {
      await page.keyboard.press("ArrowDown");
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    }
    await page.keyboard.press("Enter");
    await expect.poll(rows).not.toContain("blog");
    await expect.poll(() => demoTabbableRows(page)).toHaveLength(1);
    expect(await tabIntoDemo(page)).toBe((await demoTabbableRows(page))[0]);
    // A cancelled drag.
    await page.keyboard.press("Control+Shift+KeyD");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    expect(await demoTabbableRows(page)).toHaveLength(1);
    expect(await tabIntoDemo(page)).toBe((await demoTabbableRows(page))[0]);
    expect(await activeLabel(page)).not.toBeNull();
    expect(problems).toEqual([]);
  });
});
