// Claims of content/guides/hotkeys.mdx, with real key events in Chromium: overriding and adding
// hotkeys (the page's own samples run as written), its two demos, key names, and keys shared
// between hotkeys.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { extractHotkeys } from "../../build-scripts/hotkeys/extract-hotkeys";
import { claim } from "../claims/claim";
import { pageSample, sampleAsCommonJs } from "../claims/page-code";
import { focusedName, tabIntoTree, tabStops, treeItem, useDemo } from "./demo-support";
import { calls, fieldInTree, focusedRow, focusRow, mountHotkeys, rawKey, selectedRows } from "./hotkeys-support";
import { nextFrame, rowLocator, snapshot, useHarness } from "./support";

const PAGE = "/guides/hotkeys";
const harness = useHarness();
const demos = useDemo();

/** Mounts the harness tree with the `hotkeys` export of one of the page's samples. */
async function mountSample(page: Page, title: string, features: string[] = []) {
  await page.evaluate(
    async ({ sample, features }) => {
      const c = window.harness.core as unknown as Record<string, never>;
      const module = { exports: {} as Record<string, Record<string, unknown>> };
      new Function("module", "exports", "require", sample)(module, module.exports, () => c);
      const hotkeys = module.exports.hotkeys ?? module.exports.customHotkeys;
      await window.harness.mount("a", {
        features: [window.harness.core.syncDataLoaderFeature, window.harness.core.dragAndDropFeature, window.harness.core.hotkeysCoreFeature, window.harness.core.selectionFeature, ...features.map((name) => c[name]!)],
        config: { initialState: { expandedItems: ["docs", "src"] }, hotkeys: hotkeys as never },
      });
    },
    { sample: sampleAsCommonJs(PAGE, title), features },
  );
}

describe(PAGE, () => {
  it(claim("/guides/hotkeys", "hotkeysCoreFeature listens for key presses on the tree's container element and runs the matching hotkey; the other features only contribute hotkey definitions to it."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, {}, { features: ["selection", "renaming"] });
    await focusRow(page, "intro.md");
    for (const key of ["ArrowDown", "Control+Space", "F2"]) await page.keyboard.press(key);
    await nextFrame(page);
    expect([await focusedRow(page), await selectedRows(page), await page.evaluate(() => window.harness.tree("a")!.isRenamingItem())]).toEqual(["intro.md", ["intro.md"], false]);
    await mountHotkeys(page, {}, { features: ["hotkeys", "selection", "renaming"] });
    await focusRow(page, "intro.md");
    await page.keyboard.press("ArrowDown");
    // The DOM focus follows in a timeout; a rename input opened before that would lose it again.
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("guide.md");
    for (const key of ["Control+Space", "F2"]) await page.keyboard.press(key);
    await expect.poll(() => page.evaluate(() => window.harness.tree("a")!.getRenamingItem()?.getId())).toBe("guide.md");
    expect(await selectedRows(page)).toEqual(["intro.md", "guide.md"]);
  });

  it(claim("/guides/hotkeys", "Without hotkeysCoreFeature the tree reacts to no key at all"), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, {}, { features: ["selection", "search", "expandAll"] });
    await focusRow(page, "intro.md");
    for (const key of ["ArrowDown", "ArrowUp", "ArrowLeft", "Home", "End", "KeyA", "Control+KeyA"]) await page.keyboard.press(key);
    await nextFrame(page);
    const after = await snapshot(page);
    expect(after.rows.find((r) => r.focused)?.id).toBe("intro.md");
    expect(after.rows.find((r) => r.id === "docs")?.expanded).toBe(true);
    expect(await page.evaluate(() => window.harness.tree("a")!.isSearchOpen())).toBe(false);
  });

  it(claim("/guides/hotkeys", "onTreeHotkey is called with the name of every hotkey that ran"), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, {}, { features: ["hotkeys", "selection"] });
    await focusRow(page, "intro.md");
    for (const key of ["ArrowDown", "Shift+ArrowDown", "KeyQ", "Control+KeyA"]) await page.keyboard.press(key);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { treeHotkeys: Array<{ name: string }> }).treeHotkeys.map((h) => h.name)))
      .toEqual(["focusNextItem", "selectDownwards", "selectAll"]);
  });

  it(claim("/guides/hotkeys", "ignoreHotkeysOnInputs switches hotkeys off entirely while an <input> element has the focus."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customAlways: { hotkey: "KeyL", allowWhenInputFocused: true } }, { config: { ignoreHotkeysOnInputs: true } });
    await fieldInTree(page, '<input id="field">');
    for (const key of ["KeyL", "ArrowDown", "Escape"]) await page.keyboard.press(key);
    await nextFrame(page);
    expect(await calls(page)).toEqual([]);
    expect((await snapshot(page)).activeElement).toBe("input");
  });

  it(claim("/guides/hotkeys", "in a <textarea> or a contenteditable element inside the tree, every hotkey runs as if a row had the focus, so ↓ moves the tree's focus out of the field"), async () => {
    for (const html of ['<textarea id="field"></textarea>', '<div id="field" contenteditable="true">text</div>']) {
      const { page } = await harness.open();
      await mountHotkeys(page, { customInInputs: { hotkey: "KeyL", allowWhenInputFocused: false } }, { config: { ignoreHotkeysOnInputs: true } });
      await fieldInTree(page, html);
      await page.keyboard.press("KeyL"); // not allowed in inputs, runs anyway
      await page.keyboard.press("ArrowDown");
      await expect.poll(async () => (await snapshot(page)).activeElement).toBe("intro.md");
      expect(await calls(page)).toEqual(["customInInputs"]);
    }
  });
});

