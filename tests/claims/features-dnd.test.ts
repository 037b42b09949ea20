// Claims of content/features/dnd.mdx.
import { dragAndDropFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { mountedTree } from "./tree";

const dragStart = (tree: ReturnType<typeof mountedTree>, id: string) =>
  tree.getItemInstance(id).getProps().onDragStart({ dataTransfer: null, preventDefault: vi.fn() });
const dragged = (tree: ReturnType<typeof mountedTree>) => tree.getState().dnd?.draggedItems?.map((item) => item.getId());
const selected = (tree: ReturnType<typeof mountedTree>) => tree.getSelectedItems().map((item) => item.getId());

describe("/features/dnd: draggedItemOverwritesSelection", () => {
  it("'(default true): dragging an item that is not selected selects it alone first, and the drag carries that item'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature], initialState: { selectedItems: ["docs"] } });
    dragStart(tree, "readme.md");
    expect(selected(tree)).toEqual(["readme.md"]);
    expect(dragged(tree)).toEqual(["readme.md"]);
  });

  it("'With false, the selection stays as it was and the drag carries the selected items, not the item you grabbed'", () => {
    const tree = mountedTree({
      features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature],
      initialState: { selectedItems: ["docs", "src"] },
      draggedItemOverwritesSelection: false,
    });
    dragStart(tree, "readme.md");
    expect(selected(tree)).toEqual(["docs", "src"]);
    expect(dragged(tree)).toEqual(["docs", "src"]);
  });

  it("'with nothing selected, nothing is dragged'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature], draggedItemOverwritesSelection: false });
    dragStart(tree, "readme.md");
    expect(dragged(tree)).toEqual([]);
  });
});
