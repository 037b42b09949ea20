import { useId } from "react";
import { hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Items as data objects",
  description: "The payload of every item is an object from an in-memory record; the rows show its fields.",
  tags: ["sync-dataloader"],
};

interface Planet {
  name: string;
  kind: "star" | "planet" | "moon";
  children?: string[];
}

const bodies: Record<string, Planet> = {
  root: { name: "Solar system", kind: "star", children: ["sun"] },
  sun: { name: "Sun", kind: "star", children: ["earth", "mars", "jupiter"] },
  earth: { name: "Earth", kind: "planet", children: ["moon"] },
  moon: { name: "Moon", kind: "moon" },
  mars: { name: "Mars", kind: "planet", children: ["phobos", "deimos"] },
  phobos: { name: "Phobos", kind: "moon" },
  deimos: { name: "Deimos", kind: "moon" },
  jupiter: { name: "Jupiter", kind: "planet", children: ["io", "europa"] },
  io: { name: "Io", kind: "moon" },
  europa: { name: "Europa", kind: "moon" },
};

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function SyncDataObjects() {
  const rowId = useId();
  const tree = useTree<Planet>({
    rootItemId: "root",
    initialState: { expandedItems: ["sun", "earth"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => (item.getItemData().children?.length ?? 0) > 0,
    dataLoader: {
      // Both calls must return at once: this record is already in memory.
      getItem: (itemId) => bodies[itemId]!,
      getChildren: (itemId) => bodies[itemId]?.children ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  return (
    <div {...tree.getContainerProps("Solar system")} aria-multiselectable="true" className="tree">
      {tree.getItems().map((item) => (
        // The row shows more than the name: label the item by the whole row, so screen readers
        // and voice control get the same words that are on screen.
        <button
          {...item.getProps()}
          aria-labelledby={`${rowId}-${item.getId()}`}
          key={item.getId()}
          style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}
        >
          <span
            id={`${rowId}-${item.getId()}`}
            className={classes(
              "treeitem",
              item.isFolder() && "folder",
              item.isExpanded() && "expanded",
              item.isSelected() && "selected",
              item.isFocused() && "focused",
            )}
          >
            {item.getItemName()}
            <span className="badge">{item.getItemData().kind}</span>
          </span>
        </button>
      ))}
    </div>
  );
}
