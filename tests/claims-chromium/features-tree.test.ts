// Claims of content/features/tree.mdx about the rendered attributes, focus, clicks and keys, with
// real input in Chromium: the harness's trees, a small virtualized list, and the page's demo.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { demoEntry, tabIntoTree, useDemoPages } from "./core-demos";
import { mount, rowLocator, snapshot, useHarness } from "./support";

const harness = useHarness();
const demos = useDemoPages();

const focusedItem = (page: Page) => page.evaluate(() => window.harness.tree("a")!.getState().focusedItem);
const activeRow = async (page: Page) => (await snapshot(page)).activeElement;
const waitForActive = (page: Page, id: string) =>
  page.waitForFunction((id) => (document.activeElement as HTMLElement | null)?.dataset.id === id, id, { polling: "raf" });
const attributes = (page: Page, id: string) =>
  rowLocator(page, id).evaluate((el) => Object.fromEntries([...el.attributes].filter((a) => a.name !== "style").map((a) => [a.name, a.value])));

/** Adds focusable buttons before and after the trees, for Tab. */
const addTabNeighbours = (page: Page) =>
  page.evaluate(() => {
    const before = Object.assign(document.createElement("button"), { id: "before", textContent: "before" });
    const after = Object.assign(document.createElement("button"), { id: "after", textContent: "after" });
    document.getElementById("outside")!.append(before);
    document.body.append(after);
  });

/** Presses Tab from the button before the trees; returns the row id or element it lands on. */
async function tabFromBefore(page: Page) {
  await page.locator("#before").focus();
  await page.keyboard.press("Tab");
  return page.evaluate(() => (document.activeElement as HTMLElement).dataset.id ?? document.activeElement!.id);
}

