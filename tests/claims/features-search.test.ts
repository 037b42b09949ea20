// Claims of content/features/search.mdx about isSearchMatchingItem and an empty search.
import { searchFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { mountedTree, runHotkey } from "./tree";

const bareIncludes = (search: string, item: { getItemName(): string }) => item.getItemName().includes(search);
const focused = (tree: ReturnType<typeof mountedTree>) => tree.getFocusedItem().getId();

describe("/features/search", () => {
  it("'the focus stays where it is [on close] if isSearchMatchingItem returns false for an empty text, as the default does'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, searchFeature] });
    tree.getItemInstance("readme.md").setFocused();
    tree.openSearch();
    expect(focused(tree)).toBe("readme.md");
    tree.setSearch(null);
    expect(focused(tree)).toBe("readme.md");
  });

  it("'A matcher that accepts the empty text, such as a bare includes(query), then moves the focus to the first item' when the search opens without text and when it closes", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, searchFeature], isSearchMatchingItem: bareIncludes });
    tree.getItemInstance("readme.md").setFocused();
    tree.openSearch();
    expect(focused(tree)).toBe("docs");
    tree.setSearch("read");
    expect(focused(tree)).toBe("readme.md");
    tree.closeSearch();
    expect(focused(tree)).toBe("docs");
  });

  it("'and Enter selects that item instead of the one you found'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, searchFeature], isSearchMatchingItem: bareIncludes });
    tree.openSearch("read");
    expect(focused(tree)).toBe("readme.md");
    runHotkey(tree, "submitSearch");
    expect(tree.getSelectedItems().map((item) => item.getId())).toEqual(["docs"]);
  });

  it("the page's own example matcher (empty search → false) keeps Enter on the found item", () => {
    const tree = mountedTree({
      features: [syncDataLoaderFeature, selectionFeature, searchFeature],
      isSearchMatchingItem: (search, item) => search !== "" && item.getItemName().toLowerCase().includes(search.toLowerCase()),
    });
    tree.openSearch("read");
    runHotkey(tree, "submitSearch");
    expect(tree.getSelectedItems().map((item) => item.getId())).toEqual(["readme.md"]);
  });
});