describe(`${PAGE}: Overwriting Hotkeys`, () => {
  it(claim("/guides/hotkeys", "An entry for a built-in name is merged over the default definition of the same name once it has matched a key press, so it keeps the default's handler and flags unless it sets its own."), async () => {
    const { page } = await harness.open();
    // focusNextItem's default has canRepeat and preventDefault; the override only moves it to KeyJ.
    await mountHotkeys(page, { focusNextItem: { hotkey: "KeyJ", noHandler: true }, selectAll: { hotkey: "KeyX" } });
    await focusRow(page, "intro.md");
    await page.keyboard.down("KeyJ");
    await page.keyboard.down("KeyJ"); // an auto-repeat: canRepeat came along
    await page.keyboard.up("KeyJ");
    await expect.poll(() => focusedRow(page)).toBe("faq.md");
    await page.keyboard.press("KeyX"); // selectAll's own handler replaced by the recording one
    await expect.poll(() => calls(page)).toEqual(["selectAll"]);
    expect(await selectedRows(page)).toEqual(["intro.md"]);
  });

  it(claim("/guides/hotkeys", "It always needs hotkey, though, even when only the handler or a flag changes: the tree matches key presses against your entry alone, and without hotkey every key press that reaches the entry throws a TypeError."), async () => {
    const { page, problems } = await harness.open();
    await mountHotkeys(page, { focusLastItem: { preventDefault: false, noHandler: true } });
    await focusRow(page, "intro.md");
    await page.keyboard.press("ArrowDown"); // focusNextItem matches first: the entry is not reached
    await expect.poll(() => focusedRow(page)).toBe("guide.md");
    expect(problems).toEqual([]);
    await page.keyboard.press("End");
    await expect.poll(() => problems.length).toBe(1);
    await page.keyboard.press("KeyQ"); // matches nothing before the entry either
    await expect.poll(() => problems).toEqual([
      "pageerror: Cannot read properties of undefined (reading 'toLowerCase')",
      "pageerror: Cannot read properties of undefined (reading 'toLowerCase')",
    ]);
    expect(await focusedRow(page)).toBe("guide.md");
  });

  it(claim("/guides/hotkeys", "This tree uses Vim's keys for moving around and keeps the library's handlers"), async () => {
    const module = `${pageSample(PAGE, "vim-keys.tsx")}
      const children: Record<string, string[]> = { root: ["a", "b", "c"], b: ["b1", "b2"] };
      export default function VimTree() {
        const tree = useVimTree(children);
        return (
          <div {...tree.getContainerProps("Vim")}>
            {tree.getItems().map((item) => (
              <div {...item.getProps()} key={item.getId()}>{item.getItemName()}</div>
            ))}
          </div>
        );
      }`;
    const { page, problems } = await demos.openModule(module);
    await treeItem(page, "a").click();
    const steps: Array<[string, string]> = [
      ["KeyJ", "b"],
      ["KeyL", "b"], // opens b
      ["KeyL", "b1"],
      ["KeyJ", "b2"],
      ["KeyH", "b"],
      ["KeyK", "a"],
      ["ArrowDown", "a"], // the old keys no longer move the focus
    ];
    for (const [key, expected] of steps) {
      await page.keyboard.press(key);
      await expect.poll(() => focusedName(page)).toBe(expected);
    }
    expect(await treeItem(page, "b").getAttribute("aria-expanded")).toBe("true");
    expect(problems).toEqual([]);
  });

  it(claim("/guides/hotkeys", "A new key replaces the old one: in the demo the arrow keys no longer move the focus."), async () => {
    const { page, problems } = await demos.open("hotkeys-override");
    await treeItem(page, "notes").click(); // closes notes
    await expect.poll(() => focusedName(page)).toBe("notes");
    for (const key of ["ArrowDown", "ArrowRight", "End"]) await page.keyboard.press(key);
    await expect.poll(() => focusedName(page)).toBe("todo.md"); // End is not rebound
    expect(await treeItem(page, "notes").getAttribute("aria-expanded")).toBe("false");
    for (const [key, expected] of [["KeyK", "projects"], ["KeyL", "projects"], ["KeyJ", "garden-planner"], ["KeyX", "garden-planner"]] as const) {
      await page.keyboard.press(key);
      await expect.poll(() => focusedName(page)).toBe(expected);
    }
    expect(await treeItem(page, "projects").getAttribute("aria-expanded")).toBe("true");
    expect(await treeItem(page, "garden-planner").getAttribute("aria-selected")).toBe("true");
    expect(await page.getByText("Last hotkey:").textContent()).toContain("toggleSelectedItem");
    expect(problems).toEqual([]);
  });

  it(claim("/guides/hotkeys", "A default isEnabled check therefore does not apply to an override, even one that keeps the default key."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { focusNextItem: { hotkey: "ArrowDown", noHandler: true } }, { features: ["hotkeys", "selection", "search"] });
    await focusRow(page, "intro.md");
    await page.keyboard.press("KeyD"); // matches docs, guide.md, readme.md
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-search-input") ?? false);
    expect(await focusedRow(page)).toBe("docs");
    await page.keyboard.press("ArrowDown"); // focusNextItem matches though the search is open, and may not run in an input
    await nextFrame(page);
    expect(await focusedRow(page)).toBe("docs");
  });

  it(claim("/guides/hotkeys", "with an override, its key moves the focus during a keyboard drag, and ↓ does nothing in the search input."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { focusNextItem: { hotkey: "KeyJ", noHandler: true } }, { features: ["hotkeys", "selection", "kdnd", "search"] });
    await focusRow(page, "intro.md");
    await page.keyboard.press("Control+Shift+KeyD");
    await expect.poll(async () => (await snapshot(page)).dnd?.draggedItems).toEqual(["intro.md"]);
    await page.keyboard.press("KeyJ");
    await expect.poll(() => focusedRow(page)).toBe("guide.md"); // the default would be off during the drag
    await page.keyboard.press("Escape");
    await expect.poll(async () => (await snapshot(page)).dnd ?? null).toBeNull();
    // ↓ in the search input: see the previous test (an override that keeps ArrowDown).
  });

  it(claim("/guides/hotkeys", "This keeps the default key of focusLastItem, written out because the entry needs it, but also selects the item it lands on"), async () => {
    const { page, problems } = await harness.open();
    await mountSample(page, "end-selects.ts");
    await focusRow(page, "docs");
    await page.keyboard.press("End");
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("readme.md");
    expect(await selectedRows(page)).toEqual(["docs", "readme.md"]);
    expect(problems).toEqual([]);
  });
});