describe("/features/tree in Chromium: rendering", () => {
  it(claim("/features/tree", "The container gets role=\"tree\" and aria-label set to the label you pass (pass one: it is what screen readers announce for the tree)."), async () => {
    const { page, problems } = await harness.open();
    await mount(page);
    const tree = page.getByRole("tree", { name: "Tree a" });
    expect(await tree.count()).toBe(1);
    expect(await tree.getAttribute("aria-label")).toBe("Tree a");
    expect(problems).toEqual([]);
  });

  it(claim("/features/tree", "| role | \"treeitem\" |"), async () => {
    const { page } = await harness.open();
    await mount(page);
    expect(await page.getByRole("treeitem").count()).toBe(4);
  });

  it(claim("/features/tree", "The item's depth and position among its siblings, counted from 1"), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["src"] } } });
    expect(await attributes(page, "docs")).toMatchObject({ "aria-level": "1", "aria-posinset": "1", "aria-setsize": "4" });
    expect(await attributes(page, "lib")).toMatchObject({ "aria-level": "2", "aria-posinset": "2", "aria-setsize": "3" });
  });

  it(claim("/features/tree", "For folders: whether they are open. Not set on other items."), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["src"] } } });
    expect((await attributes(page, "docs"))["aria-expanded"]).toBe("false");
    expect((await attributes(page, "src"))["aria-expanded"]).toBe("true");
    expect(await attributes(page, "index.ts")).not.toHaveProperty("aria-expanded");
  });

  it(claim("/features/tree", "\"false\", or the selection state when selectionFeature is used"), async () => {
    const { page } = await harness.open();
    // The harness draws a drag line, so its trees need dragAndDropFeature; no selectionFeature here.
    await page.evaluate(() => window.harness.mount("a", { features: [window.harness.core.syncDataLoaderFeature, window.harness.core.dragAndDropFeature] }));
    expect((await attributes(page, "docs"))["aria-selected"]).toBe("false");
    await mount(page, { config: { initialState: { selectedItems: ["docs"] } } });
    expect((await attributes(page, "docs"))["aria-selected"]).toBe("true");
    expect((await attributes(page, "src"))["aria-selected"]).toBe("false");
  });

  it(claim("/features/tree", "| aria-label | The item's name |"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { getItemName: (item) => `Name of ${item.getId()}` } }));
    expect(await page.getByRole("treeitem", { name: "Name of src" }).count()).toBe(1);
  });

  it(claim("/features/tree", "0 for the focused item, -1 for all others (roving focus)"), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { focusedItem: "src" } } });
    const tabIndexes = await page.getByRole("treeitem").evaluateAll((els) => els.map((el) => [(el as HTMLElement).dataset.id, (el as HTMLElement).tabIndex]));
    expect(tabIndexes).toEqual([["docs", -1], ["src", 0], ["package.json", -1], ["readme.md", -1]]);
  });

  it(claim("/features/tree", "Focuses the item and runs the primary action; opens or closes a folder unless Ctrl, Shift or Meta is held"), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const actions: string[] = [];
      (window as unknown as { actions: string[] }).actions = actions;
      await window.harness.mount("a", { config: { onPrimaryAction: (item) => void actions.push(item.getId()) } });
    });
    await rowLocator(page, "src").click();
    expect([await focusedItem(page), (await snapshot(page)).rows.find((r) => r.id === "src")?.expanded]).toEqual(["src", true]);
    for (const modifier of ["Control", "Shift", "Meta"] as const) {
      await rowLocator(page, "docs").click({ modifiers: [modifier] });
      expect(await focusedItem(page)).toBe("docs");
      expect((await snapshot(page)).rows.find((r) => r.id === "docs")?.expanded).toBe(false);
      await rowLocator(page, "readme.md").click();
    }
    await rowLocator(page, "src").click();
    expect((await snapshot(page)).rows.find((r) => r.id === "src")?.expanded).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { actions: string[] }).actions)).toEqual(["src", "docs", "readme.md", "docs", "readme.md", "docs", "readme.md", "src"]);
  });

  it(claim("/features/tree", "| ref | Registers the element with the tree |"), async () => {
    const { page } = await harness.open();
    await mount(page);
    expect(await page.evaluate(() => window.harness.tree("a")!.getItemInstance("src").getElement()?.dataset.id)).toBe("src");
  });

  it(claim("/features/tree", "The ref is how the tree finds its DOM elements, to move the focus and to listen for keys."), async () => {
    const { page, problems } = await harness.open();
    await mount(page);
    await rowLocator(page, "docs").focus();
    await page.keyboard.press("ArrowDown");
    await waitForActive(page, "src");
    expect(problems).toEqual([]);
  });

  it(claim("/features/tree", "If you cannot pass a ref, call tree.registerElement(element) and item.registerElement(element) yourself."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => {
      const { createTree, syncDataLoaderFeature, hotkeysCoreFeature } = window.harness.core;
      const tree = createTree<string>({
        rootItemId: "root",
        getItemName: (item) => item.getId(),
        isItemFolder: () => false,
        dataLoader: { getItem: (id) => id, getChildren: (id) => (id === "root" ? ["one", "two"] : []) },
        features: [syncDataLoaderFeature, hotkeysCoreFeature],
      });
      (tree as unknown as { setMounted(mounted: boolean): void }).setMounted(true);
      tree.rebuildTree();
      const container = document.createElement("div");
      document.body.append(container);
      tree.registerElement(container);
      for (const item of tree.getItems()) {
        const row = Object.assign(document.createElement("div"), { id: `manual-${item.getId()}`, tabIndex: -1, textContent: item.getId() });
        container.append(row);
        item.registerElement(row);
      }
    });
    await page.locator("#manual-one").focus();
    await page.keyboard.press("ArrowDown"); // the key listener is on the container registered by hand
    await page.waitForFunction(() => document.activeElement?.id === "manual-two"); // and the focus moved to a row registered by hand
  });
});

