import { memo, useLayoutEffect, useRef, useState } from "react";
import {
  hotkeysCoreFeature,
  propMemoizationFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "A tree with 10,110 items",
  description: "10 regions × 10 areas × 100 records. Only open folders render rows, so the page stays quick however big the data is; the read-out times each update.",
  tags: ["propmemoization", "tree"],
};

// Ids are paths ("3", "3/7", "3/7/42"); children are computed on demand, nothing is stored.
const depthOf = (id: string) => (id === "root" ? 0 : id.split("/").length);
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const childrenOf = (id: string) =>
  id === "root" ? range(10).map(String) : range(depthOf(id) === 1 ? 10 : 100).map((n) => `${id}/${n}`);
const nameOf = (id: string) => ["", "Region", "Area", "Record"][depthOf(id)] + " " + id.replaceAll("/", ".");
// "3/7/42" → ["3", "3/7", "3/7/42"]: the item and its folders, top down.
const pathOf = (id: string) => id.split("/").map((_, i, parts) => parts.slice(0, i + 1).join("/"));
const TOTAL_ITEMS = 10 + 10 * 10 + 10 * 10 * 100;
// "10,110": toLocaleString would load the browser's locale data on its first call, which takes
// about 100 ms on a phone, at the moment the demo first renders.
const withCommas = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ",");

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

const Row = memo(function Row({ name, level, className, ...treeProps }: { name: string; level: number; className: string } & Record<string, unknown>) {
  return (
    <button {...treeProps} style={{ paddingLeft: `${level * 20}px` }}>
      <span className={className}>{name}</span>
    </button>
  );
});

export default function LargeTree() {
  const [expandedItems, setExpandedItems] = useState<string[]>(["1"]);
  const updateStarted = useRef<number | null>(null);
  const [lastUpdate, setLastUpdate] = useState<string>();

  const tree = useTree<string>({
    rootItemId: "root",
    state: { expandedItems },
    setExpandedItems: (updater) => {
      updateStarted.current = performance.now();
      setExpandedItems(updater);
    },
    getItemName: (item) => nameOf(item.getId()),
    isItemFolder: (item) => depthOf(item.getId()) < 3,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: childrenOf,
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, propMemoizationFeature],
  });

  // Render and commit time of the last expand or collapse, measured before the browser paints.
  useLayoutEffect(() => {
    if (updateStarted.current === null) return;
    const ms = performance.now() - updateStarted.current;
    updateStarted.current = null;
    setLastUpdate(`${ms.toFixed(1)} ms`);
  });

  // Replaces the open folders. If that hides the focused row, its closest visible ancestor takes the
  // focus, so one row keeps tabIndex 0 and Tab still reaches the tree.
  const openOnly = (folders: string[]) => {
    updateStarted.current = performance.now();
    // The focused row's folders, top down; the first that stays closed is the deepest row still shown.
    const folderChain = pathOf(tree.getFocusedItem().getId()).slice(0, -1);
    const firstClosed = folderChain.find((id) => !folders.includes(id));
    if (firstClosed) tree.getItemInstance(firstClosed).setFocused();
    setExpandedItems(folders);
  };
  // Opens a region and its first areas: each area adds 100 rows to the page.
  const openAreas = (region: string, areas: number) => openOnly([region, ...childrenOf(region).slice(0, areas)]);
  const items = tree.getItems();

  return (
    <>
      <div className="demo-toolbar">
        <button type="button" className="demo-button" onClick={() => openAreas("1", 3)}>
          Open three areas of region 1 (+300 rows)
        </button>
        <button type="button" className="demo-button" onClick={() => openAreas("2", 3)}>
          …of region 2
        </button>
        <button
          type="button"
          className="demo-button"
          onClick={() => openOnly([])}
        >
          Close everything
        </button>
      </div>
      <p className="demo-output" style={{ margin: "0 0 0.75rem" }}>
        {`${withCommas(TOTAL_ITEMS)} items, ${withCommas(items.length)} rows rendered, last update: ${lastUpdate ?? "–"}`}
      </p>
      <div {...tree.getContainerProps("Records")} aria-multiselectable="true" className="tree" style={{ maxHeight: "22rem", overflowY: "auto" }}>
        {items.map((item) => (
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
    </>
  );
}
