import { useRef, useState } from "react";
import { asyncDataLoaderFeature, expandAllFeature, hotkeysCoreFeature, selectionFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Expand and collapse everything",
  description: "Children load asynchronously (300 ms per folder), so expanding all opens the tree level by level, and you can stop it half-way.",
  tags: ["expandall", "async-dataloader"],
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const depthOf = (id: string) => (id === "root" ? 0 : id.split(".").length);
// Three levels of folders with files on the fourth: 3 + 6 + 12 + 24 rows when everything is open.
const childrenOf = (id: string) => (id === "root" ? ["1", "2", "3"] : [`${id}.1`, `${id}.2`]);

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function ExpandAll() {
  const cancelToken = useRef({ current: false });
  const [expanding, setExpanding] = useState(false);

  const tree = useTree<string>({
    rootItemId: "root",
    getItemName: (item) => (item.isFolder() ? `Folder ${item.getId()}` : `File ${item.getId()}`),
    isItemFolder: (item) => depthOf(item.getId()) < 4,
    dataLoader: {
      getItem: async (itemId) => itemId,
      getChildren: async (itemId) => {
        await wait(300);
        return childrenOf(itemId);
      },
    },
    hotkeys: {
      // The default collapses the selected folders, also the one holding the focused item, which
      // would then be hidden: move the focus up first. (An override needs its `hotkey`.)
      collapseSelected: {
        hotkey: "Control+Shift+Minus",
        handler: (_event, tree) => {
          for (const folder of tree.getSelectedItems()) {
            if (tree.getFocusedItem().isDescendentOf(folder.getId())) folder.setFocused();
            folder.collapseAll();
          }
          tree.updateDomFocus();
        },
      },
    },
    features: [asyncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, expandAllFeature],
  });

  const expand = async (run: (token: { current: boolean }) => Promise<void>) => {
    // A fresh token per run: setting `current` to true stops that run after the current level.
    cancelToken.current = { current: false };
    setExpanding(true);
    await run(cancelToken.current);
    setExpanding(false);
  };
  const stop = () => {
    cancelToken.current.current = true;
  };
  const collapseAll = () => {
    // Collapsing would hide a focused item inside a folder and leave no row in the tab order:
    // focus its top-level folder first.
    let top = tree.getFocusedItem();
    while (top.getItemMeta().level > 0) top = top.getParent()!;
    top.setFocused();
    tree.collapseAll();
  };
  const items = tree.getItems();

  return (
    <>
      <div className="demo-toolbar">
        <button type="button" className="demo-button" onClick={() => expand((token) => tree.expandAll(token))}>
          Expand all
        </button>
        <button type="button" className="demo-button" onClick={() => expand((token) => tree.getFocusedItem().expandAll(token))}>
          Expand the focused folder
        </button>
        {/* aria-disabled, not disabled: a disabled button loses the focus, which falls to the page's body. */}
        <button type="button" className="demo-button" onClick={expanding ? stop : undefined} aria-disabled={!expanding}>
          Stop
        </button>
        <button type="button" className="demo-button" onClick={collapseAll}>
          Collapse all
        </button>
      </div>
      {/* A tree holds only tree items, so the placeholder lies over the tree instead of inside it. */}
      <div style={{ display: "grid" }}>
        <div {...tree.getContainerProps("Folders")} aria-multiselectable="true" aria-busy={items.length === 0} className="tree" style={{ gridArea: "1 / 1", minHeight: "5.5rem" }}>
          {items.map((item) => (
            <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
              <span
                className={classes(
                  "treeitem",
                  item.isFolder() && "folder",
                  item.isExpanded() && "expanded",
                  item.isSelected() && "selected",
                  item.isFocused() && "focused",
                  item.isLoading() && "loading",
                )}
              >
                {item.getItemName()}
              </span>
            </button>
          ))}
        </div>
        {items.length === 0 ? (
          <p className="treeitem loading" style={{ gridArea: "1 / 1", alignSelf: "start", margin: 0 }}>
            Loading the first level…
          </p>
        ) : null}
      </div>
      <p className="demo-footnote">
        {`${items.length} rows visible${expanding ? ", expanding…" : ""}. `}
        Keyboard: select folders, then <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Numpad +</kbd> expands them and{" "}
        <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>-</kbd> collapses them.
      </p>
    </>
  );
}
