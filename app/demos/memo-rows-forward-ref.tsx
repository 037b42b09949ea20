import { forwardRef, memo, useId, useLayoutEffect, useRef, type HTMLAttributes } from "react";
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
  name: string;
  level: number;
  stateClass: string;
}

// React 18 keeps `ref` out of a function component's props; forwardRef hands it over as the
// second argument. Without it the ref of item.getProps() is dropped and the tree never learns the
// row's element, so it cannot move the browser focus to it.
const Row = memo(
  forwardRef<HTMLButtonElement, RowProps>(function Row({ name, level, stateClass, ...props }, ref) {
    const renders = useRenderCount();
    // Labelled by the whole row, count included, so the name holds every word on screen.
    const labelId = useId();
    return (
      <button {...props} ref={ref} aria-labelledby={labelId} style={{ paddingLeft: `${level * 20}px` }}>
        <span id={labelId} className={stateClass}>
          {name} <small className={styles.counter}>rendered {renders}×</small>
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
