import { useState } from "react";
import { hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Custom and rebound hotkeys",
  description: "Shift+E opens every folder, Shift+C closes them all and Space (instead of Ctrl+Space) toggles the selection. The log shows each hotkey the tree handled.",
  tags: ["hotkeys", "selection"],
};

const children: Record<string, string[]> = {
  root: ["music", "videos", "podcasts"],
  music: ["jazz", "rock"],
  jazz: ["take-five.mp3", "so-what.mp3"],
  rock: ["paranoid.mp3"],
  videos: ["holiday.mp4"],
  podcasts: ["episode-1.mp3"],
};

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function HotkeysCustom() {
  const [expandedItems, setExpandedItems] = useState<string[]>(["music", "jazz"]);
  const [lastHotkey, setLastHotkey] = useState<string>();

  const tree = useTree<string>({
    rootItemId: "root",
    state: { expandedItems },
    setExpandedItems,
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    hotkeys: {
      // New hotkeys need a name that starts with "custom".
      customExpandEverything: {
        hotkey: "Shift+KeyE",
        handler: () => setExpandedItems(Object.keys(children)),
      },
      customCollapseEverything: {
        hotkey: "Shift+KeyC",
        handler: (_event, tree) => {
          // Collapsing would hide a focused item inside a folder, and no row would be left in the
          // tab order: move the focus to its top-level folder first.
          let top = tree.getFocusedItem();
          while (top.getItemMeta().level > 0) top = top.getParent()!;
          top.setFocused();
          setExpandedItems([]);
          tree.updateDomFocus();
        },
      },
      // A built-in hotkey with a new key; its handler stays the one of the selection feature.
      toggleSelectedItem: { hotkey: "Space" },
    },
    onTreeHotkey: (name, event) => setLastHotkey(`${name} (${event.code})`),
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  return (
    <>
      <div {...tree.getContainerProps("Media library")} aria-multiselectable="true" className="tree">
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
        {`last hotkey: ${lastHotkey ?? "(press a key while the tree has focus)"}`}
      </p>
    </>
  );
}
