// @vitest-environment happy-dom
// Claims of content/features/react-native.mdx. A DOM, because react-native-web renders to one.
import {
  checkboxesFeature,
  hotkeysCoreFeature,
  dragAndDropFeature,
  reactNativeFeature,
  renamingFeature,
  searchFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { mountedTree, wait } from "./tree";

const keyEvent = (code: string) => ({ nativeEvent: { code, key: code }, preventDefault: vi.fn(), stopPropagation: vi.fn() });

describe("/features/react-native", () => {
  it("'role and aria-label become accessibilityRole and accessibilityLabel; aria-selected and aria-expanded become accessibilityState; role, tabIndex and every other aria-* attribute are dropped'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature], initialState: { expandedItems: ["docs"] } });
    const props = tree.getItemInstance("docs").getProps();
    expect(props.accessibilityRole).toBe("treeitem");
    expect(props.accessibilityLabel).toBe("docs");
    expect(props.accessibilityState).toEqual({ selected: false, expanded: true });
    expect(Object.keys(props).filter((key) => key === "role" || key === "tabIndex" || key.startsWith("aria-"))).toEqual([]);
    const container = tree.getContainerProps("Files");
    expect(container.accessibilityRole).toBe("tree");
    expect(container.accessibilityLabel).toBe("Files");
    expect(container.focusable).toBe(true);
  });

  it("'onClick becomes onPress: a press focuses the item, selects it and opens or closes a folder'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature] });
    const props = tree.getItemInstance("src").getProps();
    expect(props).not.toHaveProperty("onClick");
    props.onPress({});
    const src = tree.getItemInstance("src");
    expect([src.isFocused(), src.isSelected(), src.isExpanded()]).toEqual([true, true, true]);
  });

  it("'a press with ctrlKey, shiftKey or metaKey on the nativeEvent selects like a modifier click'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature] });
    tree.getItemInstance("docs").getProps().onPress({});
    tree.getItemInstance("readme.md").getProps().onPress({ nativeEvent: { ctrlKey: true } });
    expect(tree.getSelectedItems().map((item) => item.getId())).toEqual(["docs", "readme.md"]);
  });

  it("'onFocus on an item makes it the focused item'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, reactNativeFeature] });
    tree.getItemInstance("readme.md").getProps().onFocus({});
    expect(tree.getFocusedItem().getId()).toBe("readme.md");
  });

  it("'hotkeys work without hotkeysCoreFeature: the container's onKeyDown and onKeyUp run them'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature] });
    const container = tree.getContainerProps("Files");
    const down = keyEvent("ArrowDown");
    container.onKeyDown(down);
    container.onKeyUp(down);
    expect(tree.getFocusedItem().getId()).toBe("src");
    expect(down.preventDefault).toHaveBeenCalled();
    container.onKeyDown(keyEvent("End"));
    expect(tree.getFocusedItem().getId()).toBe("readme.md");
  });

  it("'custom hotkeys from the hotkeys option run through the same handler'", () => {
    const handler = vi.fn();
    const tree = mountedTree({
      features: [syncDataLoaderFeature, reactNativeFeature],
      hotkeys: { customDelete: { hotkey: "Delete", handler } },
    });
    tree.getContainerProps("Files").onKeyDown(keyEvent("Delete"));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("'checkbox props: checked becomes value and onChange becomes onValueChange'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, checkboxesFeature, reactNativeFeature] });
    const props = tree.getItemInstance("readme.md").getCheckboxProps();
    expect(props).not.toHaveProperty("checked");
    expect(props).not.toHaveProperty("onChange");
    expect(props.value).toBe(false);
    props.onValueChange(true);
    expect(tree.getItemInstance("readme.md").getCheckedState()).toBe("checked");
  });

  it("'the rename input and the search input take onChangeText; onSubmitEditing acts like Enter'", () => {
    const onRename = vi.fn();
    // Enter in the search selects the found item, so search needs selectionFeature here as anywhere.
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, searchFeature, renamingFeature, reactNativeFeature], onRename });
    tree.getItemInstance("readme.md").startRenaming();
    const rename = tree.getItemInstance("readme.md").getRenameInputProps();
    expect(rename).not.toHaveProperty("onChange");
    rename.onChangeText("notes.md");
    rename.onSubmitEditing({});
    expect(onRename).toHaveBeenCalledWith(expect.objectContaining({}), "notes.md");

    tree.openSearch();
    const search = tree.getSearchInputElementProps();
    search.onChangeText("lib");
    expect(tree.getSearchValue()).toBe("lib");
    search.onSubmitEditing({});
    expect(tree.isSearchOpen()).toBe(false);
  });

  it("'its position in the features list does not matter: it always runs after selection, drag and drop, search, renaming and checkboxes'", () => {
    const first = mountedTree({ features: [reactNativeFeature, syncDataLoaderFeature, selectionFeature] });
    expect(first.getItemInstance("docs").getProps()).toHaveProperty("onPress");
    expect(first.getItemInstance("docs").getProps()).not.toHaveProperty("onClick");
  });

  it("'drag and drop is not remapped: the item props keep the HTML drag events, which React Native does not fire'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, reactNativeFeature] });
    const props = tree.getItemInstance("readme.md").getProps();
    expect(props).toHaveProperty("onDragStart");
    expect(props).toHaveProperty("onDrop");
  });

  it("'updateDomFocus does not wait for the element: it calls scrollToItem, then focus() on the element if it has one, after one timer tick'", async () => {
    const scrollToItem = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, reactNativeFeature], scrollToItem });
    const focus = vi.fn();
    tree.getItemInstance("src").registerElement({ focus } as unknown as HTMLElement);
    tree.getItemInstance("src").setFocused();
    tree.updateDomFocus();
    expect(scrollToItem).not.toHaveBeenCalled();
    await wait(0);
    expect(scrollToItem).toHaveBeenCalledWith(expect.objectContaining({ getId: expect.any(Function) }));
    expect(scrollToItem.mock.calls[0]![0].getId()).toBe("src");
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it("'with hotkeysCoreFeature as well, react-native-web would run every key twice'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, hotkeysCoreFeature, reactNativeFeature] });
    const element = document.createElement("div");
    document.body.append(element);
    const props = tree.getContainerProps("Files");
    tree.registerElement(element); // what the container's ref does on mount
    // On react-native-web, React's onKeyDown and hotkeysCoreFeature's listener see the same key press.
    element.addEventListener("keydown", (event) => props.onKeyDown(event));
    element.dispatchEvent(new KeyboardEvent("keydown", { code: "ArrowDown", key: "ArrowDown" }));
    expect(tree.getFocusedItem().getId()).toBe("readme.md"); // two steps from "docs", not one
  });

  it("'without hotkeysCoreFeature, the same key press moves the focus once'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, reactNativeFeature] });
    const element = document.createElement("div");
    const props = tree.getContainerProps("Files");
    tree.registerElement(element);
    element.addEventListener("keydown", (event) => props.onKeyDown(event));
    element.dispatchEvent(new KeyboardEvent("keydown", { code: "ArrowDown", key: "ArrowDown" }));
    expect(tree.getFocusedItem().getId()).toBe("src");
  });
});
