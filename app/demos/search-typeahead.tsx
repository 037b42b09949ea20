import { hotkeysCoreFeature, searchFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Type-ahead search",
  description: "Focus the tree and start typing: matching rows light up and the focus jumps to the first one. Arrow keys move between matches, Enter selects, Escape closes. Closed folders are not searched.",
  tags: ["search"],
};

const children: Record<string, string[]> = {
  root: ["fruit", "vegetables", "drinks"],
  fruit: ["apple", "banana", "berries", "pear"],
  berries: ["blueberry", "raspberry", "strawberry"],
  vegetables: ["carrot", "pepper", "potato"],
  drinks: ["apple juice", "coffee", "peppermint tea"],
};

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function SearchTypeahead() {
  const tree = useTree<string>({
    rootItemId: "root",
    // Search only looks at visible rows: "apple juice" is found once "drinks" is open.
    initialState: { expandedItems: ["fruit", "berries", "vegetables"] },
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, searchFeature],
  });

  return (
    <>
      <div className="demo-toolbar" style={{ minHeight: "2.1rem" }}>
        {tree.isSearchOpen() ? (
          <>
            <input {...tree.getSearchInputElementProps()} className="demo-input" aria-label="Search the tree" />
            <span>{tree.getSearchMatchingItems().length} matches</span>
          </>
        ) : (
          <>
            <button type="button" className="demo-button" onClick={() => tree.openSearch()}>
              Search
            </button>
            <span>or type while the tree has focus</span>
          </>
        )}
      </div>
      <div {...tree.getContainerProps("Food")} aria-multiselectable="true" className="tree">
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span
              className={classes(
                "treeitem",
                item.isFolder() && "folder",
                item.isExpanded() && "expanded",
                item.isSelected() && "selected",
                item.isFocused() && "focused",
                item.isMatchingSearch() && "searchmatch",
              )}
            >
              {item.getItemName()}
            </span>
          </button>
        ))}
      </div>
    </>
  );
}
