import { forwardRef, memo, useId, useRef, type HTMLAttributes } from "react";
import { hotkeysCoreFeature, propMemoizationFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "Memoized rows with forwardRef (React 18)",
  description: "The row component is wrapped in forwardRef and memo, so the ref in item.getProps() reaches the element in React 18 as in 19. Arrow keys move the browser focus; only rows whose state changed render again.",
  tags: ["performance", "propmemoization"],
};

const children: Record<string, string[]> = {
  root: ["north", "south", "east"],
  north: ["oslo", "helsinki", "tallinn"],
  south: ["lisbon", "athens", "valletta"],
  east: ["warsaw", "vilnius"],
};

interface RowProps extends HTMLAttributes<HTMLButtonElement> {
  name: string;
  level: number;
  stateClass: string;
}

// React 18 keeps `ref` out of a function component's props; forwardRef hands it over as the
// second argument. Without it the ref of item.getProps() is dropped and the tree never learns the
// row's element, so it cannot move the browser focus to it.
const Row = memo(
  forwardRef<HTMLButtonElement, RowProps>(function Row({ name, level, stateClass, ...props }, ref) {
    const renders = useRef(0);
    renders.current += 1;
    // Labelled by the whole row, count included, so the name holds every word on screen.
    const labelId = useId();
    return (
      <button {...props} ref={ref} aria-labelledby={labelId} style={{ paddingLeft: `${level * 20}px` }}>
        <span id={labelId} className={stateClass}>
          {name} <small className={styles.counter}>rendered {renders.current}×</small>
        </span>
      </button>
    );
  }),
);

export default function MemoRowsForwardRef() {
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["north"] },
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
