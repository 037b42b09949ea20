import {
  createOnDropHandler,
  dragAndDropFeature,
  hotkeysCoreFeature,
  keyboardDragAndDropFeature,
  renamingFeature,
  searchFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { AssistiveTreeDescription, useTree } from "@headless-tree/react";

export const meta = {
  title: "Everything at once",
  description: "Selection, drag and drop (mouse and keyboard), type-ahead search and renaming in one tree. Try dragging, typing or F2.",
  tags: ["selection", "dnd", "kdnd", "search", "renaming"],
};

interface Entry {
  name: string;
  children?: string[];
}

// The tree data lives outside React, as it would in your store or on your server: the tree reads it
// through dataLoader, and the handlers below change it in place.
// (React state must never be changed in place; for data in useState see /recipe/external-state-updates.)
const data: Record<string, Entry> = {
  root: { name: "root", children: ["fruit", "vegetables", "bakery"] },
  fruit: { name: "Fruit", children: ["apple", "banana", "berries"] },
  apple: { name: "Apple" },
  banana: { name: "Banana" },
  berries: { name: "Berries", children: ["strawberry", "blueberry"] },
  strawberry: { name: "Strawberry" },
  blueberry: { name: "Blueberry" },
  vegetables: { name: "Vegetables", children: ["carrot", "tomato"] },
  carrot: { name: "Carrot" },
  tomato: { name: "Tomato" },
  bakery: { name: "Bakery", children: ["bread", "croissant"] },
  bread: { name: "Bread" },
  croissant: { name: "Croissant" },
};

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function Comprehensive() {

  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: ["fruit", "berries"], selectedItems: ["banana"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    indent: 20,
    onDrop: createOnDropHandler((parent, newChildren) => {
      data[parent.getId()]!.children = newChildren;
    }),
    onRename: (item, value) => {
      data[item.getId()]!.name = value;
    },
    dataLoader: {
      getItem: (itemId) => data[itemId]!,
      getChildren: (itemId) => data[itemId]?.children ?? [],
    },
    features: [
      syncDataLoaderFeature,
      selectionFeature,
      hotkeysCoreFeature,
      dragAndDropFeature,
      keyboardDragAndDropFeature,
      renamingFeature,
      searchFeature,
    ],
  });

  return (
    <>
      <div className="demo-toolbar" style={{ minHeight: "2.1rem" }}>
        {tree.isSearchOpen() ? (
          <>
            <input {...tree.getSearchInputElementProps()} className="demo-input" aria-label="Search the tree" size={12} />
            <span>{tree.getSearchMatchingItems().length} matches</span>
          </>
        ) : (
          <>
            <button type="button" className="demo-button" onClick={() => tree.openSearch()}>
              Search
            </button>
            <button type="button" className="demo-button" onClick={() => tree.getFocusedItem().startRenaming()}>
              Rename
            </button>
          </>
        )}
      </div>
      <div {...tree.getContainerProps("Groceries")} aria-multiselectable="true" className="tree">
        {tree.getItems().map((item) =>
          item.isRenaming() ? (
            // While renaming, the row is a <div> holding the input (an input cannot sit inside a
            // <button>). It stays the tree item, without the click handler: a click into the input
            // would otherwise select the item or open or close the folder.
            <div {...item.getProps()} onClick={undefined} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
              <span className="treeitem focused">
                <input {...item.getRenameInputProps()} className="rename-input" aria-label={`New name for ${item.getItemName()}`} />
              </span>
            </div>
          ) : (
            <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
              <span
                className={classes(
                  "treeitem",
                  item.isFolder() && "folder",
                  item.isExpanded() && "expanded",
                  item.isSelected() && "selected",
                  item.isFocused() && "focused",
                  item.isUnorderedDragTarget() && "drop",
                  item.isMatchingSearch() && "searchmatch",
                )}
              >
                {item.getItemName()}
              </span>
            </button>
          ),
        )}
        <div style={tree.getDragLineStyle()} className="tree-dragline" />
      </div>
      {/* Beside the tree, not in it: a tree may only contain its items. */}
      <AssistiveTreeDescription tree={tree} />
    </>
  );
}
