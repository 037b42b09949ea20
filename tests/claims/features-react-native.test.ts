// @vitest-environment happy-dom
// Claims of content/features/react-native.mdx about the props and calls reactNativeFeature makes.
// What react-native-web does with them in a browser runs in Chromium:
// tests/claims-chromium/features-react-native.test.ts.
import { readFileSync } from "node:fs";
import {
  checkboxesFeature,
  dragAndDropFeature,
  hotkeysCoreFeature,
  keyboardDragAndDropFeature,
  propMemoizationFeature,
  reactNativeFeature,
  renamingFeature,
  searchFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type FeatureImplementation,
} from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { mountedTree, wait } from "./tree";

const keyEvent = (code: string) => ({ nativeEvent: { code, key: code }, preventDefault: vi.fn(), stopPropagation: vi.fn() });
/** The props that are set (the feature leaves some keys with the value undefined). */
const ownKeys = (props: Record<string, unknown>) =>
  Object.keys(props)
    .filter((key) => props[key] !== undefined)
    .sort();

/** A native component ref: no DOM methods, only what React Native's host components have. */
const nativeElement = () => ({ measure: () => {}, focus: vi.fn() }) as unknown as HTMLElement;

/** Records item.scrollTo() calls and what became of their promises. */
function scrollToRecorder() {
  const calls: Array<{ id: string; result?: string }> = [];
  const feature: FeatureImplementation = {
    key: "scroll-to-recorder",
    itemInstance: {
      scrollTo: ({ prev, item }, arg) => {
        const call: { id: string; result?: string } = { id: item.getId() };
        calls.push(call);
        return prev!(arg)!.then(
          () => void (call.result = "resolved"),
          (error: Error) => void (call.result = `${error.name}: ${error.message}`),
        );
      },
    },
  };
  return { calls, feature };
}

