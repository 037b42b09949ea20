import { useState } from "react";
import { CheckedState, checkboxesFeature, hotkeysCoreFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Checkboxes with propagation",
  description: "Checking a folder checks everything inside it, and a folder shows whether all, some or none of its items are checked. Space toggles the focused item; the switches change both options live.",
  tags: ["checkboxes"],
};

const children: Record<string, string[]> = {
  root: ["fruit", "vegetables", "bread"],
  fruit: ["apple", "banana", "citrus"],
  citrus: ["lemon", "orange"],
  vegetables: ["carrot", "leek", "pepper"],
};

const ariaChecked = { [CheckedState.Checked]: "true", [CheckedState.Unchecked]: "false", [CheckedState.Indeterminate]: "mixed" } as const;

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function CheckboxesPropagation() {
  const [propagateCheckedState, setPropagate] = useState(true);
  const [canCheckFolders, setCanCheckFolders] = useState(false);
  const [checkedItems, setCheckedItems] = useState<string[]>(["banana"]);

  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["fruit", "citrus"] },
    state: { checkedItems },
    setCheckedItems,
    propagateCheckedState,
    canCheckFolders,
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    hotkeys: {
      customToggleChecked: {
        hotkey: "Space",
        preventDefault: true,
        handler: (_event, tree) => void tree.getFocusedItem().toggleCheckedState(),
      },
    },
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    features: [syncDataLoaderFeature, hotkeysCoreFeature, checkboxesFeature],
  });

  return (
    <>
      <div className="demo-toolbar">
        <label>
          <input type="checkbox" checked={propagateCheckedState} onChange={(e) => setPropagate(e.target.checked)} />
          propagateCheckedState
        </label>
        <label>
          <input type="checkbox" checked={canCheckFolders} onChange={(e) => setCanCheckFolders(e.target.checked)} />
          canCheckFolders
        </label>
      </div>
      <div {...tree.getContainerProps("Shopping list")} className="tree">
        {tree.getItems().map((item) => (
          <div
            {...item.getProps()}
            key={item.getId()}
            aria-checked={ariaChecked[item.getCheckedState()]}
            style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}
          >
            <span
              className={classes(
                "treeitem",
                item.isFolder() && "folder",
                item.isExpanded() && "expanded",
                item.isFocused() && "focused",
              )}
            >
              <input
                type="checkbox"
                {...item.getCheckboxProps()}
                // The row is what keyboard users focus; a click on the box should not also open the folder.
                tabIndex={-1}
                onClick={(e) => {
                  e.stopPropagation();
                  // Hotkeys ignore key presses inside inputs: hand the focus back to the row.
                  item.setFocused();
                  tree.updateDomFocus();
                }}
                aria-label={`Check ${item.getItemName()}`}
              />
              {item.getItemName()}
            </span>
          </div>
        ))}
      </div>
      <p className="demo-output">{`checkedItems: ${JSON.stringify(checkedItems)}`}</p>
    </>
  );
}
