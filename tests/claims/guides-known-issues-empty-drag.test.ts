// /guides/known-issues, "A drag can carry no items": what a drag of an unselected item carries
// with draggedItemOverwritesSelection false (no layout needed; the drags themselves are in
// tests/claims-chromium/guides-known-issues-empty-drag.test.ts).
import { dragAndDropFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { mountedTree } from "./tree";

describe("/guides/known-issues: a drag can carry no items", () => {
  it(
    claim("/guides/known-issues", "With draggedItemOverwritesSelection: false, a drag started on an item that is not selected carries the selected items."),
    () => {
      const tree = mountedTree({
        features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature],
        draggedItemOverwritesSelection: false,
        initialState: { selectedItems: ["docs", "src"] },
      });
      tree.getItemInstance("readme.md").getProps().onDragStart({ dataTransfer: null, preventDefault: vi.fn() });
      expect(tree.getState().dnd?.draggedItems?.map((item) => item.getId())).toEqual(["docs", "src"]);
    },
  );
});
