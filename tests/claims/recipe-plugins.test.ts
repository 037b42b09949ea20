// Claims of content/recipe/plugins.mdx, 'Order of features'.
import { dragAndDropFeature, renamingFeature, selectionFeature, syncDataLoaderFeature, type FeatureImplementation } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { mountedTree } from "./tree";

const marker: FeatureImplementation = {
  key: "marker",
  itemInstance: { getProps: ({ prev }) => ({ ...prev?.(), draggable: "marker" }) },
};

describe("/recipe/plugins", () => {
  it("'a feature listed before selectionFeature is wrapped by it, and one listed last wraps everything'", () => {
    const selectionWraps = mountedTree({ features: [syncDataLoaderFeature, marker, selectionFeature, dragAndDropFeature] });
    expect(selectionWraps.getItemInstance("docs").getProps().draggable).toBe(true); // dnd, listed after, sets it last
    const last = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, marker] });
    expect(last.getItemInstance("docs").getProps().draggable).toBe("marker");
  });

  it("'in [renamingFeature, pathFeature, dragAndDropFeature], renaming ends up after pathFeature'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, renamingFeature, marker, dragAndDropFeature] });
    tree.getItemInstance("docs").startRenaming();
    // Were the order kept, the marker (after renaming) would have the last word; renaming has it.
    expect(tree.getItemInstance("docs").getProps().draggable).toBe(false);
  });
});
