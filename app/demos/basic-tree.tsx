import { hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "A basic tree",
  description:
    "Folders open with a click or the arrow keys; a click selects an item, Ctrl+click adds or removes one, Shift+click selects the range from the last item clicked without Shift.",
  tags: ["tree", "sync-dataloader", "selection"],
};

// Each folder lists the ids of its children; every id doubles as the item's name.
const children: Record<string, string[]> = {
  root: ["src", "docs", "package.json"],
  src: ["index.ts", "tree.tsx", "utils"],
  utils: ["format.ts", "sort.ts"],
  docs: ["intro.md", "api.md"],
};

export default function BasicTree() {
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["src"] },
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  return (
    <div {...tree.getContainerProps("Project files")} aria-multiselectable="true" className="tree">
      {tree.getItems().map((item) => (
        <button
          {...item.getProps()}
          key={item.getId()}
          style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}
        >
          <span
            className={[
              "treeitem",
              item.isFolder() && "folder",
              item.isExpanded() && "expanded",
              item.isSelected() && "selected",
              item.isFocused() && "focused",
            ]
              .filter(Boolean)
              .join(" ")}
          >
            {item.getItemName()}
          </span>
        </button>
      ))}
    </div>
  );
}
