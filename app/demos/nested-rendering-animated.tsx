import {
  hotkeysCoreFeature,
  makeStateUpdater,
  selectionFeature,
  syncDataLoaderFeature,
  type FeatureImplementation,
  type ItemInstance,
  type SetStateFn,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./nested-rendering.module.css";

export const meta = {
  title: "Animated opening and closing",
  description: "A small feature closes a folder at once but keeps its children on screen, inert, until their slide-up animation has finished, and lets opening folders slide down.",
  tags: ["nested-rendering", "plugins"],
};

const DURATION = 250;

declare module "@headless-tree/core" {
  interface TreeState<T> {
    /** Folders whose children are drawn folded: while opening starts and while closing runs. */
    foldingItems?: string[];
  }
  interface TreeConfig<T> {
    setFoldingItems?: SetStateFn<string[] | undefined>;
  }
  interface ItemInstance<T> {
    isFolding: () => boolean;
  }
}

const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

// applySubStateUpdate is @internal in the library, but in 1.7.0 the only way to write a slice: setState ignores its value.
const animatedFoldersFeature: FeatureImplementation = {
  key: "animated-folders",
  getInitialState: (initialState) => ({ foldingItems: [], ...initialState }),
  getDefaultConfig: (defaultConfig, tree) => ({ setFoldingItems: makeStateUpdater("foldingItems", tree), ...defaultConfig }),
  stateHandlerNames: { foldingItems: "setFoldingItems" },
  itemInstance: {
    isFolding: ({ tree, itemId }) => (tree.getState().foldingItems ?? []).includes(itemId),
    expand: ({ tree, itemId, prev }) => {
      prev?.();
      if (reducedMotion()) return;
      // Render the children folded first, then unfold them once that frame has been painted.
      tree.applySubStateUpdate("foldingItems", (ids = []) => [...ids, itemId]);
      requestAnimationFrame(() =>
        requestAnimationFrame(() => tree.applySubStateUpdate("foldingItems", (ids = []) => ids.filter((id) => id !== itemId))),
      );
    },
    collapse: ({ tree, item, itemId, prev }) => {
      if (reducedMotion() || !item.isExpanded()) return prev?.();
      // Close at once, so that the keys skip the children; keep drawing them folding until the animation ends.
      prev?.();
      tree.applySubStateUpdate("foldingItems", (ids = []) => [...ids, itemId]);
      setTimeout(() => tree.applySubStateUpdate("foldingItems", (ids = []) => ids.filter((id) => id !== itemId)), DURATION);
    },
  },
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
    <li role="none">
      <div {...item.getProps()} className={styles.row}>
        {item.getItemName()}
      </div>
      {item.isExpanded() || item.isFolding() ? (
        // The children of a closed folder are only a picture while they slide away: inert, so out of reach of focus, pointer and screen readers.
        <div className={styles.fold} data-folded={item.isFolding() || undefined} inert={!item.isExpanded()}>
          <ul role="none" className={styles.group}>
            {item.getChildren().map((child) => (
              <Node key={child.getId()} item={child} />
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

export default function NestedRenderingAnimated() {
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["europe", "france", "asia"] },
    getItemName: (item) => item.getId(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, animatedFoldersFeature],
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
