// Claims of content/features/renaming.mdx.
import { dragAndDropFeature, renamingFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { mountedTree, runHotkey } from "./tree";

describe("/features/renaming", () => {
  it("'F2 starts renaming the focused item ... The text starts out as the item's current name'; 'Enter ... onRename(item, value) is called and the input closes'", () => {
    const onRename = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, renamingFeature], onRename });
    tree.getItemInstance("readme.md").setFocused();
    runHotkey(tree, "renameItem");
    expect(tree.getRenamingItem()?.getId()).toBe("readme.md");
    expect(tree.getRenamingValue()).toBe("readme.md");
    tree.getItemInstance("readme.md").getRenameInputProps().onChange({ target: { value: "notes.md" } });
    runHotkey(tree, "completeRenaming");
    expect(onRename).toHaveBeenCalledWith(tree.getItemInstance("readme.md"), "notes.md");
    expect(tree.isRenamingItem()).toBe(false);
  });

  it("'Escape, leaving the input, or tree.abortRenaming() cancels without calling onRename'", () => {
    const onRename = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, renamingFeature], onRename });
    tree.getItemInstance("docs").startRenaming();
    runHotkey(tree, "abortRenaming");
    expect(tree.isRenamingItem()).toBe(false);
    tree.getItemInstance("docs").startRenaming();
    tree.getItemInstance("docs").getRenameInputProps().onBlur();
    expect(tree.isRenamingItem()).toBe(false);
    expect(onRename).not.toHaveBeenCalled();
  });

  it("'item.startRenaming() and F2 do nothing for items canRename refuses'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, renamingFeature], canRename: (item) => item.getId() !== "docs" });
    tree.getItemInstance("docs").startRenaming();
    runHotkey(tree, "renameItem"); // "docs" is the focused item
    expect(tree.isRenamingItem()).toBe(false);
    expect(tree.getItemInstance("src").canRename()).toBe(true);
  });

  it("'While an item is being renamed it cannot be dragged'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, renamingFeature] });
    expect(tree.getItemInstance("docs").getProps().draggable).toBe(true);
    tree.getItemInstance("docs").startRenaming();
    expect(tree.getItemInstance("docs").getProps().draggable).toBe(false);
    tree.getItemInstance("docs").getProps().onDragStart({ dataTransfer: null, preventDefault: () => {} });
    expect(tree.getState().dnd).toBeFalsy();
  });
});
