// Claims of content/features/search.mdx that need real keys and focus: opening the search by
// typing, the keys in the input, where the focus goes, and the demo.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { focusedName, tabIntoTree, treeItem, useDemo } from "./demo-support";
import { nextFrame, pastDomFocusMove, press, rowLocator, snapshot, useHarness } from "./support";

const PAGE = "/features/search";
const harness = useHarness();
const demos = useDemo();

// Visible rows with docs and src open: docs, intro.md, guide.md, faq.md, src, index.ts, lib, app.ts,
// package.json, readme.md. Names with an "a": faq.md, app.ts, package.json, readme.md.
async function mountSearch(page: Page, options: { inside?: boolean; selection?: boolean } = {}) {
  await page.evaluate(async ({ inside, selection }) => {
    const c = window.harness.core;
    const features = [c.syncDataLoaderFeature, c.hotkeysCoreFeature, c.dragAndDropFeature, c.searchFeature];
    if (selection !== false) features.push(c.selectionFeature);
    const calls: string[] = [];
    (window as unknown as { searchCalls: string[] }).searchCalls = calls;
    await window.harness.mount("a", {
      features,
      searchInputInsideTree: inside,
      config: {
        initialState: { expandedItems: ["docs", "src"] },
        onOpenSearch: () => calls.push("open"),
        onCloseSearch: () => calls.push("close"),
      },
    });
  }, options);
}
const search = (page: Page) => page.evaluate(() => window.harness.tree("a")!.getState().search);
const focusedRow = async (page: Page) => (await snapshot(page)).rows.find((r) => r.focused)?.id;
const matches = async (page: Page) =>
  page.evaluate(() =>
    window.harness
      .tree("a")!
      .getItems()
      .filter((item) => item.isMatchingSearch())
      .map((item) => item.getId()),
  );
const inputFocused = (page: Page) => page.waitForFunction(() => document.activeElement?.hasAttribute("data-search-input") ?? false);
const domFocusOnRow = (page: Page, id: string) => expect.poll(async () => (await snapshot(page)).activeElement).toBe(id);
const searchCalls = (page: Page) => page.evaluate(() => (window as unknown as { searchCalls: string[] }).searchCalls);

/** A text field outside the tree (#other), for the DOM focus to be somewhere else. */
const addField = (page: Page) =>
  page.evaluate(() => {
    const field = document.createElement("input");
    field.id = "other";
    document.getElementById("outside")!.append(field);
  });

/** Focus the tree on `id` and type `keys` there, so the search opens with the first one. */
async function typeInTree(page: Page, id: string, key: string) {
  await rowLocator(page, id).click();
  await domFocusOnRow(page, id);
  await page.keyboard.press(key);
  await inputFocused(page);
}