describe("/features/react-native", () => {
  it(claim("/features/react-native", "the props it hands out are DOM props: onClick, role, tabIndex, aria-*, onChange on inputs."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, renamingFeature, checkboxesFeature] });
    expect(ownKeys(tree.getItemInstance("docs").getProps())).toEqual(
      expect.arrayContaining(["onClick", "role", "tabIndex", "aria-label", "aria-level", "aria-selected"]),
    );
    tree.getItemInstance("docs").startRenaming();
    expect(tree.getItemInstance("docs").getRenameInputProps()).toHaveProperty("onChange");
    expect(tree.getItemInstance("readme.md").getCheckboxProps()).toHaveProperty("onChange");
  });

  it(claim("/features/react-native", "reactNativeFeature, added in 1.7.0 and marked experimental in the changelog"), () => {
    const changelog = readFileSync("node_modules/@headless-tree/core/CHANGELOG.md", "utf8");
    const sections = changelog.split(/^## /m);
    const added = sections.find((section) => /experimental `reactNativeFeature`/.test(section));
    expect(added?.split("\n")[0]).toBe("1.7.0");
    expect(sections.filter((section) => section.includes("reactNativeFeature"))).toHaveLength(1);
  });

  it(claim("/features/react-native", "Its place among most features does not matter: it declares that it overrides selection, drag and drop, search, renaming and checkboxes, so the tree always applies it after them."), () => {
    const others = [selectionFeature, dragAndDropFeature, searchFeature, renamingFeature, checkboxesFeature];
    for (const features of [[reactNativeFeature, syncDataLoaderFeature, ...others], [syncDataLoaderFeature, selectionFeature, reactNativeFeature, dragAndDropFeature, searchFeature, renamingFeature, checkboxesFeature]]) {
      const tree = mountedTree({ features });
      const keys = (tree.getConfig().features ?? []).map((feature) => feature.key);
      expect(keys.at(-1)).toBe("react-native-feature");
      expect(tree.getItemInstance("docs").getProps()).toHaveProperty("onPress");
      expect(tree.getItemInstance("docs").getProps()).not.toHaveProperty("onClick");
      expect(tree.getItemInstance("docs").getCheckboxProps()).toHaveProperty("onValueChange");
    }
  });

  it(claim("/features/react-native", "Its place relative to propMemoizationFeature does matter, because neither declares anything about the other: put propMemoizationFeature at the end of the list."), () => {
    for (const features of [
      [syncDataLoaderFeature, selectionFeature, reactNativeFeature, propMemoizationFeature],
      [reactNativeFeature, syncDataLoaderFeature, selectionFeature, propMemoizationFeature],
      [selectionFeature, reactNativeFeature, syncDataLoaderFeature, propMemoizationFeature],
    ]) {
      const docs = mountedTree({ features }).getItemInstance("docs");
      expect(docs.getProps().onPress).toBe(docs.getProps().onPress);
      expect(docs.getProps().onFocus).toBe(docs.getProps().onFocus);
    }
  });

  it(claim("/features/react-native", "With reactNativeFeature last, onPress and onFocus are new functions on every call, and in other orders the result depends on the whole list."), () => {
    const memoized = (features: FeatureImplementation[]) => {
      const docs = mountedTree({ features }).getItemInstance("docs");
      return docs.getProps().onPress === docs.getProps().onPress && docs.getProps().onFocus === docs.getProps().onFocus;
    };
    expect(memoized([syncDataLoaderFeature, selectionFeature, propMemoizationFeature, reactNativeFeature])).toBe(false);
    expect(memoized([propMemoizationFeature, syncDataLoaderFeature, selectionFeature, reactNativeFeature])).toBe(false);
    // reactNativeFeature before propMemoizationFeature, neither last: it depends on the others.
    expect(memoized([reactNativeFeature, propMemoizationFeature, selectionFeature, syncDataLoaderFeature])).toBe(true);
    expect(memoized([reactNativeFeature, propMemoizationFeature, syncDataLoaderFeature, selectionFeature])).toBe(false);
  });

  it(claim("/features/react-native", "When the container mounts, it calls addEventListener on the container's element for keydown, on document for keyup and on window for focus; a native component has no addEventListener, so the mount throws."), () => {
    const on = {
      element: vi.fn(),
      document: vi.spyOn(document, "addEventListener"),
      window: vi.spyOn(window, "addEventListener"),
    };
    const tree = mountedTree({ features: [syncDataLoaderFeature, hotkeysCoreFeature] });
    tree.registerElement({ addEventListener: on.element } as unknown as HTMLElement);
    expect(on.element.mock.calls.map(([type]) => type)).toEqual(["keydown"]);
    expect(on.document.mock.calls.map(([type]) => type)).toEqual(["keyup"]);
    expect(on.window.mock.calls.map(([type]) => type)).toEqual(["focus"]);
    on.document.mockRestore();
    on.window.mockRestore();
    const native = mountedTree({ features: [syncDataLoaderFeature, hotkeysCoreFeature, reactNativeFeature] });
    expect(() => native.registerElement(nativeElement())).toThrow(/addEventListener is not a function/);
    const without = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature] });
    expect(() => without.registerElement(nativeElement())).not.toThrow();
  });

  it(claim("/features/react-native", "All hotkeys of the other features still work, and so do the hotkeys, onTreeHotkey and ignoreHotkeysOnInputs options"), () => {
    const onTreeHotkey = vi.fn();
    const handler = vi.fn();
    const tree = mountedTree({
      features: [syncDataLoaderFeature, selectionFeature, renamingFeature, reactNativeFeature],
      hotkeys: { customDelete: { hotkey: "Delete", handler }, selectAll: { hotkey: "KeyQ" } },
      onTreeHotkey,
    });
    const container = tree.getContainerProps("Files");
    container.onKeyDown(keyEvent("Delete"));
    container.onKeyUp(keyEvent("Delete"));
    expect(handler).toHaveBeenCalledTimes(1);
    container.onKeyDown(keyEvent("KeyQ")); // selectionFeature's selectAll, rebound
    container.onKeyUp(keyEvent("KeyQ"));
    expect(tree.getSelectedItems()).toHaveLength(3);
    expect(onTreeHotkey.mock.calls.map(([name]) => name)).toEqual(["customDelete", "selectAll"]);
    // ignoreHotkeysOnInputs: keys from the rename input's onKeyPress are dropped.
    tree.setConfig((config) => ({ ...config, ignoreHotkeysOnInputs: true }));
    tree.getItemInstance("docs").startRenaming();
    tree.getItemInstance("docs").getRenameInputProps().onKeyPress(keyEvent("Escape"));
    expect(tree.getState().renamingItem).toBe("docs");
  });

  it(claim("/features/react-native", "| tree.getContainerProps() | role=\"tree\", aria-label | accessibilityRole, accessibilityLabel, focusable, onKeyDown, onKeyUp, onBlur |"), () => {
    const plain = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] }).getContainerProps("Files");
    expect(plain).toMatchObject({ role: "tree", "aria-label": "Files" });
    const props = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature] }).getContainerProps("Files");
    expect(ownKeys(props)).toEqual(["accessibilityLabel", "accessibilityRole", "focusable", "onBlur", "onKeyDown", "onKeyUp", "ref"]);
    expect(props).toMatchObject({ accessibilityRole: "tree", accessibilityLabel: "Files", focusable: true });
  });

  it(claim("/features/react-native", "| item.getProps() | onClick, role, tabIndex, aria-* | onPress, onFocus, focusable, accessibilityRole, accessibilityLabel, accessibilityState |"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature] });
    expect(ownKeys(tree.getItemInstance("docs").getProps())).toEqual(
      ["accessibilityLabel", "accessibilityRole", "accessibilityState", "focusable", "onFocus", "onPress", "ref"],
    );
  });

  it(claim("/features/react-native", "| item.getCheckboxProps() | checked, onChange, ref | value, onValueChange (the shape of Switch) |"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, checkboxesFeature, reactNativeFeature] });
    const props = tree.getItemInstance("readme.md").getCheckboxProps();
    expect(ownKeys(props)).toEqual(["onValueChange", "value"]);
    expect(props.value).toBe(false);
    props.onValueChange(true);
    expect(tree.getItemInstance("readme.md").getCheckedState()).toBe("checked");
    expect(tree.getItemInstance("readme.md").getCheckboxProps().value).toBe(true);
  });

  it(claim("/features/react-native", "| item.getRenameInputProps(), tree.getSearchInputElementProps() | value, onChange, onBlur, ref | onChangeText instead of onChange, plus onKeyPress, onSubmitEditing and autoFocus (the shape of TextInput) |"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, searchFeature, renamingFeature, reactNativeFeature] });
    tree.getItemInstance("docs").startRenaming();
    const shape = ["autoFocus", "onBlur", "onChangeText", "onKeyPress", "onSubmitEditing", "ref", "value"];
    expect(ownKeys(tree.getItemInstance("docs").getRenameInputProps())).toEqual(shape);
    tree.openSearch();
    expect(ownKeys(tree.getSearchInputElementProps())).toEqual(shape);
    expect(tree.getSearchInputElementProps().autoFocus).toBe(true);
  });

  it(claim("/features/react-native", "role and aria-label become accessibilityRole and accessibilityLabel; aria-selected and aria-expanded become accessibilityState.selected and .expanded."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature], initialState: { expandedItems: ["docs"], selectedItems: ["src"] } });
    expect(tree.getItemInstance("docs").getProps()).toMatchObject({ accessibilityRole: "treeitem", accessibilityLabel: "docs", accessibilityState: { selected: false, expanded: true } });
    expect(tree.getItemInstance("src").getProps().accessibilityState).toEqual({ selected: true, expanded: false });
    expect(tree.getItemInstance("readme.md").getProps().accessibilityState).toEqual({ selected: false });
  });

  it(claim("/features/react-native", "role, tabIndex and all other aria-* props are removed, so aria-level, aria-posinset and aria-setsize have no counterpart. Every item is focusable; there is no roving tab index."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature] });
    for (const item of tree.getItems()) {
      const props = item.getProps();
      expect(Object.keys(props).filter((key) => key === "role" || key === "tabIndex" || key.startsWith("aria-"))).toEqual([]);
      expect(Object.keys(props).filter((key) => /level|posinset|setsize/i.test(key))).toEqual([]);
      expect(props.focusable).toBe(true);
    }
  });

  it(claim("/features/react-native", "onPress runs what onClick did: focus the item, run its primary action, select it, open or close a folder."), () => {
    const onPrimaryAction = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature], onPrimaryAction });
    tree.getItemInstance("src").getProps().onPress({});
    const src = tree.getItemInstance("src");
    expect([src.isFocused(), src.isSelected(), src.isExpanded()]).toEqual([true, true, true]);
    expect(onPrimaryAction.mock.calls.map(([item]) => item.getId())).toEqual(["src"]);
    tree.getItemInstance("src").getProps().onPress({});
    expect(src.isExpanded()).toBe(false);
  });

  it(claim("/features/react-native", "Modifier keys are read from the event or its nativeEvent, so a press with ctrlKey or shiftKey set adds to the selection or selects a range, as a click would."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature] });
    tree.getItemInstance("docs").getProps().onPress({});
    tree.getItemInstance("readme.md").getProps().onPress({ nativeEvent: { ctrlKey: true } });
    expect(tree.getSelectedItems().map((item) => item.getId())).toEqual(["docs", "readme.md"]);
    tree.getItemInstance("docs").getProps().onPress({});
    tree.getItemInstance("readme.md").getProps().onPress({ shiftKey: true });
    expect(tree.getSelectedItems().map((item) => item.getId())).toEqual(["docs", "src", "readme.md"]);
  });

  it(claim("/features/react-native", "An item's onFocus makes it the focused item."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, reactNativeFeature] });
    tree.getItemInstance("readme.md").getProps().onFocus({});
    expect(tree.getFocusedItem().getId()).toBe("readme.md");
  });

  it(claim("/features/react-native", "tree.updateDomFocus() waits one timer tick, calls your scrollToItem option with the focused item, then calls focus() on its element if that element has such a method. Unlike the DOM version it does not wait for the element to mount."), async () => {
    const scrollToItem = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, reactNativeFeature], scrollToItem });
    const element = nativeElement();
    tree.getItemInstance("src").registerElement(element);
    tree.getItemInstance("src").setFocused();
    tree.updateDomFocus();
    expect(scrollToItem).not.toHaveBeenCalled();
    await wait(0);
    expect(scrollToItem.mock.calls.map(([item]) => item.getId())).toEqual(["src"]);
    expect(element.focus).toHaveBeenCalledTimes(1);
    // No element yet, or one without focus(): nothing is waited for, nothing throws, the focus state stays.
    tree.getItemInstance("readme.md").setFocused();
    tree.updateDomFocus();
    await wait(0);
    tree.getItemInstance("docs").registerElement({} as HTMLElement);
    tree.getItemInstance("docs").setFocused();
    tree.updateDomFocus();
    await wait(0);
    expect(scrollToItem.mock.calls.map(([item]) => item.getId())).toEqual(["src", "readme.md", "docs"]);
    expect(tree.getState().focusedItem).toBe("docs");
  });

  it(claim("/features/react-native", "The container's onKeyDown and onKeyUp feed the hotkeys, reading code and key from the event's nativeEvent, or from the event itself when it has none; onBlur forgets the keys held down."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature] });
    const container = tree.getContainerProps("Files");
    const down = keyEvent("ArrowDown");
    container.onKeyDown(down);
    container.onKeyUp(down);
    expect(tree.getFocusedItem().getId()).toBe("src");
    expect(down.preventDefault).toHaveBeenCalled();
    container.onKeyDown({ code: "End", key: "End", preventDefault: vi.fn() }); // no nativeEvent
    container.onKeyUp({ code: "End", key: "End" });
    expect(tree.getFocusedItem().getId()).toBe("readme.md");
    // Control goes down, the focus leaves before it comes up: without onBlur it would still count.
    container.onKeyDown(keyEvent("ControlLeft"));
    container.onBlur({});
    container.onKeyDown(keyEvent("Home"));
    expect(tree.getFocusedItem().getId()).toBe("docs");
    container.onKeyUp(keyEvent("Home"));
    container.onKeyDown(keyEvent("ControlLeft")); // and without the blur, Control+End is no hotkey
    container.onKeyDown(keyEvent("End"));
    expect(tree.getFocusedItem().getId()).toBe("docs");
  });

  it(claim("/features/react-native", "In the rename and search inputs, onKeyPress does the same, and onSubmitEditing counts as Enter, so submitting the keyboard completes a rename or closes the search."), () => {
    const onRename = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, searchFeature, renamingFeature, reactNativeFeature], onRename });
    tree.getItemInstance("readme.md").startRenaming();
    tree.getItemInstance("readme.md").getRenameInputProps().onKeyPress(keyEvent("Escape"));
    expect(tree.getState().renamingItem).toBeNull();
    tree.getItemInstance("readme.md").startRenaming();
    const rename = tree.getItemInstance("readme.md").getRenameInputProps();
    rename.onChangeText("notes.md");
    tree.getItemInstance("readme.md").getRenameInputProps().onSubmitEditing({});
    expect(onRename.mock.calls.map(([item, value]) => [item.getId(), value])).toEqual([["readme.md", "notes.md"]]);

    tree.openSearch();
    tree.getSearchInputElementProps().onChangeText("src");
    tree.getSearchInputElementProps().onSubmitEditing({});
    expect(tree.isSearchOpen()).toBe(false);
    expect(tree.getSelectedItems().map((item) => item.getId())).toEqual(["src"]);
    tree.openSearch();
    tree.getSearchInputElementProps().onKeyPress(keyEvent("Escape"));
    expect(tree.isSearchOpen()).toBe(false);
  });

  it(claim("/features/react-native", "onChangeText takes either the new string or an event, and updates the renaming or search value."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, searchFeature, renamingFeature, reactNativeFeature] });
    tree.getItemInstance("docs").startRenaming();
    tree.getItemInstance("docs").getRenameInputProps().onChangeText("manual");
    expect(tree.getRenamingValue()).toBe("manual");
    tree.getItemInstance("docs").getRenameInputProps().onChangeText({ nativeEvent: { text: "guide" } });
    expect(tree.getRenamingValue()).toBe("guide");
    tree.openSearch();
    tree.getSearchInputElementProps().onChangeText({ target: { value: "lib" } });
    expect(tree.getSearchValue()).toBe("lib");
  });

  it(claim("/features/react-native", "autoFocus is set"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, searchFeature, renamingFeature, reactNativeFeature] });
    tree.getItemInstance("docs").startRenaming();
    tree.openSearch();
    expect([tree.getItemInstance("docs").getRenameInputProps().autoFocus, tree.getSearchInputElementProps().autoFocus]).toEqual([true, true]);
  });

  it(claim("/features/react-native", "Works; use scrollToItem to scroll a FlatList or ScrollView to the focused item."), async () => {
    const scrollToItem = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature], scrollToItem });
    const container = tree.getContainerProps("Files");
    container.onKeyDown(keyEvent("End"));
    await wait(0);
    expect(scrollToItem.mock.calls.map(([item]) => item.getId())).toEqual(["readme.md"]);
    tree.getItemInstance("src").getProps().onPress({});
    expect(tree.getItems().map((item) => item.getId())).toContain("lib");
  });

  it(claim("/features/react-native", "Works with presses and Switch-style checkboxes."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, checkboxesFeature, reactNativeFeature] });
    tree.getItemInstance("readme.md").getProps().onPress({});
    expect(tree.getSelectedItems().map((item) => item.getId())).toEqual(["readme.md"]);
    tree.getItemInstance("readme.md").getCheckboxProps().onValueChange(true);
    expect(tree.getState().checkedItems).toEqual(["readme.md"]);
  });

  it(claim("/features/react-native", "Works with TextInput. Enter in the search selects the found item, so search needs selectionFeature."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, searchFeature, reactNativeFeature] });
    tree.openSearch();
    tree.getSearchInputElementProps().onChangeText("readme");
    tree.getSearchInputElementProps().onSubmitEditing({});
    expect(tree.getSelectedItems().map((item) => item.getId())).toEqual(["readme.md"]);
    const without = mountedTree({ features: [syncDataLoaderFeature, searchFeature, reactNativeFeature] });
    without.openSearch();
    without.getSearchInputElementProps().onChangeText("readme");
    expect(() => without.getSearchInputElementProps().onSubmitEditing({})).toThrow(/setSelectedItems is not a function/);
  });

  it(claim("/features/react-native", "Needs dragAndDropFeature as well, whose tree mount adds a dragend listener to window, so it needs a window with addEventListener, as react-native-web has."), () => {
    expect(() => mountedTree({ features: [syncDataLoaderFeature, reactNativeFeature, keyboardDragAndDropFeature] })).toThrow("needs drag-and-drop");
    const add = vi.spyOn(window, "addEventListener");
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, keyboardDragAndDropFeature, reactNativeFeature] });
    tree.registerElement(nativeElement());
    expect(add.mock.calls.map(([type]) => type)).toEqual(["dragend"]);
    add.mockRestore();
  });

  it(claim("/features/react-native", "Whenever the target is an item, at the start of the drag or after an arrow key, it also calls item.scrollTo(), which fails on native elements (see below)."), async () => {
    const { calls, feature } = scrollToRecorder();
    const tree = mountedTree(
      {
        features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, keyboardDragAndDropFeature, reactNativeFeature, feature],
        // Only drops into an item: every target is an item.
        canDrop: (_, target) => target.item.getId() !== "root",
      },
      { root: ["a", "b", "c", "d"], a: [], b: [], c: [], d: [] },
    );
    for (const id of ["a", "b", "c", "d"]) tree.getItemInstance(id).registerElement(nativeElement());
    tree.getItemInstance("a").setFocused();
    tree.startKeyboardDrag([tree.getItemInstance("d")]); // target: into "b"
    const container = tree.getContainerProps("Files");
    container.onKeyDown(keyEvent("ArrowDown")); // into "c"
    await wait(60);
    expect(tree.getState().dnd?.dragTarget?.item.getId()).toBe("c");
    expect(calls.map((call) => call.id)).toEqual(["b", "c"]);
    for (const call of calls) expect(call.result).toMatch(/^TypeError: .*scrollIntoView is not a function$/);
  });

  it("keyboard drag and drop calls no scrollTo() while the target lies between items", async () => {
    const { calls, feature } = scrollToRecorder();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, keyboardDragAndDropFeature, reactNativeFeature, feature] });
    tree.getItemInstance("docs").setFocused();
    tree.startKeyboardDrag([tree.getItemInstance("readme.md")]);
    expect(tree.getState().dnd?.dragTarget).toHaveProperty("childIndex", 1);
    await wait(30);
    expect(calls).toEqual([]);
  });

  it(claim("/features/react-native", "Does not work. dragAndDropFeature is built on the HTML drag-and-drop events, on window listeners and on measuring elements with getBoundingClientRect(); reactNativeFeature leaves those props untouched, and React Native fires none of them."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, reactNativeFeature] });
    const props = tree.getItemInstance("readme.md").getProps();
    expect(props).toMatchObject({ draggable: true });
    for (const handler of ["onDragStart", "onDragEnter", "onDragOver", "onDragLeave", "onDrop", "onDragEnd"]) expect(props).toHaveProperty(handler);
    expect(tree.getContainerProps("Files")).toHaveProperty("onDrop");
  });

  it(claim("/features/react-native", "Calls your scrollToItem, then scrollIntoView() on the element, which React Native elements do not have: the promise it returns rejects with a TypeError."), async () => {
    const scrollToItem = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, reactNativeFeature], scrollToItem });
    tree.getItemInstance("src").registerElement(nativeElement());
    const scrolling = tree.getItemInstance("src").scrollTo();
    expect(scrollToItem.mock.calls.map(([item]) => item.getId())).toEqual(["src"]);
    await expect(scrolling).rejects.toThrow(TypeError);
  });

  it(claim("/features/react-native", "The search's ArrowUp and ArrowDown and keyboard drag and drop call item.scrollTo() themselves, so on a native app each of those calls ends in an unhandled rejection."), async () => {
    const { calls, feature } = scrollToRecorder();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, searchFeature, reactNativeFeature, feature] });
    for (const item of tree.getItems()) item.registerElement(nativeElement());
    tree.openSearch("s"); // matches docs and src; the first match gets the focus
    const input = tree.getSearchInputElementProps();
    input.onKeyPress(keyEvent("ArrowDown"));
    input.onKeyPress(keyEvent("ArrowUp"));
    await wait(60);
    expect(calls.map((call) => [call.id, call.result?.split(":")[0]])).toEqual([
      ["src", "TypeError"],
      ["docs", "TypeError"],
    ]);
  });
});
