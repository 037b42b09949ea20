import { useState } from "react";
import { hotkeysCoreFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Focus, expansion and the primary action",
  description: "Click a file to open it. The buttons move the focus and open folders through the item API instead of the mouse.",
  tags: ["tree"],
};

const children: Record<string, string[]> = {
  root: ["app", "public", "README.md"],
  app: ["routes", "root.tsx", "entry.client.tsx"],
  routes: ["home.tsx", "about.tsx"],
  public: ["favicon.ico", "robots.txt"],
};

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function TreeCore() {
  const [expandedItems, setExpandedItems] = useState<string[]>(["app"]);
  const [focusedItem, setFocusedItem] = useState<string | null>(null);
  const [openedFile, setOpenedFile] = useState<string>();

  const tree = useTree<string>({
    rootItemId: "root",
    // Both state atoms live in this component; the tree reports every change through the setters.
    state: { expandedItems, focusedItem },
    setExpandedItems,
    setFocusedItem,
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    onPrimaryAction: (item) => {
      if (!item.isFolder()) setOpenedFile(item.getItemName());
    },
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    features: [syncDataLoaderFeature, hotkeysCoreFeature],
  });

  const focusLastItem = () => {
    tree.getItems().at(-1)?.setFocused();
    tree.updateDomFocus();
  };
  const toggleRoutes = () => {
    const routes = tree.getItemInstance("routes");
    if (!routes.isExpanded()) {
      routes.expand();
      return;
    }
    // Closing the folder hides its files. If one of them has the focus, the folder takes it, so a
    // row keeps tabIndex 0 and Tab still reaches the tree.
    if (tree.getFocusedItem().isDescendentOf("routes")) routes.setFocused();
    routes.collapse();
  };

  return (
    <>
      <div className="demo-toolbar">
        <button type="button" className="demo-button" onClick={focusLastItem}>
          Focus the last item
        </button>
        <button type="button" className="demo-button" onClick={toggleRoutes}>
          Open or close “routes”
        </button>
      </div>
      <div {...tree.getContainerProps("Source files")} className="tree">
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span
              className={classes(
                "treeitem",
                item.isFolder() && "folder",
                item.isExpanded() && "expanded",
                item.isFocused() && "focused",
                item.getItemName() === openedFile && "selected",
              )}
            >
              {item.getItemName()}
            </span>
          </button>
        ))}
      </div>
      <p className="demo-output">
        {`opened file:   ${openedFile ?? "(none)"}\nfocusedItem:   ${JSON.stringify(focusedItem)}\nexpandedItems: ${JSON.stringify(expandedItems)}`}
      </p>
    </>
  );
}
