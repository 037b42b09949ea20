// Claims of content/dnd/overview.mdx: childIndex vs insertionIndex, and createOnDropHandler.
import {
  createOnDropHandler,
  dragAndDropFeature,
  isOrderedDragTarget,
  keyboardDragAndDropFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { mountedTree, runHotkey } from "./tree";

describe("/dnd/overview", () => {
  it("'In a folder with the children a, b, c, d and e, dragging a and b into the gap between d and e gives a childIndex of 4 but an insertionIndex of 2'; createOnDropHandler then moves them there", async () => {
    const children: Record<string, string[]> = { root: ["a", "b", "c", "d", "e"] };
    const tree = mountedTree(
      {
        features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, keyboardDragAndDropFeature],
        onDrop: createOnDropHandler((parent, newChildren) => {
          children[parent.getId()] = newChildren;
        }),
      },
      children,
    );
    tree.getItemInstance("d").setFocused();
    tree.startKeyboardDrag([tree.getItemInstance("a"), tree.getItemInstance("b")]);
    const target = tree.getDragTarget();
    expect(target && isOrderedDragTarget(target) ? [target.item.getId(), target.childIndex, target.insertionIndex] : target).toEqual(["root", 4, 2]);
    await runHotkey(tree, "completeDrag");
    expect(children.root).toEqual(["c", "d", "a", "b", "e"]);
  });
});
