import { useState } from "react";
import {
  createOnDropHandler,
  dragAndDropFeature,
  hotkeysCoreFeature,
  insertItemsAtTarget,
  removeItemsFromParents,
  selectionFeature,
  syncDataLoaderFeature,
  type ItemInstance,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "Two trees, two data sources",
  description: "Each tree owns its data; a drag carries the items with all their descendants, the receiving tree copies them in and the sending tree removes them.",
  tags: ["dnd", "foreign-dnd"],
};

interface Entry {
  name: string;
  children?: string[];
}
type Records = Record<string, Entry>;

// A private format, so neither tree mistakes other dragged text for tree items.
const FORMAT = "application/x-headless-tree-items";

interface Payload {
  ids: string[];
  records: Records;
}

/** The dragged items and everything below them, so the other tree can rebuild them. */
function collect(data: Records, ids: string[], records: Records = {}): Records {
  for (const id of ids) {
    const entry = data[id]!;
    records[id] = { ...entry, children: entry.children && [...entry.children] };
    if (entry.children) collect(data, entry.children, records);
  }
  return records;
}

function TransferTree({ label, initialData, expanded }: { label: string; initialData: Records; expanded: string[] }) {
  const [data] = useState(() => structuredClone(initialData));
  const changeChildren = (parent: ItemInstance<Entry>, newChildren: string[]) => {
    data[parent.getId()]!.children = newChildren;
  };

  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: expanded },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    dataLoader: {
      getItem: (itemId) => data[itemId]!,
      getChildren: (itemId) => data[itemId]?.children ?? [],
    },
    indent: 20,
    // Moves inside this tree.
    onDrop: createOnDropHandler(changeChildren),
    // Leaving this tree: the items and their subtrees travel on the drag event.
    createForeignDragObject: (items) => {
      const ids = items.map((item) => item.getId());
      const payload: Payload = { ids, records: collect(data, ids) };
      return { format: FORMAT, data: JSON.stringify(payload), effectAllowed: "move" };
    },
    onCompleteForeignDrop: (items) => removeItemsFromParents(items, changeChildren),
    // Arriving from the other tree.
    canDragForeignDragObjectOver: (dataTransfer, target) => dataTransfer.types.includes(FORMAT) && target.item.isFolder(),
    canDropForeignDragObject: (dataTransfer, target) => dataTransfer.types.includes(FORMAT) && target.item.isFolder(),
    onDropForeignDragObject: async (dataTransfer, target) => {
      const payload = JSON.parse(dataTransfer.getData(FORMAT)) as Payload;
      Object.assign(data, payload.records);
      await insertItemsAtTarget(payload.ids, target, changeChildren);
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  return (
    <div>
      <p className={styles.label}>{label}</p>
      <div {...tree.getContainerProps(label)} className="tree" style={{ minHeight: "10rem" }}>
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span
              className={["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused", item.isUnorderedDragTarget() && "drop"]
                .filter(Boolean)
                .join(" ")}
            >
              {item.getItemName()}
            </span>
          </button>
        ))}
        <div style={tree.getDragLineStyle()} className="tree-dragline" />
      </div>
    </div>
  );
}

const backlog: Records = {
  root: { name: "Backlog", children: ["b-auth", "b-reports", "b-typo"] },
  "b-auth": { name: "Login", children: ["b-sso", "b-reset"] },
  "b-sso": { name: "Single sign-on" },
  "b-reset": { name: "Password reset" },
  "b-reports": { name: "Monthly reports" },
  "b-typo": { name: "Fix typo in footer" },
};

const sprint: Records = {
  root: { name: "Sprint", children: ["s-week1", "s-week2"] },
  "s-week1": { name: "Week 1", children: ["s-onboarding"] },
  "s-onboarding": { name: "Onboarding tour" },
  "s-week2": { name: "Week 2", children: [] },
};

export default function ForeignTwoTrees() {
  return (
    <div className={styles.columns}>
      <TransferTree label="Backlog" initialData={backlog} expanded={["b-auth"]} />
      <TransferTree label="Sprint" initialData={sprint} expanded={["s-week1", "s-week2"]} />
    </div>
  );
}
