import { createTree, dragAndDropFeature, syncDataLoaderFeature, type TreeConfig } from "@headless-tree/core";
import { describe, expect, it } from "vitest";

// /recipe/refusing-outside-drags rests on how 1.7.0 fills in canDragForeignDragObjectOver, the
// check that runs on every dragover of something that is not this tree's own items.

function treeWith(options: Partial<TreeConfig<string>>) {
  return createTree<string>({
    rootItemId: "root",
    getItemName: (item) => item.getId(),
    isItemFolder: () => true,
    dataLoader: { getItem: (id) => id, getChildren: () => [] },
    features: [syncDataLoaderFeature, dragAndDropFeature],
    ...options,
  });
}

const outsideDrag = (effectAllowed: DataTransfer["effectAllowed"]) => ({ effectAllowed, types: ["text/plain"] }) as unknown as DataTransfer;
const target = (tree: ReturnType<typeof treeWith>) => ({ item: tree.getRootItem() });

describe("canDragForeignDragObjectOver defaults (1.7.0)", () => {
  it("by default every outside drag whose effectAllowed is not none counts as droppable while dragging, and the drop is refused", () => {
    const tree = treeWith({});
    expect(tree.getConfig().canDragForeignDragObjectOver!(outsideDrag("all"), target(tree))).toBe(true);
    expect(tree.getConfig().canDragForeignDragObjectOver!(outsideDrag("copyMove"), target(tree))).toBe(true);
    expect(tree.getConfig().canDragForeignDragObjectOver!(outsideDrag("none"), target(tree))).toBe(false);
    expect(tree.getConfig().canDropForeignDragObject!(outsideDrag("all"), target(tree))).toBe(false);
  });

  it("the same with a canDropForeignDragObject of your own", () => {
    const tree = treeWith({ canDropForeignDragObject: () => false });
    expect(tree.getConfig().canDragForeignDragObjectOver!(outsideDrag("all"), target(tree))).toBe(true);
  });

  it("canDragForeignDragObjectOver: () => false refuses them during the drag", () => {
    const tree = treeWith({ canDragForeignDragObjectOver: () => false });
    expect(tree.getConfig().canDragForeignDragObjectOver!(outsideDrag("all"), target(tree))).toBe(false);
  });
});
