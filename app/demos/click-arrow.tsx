import {
  hotkeysCoreFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type FeatureImplementation,
  type ItemInstance,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./click-arrow.module.css";

export const meta = {
  title: "Open folders with the arrow only",
  description: "Clicking a row selects it without opening it; the arrow in front of a folder opens and closes it.",
  tags: ["click-behavior", "plugins"],
};

// Listed before selectionFeature: a click now only focuses, and selection still wraps it.
const noToggleOnClick: FeatureImplementation = {
  key: "no-toggle-on-click",
  itemInstance: {
    getProps: ({ item, prev }) => ({
      ...prev?.(),
      onClick: () => item.setFocused(),
    }),
  },
};

const children: Record<string, string[]> = {
  root: ["components", "hooks", "README.md"],
  components: ["button", "dialog", "menu.tsx"],
  button: ["button.tsx", "button.css"],
  dialog: ["dialog.tsx"],
  hooks: ["use-media.ts", "use-toggle.ts"],
};

export default function ClickArrow() {
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["components"] },
    getItemName: (item) => item.getId(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    features: [syncDataLoaderFeature, noToggleOnClick, selectionFeature, hotkeysCoreFeature],
  });

  const toggle = (item: ItemInstance<string>) => (item.isExpanded() ? item.collapse() : item.expand());

  return (
    <div {...tree.getContainerProps("Source files")} aria-multiselectable="true" className={styles.tree}>
      {tree.getItems().map((item) => (
        <div
          {...item.getProps()}
          key={item.getId()}
          className={styles.row}
          style={{ paddingLeft: `${item.getItemMeta().level * 20 + 4}px` }}
        >
          {item.isFolder() ? (
            // Mouse only: keyboard users open folders with the arrow keys.
            <span
              className={styles.arrow}
              data-open={item.isExpanded()}
              aria-hidden="true"
              onClick={(event) => {
                // The row's own click would select the item too.
                event.stopPropagation();
                // Closing a folder hides a focused row inside it; focus the folder so Tab still reaches the tree.
                item.setFocused();
                toggle(item);
              }}
            />
          ) : (
            <span className={styles.spacer} />
          )}
          {item.getItemName()}
        </div>
      ))}
    </div>
  );
}
