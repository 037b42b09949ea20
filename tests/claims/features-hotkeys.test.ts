// Claims of content/features/hotkeys.mdx that need no key events: which feature brings which
// hotkeys and what the core feature adds. Key presses: ../claims-chromium/features-hotkeys.test.ts.
import {
  dragAndDropFeature,
  expandAllFeature,
  type FeatureImplementation,
  hotkeysCoreFeature,
  keyboardDragAndDropFeature,
  renamingFeature,
  searchFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { mountedTree } from "./tree";

const PAGE = "/features/hotkeys";
const presetsWith = (...features: FeatureImplementation[]) =>
  Object.keys(mountedTree({ features: [syncDataLoaderFeature, hotkeysCoreFeature, ...features] }).getHotkeyPresets());

describe(`${PAGE}: Which feature brings which hotkeys`, () => {
  const treeCore = ["focusNextItem", "focusPreviousItem", "expandOrDown", "collapseOrUp", "focusFirstItem", "focusLastItem"];
  const rows: Array<[string, FeatureImplementation[], string[]]> = [
    [claim("/features/hotkeys", "| Tree Core | focusNextItem, focusPreviousItem, expandOrDown, collapseOrUp, focusFirstItem, focusLastItem |"), [], treeCore],
    [claim("/features/hotkeys", "| Selection | toggleSelectedItem, selectUpwards, selectDownwards, selectAll |"), [selectionFeature], ["toggleSelectedItem", "selectUpwards", "selectDownwards", "selectAll"]],
    [claim("/features/hotkeys", "| Keyboard drag and drop | startDrag, dragUp, dragDown, completeDrag, cancelDrag |"), [dragAndDropFeature, keyboardDragAndDropFeature], ["startDrag", "dragUp", "dragDown", "completeDrag", "cancelDrag"]],
    [claim("/features/hotkeys", "| Search | openSearch, closeSearch, submitSearch, nextSearchItem, previousSearchItem |"), [searchFeature], ["openSearch", "closeSearch", "submitSearch", "nextSearchItem", "previousSearchItem"]],
    [claim("/features/hotkeys", "| Renaming | renameItem, abortRenaming, completeRenaming |"), [renamingFeature], ["renameItem", "abortRenaming", "completeRenaming"]],
    [claim("/features/hotkeys", "| Expand all | expandSelected, collapseSelected |"), [expandAllFeature], ["expandSelected", "collapseSelected"]],
  ];
  for (const [title, features, names] of rows) {
    it(title, () => {
      const all = presetsWith(...features);
      expect(all.slice(0, treeCore.length)).toEqual(treeCore);
      expect(all.slice(treeCore.length).sort()).toEqual(names === treeCore ? [] : [...names].sort());
    });
  }

  it(claim("/features/hotkeys", "tree.getHotkeyPresets() returns the default definitions of all features in a tree."), () => {
    const presets = mountedTree({ features: [syncDataLoaderFeature, hotkeysCoreFeature, selectionFeature, renamingFeature] }).getHotkeyPresets();
    expect(presets.selectAll).toBe(selectionFeature.hotkeys!.selectAll);
    expect(presets.renameItem).toBe(renamingFeature.hotkeys!.renameItem);
    expect(presets.focusNextItem?.hotkey).toBe("ArrowDown");
    // Your own definitions are not in it.
    const custom = mountedTree({ features: [syncDataLoaderFeature, hotkeysCoreFeature], hotkeys: { customX: { hotkey: "KeyX", handler: () => {} }, focusNextItem: { hotkey: "KeyJ" } } });
    expect(custom.getHotkeyPresets().focusNextItem?.hotkey).toBe("ArrowDown");
    expect("customX" in custom.getHotkeyPresets()).toBe(false);
  });

  it(claim("/features/hotkeys", "The feature has no state and adds no instance methods."), () => {
    expect(Object.keys(hotkeysCoreFeature).sort()).toEqual(["key", "onTreeMount", "onTreeUnmount"]);
  });

  it(claim("/features/hotkeys", "Every keyboard interaction of a tree, even moving down with the arrow keys, is a hotkey: a named key combination with a handler."), () => {
    const presets = mountedTree({ features: [syncDataLoaderFeature, hotkeysCoreFeature, selectionFeature] }).getHotkeyPresets();
    expect(presets.focusNextItem).toEqual(expect.objectContaining({ hotkey: "ArrowDown", handler: expect.any(Function) }));
    for (const hotkey of Object.values(presets)) expect(hotkey).toEqual(expect.objectContaining({ hotkey: expect.any(String), handler: expect.any(Function) }));
  });
});