describe(`${PAGE}: Adding custom Hotkeys`, () => {
  it(claim("/guides/hotkeys", "A custom hotkey needs at least hotkey and handler; the handler gets the tree instance and can call anything on it."), async () => {
    const { page, problems } = await harness.open();
    await mountHotkeys(page, { customQ: { hotkey: "KeyQ" }, customNoKey: { noHandler: true } });
    await focusRow(page, "docs");
    await page.keyboard.press("KeyQ"); // matched before the entry without a key is reached
    await expect.poll(() => page.evaluate(() => (window as unknown as { calls: string[] }).calls)).toEqual(["customQ(event, tree)"]);
    expect(problems).toEqual([]);
    await page.keyboard.press("KeyW");
    await expect.poll(() => problems.join()).toContain("reading 'toLowerCase'");
  });

  it(claim("/guides/hotkeys", "Your own hotkeys go into the same hotkeys option."), async () => {
    const { page, problems } = await harness.open();
    await page.evaluate(() => {
      (window as unknown as { opened: unknown[] }).opened = [];
      window.open = (...args: unknown[]) => ((window as unknown as { opened: unknown[] }).opened.push(args), null);
    });
    await mountSample(page, "custom-hotkeys.ts", ["expandAllFeature"]);
    await focusRow(page, "lib");
    await page.keyboard.press("Control+Enter");
    await expect.poll(() => page.evaluate(() => (window as unknown as { opened: unknown[] }).opened)).toEqual([["/files/lib", "_blank"]]);
    await page.keyboard.press("Shift+KeyC");
    await expect.poll(async () => (await snapshot(page)).rows.map((r) => r.id)).toEqual(["docs", "src", "package.json", "readme.md"]);
    // The focus went to lib's top-level folder, so a row is still in the tab order.
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("src");
    expect(problems).toEqual([]);
  });

  it(claim("/guides/hotkeys", "The demo below adds items with N, deletes the focused item with Delete and collapses every folder with Shift+C."), async () => {
    const { page, problems } = await demos.open("hotkeys-custom-actions");
    const names = () => page.locator('[role="treeitem"]').evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
    expect(await names()).toEqual(["Shelf", "Rice", "Lentils", "Fridge", "Milk", "Cheese", "Kettle"]);
    await treeItem(page, "Rice").click();
    await page.keyboard.press("KeyN");
    await expect.poll(names).toEqual(["Shelf", "Rice", "Lentils", "New item 1", "Fridge", "Milk", "Cheese", "Kettle"]);
    await expect.poll(() => focusedName(page)).toBe("New item 1");
    await treeItem(page, "Milk").click();
    await page.keyboard.press("Delete");
    await expect.poll(names).toEqual(["Shelf", "Rice", "Lentils", "New item 1", "Fridge", "Cheese", "Kettle"]);
    await expect.poll(() => focusedName(page)).toBe("Fridge");
    await treeItem(page, "Cheese").click();
    await page.keyboard.press("Shift+KeyC");
    await expect.poll(names).toEqual(["Shelf", "Fridge", "Kettle"]);
    expect(problems).toEqual([]);
  });

  it(claim("/guides/hotkeys", "The first two change the tree's data and then call tree.rebuildTree()"), async () => {
    const { page } = await demos.open("hotkeys-custom-actions");
    await treeItem(page, "Kettle").click();
    await page.keyboard.press("KeyN"); // Kettle is a leaf: the new item goes to its parent, the root
    await expect.poll(() => treeItem(page, "New item 1").getAttribute("aria-level")).toBe("1");
    await page.keyboard.press("Delete");
    await expect.poll(() => treeItem(page, "New item 1").count()).toBe(0);
    // The data lives in the component: a new mount starts from the initial data.
    const again = await demos.open("hotkeys-custom-actions");
    expect(await treeItem(again.page, "New item 1").count()).toBe(0);
  });

  it(claim("/guides/hotkeys", "All three leave the focus on a visible row, so the keyboard keeps working and Tab still reaches the tree: collapsing on its own would leave it on a hidden item"), async () => {
    const { page } = await demos.open("hotkeys-custom-actions");
    for (const [start, key, focused] of [["Rice", "KeyN", "New item 1"], ["Lentils", "Delete", "Rice"], ["Milk", "Shift+KeyC", "Fridge"]] as const) {
      await treeItem(page, start).click();
      await page.keyboard.press(key);
      await expect.poll(() => focusedName(page)).toBe(focused);
      expect(await tabStops(page)).toEqual([focused]);
      expect(await tabIntoTree(page)).toBe(focused);
    }
    // The library's collapseAll() alone, for comparison: the focused row disappears with its folder.
    const bare = await harness.open();
    await bare.page.evaluate(async () => {
      const c = window.harness.core;
      await window.harness.mount("a", { features: [c.syncDataLoaderFeature, c.dragAndDropFeature, c.hotkeysCoreFeature, c.selectionFeature, c.expandAllFeature], config: { initialState: { expandedItems: ["src"] } } });
    });
    await rowLocator(bare.page, "index.ts").click();
    await bare.page.evaluate(() => window.harness.act("a", (tree) => tree.collapseAll()));
    const rows = await snapshot(bare.page);
    expect(rows.rows.some((r) => r.focused)).toBe(false);
    expect(await bare.page.locator('[data-tree="a"] [tabindex="0"]').count()).toBe(0);
  });
});

