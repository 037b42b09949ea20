import { memo, useId, useRef, type HTMLAttributes, type Ref } from "react";
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
  const renders = useRef(0);
  renders.current += 1;
  // Labelled by the whole row, count included, so the name holds every word on screen.
  const labelId = useId();
  return (
    <button {...props} aria-labelledby={labelId} style={{ paddingLeft: `${level * 20}px` }}>
      <span id={labelId} className={stateClass}>
        {name} <small className={styles.counter}>rendered {renders.current}×</small>
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
    <div {...tree.getContainerProps("Cities")} className="tree">
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
