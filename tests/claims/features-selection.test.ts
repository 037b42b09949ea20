// Claims of content/features/selection.mdx about the Shift-click anchor (changed in 1.6.0 and 1.6.1).
import { selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { mountedTree } from "./tree";

const click = (tree: ReturnType<typeof mountedTree>, id: string, keys: { shiftKey?: boolean; ctrlKey?: boolean } = {}) =>
  tree.getItemInstance(id).getProps().onClick({ shiftKey: false, ctrlKey: false, metaKey: false, ...keys });
const selected = (tree: ReturnType<typeof mountedTree>) => tree.getSelectedItems().map((item) => item.getId());

describe("/features/selection", () => {
  it("'The anchor is the last item clicked without Shift' (not the focused item)", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], initialState: { expandedItems: ["docs"] } });
    click(tree, "intro.md");
    tree.getItemInstance("readme.md").setFocused();
    click(tree, "src", { shiftKey: true });
    expect(selected(tree)).toEqual(["intro.md", "guide.md", "src"]);
  });

  it("'If there is none yet, a Shift click just selects the clicked item and makes it the anchor'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], initialState: { expandedItems: ["docs"] } });
    tree.getItemInstance("intro.md").setFocused();
    click(tree, "src", { shiftKey: true });
    expect(selected(tree)).toEqual(["src"]);
    click(tree, "readme.md", { shiftKey: true });
    expect(selected(tree)).toEqual(["src", "readme.md"]);
  });

  it("'With Ctrl and Shift, the range is added to the selection instead'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    click(tree, "docs");
    click(tree, "readme.md", { ctrlKey: true });
    click(tree, "src", { ctrlKey: true, shiftKey: true });
    expect(selected(tree).sort()).toEqual(["docs", "readme.md", "src"]);
  });
});
