import { memo, useId, useLayoutEffect, useRef, type HTMLAttributes, type Ref } from "react";
import { hotkeysCoreFeature, propMemoizationFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "Slow rows, memoized",
  description: "The same slow rows wrapped in React.memo, with propMemoizationFeature keeping their handlers stable: only rows whose state changed render again.",
  tags: ["performance", "propmemoization"],
};

const children: Record<string, string[]> = {
  root: ["north", "south", "east", "west"],
  north: ["oslo", "helsinki", "tallinn"],
  south: ["lisbon", "athens", "valletta"],
  east: ["warsaw", "vilnius"],
  west: ["dublin", "cardiff"],
};

function slowDown(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy wait
  }
}

/**
 * How many times the calling component has rendered to the screen, this render included. A render
 * counts once React commits it: React may call a component twice for one render (StrictMode does in
 * development), and a count kept while rendering would count those calls.
 */
function useRenderCount() {
  const committed = useRef(0);
  const count = committed.current + 1;
  useLayoutEffect(() => {
    committed.current = count;
  });
  return count;
}

interface RowProps extends HTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  name: string;
  level: number;
  stateClass: string;
}

// memo() skips a render when every prop is unchanged. Only plain values and the memoized props
// from item.getProps() are passed, never the item instance, which stays the same object when the
// item's state changes.
const Row = memo(function Row({ name, level, stateClass, ...props }: RowProps) {
  slowDown(6);
  const renders = useRenderCount();
  // Labelled by the whole row, count included, so the name holds every word on screen.
  const labelId = useId();
  return (
    <button {...props} aria-labelledby={labelId} style={{ paddingLeft: `${level * 20}px` }}>
      <span id={labelId} className={stateClass}>
        {name} <small className={styles.counter}>rendered {renders}×</small>
      </span>
    </button>
  );
});

export default function ExpensiveComponentsMemoized() {
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["north", "south"] },
    getItemName: (item) => item.getId(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, propMemoizationFeature],
  });

  return (
    <div {...tree.getContainerProps("Cities")} aria-multiselectable="true" className="tree">
      {tree.getItems().map((item) => (
        <Row
          {...item.getProps()}
          key={item.getId()}
          name={item.getItemName()}
          level={item.getItemMeta().level}
          stateClass={["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused"]
            .filter(Boolean)
            .join(" ")}
        />
      ))}
    </div>
  );
}