describe(PAGE, () => {
  it(claim("/features/search", "When the tree has the focus and the user starts typing, a search opens with the typed character."), async () => {
    const { page, problems } = await harness.open();
    await mountSearch(page);
    expect(await search(page)).toBeNull();
    await typeInTree(page, "index.ts", "KeyA");
    expect(await search(page)).toBe("a");
    expect(await page.locator("[data-search-input]").inputValue()).toBe("a");
    await page.keyboard.type("pp");
    await expect.poll(() => search(page)).toBe("app");
    expect(problems).toEqual([]);
  });

  it(claim("/features/search", "Matching items are marked, the focus jumps to the first match, and the up and down arrow keys move between matches only."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await typeInTree(page, "index.ts", "KeyA");
    expect(await matches(page)).toEqual(["faq.md", "app.ts", "package.json", "readme.md"]);
    expect(await focusedRow(page)).toBe("faq.md");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("app.ts"); // src, index.ts and lib are skipped
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("package.json");
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => focusedRow(page)).toBe("app.ts");
  });

  it(claim("/features/search", "The search does not filter: all items stay visible"), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    const before = (await snapshot(page)).rows.map((r) => r.id);
    await typeInTree(page, "index.ts", "KeyZ"); // matches nothing
    expect(await matches(page)).toEqual([]);
    expect((await snapshot(page)).rows.map((r) => r.id)).toEqual(before);
  });

  it(claim("/features/search", "These props keep the input and the search state in sync, register the input with the tree and close the search when the input loses the focus."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await typeInTree(page, "index.ts", "KeyG");
    expect(await page.evaluate(() => window.harness.tree("a")!.getSearchInputElement() === document.querySelector("[data-search-input]"))).toBe(true);
    await page.keyboard.type("ui");
    await expect.poll(() => search(page)).toBe("gui");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.setSearch("faq")));
    expect(await page.locator("[data-search-input]").inputValue()).toBe("faq");
    await page.mouse.click(900, 650); // on the empty page
    await expect.poll(() => search(page)).toBeNull();
    expect(await page.locator("[data-search-input]").count()).toBe(0);
  });

  it(claim("/features/search", "The tree attaches its key listener to the registered input directly, so Enter, Escape and the arrow keys work in it there."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await typeInTree(page, "index.ts", "KeyA");
    // The input sits above the tree's container, outside it.
    expect(await page.evaluate(() => document.querySelector("[data-tree]")!.contains(document.querySelector("[data-search-input]")))).toBe(false);
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("app.ts");
    await page.keyboard.press("Escape");
    await expect.poll(() => search(page)).toBeNull();
    await domFocusOnRow(page, "app.ts");
    await typeInTree(page, "app.ts", "KeyP");
    await page.keyboard.press("Enter");
    await expect.poll(() => search(page)).toBeNull();
    expect((await snapshot(page)).rows.filter((r) => r.selected).map((r) => r.id)).toEqual(["app.ts"]);
  });

  it(claim("/features/search", "an input that is on the page from the first render on, above the container, registers first and never gets the listener"), async () => {
    const list = (always: boolean) => `
      import { hotkeysCoreFeature, searchFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
      import { useTree } from "@headless-tree/react";
      export default function Searchable() {
        const tree = useTree<string>({
          rootItemId: "root",
          getItemName: (item) => item.getId(),
          isItemFolder: (item) => item.getId() === "root",
          dataLoader: { getItem: (id) => id, getChildren: (id) => (id === "root" ? ["apple", "banana", "cherry", "date"] : []) },
          features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, searchFeature],
        });
        return (
          <>
            {${always} || tree.isSearchOpen() ? <input {...tree.getSearchInputElementProps()} aria-label="Search" /> : null}
            <div {...tree.getContainerProps("Fruit")}>
              {tree.getItems().map((item) => <div {...item.getProps()} key={item.getId()}>{item.getItemName()}</div>)}
            </div>
          </>
        );
      }`;
    const arrowsInSearch = async (always: boolean) => {
      const { page } = await demos.openModule(list(always));
      const focusedItem = () => page.evaluate(() => document.querySelector('[role="treeitem"][tabindex="0"]')?.getAttribute("aria-label"));
      if (always) await page.getByRole("textbox", { name: "Search" }).click();
      else await treeItem(page, "apple").click();
      await page.keyboard.press("KeyA"); // apple, banana, date
      await expect.poll(() => focusedName(page)).toBe("input");
      await expect.poll(focusedItem).toBe("apple");
      await page.keyboard.press("ArrowDown");
      await nextFrame(page);
      return focusedItem();
    };
    expect(await arrowsInSearch(false)).toBe("banana");
    expect(await arrowsInSearch(true)).toBe("apple"); // ↓ reached no listener
  });

  it(claim("/features/search", "Inside the container, every key press in the input is handled twice, by that listener and by the container's own, and one ↓ skips a match"), async () => {
    const { page } = await harness.open();
    await mountSearch(page, { inside: true });
    await typeInTree(page, "index.ts", "KeyA");
    expect(await page.evaluate(() => document.querySelector("[data-tree]")!.contains(document.activeElement))).toBe(true);
    expect(await focusedRow(page)).toBe("faq.md");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("package.json"); // app.ts was skipped
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => focusedRow(page)).toBe("faq.md");
  });

  it(claim("/features/search", "When the search opens, the input is focused shortly after; when it closes, the focus returns to the tree's focused item"), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await rowLocator(page, "index.ts").click();
    const sameTask = await page.evaluate(() => {
      window.harness.act("a", (tree) => tree.openSearch("gu"));
      return document.activeElement?.tagName.toLowerCase() === "input";
    });
    expect(sameTask).toBe(false); // not yet: the input is focused in a timeout
    await inputFocused(page);
    expect(await focusedRow(page)).toBe("guide.md");
    await page.keyboard.press("Escape");
    await domFocusOnRow(page, "guide.md");
  });

  it(claim("/features/search", "even when the search closed because the user clicked into another field"), async () => {
    const { page } = await harness.open();
    await addField(page);
    await mountSearch(page);
    await typeInTree(page, "index.ts", "KeyA");
    await page.evaluate(() =>
      document.getElementById("other")!.addEventListener("focus", () => void ((window as unknown as { otherFocused: boolean }).otherFocused = true)),
    );
    await page.locator("#other").click();
    expect(await page.evaluate(() => (window as unknown as { otherFocused?: boolean }).otherFocused)).toBe(true); // for a moment
    await expect.poll(() => search(page)).toBeNull();
    await domFocusOnRow(page, "faq.md"); // taken back from the field the user clicked
  });

  it(claim("/features/search", "A letter or digit typed while the tree has the focus opens the search with that character."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await typeInTree(page, "index.ts", "Digit7");
    expect(await search(page)).toBe("7");
    await page.keyboard.press("Escape");
    await domFocusOnRow(page, "index.ts");
    await page.keyboard.press("KeyF");
    await inputFocused(page);
    expect(await search(page)).toBe("f");
  });

  it(claim("/features/search", "Only a key on its own does: Shift+A and the number pad's digits do not open it."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await rowLocator(page, "index.ts").click();
    await page.keyboard.press("Shift+KeyA");
    await page.keyboard.press("Numpad1");
    await page.keyboard.press("Control+KeyB");
    await nextFrame(page);
    expect(await search(page)).toBeNull();
    await page.keyboard.press("KeyB"); // the control: a plain key does
    await expect.poll(() => search(page)).toBe("b");
  });

  it(claim("/features/search", "You can also open it from code, tree.openSearch(), optionally with an initial value"), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await page.evaluate(() => window.harness.act("a", (tree) => tree.openSearch()));
    await inputFocused(page);
    expect(await search(page)).toBe("");
    await page.keyboard.press("Escape");
    await domFocusOnRow(page, "docs"); // the first item: nothing was focused before
    await page.evaluate(() => window.harness.act("a", (tree) => tree.openSearch("read")));
    await inputFocused(page);
    expect(await page.locator("[data-search-input]").inputValue()).toBe("read");
    expect(await focusedRow(page)).toBe("readme.md");
  });

  it(claim("/features/search", "Every change of the value focuses the first visible item that matches."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await typeInTree(page, "index.ts", "KeyA");
    expect(await focusedRow(page)).toBe("faq.md");
    await page.keyboard.type("p");
    await expect.poll(() => focusedRow(page)).toBe("app.ts");
    await page.keyboard.press("Backspace");
    await expect.poll(() => focusedRow(page)).toBe("faq.md");
    await page.keyboard.type("ck");
    await expect.poll(() => focusedRow(page)).toBe("package.json");
  });

  it(claim("/features/search", "↓ and ↑ focus the next or previous match."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await typeInTree(page, "index.ts", "KeyM"); // intro.md, guide.md, faq.md, readme.md
    expect(await focusedRow(page)).toBe("intro.md");
    for (const [key, expected] of [["ArrowDown", "guide.md"], ["ArrowDown", "faq.md"], ["ArrowDown", "readme.md"], ["ArrowDown", "readme.md"], ["ArrowUp", "faq.md"]] as const) {
      await page.keyboard.press(key);
      await expect.poll(() => focusedRow(page)).toBe(expected);
    }
  });

  it(claim("/features/search", "Enter closes the search and selects the focused item."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await typeInTree(page, "index.ts", "KeyA");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("app.ts");
    await page.keyboard.press("Enter");
    await expect.poll(() => search(page)).toBeNull();
    expect((await snapshot(page)).rows.filter((r) => r.selected).map((r) => r.id)).toEqual(["app.ts"]);
    await domFocusOnRow(page, "app.ts");
  });

  it(claim("/features/search", "Escape closes it and keeps the focus where it is."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await typeInTree(page, "index.ts", "KeyA");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("app.ts");
    await page.keyboard.press("Escape");
    await expect.poll(() => search(page)).toBeNull();
    expect(await focusedRow(page)).toBe("app.ts");
    expect((await snapshot(page)).rows.filter((r) => r.selected).map((r) => r.id)).toEqual(["index.ts"]); // from the click, unchanged
    await domFocusOnRow(page, "app.ts");
  });

  it(claim("/features/search", "Blurring the input closes the search, and so does tree.closeSearch()."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await typeInTree(page, "index.ts", "KeyA");
    await page.locator("[data-search-input]").evaluate((input: HTMLInputElement) => input.blur());
    await expect.poll(() => search(page)).toBeNull();
    await domFocusOnRow(page, "faq.md");
    await typeInTree(page, "index.ts", "KeyA");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.closeSearch()));
    expect(await search(page)).toBeNull();
    expect(await searchCalls(page)).toEqual(["open", "close", "open", "close"]);
  });

  it(claim("/features/search", "Enter calls tree.setSelectedItems, so include selectionFeature whenever you use the search."), async () => {
    const { page, problems } = await harness.open();
    await mountSearch(page, { selection: false });
    await typeInTree(page, "index.ts", "KeyA");
    await page.keyboard.press("Enter");
    await expect.poll(() => problems.join("\n")).toContain("tree.setSelectedItems is not a function");
  });
});

