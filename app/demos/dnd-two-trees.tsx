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

export const meta = {
  title: "Dragging between two trees",
  description: "Two trees over one data record. Items dragged from one tree into the other travel as a list of ids and move there.",
  tags: ["dnd"],
};

interface Entry {
  name: string;
  children?: string[];
}

/** The payload format of this demo's drags; only these are accepted from outside a tree. */
const FORMAT = "application/x-demo-item-ids";

const initialData: Record<string, Entry> = {
  todo: { name: "To do", children: ["groceries", "taxes", "garden"] },
  groceries: { name: "Groceries", children: ["milk", "eggs"] },
  milk: { name: "Milk" },
  eggs: { name: "Eggs" },
  taxes: { name: "File taxes" },
  garden: { name: "Mow the lawn" },
  done: { name: "Done", children: ["laundry", "errands"] },
  laundry: { name: "Laundry" },
  errands: { name: "Errands", children: ["bank"] },
  bank: { name: "Bank" },
};

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

function TaskTree({ data, rootItemId, label }: { data: Record<string, Entry>; rootItemId: string; label: string }) {
  const onChangeChildren = (parent: ItemInstance<Entry>, newChildren: string[]) => {
    data[parent.getId()]!.children = newChildren;
  };
  const moveItems = createOnDropHandler(onChangeChildren);

  const tree = useTree<Entry>({
    rootItemId,
    initialState: { expandedItems: ["groceries", "errands"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
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
    // Leaving this tree: describe the dragged items for whoever receives them…
    createForeignDragObject: (items) => ({
      format: FORMAT,
      data: JSON.stringify(items.map((item) => item.getId())),
    }),
    // …and take them out here once another tree accepted the drop.
    onCompleteForeignDrop: async (items) => {
      const tree = items[0]!.getTree();
      await removeItemsFromParents(items, onChangeChildren);
      // The focused item may have left: focus the first one, so that Tab still reaches the tree.
      if (!tree.getItems().some((item) => item.isFocused())) tree.getItems()[0]?.setFocused();
    },
    // Arriving from the other tree.
    canDragForeignDragObjectOver: (dataTransfer, target) => dataTransfer.types.includes(FORMAT) && target.item.isFolder(),
    canDropForeignDragObject: (dataTransfer, target) => dataTransfer.types.includes(FORMAT) && target.item.isFolder(),
    onDropForeignDragObject: (dataTransfer, target) => {
      const itemIds: string[] = JSON.parse(dataTransfer.getData(FORMAT));
      return insertItemsAtTarget(itemIds, target, onChangeChildren);
    },
    dataLoader: {
      getItem: (itemId) => data[itemId]!,
      getChildren: (itemId) => data[itemId]?.children ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  // The container's props carry the position: relative that the drag line is placed against:
  // add to their style rather than replace it.
  const containerProps = tree.getContainerProps(label);
  return (
    <div>
      <p className="demo-heading">{label}</p>
      <div {...containerProps} aria-multiselectable="true" className="tree" style={{ ...containerProps.style, minHeight: "8rem" }}>
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span
              className={classes(
                "treeitem",
                item.isFolder() && "folder",
                item.isExpanded() && "expanded",
                item.isSelected() && "selected",
                item.isFocused() && "focused",
                item.isUnorderedDragTarget() && "drop",
              )}
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

export default function DndTwoTrees() {
  // One record for both trees, changed in place by drops and shown with rebuildTree(), so it is not
  // React state.
  const data = useRef<Record<string, Entry>>(null);
  if (data.current === null) data.current = structuredClone(initialData);
  return (
    <div className="demo-columns">
      <TaskTree data={data.current} rootItemId="todo" label="To do" />
      <TaskTree data={data.current} rootItemId="done" label="Done" />
    </div>
  );
}
