// Claims of content/features/kdnd.mdx that need no browser: the hotkey handlers run directly on a
// mounted tree. Real key presses, focus, scrolling and the announcements are in
// tests/claims-chromium/features-kdnd.test.ts.
import {
  AssistiveDndState,
  createTree,
  dragAndDropFeature,
  keyboardDragAndDropFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { mountedTree, runHotkey } from "./tree";

const features = [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, keyboardDragAndDropFeature];

describe("/features/kdnd", () => {
  it(claim("/features/kdnd", "Creating a tree without the drag and drop feature throws an error."), () => {
    const create = (withDnd: boolean) => () =>
      createTree<string>({
        rootItemId: "root",
        getItemName: (item) => item.getId(),
        isItemFolder: () => false,
        dataLoader: { getItem: (id) => id, getChildren: () => [] },
        features: withDnd ? [syncDataLoaderFeature, dragAndDropFeature, keyboardDragAndDropFeature] : [syncDataLoaderFeature, keyboardDragAndDropFeature],
      });
    expect(create(false)).toThrow("keyboard-drag-and-drop needs drag-and-drop");
    expect(create(true)).not.toThrow();
  });

  it(claim("/features/kdnd", "The drag contains the selected items and the focused item."), () => {
    const tree = mountedTree({ features, initialState: { selectedItems: ["docs"] } });
    tree.getItemInstance("readme.md").setFocused();
    runHotkey(tree, "startDrag");
    expect(tree.getState().dnd?.draggedItems?.map((item) => item.getId())).toEqual(["docs", "readme.md"]);
    expect(tree.getState().assistiveDndState).toBe(AssistiveDndState.Started);
  });

  it(claim("/features/kdnd", "When the position lands on an item (a folder, or a leaf your canDrop accepts), that item becomes the focused item"), () => {
    const tree = mountedTree({ features, canReorder: true });
    tree.getItemInstance("readme.md").setFocused();
    runHotkey(tree, "startDrag");
    // While the drag runs, ↑ is the drag's, not the focus's.
    expect(tree.getHotkeyPresets().focusPreviousItem!.isEnabled!(tree)).toBe(false);
    const focusAndTarget = () => {
      const target = tree.getState().dnd?.dragTarget;
      return [tree.getFocusedItem().getId(), target && !("childIndex" in target) ? `onto ${target.item.getId()}` : "between"];
    };
    const seen = [];
    for (let i = 0; i < 3; i++) {
      runHotkey(tree, "dragUp");
      seen.push(focusAndTarget());
    }
    // Between rows the focus stays; onto a folder, the folder takes it and keeps it afterwards.
    expect(seen).toEqual([
      ["readme.md", "between"],
      ["src", "onto src"],
      ["src", "between"],
    ]);
  });

  it(claim("/features/kdnd", "The tree calls onDrop exactly as for a mouse drop, then focuses the first moved item."), async () => {
    const onDrop = vi.fn();
    const tree = mountedTree({ features, onDrop });
    tree.getItemInstance("readme.md").setFocused();
    runHotkey(tree, "startDrag");
    runHotkey(tree, "dragUp");
    runHotkey(tree, "dragUp");
    await runHotkey(tree, "completeDrag");
    expect(onDrop).toHaveBeenCalledTimes(1);
    expect(onDrop.mock.calls[0]![0].map((item: { getId(): string }) => item.getId())).toEqual(["readme.md"]);
    expect(tree.getFocusedItem().getId()).toBe("readme.md");
    expect(tree.getState().assistiveDndState).toBe(AssistiveDndState.Completed);
  });

  it(claim("/features/kdnd", "Cancelling sets it to None."), () => {
    const tree = mountedTree({ features });
    runHotkey(tree, "startDrag");
    runHotkey(tree, "cancelDrag");
    expect(tree.getState().assistiveDndState).toBe(AssistiveDndState.None);
    expect(tree.getState().dnd).toBeNull();
  });

  it(claim("/features/kdnd", "The feature adds nothing to the item instances."), () => {
    const members = (withKdnd: boolean) => {
      const tree = mountedTree({ features: withKdnd ? features : features.slice(0, -1) });
      const item = tree.getItemInstance("docs");
      const names = new Set<string>();
      for (let o: object | null = item; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
        for (const name of Object.getOwnPropertyNames(o)) names.add(name);
      }
      return [...names].sort();
    };
    // The list sees what features add: isSelected comes from selectionFeature, isDragTarget from drag and drop.
    expect(members(false)).toEqual(expect.arrayContaining(["isSelected", "isDragTarget"]));
    expect(members(true)).toEqual(members(false));
  });
});