describe("/features/tree in Chromium: focus", () => {
  it(claim("/features/tree", "The focused item is the one the keyboard acts on. It is kept in the focusedItem state atom. While it is null, the first item counts as focused."), async () => {
    const { page } = await harness.open();
    await mount(page);
    await addTabNeighbours(page);
    expect(await focusedItem(page)).toBeNull();
    expect(await tabFromBefore(page)).toBe("docs");
    await page.keyboard.press("ArrowDown");
    await waitForActive(page, "src");
    expect(await focusedItem(page)).toBe("src");
  });

  it(claim("/features/tree", "Clicking an item focuses it, and so do the arrow keys, with the hotkeys feature."), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["docs"] } } });
    await rowLocator(page, "guide.md").click();
    expect([await focusedItem(page), await activeRow(page)]).toEqual(["guide.md", "guide.md"]);
    await page.keyboard.press("ArrowUp");
    await waitForActive(page, "intro.md");
    expect(await focusedItem(page)).toBe("intro.md");
    // Without hotkeysCoreFeature the arrow keys do nothing.
    await page.evaluate(async () => {
      const { syncDataLoaderFeature, selectionFeature, dragAndDropFeature } = window.harness.core;
      await window.harness.mount("a", { features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature] });
    });
    await rowLocator(page, "src").click();
    await page.keyboard.press("ArrowDown");
    expect([await focusedItem(page), await activeRow(page)]).toEqual(["src", "src"]);
  });

  it(claim("/features/tree", "The focused item is also the tree's only tab stop. If it is not in the visible list, because its folder was closed from outside or the item was removed, no item has tabIndex 0 and Tab skips the tree."), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["docs"] } } });
    await addTabNeighbours(page);
    await rowLocator(page, "guide.md").click();
    expect(await tabFromBefore(page)).toBe("guide.md");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("docs").collapse()));
    expect(await page.locator('[data-tree="a"] [tabindex="0"]').count()).toBe(0);
    expect(await tabFromBefore(page)).toBe("after");
    // Removed from the data: the same.
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("readme.md").setFocused()));
    await page.evaluate(() =>
      window.harness.act("a", (tree) => {
        (tree.getConfig().dataLoader as { getChildren(id: string): string[] }).getChildren = (id) => (id === "root" ? ["docs", "src"] : []);
        tree.rebuildTree();
      }),
    );
    expect(await tabFromBefore(page)).toBe("after");
  });

  it(claim("/features/tree", "Clicks and the arrow keys never do that"), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["docs"] } } });
    await addTabNeighbours(page);
    await rowLocator(page, "guide.md").click();
    await page.keyboard.press("ArrowLeft"); // a child: to its parent
    await waitForActive(page, "docs");
    await page.keyboard.press("ArrowLeft"); // an open folder: closed, keeps the focus
    await page.waitForFunction(() => !window.harness.tree("a")!.getItemInstance("docs").isExpanded());
    expect(await tabFromBefore(page)).toBe("docs");
    await rowLocator(page, "docs").click(); // open again
    await rowLocator(page, "intro.md").click();
    await rowLocator(page, "docs").click(); // closing by click focuses the folder clicked
    expect(await tabFromBefore(page)).toBe("docs");
  });

  it(claim("/features/tree", "To move the focus in code, change the state and then move the browser's focus to match"), async () => {
    const { page } = await harness.open();
    await mount(page);
    await rowLocator(page, "docs").focus();
    await page.evaluate(() =>
      window.harness.act("a", (tree) => {
        tree.getItemInstance("readme.md").setFocused();
        tree.updateDomFocus();
      }),
    );
    await waitForActive(page, "readme.md");
  });

  it(claim("/features/tree", "setFocused(), tree.focusNextItem() and tree.focusPreviousItem() only change the state."), async () => {
    const { page } = await harness.open();
    await mount(page);
    await rowLocator(page, "docs").focus();
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("package.json").setFocused()));
    await page.evaluate(() => window.harness.act("a", (tree) => tree.focusNextItem()));
    await page.evaluate(() => window.harness.act("a", (tree) => (tree.focusNextItem(), tree.focusPreviousItem())));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // package.json → readme.md (the last) → still readme.md → back to package.json; the DOM focus never moved.
    expect([await focusedItem(page), await activeRow(page)]).toEqual(["package.json", "docs"]);
  });

  it(claim("/features/tree", "updateDomFocus() focuses the element of the focused item shortly after."), async () => {
    const { page } = await harness.open();
    await mount(page);
    await rowLocator(page, "docs").focus();
    const synchronously = await page.evaluate(() =>
      window.harness.act("a", (tree) => {
        tree.getItemInstance("src").setFocused();
        tree.updateDomFocus();
        return (document.activeElement as HTMLElement).dataset.id;
      }),
    );
    expect(synchronously).toBe("docs");
    await waitForActive(page, "src");
  });

  it(claim("/features/tree", "If the item was rendered before and its element has gone since (a row that scrolled out of a virtualized list), it waits up to half a second for the element to come back."), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["docs"] } } });
    await rowLocator(page, "docs").focus();
    // intro.md was rendered; closing its folder removes its element. Focus it and open the folder again 300 ms later.
    const started = await page.evaluate(() =>
      window.harness.act("a", (tree) => {
        tree.getItemInstance("docs").collapse();
        tree.getItemInstance("intro.md").setFocused();
        tree.updateDomFocus();
        setTimeout(() => window.harness.act("a", (t) => t.getItemInstance("docs").expand()), 300);
        return performance.now();
      }),
    );
    await waitForActive(page, "intro.md");
    expect(await page.evaluate((started) => performance.now() - started, started)).toBeGreaterThanOrEqual(300);
    expect(await focusedItem(page)).toBe("intro.md");
  });

  it(claim("/features/tree", "When there is still no element, the first item becomes the focused item instead."), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["docs"] } } });
    await rowLocator(page, "readme.md").focus();
    // The element has gone and does not come back within half a second.
    const started = await page.evaluate(() =>
      window.harness.act("a", (tree) => {
        tree.getItemInstance("docs").collapse();
        tree.getItemInstance("intro.md").setFocused();
        tree.updateDomFocus();
        return performance.now();
      }),
    );
    await page.waitForFunction(() => window.harness.tree("a")!.getState().focusedItem === "docs", undefined, { polling: "raf" });
    expect(await page.evaluate((started) => performance.now() - started, started)).toBeGreaterThanOrEqual(480);
    await waitForActive(page, "docs");
  });

  it(claim("/features/tree", "If the item was never rendered, getElement() returns undefined and the wait ends at the first check, after 20 ms."), async () => {
    const { page } = await harness.open();
    await mount(page);
    await rowLocator(page, "readme.md").focus();
    const result = await page.evaluate(() =>
      window.harness.act("a", (tree) => {
        const hidden = tree.getItemInstance("parse.ts"); // inside closed folders, never rendered
        const element = hidden.getElement();
        hidden.setFocused();
        tree.updateDomFocus();
        const started = performance.now();
        return new Promise<{ element: string; after: number }>((resolve) => {
          const check = () =>
            tree.getState().focusedItem === "docs"
              ? resolve({ element: String(element), after: performance.now() - started })
              : requestAnimationFrame(check);
          check();
        });
      }),
    );
    expect(result.element).toBe("undefined");
    expect(result.after).toBeGreaterThanOrEqual(15);
    expect(result.after).toBeLessThan(300); // nowhere near the half second
    await waitForActive(page, "docs");
  });
});

