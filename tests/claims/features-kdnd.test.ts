// Claims of content/features/kdnd.mdx.
import {
  AssistiveDndState,
  dragAndDropFeature,
  keyboardDragAndDropFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { mountedTree, runHotkey } from "./tree";

const features = [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, keyboardDragAndDropFeature];

describe("/features/kdnd", () => {
  it("'The drag contains the selected items and the focused item'", () => {
    const tree = mountedTree({ features, initialState: { selectedItems: ["docs"] } });
    tree.getItemInstance("readme.md").setFocused();
    runHotkey(tree, "startDrag");
    expect(tree.getState().dnd?.draggedItems?.map((item) => item.getId())).toEqual(["docs", "readme.md"]);
    expect(tree.getState().assistiveDndState).toBe(AssistiveDndState.Started);
  });

  it("'the arrow keys move the drop position, not the focus, except that a folder the position lands on becomes the focused item'", () => {
    const tree = mountedTree({ features, canReorder: true });
    tree.getItemInstance("readme.md").setFocused();
    runHotkey(tree, "startDrag");
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

  it("'Enter drops. The tree calls onDrop exactly as for a mouse drop, then focuses the first moved item'; assistiveDndState becomes Completed", async () => {
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

  it("'Cancelling sets it back to None'", () => {
    const tree = mountedTree({ features });
    runHotkey(tree, "startDrag");
    runHotkey(tree, "cancelDrag");
    expect(tree.getState().assistiveDndState).toBe(AssistiveDndState.None);
    expect(tree.getState().dnd).toBeNull();
  });
});