describe(`${PAGE}: How keys are named`, () => {
  const names: Array<[string, Record<string, { hotkey: string }>, string[], string[]]> = [
    [claim("/guides/hotkeys", "| Control, Shift | The left or the right Control or Shift key |"), { customC: { hotkey: "Control+KeyK" }, customS: { hotkey: "Shift+KeyK" } }, ["ControlLeft+KeyK", "ControlRight+KeyK", "ShiftLeft+KeyK", "ShiftRight+KeyK", "Alt+KeyK"], ["customC", "customC", "customS", "customS"]],
    [claim("/guides/hotkeys", "| MetaOrControl | Either Control key or either Command (Meta) key, for shortcuts that should use ⌘ on a Mac |"), { customM: { hotkey: "MetaOrControl+KeyK" } }, ["ControlLeft+KeyK", "ControlRight+KeyK", "MetaLeft+KeyK", "MetaRight+KeyK", "Alt+KeyK"], ["customM", "customM", "customM", "customM"]],
    [claim("/guides/hotkeys", "| Enter | The main Enter key or the one on the number pad |"), { customE: { hotkey: "Enter" } }, ["Enter", "NumpadEnter", "Space"], ["customE", "customE"]],
    [claim("/guides/hotkeys", "| Letter | Any letter key, KeyA to KeyZ |"), { customL: { hotkey: "Letter" } }, ["KeyA", "KeyZ", "Digit1", "Numpad1", "Space"], ["customL", "customL"]],
    [claim("/guides/hotkeys", "| LetterOrNumber | Any letter key, or a digit key of the main block (Digit0 to Digit9). The number pad's digits do not count |"), { customLN: { hotkey: "LetterOrNumber" } }, ["KeyA", "Digit0", "Digit9", "Numpad0", "Numpad1", "Numpad9", "Space"], ["customLN", "customLN", "customLN"]],
    [claim("/guides/hotkeys", "| Plus | The plus key of the number pad. + itself separates keys, and the main-row key that carries the plus sign is called Equal |"), { customP: { hotkey: "Plus" }, customEq: { hotkey: "Equal" } }, ["NumpadAdd", "Equal"], ["customP", "customEq"]],
    [claim("/guides/hotkeys", "| Minus | The minus key of the main row or of the number pad |"), { customMi: { hotkey: "Minus" } }, ["Minus", "NumpadSubtract", "Equal"], ["customMi", "customMi"]],
  ];
  for (const [title, hotkeys, keys, expected] of names) {
    it(title, async () => {
      const { page } = await harness.open();
      await mountHotkeys(page, hotkeys);
      await focusRow(page, "docs");
      for (const key of keys) await page.keyboard.press(key);
      await expect.poll(() => calls(page)).toEqual(expected);
    });
  }

  it(claim("/guides/hotkeys", "On a US keyboard, expandSelected: { hotkey: \"Control+Shift+Equal\" } puts expand all on Ctrl+Shift++ of the main block."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { expandSelected: { hotkey: "Control+Shift+Equal", noHandler: true } }, { features: ["hotkeys", "selection", "expandAll"] });
    await focusRow(page, "src");
    await expect.poll(async () => (await snapshot(page)).rows.find((r) => r.id === "src")?.expanded).toBe(true); // the click opened it
    await page.keyboard.press("Control+Shift+Equal");
    await expect.poll(async () => (await snapshot(page)).rows.find((r) => r.id === "lib")?.expanded).toBe(true);
  });

  it(claim("/guides/hotkeys", "A combination matches only when exactly its keys are down: Control+KeyA does not fire while Shift is held as well."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, {}, { features: ["hotkeys", "selection"] });
    await focusRow(page, "intro.md");
    await page.keyboard.press("Control+Shift+KeyA");
    await nextFrame(page);
    expect(await selectedRows(page)).toEqual(["intro.md"]);
    await page.keyboard.press("Control+KeyA");
    await expect.poll(() => selectedRows(page)).toEqual(["docs", "intro.md", "guide.md", "faq.md", "src", "package.json", "readme.md"]);
  });

  it(claim("/guides/hotkeys", "Because code names physical keys, a shortcut stays on the same physical key whatever the keyboard layout"), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customZ: { hotkey: "KeyZ" } });
    await focusRow(page, "docs");
    await rawKey(page, "KeyZ", "y", 89); // German: the key at Z's position types "y"
    await rawKey(page, "KeyY", "z", 90); // and the key at Y's position types "z"
    await expect.poll(() => calls(page)).toEqual(["customZ"]);
  });

  it(claim("/guides/hotkeys", "where code is empty, as with some virtual keyboards, the library compares KeyboardEvent.key instead. A binding such as KeyZ does not match there; one written as the character, z, matches both"), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customCode: { hotkey: "KeyZ" }, customChar: { hotkey: "z" } });
    await focusRow(page, "docs");
    await rawKey(page, "", "z", 90); // a virtual keyboard without code
    await rawKey(page, "KeyZ", "z", 90);
    await expect.poll(() => calls(page)).toEqual(["customChar", "customCode"]);
  });
});

