import { hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature, type ItemInstance } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./nested-rendering.module.css";

export const meta = {
  title: "Nested markup",
  description: "Each folder renders its children inside its own list element, walking down from the root item, instead of mapping the flat item list.",
  tags: ["nested-rendering"],
};

const children: Record<string, string[]> = {
  root: ["europe", "asia"],
  europe: ["france", "italy"],
  france: ["paris", "lyon"],
  italy: ["rome", "turin"],
  asia: ["japan", "vietnam"],
  japan: ["kyoto", "osaka"],
  vietnam: ["hanoi"],
};

function Node({ item }: { item: ItemInstance<string> }) {
  return (
    // The lists only nest the markup; role="none" keeps them out of the accessibility tree,
    // where aria-level and aria-posinset on each item already describe the structure.
    <li role="none">
      <div {...item.getProps()} className={styles.row}>
        {item.getItemName()}
      </div>
      {item.isExpanded() ? (
        <ul role="none" className={styles.group}>
          {item.getChildren().map((child) => (
            <Node key={child.getId()} item={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export default function NestedRendering() {
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["europe", "france", "asia"] },
    getItemName: (item) => item.getId(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  return (
    <div {...tree.getContainerProps("Places")} aria-multiselectable="true" className={styles.tree}>
      <ul role="none" className={styles.group}>
        {tree.getRootItem().getChildren().map((item) => (
          <Node key={item.getId()} item={item} />
        ))}
      </ul>
    </div>
  );
}
