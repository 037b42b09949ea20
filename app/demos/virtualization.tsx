import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import {
  buildProxiedInstance,
  hotkeysCoreFeature,
  propMemoizationFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import { defaultRangeExtractor, useVirtualizer, type Range, type Virtualizer } from "@tanstack/react-virtual";
import styles from "./virtualization.module.css";

export const meta = {
  title: "100,000 items, virtualized",
  description: "A hundred folders of a thousand items each; Expand all opens 100,100 rows, and only the rows in view, and the focused one, are in the DOM.",
  tags: ["virtualization", "performance"],
};

const FOLDERS = 100;
const ITEMS_PER_FOLDER = 1000;
const ROW_HEIGHT = 28;

// Generated data: the ids say where an item is, so nothing has to be stored per item.
const folderIds = Array.from({ length: FOLDERS }, (_, i) => `f${i + 1}`);
const childrenCache = new Map<string, string[]>();
const getChildren = (itemId: string) => {
  if (itemId === "root") return folderIds;
  if (itemId.includes("-")) return [];
  let children = childrenCache.get(itemId);
  if (!children) {
    children = Array.from({ length: ITEMS_PER_FOLDER }, (_, i) => `${itemId}-${i + 1}`);
    childrenCache.set(itemId, children);
  }
  return children;
};
// "100,100": toLocaleString would load the browser's locale data on its first call, which takes
// about 100 ms on a phone, at the moment the demo first renders.
const withCommas = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ",");

const nameOf = (itemId: string) => {
  const [folder, item] = itemId.slice(1).split("-");
  return item ? `Item ${folder}.${item}` : `Folder ${folder}`;
};

export default function Virtualization() {
  // Only the first folder starts open: the tree builds its flat list of visible items in one
  // synchronous pass, which for all 100,100 would block the page while it loads. Expand all does
  // that work when the reader asks for it.
  const [expandedItems, setExpandedItems] = useState(["f1"]);
  // As a transition, the click paints "Opening…" before the long pass starts.
  const [opening, startOpening] = useTransition();
  const scrollRef = useRef<HTMLDivElement>(null);
  // The tree and the virtualizer need each other: the virtualizer counts the tree's items, and the
  // tree scrolls through the virtualizer. This ref is set once the virtualizer exists, below.
  const virtualizerRef = useRef<Virtualizer<HTMLDivElement, Element>>(null);

  const tree = useTree<string>({
    rootItemId: "root",
    state: { expandedItems },
    setExpandedItems,
    getItemName: (item) => nameOf(item.getId()),
    isItemFolder: (item) => !item.getId().includes("-"),
    dataLoader: { getItem: (itemId) => itemId, getChildren },
    // Thin proxies instead of one object with every method per item: less memory for 100k items.
    instanceBuilder: buildProxiedInstance,
    // Keyboard navigation first scrolls the target row into the rendered range.
    scrollToItem: (item) => virtualizerRef.current?.scrollToIndex(item.getItemMeta().index, { align: "auto" }),
    // propMemoizationFeature keeps the functions in item.getProps() the same across renders. With
    // proxies, the ref would otherwise be a new function each time, and React would detach and
    // attach every row's element on every render.
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, propMemoizationFeature],
  });

  const items = tree.getItems();
  // -1 when the focused item is inside a collapsed folder.
  const focusedIndex = tree.getFocusedItem()?.getItemMeta().index ?? -1;

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // Used until the scroll box is measured, so the prerendered page shows the first rows too.
    initialRect: { width: 600, height: 400 },
    // Always render the focused row, so Tab still reaches the tree when it is scrolled away.
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range);
        if (focusedIndex < 0 || focusedIndex >= range.count || indexes.includes(focusedIndex)) return indexes;
        return [...indexes, focusedIndex].sort((a, b) => a - b);
      },
      [focusedIndex],
    ),
  });
  useEffect(() => {
    virtualizerRef.current = virtualizer;
  }, [virtualizer]);

  const collapseAll = () => {
    // A focused item inside a folder that closes would have no row, and Tab would skip the tree:
    // hand the focus to its folder first.
    const focused = tree.getFocusedItem();
    if (focused && focused.getItemMeta().level > 0) focused.getParent()?.setFocused();
    setExpandedItems([]);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className={styles.button} onClick={() => startOpening(() => setExpandedItems(folderIds))}>
          Expand all
        </button>
        <button type="button" className={styles.button} onClick={collapseAll}>
          Collapse all
        </button>
        <span className={styles.count}>{opening ? "Opening…" : `${withCommas(items.length)} visible items`}</span>
      </div>
      <div ref={scrollRef} className={styles.scroller}>
        <div {...tree.getContainerProps("Generated items")} aria-multiselectable="true" className="tree" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index]!;
            return (
              <button
                {...item.getProps()}
                key={item.getId()}
                className={styles.row}
                style={{ transform: `translateY(${row.start}px)`, paddingLeft: `${item.getItemMeta().level * 20}px` }}
              >
                <span
                  className={["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused"]
                    .filter(Boolean)
                    .join(" ")}
                >
                  {item.getItemName()}
                </span>
              </button>
            );
          })}
        </div>
      </div>
    </>
  );
}