describe(`${PAGE}: onOpenSearch and onCloseSearch`, () => {
  /** Opens the search by typing, closes it in each of the user's ways, then from code; the calls of both callbacks. */
  async function callsForEveryWay(page: Page) {
    await mountSearch(page);
    const seen: Array<[string, string[]]> = [];
    const step = async (name: string) => void seen.push([name, await searchCalls(page)]);
    /** After a close, the tree moves the DOM focus back to its focused item (faq.md, the first match) a moment later. */
    const closed = async (name: string) => {
      await expect.poll(() => search(page)).toBeNull();
      await domFocusOnRow(page, "faq.md");
      await step(name);
    };
    await typeInTree(page, "index.ts", "KeyA");
    await step("typing");
    await page.keyboard.press("Escape");
    await closed("Escape");
    await typeInTree(page, "index.ts", "KeyA");
    await page.keyboard.press("Enter");
    await closed("Enter");
    await typeInTree(page, "index.ts", "KeyA");
    await page.mouse.click(900, 650); // on the empty page: the input loses the focus
    await closed("leaving the input");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.openSearch("a")));
    await inputFocused(page);
    await step("openSearch()");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.closeSearch()));
    await closed("closeSearch()");
    return seen.map(([name, calls]): [string, string] => [name, calls.join(" ")]);
  }
  const EVERY_WAY = [
    ["typing", "open"],
    ["Escape", "open close"],
    ["Enter", "open close open close"],
    ["leaving the input", "open close open close open close"],
    ["openSearch()", "open close open close open close open"],
    ["closeSearch()", "open close open close open close open close"],
  ];

  it(claim("/features/search", "onOpenSearch and onCloseSearch are called by tree.openSearch() and tree.closeSearch(), which typing in the tree, Escape, Enter and leaving the input go through too, so they tell you when the user opens and closes the search"), async () => {
    const { page, problems } = await harness.open();
    expect(await callsForEveryWay(page)).toEqual(EVERY_WAY);
    // setSearch, from code, opens and closes it without them.
    await page.evaluate(() => window.harness.act("a", (tree) => tree.setSearch("gu")));
    expect(await search(page)).toBe("gu");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.setSearch(null)));
    expect(await search(page)).toBeNull();
    await pastDomFocusMove(page);
    expect((await searchCalls(page)).length).toBe(8);
    expect(problems).toEqual([]);
  });

  it(claim("/features/search", "Called when openSearch() opens the search, also when typing in the tree does."), async () => {
    const { page } = await harness.open();
    const calls = await callsForEveryWay(page);
    expect(calls.map(([, seen]) => seen.split(" ").filter((call) => call === "open").length)).toEqual([1, 1, 2, 3, 4, 4]);
    await page.evaluate(() => window.harness.act("a", (tree) => tree.setSearch("gu"))); // opens it, but not through openSearch()
    expect(await search(page)).toBe("gu");
    expect((await searchCalls(page)).filter((call) => call === "open")).toHaveLength(4);
  });

  it(claim("/features/search", "Called when closeSearch() closes it, also on Escape, Enter and leaving the input."), async () => {
    const { page } = await harness.open();
    const calls = await callsForEveryWay(page);
    expect(calls.map(([, seen]) => seen.split(" ").filter((call) => call === "close").length)).toEqual([0, 1, 2, 3, 3, 4]);
    await page.evaluate(() => window.harness.act("a", (tree) => tree.setSearch("gu")));
    await page.evaluate(() => window.harness.act("a", (tree) => tree.setSearch(null))); // closes it, but not through closeSearch()
    expect((await searchCalls(page)).filter((call) => call === "close")).toHaveLength(4);
  });
});

