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

describe("/features/dnd and /dnd/foreign-dnd: canDragForeignDragObjectOver", () => {
  const foreignDragOver = (tree: ReturnType<typeof mountedTree>, id: string) => {
    const event = { preventDefault: vi.fn(), stopPropagation: vi.fn(), clientX: 0, clientY: 0, dataTransfer: { effectAllowed: "copy", types: ["text/plain"] } };
    tree.getItemInstance(id).getProps().onDragOver(event);
    return { offered: event.preventDefault.mock.calls.length > 0, target: tree.getState().dnd?.dragTarget };
  };

  it("'Default: offered for any foreign drag whose effectAllowed is not \"none\", also in trees that accept no foreign data'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature] });
    const { offered, target } = foreignDragOver(tree, "docs");
    expect(offered).toBe(true);
    expect(target?.item.getId()).toBe("docs");
  });

  it("'canDragForeignDragObjectOver: () => false' offers nothing", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature], canDragForeignDragObjectOver: () => false });
    expect(foreignDragOver(tree, "docs")).toEqual({ offered: false, target: undefined });
  });

  it("'Its default offers a drop position for nearly any drag, because it only checks that effectAllowed is not \"none\"' (with canDropForeignDragObject set)", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature], canDropForeignDragObject: () => false });
    const { offered, target } = foreignDragOver(tree, "docs");
    expect(offered).toBe(true);
    expect(target?.item.getId()).toBe("docs");
  });
});