describe(`${PAGE}: Available Hotkeys`, () => {
  it(claim("/guides/hotkeys", "the isEnabled checks make sure only one of those hotkeys is active at a time, so the arrow keys move the drop position during a keyboard drag and jump between matches while searching."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, {}, { features: ["hotkeys", "selection", "kdnd", "search"] });
    await focusRow(page, "intro.md");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("guide.md"); // no drag, no search: focusNextItem
    await page.keyboard.press("Control+Shift+KeyD");
    await expect.poll(async () => (await snapshot(page)).dnd?.draggedItems).toEqual(["intro.md", "guide.md"]); // selected plus focused
    const before = (await snapshot(page)).dnd?.dragTarget;
    await page.keyboard.press("ArrowDown");
    await expect.poll(async () => (await snapshot(page)).dnd?.dragTarget).not.toEqual(before); // dragDown, not focusNextItem
    // The search on a fresh tree: a cancelled drag moves the DOM focus a moment later, which would close it.
    await mountHotkeys(page, {}, { features: ["hotkeys", "selection", "kdnd", "search"] });
    await focusRow(page, "intro.md");
    await page.keyboard.press("KeyA"); // faq.md, package.json, readme.md
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-search-input") ?? false);
    expect(await focusedRow(page)).toBe("faq.md");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("package.json"); // nextSearchItem
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("readme.md");
  });
});