describe(`${PAGE}: hotkeys`, () => {
  it(claim("/features/search", "Open the search with the typed character (while it is closed)."), async () => {
    const { page } = await harness.open();
    await mountSearch(page, { inside: true }); // so the container sees the keys typed into the input
    await typeInTree(page, "index.ts", "KeyL");
    await page.keyboard.type("ib");
    await expect.poll(() => search(page)).toBe("lib"); // typing on does not open it again
    expect(await searchCalls(page)).toEqual(["open"]);
  });

  it(claim("/features/search", "Focus the next match. Repeats while held."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await typeInTree(page, "index.ts", "KeyM");
    // Held down: the first keydown and two auto-repeats.
    await page.keyboard.down("ArrowDown");
    await page.keyboard.down("ArrowDown");
    await page.keyboard.down("ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("readme.md");
    await page.keyboard.up("ArrowDown");
  });

  it(claim("/features/search", "Close the search."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await typeInTree(page, "index.ts", "KeyA");
    await page.keyboard.press("Escape");
    await expect.poll(() => search(page)).toBeNull();
    expect(await searchCalls(page)).toEqual(["open", "close"]);
  });

  it(claim("/features/search", "Focus the previous match. Repeats while held."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await typeInTree(page, "index.ts", "KeyM");
    await page.keyboard.press("End"); // in the input: the caret, not the tree
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("readme.md");
    await page.keyboard.down("ArrowUp");
    await page.keyboard.down("ArrowUp");
    await page.keyboard.down("ArrowUp");
    await expect.poll(() => focusedRow(page)).toBe("intro.md");
    await page.keyboard.up("ArrowUp");
  });

  it(claim("/features/search", "Close the search and select the focused item."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await typeInTree(page, "index.ts", "KeyJ");
    expect(await focusedRow(page)).toBe("package.json");
    await page.keyboard.press("Enter");
    await expect.poll(() => search(page)).toBeNull();
    expect((await snapshot(page)).rows.filter((r) => r.selected).map((r) => r.id)).toEqual(["package.json"]);
  });
});

describe(`${PAGE}: tree instance`, () => {
  it(claim("/features/search", "null closes the search, without calling onCloseSearch and without moving the DOM focus."), async () => {
    const { page } = await harness.open();
    await addField(page);
    await mountSearch(page);
    await rowLocator(page, "index.ts").click();
    // The search opened by setSearch, while the DOM focus is in a field outside the tree.
    await page.locator("#other").focus();
    await page.evaluate(() => window.harness.act("a", (tree) => tree.setSearch("a")));
    expect(await page.locator("[data-search-input]").count()).toBe(1);
    await page.evaluate(() => window.harness.act("a", (tree) => tree.setSearch(null)));
    expect(await search(page)).toBeNull();
    await pastDomFocusMove(page);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("other");
    expect(await searchCalls(page)).toEqual([]);
    // closeSearch() for comparison: it calls onCloseSearch and moves the focus to the focused item.
    await page.evaluate(() => window.harness.act("a", (tree) => tree.setSearch("a")));
    await page.evaluate(() => window.harness.act("a", (tree) => tree.closeSearch()));
    await domFocusOnRow(page, "faq.md");
    expect(await searchCalls(page)).toEqual(["close"]);
  });

  it(claim("/features/search", "If the search input has the DOM focus and is rendered only while the search is open, as above, it disappears, the browser's focus falls to the page and the tree does not take it back: the keys pressed next do not reach the tree."), async () => {
    const { page } = await harness.open();
    await mountSearch(page); // the harness renders the input only while the search is open, above the tree
    await typeInTree(page, "index.ts", "KeyA");
    expect(await focusedRow(page)).toBe("faq.md");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.setSearch(null)));
    expect(await page.locator("[data-search-input]").count()).toBe(0);
    await pastDomFocusMove(page);
    expect((await snapshot(page)).activeElement).toBe("body");
    // The input went away without a blur that would have closed the search the usual way.
    expect(await searchCalls(page)).toEqual(["open"]);
    // Keys now go to the page: ↓ does not move the tree's focus, and a letter opens no search.
    await press(page, "ArrowDown");
    await press(page, "KeyB");
    expect(await focusedRow(page)).toBe("faq.md");
    expect(await search(page)).toBeNull();
    expect((await snapshot(page)).activeElement).toBe("body");
  });

  it(claim("/features/search", "To close the search from code, call closeSearch(), which returns the focus to the tree."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await typeInTree(page, "index.ts", "KeyA");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.closeSearch()));
    expect(await page.locator("[data-search-input]").count()).toBe(0);
    await domFocusOnRow(page, "faq.md");
    // The keys reach the tree again.
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("src");
    await domFocusOnRow(page, "src");
  });

  it(claim("/features/search", "Open the search and focus the input."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await page.evaluate(() => window.harness.act("a", (tree) => tree.openSearch()));
    await inputFocused(page);
    expect(await search(page)).toBe("");
  });

  it(claim("/features/search", "Close it and return the focus to the tree."), async () => {
    const { page } = await harness.open();
    await mountSearch(page);
    await typeInTree(page, "index.ts", "KeyA");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.closeSearch()));
    expect(await search(page)).toBeNull();
    await domFocusOnRow(page, "faq.md");
    expect(await searchCalls(page)).toEqual(["open", "close"]);
  });
});

