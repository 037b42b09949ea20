import { useEffect, useState } from "react";
import { hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Search that filters the tree",
  description: "Typing into the field hides every item that neither matches nor contains a match, and opens the folders on the way to each match.",
  tags: ["search"],
};

const children: Record<string, string[]> = {
  root: ["Fruit", "Vegetables", "Bakery"],
  Fruit: ["Apple", "Banana", "Berries"],
  Berries: ["Strawberry", "Blueberry", "Raspberry"],
  Vegetables: ["Carrot", "Pepper", "Leafy greens"],
  "Leafy greens": ["Spinach", "Kale"],
  Bakery: ["Bread", "Croissant", "Blueberry muffin"],
};

const parentOf = (id: string) => Object.keys(children).find((parent) => children[parent]!.includes(id));
const allIds = Object.values(children).flat();

/** The items to keep for a query: every match and its ancestors up to, not including, the root (which has no row). Null: no filter. */
function keptItems(query: string): Set<string> | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return null;
  const kept = new Set<string>();
  for (const id of allIds.filter((name) => name.toLowerCase().includes(needle))) {
    for (let current: string | undefined = id; current && current !== "root" && !kept.has(current); current = parentOf(current)) kept.add(current);
  }
  return kept;
}

export default function SearchFilter() {
  const [query, setQuery] = useState("");
  const kept = keptItems(query);
  const [expandedItems, setExpandedItems] = useState<string[]>(["Fruit"]);

  const tree = useTree<string>({
    rootItemId: "root",
    state: { expandedItems },
    setExpandedItems,
    getItemName: (item) => item.getId(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      // The filter lives in the data loader: the tree only ever sees the kept children.
      getChildren: (itemId) => (children[itemId] ?? []).filter((id) => !kept || kept.has(id)),
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  // The loader above reads the query of the current render, so rebuild after rendering with a new one.
  useEffect(() => {
    tree.rebuildTree();
    // A focused item that was filtered out has no row, and Tab would skip the tree: focus the first row.
    if (!tree.getItems().some((item) => item.isFocused())) tree.getItems()[0]?.setFocused();
  }, [tree, query]);

  const search = (value: string) => {
    setQuery(value);
    // Open the folders on the way to each match; the user can still close them.
    const folders = [...(keptItems(value) ?? [])].filter((id) => id in children);
    setExpandedItems((open) => [...new Set([...open, ...folders])]);
  };

  const count = tree.getItems().length;
  return (
    <>
      <label className="demo-search">
        Filter
        <input type="search" value={query} onChange={(event) => search(event.target.value)} placeholder="berry" />
      </label>
      <div {...tree.getContainerProps("Groceries")} aria-multiselectable="true" className="tree">
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span
              className={["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused"]
                .filter(Boolean)
                .join(" ")}
            >
              {item.getItemName()}
            </span>
          </button>
        ))}
      </div>
      <p className="demo-status" role="status">
        {kept ? (count ? `${kept.size} items kept for "${query.trim()}"` : `Nothing matches "${query.trim()}"`) : ""}
      </p>
    </>
  );
}
