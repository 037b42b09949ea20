// @vitest-environment happy-dom
// The few claims of content/pages/markdown-page.mdx about the library: its sample table of features
// and the image's description of the tree markup. The rest of the page is about the site (e2e/).
import { dragAndDropFeature, hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { mountedTree } from "./tree";

const ROUTE = "/markdown-page";

describe(ROUTE, () => {
  it(claim("/markdown-page", "| Selection | selectionFeature | yes | | Hotkeys | hotkeysCoreFeature | no | | Drag and drop | dragAndDropFeature | yes |"), () => {
    expect(Object.keys(selectionFeature.stateHandlerNames ?? {})).toEqual(["selectedItems"]);
    expect(hotkeysCoreFeature.stateHandlerNames).toBeUndefined();
    expect(hotkeysCoreFeature.getInitialState).toBeUndefined();
    expect(Object.keys(dragAndDropFeature.stateHandlerNames ?? {})).toEqual(["dnd"]);
    const base = Object.keys(mountedTree({ features: [syncDataLoaderFeature] }).getState()).sort();
    expect(Object.keys(mountedTree({ features: [syncDataLoaderFeature, hotkeysCoreFeature] }).getState()).sort()).toEqual(base);
    expect(Object.keys(mountedTree({ features: [syncDataLoaderFeature, selectionFeature] }).getState())).toContain("selectedItems");
    const dragging = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature] });
    dragging.getItemInstance("docs").getProps().onDragStart({ dataTransfer: null });
    expect(dragging.getState().dnd?.draggedItems?.map((item) => item.getId())).toEqual(["docs"]);
  });

  it(claim("/markdown-page", "A tree container with role tree holding four items; each item declares its level, its position and, for folders, whether it is expanded."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src"] } });
    expect(tree.getContainerProps("Files").role).toBe("tree");
    const described = tree.getItems().map((item) => {
      const props = item.getProps();
      return [item.getId(), props["aria-level"], props["aria-posinset"], props["aria-setsize"], props["aria-expanded"]];
    });
    expect(described).toEqual([
      ["docs", 1, 1, 3, false],
      ["src", 1, 2, 3, true],
      ["index.ts", 2, 1, 2, undefined],
      ["lib", 2, 2, 2, false],
      ["readme.md", 1, 3, 3, undefined],
    ]);
  });
});