/** A list that renders only a window of three rows, as a virtualized list does; scrollToItem moves it. */
const virtualEntry = (withScrollToItem: boolean) => `
import { useState } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { hotkeysCoreFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
const ids = Array.from({ length: 10 }, (_, i) => "item" + i);
function List() {
  const [start, setStart] = useState(0);
  const tree = useTree<string>({
    rootItemId: "root",
    getItemName: (item) => item.getId(),
    isItemFolder: () => false,
    dataLoader: { getItem: (id) => id, getChildren: (id) => (id === "root" ? ids : []) },
    ${withScrollToItem ? "scrollToItem: (item) => flushSync(() => setStart(Math.min(item.getItemMeta().index, 7)))," : ""}
    features: [syncDataLoaderFeature, hotkeysCoreFeature],
  });
  (window as any).tree = tree;
  (window as any).scrolled = (window as any).scrolled ?? [];
  return (
    <div {...tree.getContainerProps("Virtual")}>
      {tree.getItems().slice(start, start + 3).map((item) => (
        <div {...item.getProps()} key={item.getId()}>{item.getItemName()}</div>
      ))}
    </div>
  );
}
createRoot(document.getElementById("root")!).render(<List />);
(window as any).demoMounted = true;
`;

describe("/features/tree in Chromium: scrollToItem", () => {
  const focusesAnItemNeverRendered = async () => {
    const { page, problems } = await demos.open(virtualEntry(true));
    await page.locator('[aria-label="item0"]').focus();
    await page.keyboard.press("End"); // item9 was never rendered
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "item9");
    await page.evaluate(() => (window as any).tree.getItemInstance("item2").scrollTo());
    await page.waitForFunction(() => !!document.querySelector('[aria-label="item2"]'));
    expect(problems).toEqual([]);
  };

  it(
    claim("/features/tree", "If your list is virtualized, give the tree a scrollToItem function: updateDomFocus() and item.scrollTo() call it first, so an item that is not rendered gets rendered before it is focused."),
    focusesAnItemNeverRendered,
  );

  it(claim("/features/tree", "Brings an item into the rendered range before it is focused or scrolled to; for virtualized lists."), focusesAnItemNeverRendered);

  it(claim("/features/tree", "For an item that was never rendered, the element has to be there at the first check, 20 ms later."), async () => {
    const { page } = await demos.open(virtualEntry(false));
    await page.locator('[aria-label="item0"]').focus();
    await page.keyboard.press("End");
    // Without scrollToItem nothing renders item9: the first item takes the focus instead.
    await page.waitForFunction(() => (window as any).tree.getState().focusedItem === "item0");
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "item0");
  });
});

