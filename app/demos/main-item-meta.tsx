import { hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Item meta and tree state",
  description: "Move the focus around: the panel shows the focused item's getItemMeta() and the whole tree.getState().",
  tags: ["main"],
};

const children: Record<string, string[]> = {
  root: ["fruit", "vegetables", "bread"],
  fruit: ["apple", "banana", "cherry"],
  vegetables: ["carrot", "leek"],
};

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function MainItemMeta() {
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["fruit"] },
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  const focused = tree.getFocusedItem();

  return (
    <div className="demo-columns">
      <div {...tree.getContainerProps("Groceries")} aria-multiselectable="true" className="tree">
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span
              className={classes(
                "treeitem",
                item.isFolder() && "folder",
                item.isExpanded() && "expanded",
                item.isSelected() && "selected",
                item.isFocused() && "focused",
              )}
            >
              {item.getItemName()}
            </span>
          </button>
        ))}
      </div>
      <pre className="demo-output">
        {`focused.getItemMeta() = ${JSON.stringify(focused?.getItemMeta() ?? null, null, 1)}\n\n`}
        {`tree.getState() = ${JSON.stringify(tree.getState(), null, 1)}`}
      </pre>
    </div>
  );
}
