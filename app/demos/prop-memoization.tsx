import { memo, useId, useLayoutEffect, useRef } from "react";
import {
  hotkeysCoreFeature,
  propMemoizationFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type FeatureImplementation,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Memoized rows, with and without prop memoization",
  description: "Both trees render React.memo rows that count how often they rendered. Click around: on the left every row re-renders, on the right only the rows that changed.",
  tags: ["propmemoization"],
};

const children: Record<string, string[]> = {
  root: ["north", "south", "east"],
  north: ["oslo", "helsinki", "tallinn"],
  south: ["rome", "athens"],
  east: ["warsaw", "vilnius"],
};

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

type RowProps = { name: string; level: number; className: string } & Record<string, unknown>;

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

// React.memo skips a render only when every prop is unchanged, the event handlers included.
const Row = memo(function Row({ name, level, className, ...treeProps }: RowProps) {
  const renders = useRenderCount();
  // Labelled by the whole row, count included: the name then holds every word that is on screen.
  const labelId = useId();
  return (
    <button {...treeProps} aria-labelledby={labelId} style={{ paddingLeft: `${level * 20}px` }}>
      <span id={labelId} className={className}>
        {name}
        <span className="badge">{renders}×</span>
      </span>
    </button>
  );
});

function CityTree({ label, features }: { label: string; features: FeatureImplementation[] }) {
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["north"] },
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    features,
  });

  return (
    <div>
      <p className="demo-heading">{label}</p>
      <div {...tree.getContainerProps(label)} aria-multiselectable="true" className="tree">
        {tree.getItems().map((item) => (
          <Row
            {...item.getProps()}
            key={item.getId()}
            name={item.getItemName()}
            level={item.getItemMeta().level}
            className={classes(
              "treeitem",
              item.isFolder() && "folder",
              item.isExpanded() && "expanded",
              item.isSelected() && "selected",
              item.isFocused() && "focused",
            )}
          />
        ))}
      </div>
    </div>
  );
}

const baseFeatures = [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature];

export default function PropMemoization() {
  return (
    <div className="demo-columns">
      <CityTree label="Without propMemoizationFeature" features={baseFeatures} />
      <CityTree label="With propMemoizationFeature" features={[...baseFeatures, propMemoizationFeature]} />
    </div>
  );
}
