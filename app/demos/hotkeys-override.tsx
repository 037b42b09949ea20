import { useState } from "react";
import { hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature, type ItemInstance } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "Vim-style keys",
  description: "The default hotkeys rebound: J and K move the focus, L and H open and close folders, X toggles the selection.",
  tags: ["hotkeys"],
};

const children: Record<string, string[]> = {
  root: ["notes", "projects", "todo.md"],
  notes: ["2024", "ideas.md", "reading-list.md"],
  "2024": ["january.md", "february.md"],
  projects: ["garden-planner", "tax-return.xlsx"],
  "garden-planner": ["plan.md", "seeds.csv"],
};

const itemClass = (item: ItemInstance<string>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused"]
    .filter(Boolean)
    .join(" ");

export default function HotkeysOverride() {
  const [lastHotkey, setLastHotkey] = useState("none yet");
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["notes"] },
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    // Only the key changes; each handler is still the library's default one.
    hotkeys: {
      focusNextItem: { hotkey: "KeyJ" },
      focusPreviousItem: { hotkey: "KeyK" },
      expandOrDown: { hotkey: "KeyL" },
      collapseOrUp: { hotkey: "KeyH" },
      toggleSelectedItem: { hotkey: "KeyX" },
    },
    onTreeHotkey: (name) => setLastHotkey(name),
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  return (
    <>
      <div {...tree.getContainerProps("Notes")} aria-multiselectable="true" className="tree">
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span className={itemClass(item)}>{item.getItemName()}</span>
          </button>
        ))}
      </div>
      <p className={styles.hint} aria-live="polite">
        Click an item, then try <kbd>J</kbd> <kbd>K</kbd> <kbd>H</kbd> <kbd>L</kbd> <kbd>X</kbd>. The arrow keys no
        longer move the focus. Last hotkey: <code>{lastHotkey}</code>
      </p>
    </>
  );
}