describe(`${PAGE}: the demo`, () => {
  it(claim("/features/search", "In the demo, \"apple juice\" is found once \"drinks\" is open."), async () => {
    const { page, problems } = await demos.open("search-typeahead");
    await treeItem(page, "fruit").click();
    await expect.poll(() => focusedName(page)).toBe("fruit");
    const typeSearch = async (text: string) => {
      await page.keyboard.type(text[0]!);
      // The input takes the focus in a timeout; what is typed before that goes to the tree.
      await expect.poll(() => focusedName(page)).toBe("input");
      await page.keyboard.type(text.slice(1));
      await expect.poll(() => page.getByRole("textbox", { name: "Search the tree" }).inputValue()).toBe(text);
    };
    await typeSearch("juice");
    expect(await page.getByText("0 matches").count()).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => focusedName(page)).toBe("fruit");
    await treeItem(page, "drinks").click(); // opens the folder
    await typeSearch("juice");
    await expect.poll(() => page.getByText("1 matches").count()).toBe(1);
    await expect.poll(() => page.locator('[role="treeitem"][tabindex="0"]').getAttribute("aria-label")).toBe("apple juice");
    await page.keyboard.press("Enter");
    // After the search, Tab from before the demo reaches the tree at the selected item.
    await expect.poll(() => focusedName(page)).toBe("apple juice");
    expect(await tabIntoTree(page)).toBe("apple juice");
    expect(problems).toEqual([]);
  });
});