describe(`${PAGE}: more`, () => {
  it(claim("/guides/hotkeys", "When the tree looks for the hotkey that fits a key press, an entry from your hotkeys option stands in for the whole default entry, and only after a match are the two merged."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { focusLastItem: { hotkey: "KeyE", noHandler: true } });
    await focusRow(page, "intro.md");
    await page.keyboard.press("End"); // the default's key is gone
    await nextFrame(page);
    expect(await focusedRow(page)).toBe("intro.md");
    await page.keyboard.press("KeyE"); // the default's handler runs
    await expect.poll(() => focusedRow(page)).toBe("readme.md");
  });

  it(claim("/guides/hotkeys", "Each key is compared, ignoring case, with the KeyboardEvent.code of the keys currently held down, so it names a physical key"), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customA: { hotkey: "SHIFT+keya" }, customDelete: { hotkey: "delete" } });
    await focusRow(page, "intro.md");
    await page.keyboard.press("Shift+KeyA");
    await page.keyboard.press("Delete");
    await page.keyboard.press("KeyA"); // Shift is no longer held
    await expect.poll(() => calls(page)).toEqual(["customA", "customDelete"]);
  });

  it(claim("/guides/hotkeys", "So the main block's + is not Plus: bind its code instead, which depends on the layout."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customPlus: { hotkey: "Plus" }, customEqual: { hotkey: "Shift+Equal" } });
    await focusRow(page, "intro.md");
    await page.keyboard.press("Shift+Equal"); // "+" of the main block on a US keyboard
    await expect.poll(() => calls(page)).toEqual(["customEqual"]);
  });
});