describe("/features/tree in Chromium: the demo", () => {
  it(claim("/features/tree", "In the demo above it sets the \"opened file\"."), async () => {
    const { page, problems } = await demos.open(demoEntry("tree-core"));
    await page.getByRole("treeitem", { name: "root.tsx" }).click();
    await page.waitForFunction(() => document.querySelector(".demo-output")?.textContent?.startsWith("opened file:   root.tsx"));
    await page.getByRole("treeitem", { name: "public" }).click(); // a folder: not a file to open
    expect(await page.locator(".demo-output").textContent()).toContain("opened file:   root.tsx");
    expect(problems).toEqual([]);
  });

  it(claim("/features/tree", "Pass the value in state and the setter as setExpandedItems or setFocusedItem, as the demo does"), async () => {
    const { page } = await demos.open(demoEntry("tree-core"));
    const output = page.locator(".demo-output");
    expect(await output.textContent()).toContain('focusedItem:   null\nexpandedItems: ["app"]');
    await page.getByRole("treeitem", { name: "routes" }).click();
    await page.waitForFunction(() => document.querySelector(".demo-output")?.textContent?.includes('expandedItems: ["app","routes"]'));
    expect(await output.textContent()).toContain('focusedItem:   "routes"');
  });

  it(claim("/features/tree", "when you hide the focused item, focus a visible one, as the demo's \"Open or close\" button does"), async () => {
    const { page, problems } = await demos.open(demoEntry("tree-core"));
    const toggle = page.getByRole("button", { name: "Open or close “routes”" });
    await toggle.click();
    await page.getByRole("treeitem", { name: "about.tsx" }).click();
    await toggle.click();
    await page.waitForFunction(() => !document.querySelector('[aria-label="about.tsx"]'));
    expect(await tabIntoTree(page)).toBe("routes");
    expect(problems).toEqual([]);
  });

  it("tree-core: after \"Focus the last item\", Tab reaches the tree at that item", async () => {
    const { page } = await demos.open(demoEntry("tree-core"));
    await page.getByRole("button", { name: "Focus the last item" }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "README.md");
    expect(await tabIntoTree(page)).toBe("README.md");
  });
});

