import { useRef, useState } from "react";
import {
  createOnDropHandler,
  dragAndDropFeature,
  expandAllFeature,
  hotkeysCoreFeature,
  keyboardDragAndDropFeature,
  renamingFeature,
  searchFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type ItemInstance,
} from "@headless-tree/core";
import { AssistiveTreeDescription, useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "Everything by keyboard",
  description:
    "Navigation, selection, type-ahead search, renaming, expand all and keyboard drag and drop, with a log of each hotkey and the live region that announces drags.",
  tags: ["accessibility", "hotkeys", "kdnd", "search", "renaming"],
};

interface Entry {
  name: string;
  children?: string[];
}

const initialData: Record<string, Entry> = {
  root: { name: "Website", children: ["pages", "assets", "readme"] },
  pages: { name: "pages", children: ["home", "about", "blog"] },
  home: { name: "home.html" },
  about: { name: "about.html" },
  blog: { name: "blog", children: ["first-post", "second-post"] },
  "first-post": { name: "first-post.md" },
  "second-post": { name: "second-post.md" },
  assets: { name: "assets", children: ["logo", "styles"] },
  logo: { name: "logo.svg" },
  styles: { name: "styles.css" },
  readme: { name: "README.md" },
};

const itemClass = (item: ItemInstance<Entry>) =>
  [
    "treeitem",
    item.isFolder() && "folder",
    item.isExpanded() && "expanded",
    item.isSelected() && "selected",
    item.isFocused() && "focused",
    item.isUnorderedDragTarget() && "drop",
    item.isMatchingSearch() && styles.match,
  ]
    .filter(Boolean)
    .join(" ");

export default function AccessibilityKeyboard() {
  // Changed in place by drops and renames, then shown with rebuildTree(), so it is not React state.
  const data = useRef<Record<string, Entry>>(null);
  if (data.current === null) data.current = structuredClone(initialData);
  const [log, setLog] = useState<string[]>([]);

  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: ["pages"], focusedItem: "home" },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    dataLoader: {
      getItem: (itemId) => data.current![itemId]!,
      getChildren: (itemId) => data.current![itemId]?.children ?? [],
    },
    indent: 20,
    onDrop: createOnDropHandler((parent, newChildren) => {
      data.current![parent.getId()]!.children = newChildren;
    }),
    onRename: (item, name) => {
      data.current![item.getId()]!.name = name;
      tree.rebuildTree();
    },
    onTreeHotkey: (name) => setLog((previous) => [name, ...previous].slice(0, 4)),
    hotkeys: {
      // The default closes the selected folders and leaves the focus where it was: on a row that
      // disappears when it was inside one of them, so Tab would skip the tree. Move the focus to the
      // outermost closed folder that held it.
      collapseSelected: {
        hotkey: "Control+Shift+Minus",
        handler: (_, tree) => {
          const focused = tree.getFocusedItem();
          const holder = tree
            .getSelectedItems()
            .filter((folder) => focused.isDescendentOf(folder.getId()))
            .sort((a, b) => a.getItemMeta().level - b.getItemMeta().level)[0];
          for (const folder of tree.getSelectedItems()) folder.collapseAll();
          if (holder) {
            holder.setFocused();
            tree.updateDomFocus();
          }
        },
      },
    },
    features: [
      syncDataLoaderFeature,
      selectionFeature,
      hotkeysCoreFeature,
      dragAndDropFeature,
      keyboardDragAndDropFeature,
      searchFeature,
      renamingFeature,
      expandAllFeature,
    ],
  });

  return (
    <div className={styles.columns}>
      <div>
        {tree.isSearchOpen() ? (
          <p className={styles.toolbar}>
            <input {...tree.getSearchInputElementProps()} className={styles.input} aria-label="Search the tree" />
            <span>{tree.getSearchMatchingItems().length} matches</span>
          </p>
        ) : null}
        <div {...tree.getContainerProps("Website files")} aria-multiselectable="true" className="tree">
          {tree.getItems().map((item) => (
            <div {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
              <span className={itemClass(item)}>
                {item.isRenaming() ? (
                  <input
                    {...item.getRenameInputProps()}
                    className={styles.input}
                    aria-label="New name"
                    // The input sits inside the row: keep its clicks from reaching the row's onClick,
                    // which would select the item, run the primary action and open or close a folder.
                    onClick={(e) => e.stopPropagation()}
                  />
                ) : (
                  item.getItemName()
                )}
              </span>
            </div>
          ))}
          <div style={tree.getDragLineStyle()} className="tree-dragline" />
        </div>
      </div>
      <div>
        <p className={styles.label}>Last hotkeys</p>
        <p className={styles.readout} aria-live="polite">
          {log.join("\n") || "Focus the tree and press a key."}
        </p>
        <p className={styles.label}>Screen reader announcement</p>
        <AssistiveTreeDescription
          tree={tree}
          className={styles.readout}
          style={{ position: "static", display: "block", width: "auto", height: "auto", margin: 0, clip: "auto", overflow: "visible" }}
        />
      </div>
    </div>
  );
}