// The tables under "Available Hotkeys" are rendered from app/generated/hotkeys.json, which
// build-scripts/hotkeys/ writes: their words are not in the page's source, where `claim` looks.
// These two do its job for a row's "What it does" and a table's "Needs" line.
const TABLES = extractHotkeys();
/** Names a test after words of a hotkey's row; fails when the row no longer says them. */
function rowSays(hotkey: string, words: string): string {
  const row = TABLES.hotkeys.find((h) => h.name === hotkey);
  if (!row?.description.includes(words)) throw new Error(`the hotkey table's row ${hotkey} no longer says “${words}”; update the test with build-scripts/hotkeys/hotkey-descriptions.ts`);
  return `${PAGE}, table row ${hotkey}: “${words}”`;
}
/** Names a test after a feature a table's "Needs" line lists; fails when the line no longer does. */
function needsLine(feature: string, needed: string): string {
  const info = TABLES.features.find((f) => f.key === feature);
  if (!info?.requires.includes(needed)) throw new Error(`the ${feature} hotkey table no longer says it needs ${needed}; update the test with build-scripts/hotkeys/`);
  return `${PAGE}, table of ${feature}: “Needs … ${needed}”`;
}
const expandedItems = (page: Page) => page.evaluate(() => [...window.harness.tree("a")!.getState().expandedItems].sort());
const visibleRows = async (page: Page) => (await snapshot(page)).rows.map((r) => r.id);