describe("/features/tree in Chromium: instance methods and hotkeys", () => {
  it(claim("/features/tree", "Props for the container element; the label becomes its aria-label."), async () => {
    const { page } = await harness.open();
    await mount(page, {}, "files");
    expect(await page.locator('[data-tree="files"]').getAttribute("aria-label")).toBe("Tree files");
  });

  it(claim("/features/tree", "Move the browser focus to the focused item's element."), async () => {
    const { page } = await harness.open();
    await mount(page);
    await page.evaluate(() => window.harness.act("a", (tree) => (tree.getItemInstance("package.json").setFocused(), tree.updateDomFocus())));
    await waitForActive(page, "package.json");
  });

  it(claim("/features/tree", "Scroll the item into view; the options go to scrollIntoView."), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["docs", "src", "lib"] } } });
    const scrollTops = await page.evaluate(async () => {
      const container = document.querySelector<HTMLElement>('[data-tree="a"]')!;
      Object.assign(container.style, { height: "60px", minHeight: "0", overflow: "auto" });
      const tree = window.harness.tree("a")!;
      await tree.getItemInstance("print.ts").scrollTo({ block: "start" });
      const start = container.scrollTop;
      container.scrollTop = 0;
      await tree.getItemInstance("print.ts").scrollTo({ block: "end" });
      return [start, container.scrollTop];
    });
    const index = (await snapshot(page)).rows.findIndex((r) => r.id === "print.ts");
    expect(scrollTops).toEqual([index * 30, index * 30 - 30]); // "start": at the top; "end": the last of two rows
  });

  it(claim("/features/tree", "Focus the next visible item. Repeats while held."), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["docs"] } } });
    await rowLocator(page, "docs").focus();
    await page.keyboard.down("ArrowDown");
    await page.keyboard.down("ArrowDown"); // auto-repeat while held
    await page.keyboard.down("ArrowDown");
    await page.keyboard.up("ArrowDown");
    await waitForActive(page, "faq.md");
    // A key without repeat: Home held down acts once (checked with the focus moved away first).
    await page.keyboard.down("Home");
    await waitForActive(page, "docs");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("src").setFocused()));
    await page.keyboard.down("Home");
    await page.keyboard.up("Home");
    expect(await focusedItem(page)).toBe("src");
  });

  it(claim("/features/tree", "Focus the previous visible item. Repeats while held."), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["docs"] } } });
    await rowLocator(page, "readme.md").click();
    await page.keyboard.down("ArrowUp");
    await page.keyboard.down("ArrowUp");
    await page.keyboard.up("ArrowUp");
    await waitForActive(page, "src");
  });

  it(claim("/features/tree", "Open a closed folder; on an open folder or a leaf, focus the next item."), async () => {
    const { page } = await harness.open();
    await mount(page);
    await rowLocator(page, "src").click(); // opens it
    await rowLocator(page, "src").click(); // closes it
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(() => window.harness.tree("a")!.getItemInstance("src").isExpanded());
    expect(await focusedItem(page)).toBe("src");
    await page.keyboard.press("ArrowRight"); // open: to the next item
    await waitForActive(page, "index.ts");
    await page.keyboard.press("ArrowRight"); // a leaf: to the next item
    await waitForActive(page, "lib");
  });

  it(claim("/features/tree", "Close an open folder; otherwise focus the parent (below the first level)."), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["src", "lib"] } } });
    await rowLocator(page, "parse.ts").click();
    await page.keyboard.press("ArrowLeft"); // a leaf: its parent
    await waitForActive(page, "lib");
    await page.keyboard.press("ArrowLeft"); // an open folder: closed
    await page.waitForFunction(() => !window.harness.tree("a")!.getItemInstance("lib").isExpanded());
    await page.keyboard.press("ArrowLeft"); // a closed folder below the first level: its parent
    await waitForActive(page, "src");
    await page.keyboard.press("ArrowLeft"); // open, first level: closed
    await page.waitForFunction(() => !window.harness.tree("a")!.getItemInstance("src").isExpanded());
    await page.keyboard.press("ArrowLeft"); // closed, first level: nothing
    await rowLocator(page, "readme.md").click();
    await page.keyboard.press("ArrowLeft"); // a first-level leaf: nothing
    expect([await focusedItem(page), await activeRow(page)]).toEqual(["readme.md", "readme.md"]);
  });

  it(claim("/features/tree", "Focus the first item."), async () => {
    const { page } = await harness.open();
    await mount(page);
    await rowLocator(page, "readme.md").click();
    await page.keyboard.press("Home");
    await waitForActive(page, "docs");
  });

  it(claim("/features/tree", "Focus the last visible item."), async () => {
    const { page } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["src"] } } });
    await rowLocator(page, "docs").click();
    await page.keyboard.press("End");
    await waitForActive(page, "readme.md");
  });

  it(claim("/features/tree", "These need hotkeysCoreFeature"), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const { syncDataLoaderFeature, selectionFeature, dragAndDropFeature } = window.harness.core;
      await window.harness.mount("a", { features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature] });
    });
    await rowLocator(page, "package.json").click();
    for (const key of ["ArrowDown", "ArrowUp", "End", "Home"]) await page.keyboard.press(key);
    expect([await focusedItem(page), await activeRow(page)]).toEqual(["package.json", "package.json"]);
    expect((await snapshot(page)).rows.map((r) => r.id)).toEqual(["docs", "src", "package.json", "readme.md"]);
  });
});
