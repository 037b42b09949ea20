import { useRef } from "react";
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
  // Changed in place by drops, then shown with rebuildTree(), so it is not React state.
  const data = useRef<Records>(null);
  if (data.current === null) data.current = structuredClone(initialData);
  const changeChildren = (parent: ItemInstance<Entry>, newChildren: string[]) => {
    data.current![parent.getId()]!.children = newChildren;
  };
  const moveItems = createOnDropHandler(changeChildren);

  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: expanded },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    dataLoader: {
      getItem: (itemId) => data.current![itemId]!,
      getChildren: (itemId) => data.current![itemId]?.children ?? [],
    },
    indent: 20,
    // Moves inside this tree.
    onDrop: async (items, target) => {
      // applySubStateUpdate is @internal: in 1.7.0 a drop on the tree's empty area would otherwise
      // leave the drag running (see /guides/known-issues).
      items[0]?.getTree().applySubStateUpdate("dnd", null);
      await moveItems(items, target);
      // After onDrop the tree focuses the first dropped item. Open a closed folder that received
      // items, so that item is visible and keeps the tree reachable with Tab.
      if (!target.item.isExpanded()) target.item.expand();
    },
    // Leaving this tree: the items and their subtrees travel on the drag event.
    createForeignDragObject: (items) => {
      const ids = items.map((item) => item.getId());
      const payload: Payload = { ids, records: collect(data.current!, ids) };
      return { format: FORMAT, data: JSON.stringify(payload), effectAllowed: "move" };
    },
    onCompleteForeignDrop: async (items) => {
      const tree = items[0]!.getTree();
      await removeItemsFromParents(items, changeChildren);
      // The focused item may have left: focus the first one, so that Tab still reaches the tree.
      if (!tree.getItems().some((item) => item.isFocused())) tree.getItems()[0]?.setFocused();
    },
    // Arriving from the other tree.
    canDragForeignDragObjectOver: (dataTransfer, target) => dataTransfer.types.includes(FORMAT) && target.item.isFolder(),
    canDropForeignDragObject: (dataTransfer, target) => dataTransfer.types.includes(FORMAT) && target.item.isFolder(),
    onDropForeignDragObject: async (dataTransfer, target) => {
      const payload = JSON.parse(dataTransfer.getData(FORMAT)) as Payload;
      Object.assign(data.current!, payload.records);
      await insertItemsAtTarget(payload.ids, target, changeChildren);
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  // The container's props carry the position: relative that the drag line is placed against:
  // add to their style rather than replace it.
  const containerProps = tree.getContainerProps(label);
  return (
    <div>
      <p className={styles.label}>{label}</p>
      <div {...containerProps} aria-multiselectable="true" className="tree" style={{ ...containerProps.style, minHeight: "10rem" }}>
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
