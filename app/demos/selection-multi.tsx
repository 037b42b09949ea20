import { hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Selecting several items",
  description: "Ctrl- or Cmd-click adds or removes one item, Shift-click selects a range; Shift+arrow keys and Ctrl+A work from the keyboard.",
  tags: ["selection"],
};

const children: Record<string, string[]> = {
  root: ["inbox", "archive", "drafts"],
  inbox: ["invoice.pdf", "photo.jpg", "notes.txt", "receipt.pdf"],
  archive: ["2023", "2024"],
  "2023": ["report.docx"],
  "2024": ["budget.xlsx", "plan.md"],
  drafts: ["letter.md"],
};

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function SelectionMulti() {
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["inbox", "archive"], selectedItems: ["photo.jpg"] },
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  const selected = tree.getSelectedItems();

  return (
    <>
      <div className="demo-toolbar">
        <button type="button" className="demo-button" onClick={() => tree.setSelectedItems(tree.getItems().map((item) => item.getId()))}>
          Select every visible item
        </button>
        {/* aria-disabled, not disabled: a disabled button loses the focus, which falls to the page's body. */}
        <button type="button" className="demo-button" onClick={() => tree.setSelectedItems([])} aria-disabled={selected.length === 0}>
          Clear the selection
        </button>
      </div>
      <div {...tree.getContainerProps("Mail folders")} aria-multiselectable="true" className="tree">
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
      <p className="demo-output">
        {`${selected.length} selected: ${selected.map((item) => item.getItemName()).join(", ") || "(none)"}`}
      </p>
    </>
  );
}