describe(`${PAGE}: the generated hotkey tables`, () => {
  it(rowSays("collapseOrUp", "Collapses the focused folder if it is open; on a closed folder or a leaf it moves focus to the parent. On the top level, a closed folder or a leaf stays put: the key does nothing there."), async () => {
    const { page, problems } = await harness.open();
    await mountHotkeys(page);
    await focusRow(page, "src"); // the click opens src
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => focusedRow(page)).toBe("index.ts");
    await page.keyboard.press("ArrowDown");
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("lib");
    await page.keyboard.press("ArrowLeft"); // lib is closed: to its parent
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("src");
    await page.keyboard.press("ArrowLeft"); // src is open: it closes
    await expect.poll(() => expandedItems(page)).toEqual(["docs"]);
    const before = await visibleRows(page);
    await page.keyboard.press("ArrowLeft"); // src is closed and on the top level
    await page.keyboard.press("End");
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("readme.md");
    await page.keyboard.press("ArrowLeft"); // a leaf on the top level
    await nextFrame(page);
    expect(await visibleRows(page)).toEqual(before);
    expect(await expandedItems(page)).toEqual(["docs"]);
    expect((await snapshot(page)).activeElement).toBe("readme.md");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("src");
    await page.keyboard.press("ArrowLeft");
    await nextFrame(page);
    expect([await focusedRow(page), (await snapshot(page)).activeElement, await expandedItems(page)]).toEqual(["src", "src", ["docs"]]);
    expect(problems).toEqual([]);
  });

  it(rowSays("openSearch", "Only a letter or a digit of the main block opens it, pressed without Shift or another modifier; the number pad's digits do not."), async () => {
    const { page, problems } = await harness.open();
    await mountHotkeys(page, {}, { features: ["hotkeys", "selection", "search"] });
    await focusRow(page, "intro.md");
    for (const key of ["Numpad1", "Numpad7", "Shift+KeyG", "Alt+KeyG", "Shift+Digit1"]) await page.keyboard.press(key);
    await nextFrame(page);
    expect(await page.evaluate(() => window.harness.tree("a")!.isSearchOpen())).toBe(false);
    expect((await snapshot(page)).activeElement).toBe("intro.md");
    await page.keyboard.press("Digit1");
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-search-input") ?? false);
    expect(await page.evaluate(() => window.harness.tree("a")!.getSearchValue())).toBe("1");
    expect(problems).toEqual([]);
  });

  it(rowSays("submitSearch", "Closes the search and selects the focused match. Needs selectionFeature: without it the search closes and the key then throws a TypeError."), async () => {
    const { page, problems } = await harness.open();
    const searchInputFocused = () => page.waitForFunction(() => document.activeElement?.hasAttribute("data-search-input") ?? false);
    await mountHotkeys(page, {}, { features: ["hotkeys", "selection", "search"] });
    await focusRow(page, "intro.md");
    await page.keyboard.press("KeyE"); // guide.md, package.json, readme.md
    await searchInputFocused();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("package.json");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("package.json");
    expect(await selectedRows(page)).toEqual(["package.json"]);
    expect(problems).toEqual([]);

    // Without selectionFeature the other search hotkeys work; Enter closes the search and throws.
    await mountHotkeys(page, {}, { features: ["hotkeys", "search"] });
    await page.evaluate(() => window.addEventListener("error", (event) => ((window as unknown as { thrown: string }).thrown = event.error?.constructor.name)));
    await focusRow(page, "intro.md");
    await page.keyboard.press("KeyE");
    await searchInputFocused();
    await page.keyboard.press("Escape");
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("guide.md");
    await page.keyboard.press("KeyE");
    await searchInputFocused();
    for (const [key, match] of [["ArrowDown", "package.json"], ["ArrowDown", "readme.md"], ["ArrowUp", "package.json"]]) {
      await page.keyboard.press(key!);
      await expect.poll(() => focusedRow(page)).toBe(match);
    }
    expect(problems).toEqual([]);
    await page.keyboard.press("Enter");
    await expect.poll(() => problems).toEqual(["pageerror: tree.setSelectedItems is not a function"]);
    expect(await page.evaluate(() => (window as unknown as { thrown: string }).thrown)).toBe("TypeError");
    expect(await page.evaluate(() => window.harness.tree("a")!.isSearchOpen())).toBe(false);
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("package.json");
  });

  it(needsLine("expand-all", "selectionFeature"), async () => {
    const { page, problems } = await harness.open();
    await mountHotkeys(page, {}, { features: ["hotkeys", "expandAll"] });
    await focusRow(page, "src");
    await page.keyboard.press("Control+Shift+NumpadAdd");
    await expect.poll(() => problems).toEqual(["pageerror: tree.getSelectedItems is not a function"]);
    await page.keyboard.press("Control+Shift+Minus");
    await expect.poll(() => problems.length).toBe(2);
    expect(problems[1]).toBe("pageerror: tree.getSelectedItems is not a function");
    expect(await expandedItems(page)).toEqual(["docs", "src"]); // src from the click
    problems.length = 0;
    await mountHotkeys(page, {}, { features: ["hotkeys", "selection", "expandAll"], config: { initialState: { expandedItems: ["docs"], selectedItems: ["src"], focusedItem: "src" } } });
    await rowLocator(page, "src").focus();
    await page.keyboard.press("Control+Shift+NumpadAdd");
    await expect.poll(() => expandedItems(page)).toEqual(["docs", "lib", "src"]);
    await page.keyboard.press("Control+Shift+Minus");
    await expect.poll(() => expandedItems(page)).toEqual(["docs"]);
    expect(problems).toEqual([]);
  });

  it(rowSays("collapseSelected", "Collapses the selected folders and the open folders below them, down to the first closed folder: an open folder inside a closed one stays open, and shows as open again when the closed one is opened."), async () => {
    const { page, problems } = await harness.open();
    // src is closed and selected, lib inside it open.
    await mountHotkeys(page, {}, { features: ["hotkeys", "selection", "expandAll"], config: { initialState: { expandedItems: ["lib"], selectedItems: ["src"], focusedItem: "src" } } });
    await rowLocator(page, "src").focus();
    await page.keyboard.press("Control+Shift+Minus");
    await nextFrame(page);
    expect(await expandedItems(page)).toEqual(["lib"]);
    await page.keyboard.press("ArrowRight"); // opens src: lib shows open
    await expect.poll(() => visibleRows(page)).toEqual(["docs", "src", "index.ts", "lib", "parse.ts", "print.ts", "app.ts", "package.json", "readme.md"]);
    // src and lib open: both close.
    await page.keyboard.press("Control+Shift+Minus");
    await expect.poll(() => expandedItems(page)).toEqual([]);
    expect(await visibleRows(page)).toEqual(["docs", "src", "package.json", "readme.md"]);
    expect(problems).toEqual([]);
  });
});
