import { useState } from "react";
import {
  createOnDropHandler,
  dragAndDropFeature,
  hotkeysCoreFeature,
  isOrderedDragTarget,
  selectionFeature,
  syncDataLoaderFeature,
  type DragTarget,
  type ItemInstance,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import panel from "./demo-panel.module.css";
import styles from "./dnd-behavior-inspector.module.css";

export const meta = {
  title: "Drop target inspector",
  description:
    "Drag an item slowly over the others: the shaded bands show the reordering zones of the item under the pointer, and the panel shows the drop target the tree computes.",
  tags: ["dnd"],
};

const initialChildren: Record<string, string[]> = {
  root: ["docs", "src", "readme"],
  docs: ["guide", "faq"],
  src: ["app", "lib"],
  lib: ["format", "parse"],
};

const describe = (target: DragTarget<string> | null | undefined) => {
  if (!target) return "none";
  if (!isOrderedDragTarget(target)) return `{ item: "${target.item.getId()}" }`;
  const { item, childIndex, insertionIndex, dragLineIndex, dragLineLevel } = target;
  return [
    `{ item: "${item.getId()}",`,
    `  childIndex: ${childIndex}, insertionIndex: ${insertionIndex},`,
    `  dragLineIndex: ${dragLineIndex}, dragLineLevel: ${dragLineLevel} }`,
  ].join("\n");
};

// Which zone layout applies to the hovered item (see the "Reordering zones" section).
const zoneClass = (item: ItemInstance<string>) => {
  if (!item.isDraggingOver()) return "";
  if (item.isFolder() && item.isExpanded()) return styles.zonesOpenFolder;
  return item.isFolder() ? styles.zonesFolder : styles.zonesLeaf;
};

export default function DndBehaviorInspector() {
  const [children] = useState(() => structuredClone(initialChildren));
  const [lastDrop, setLastDrop] = useState("none yet");
  const moveItems = createOnDropHandler<string>((parent, newChildren) => {
    children[parent.getId()] = newChildren;
  });

  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["docs", "src", "lib"] },
    getItemName: (item) => item.getId(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    indent: 20,
    onDrop: async (items, target) => {
      setLastDrop(`${items.map((item) => item.getId()).join(", ")} → ${describe(target)}`);
      await moveItems(items, target);
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  const dnd = tree.getState().dnd;

  return (
    <div className={panel.columns}>
      <div {...tree.getContainerProps("Project files")} className="tree">
        {tree.getItems().map((item) => (
          <button
            {...item.getProps()}
            key={item.getId()}
            className={zoneClass(item)}
            style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}
          >
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
      <div>
        <p className={panel.label}>Under the pointer</p>
        <p className={panel.readout}>{dnd?.draggingOverItem?.getId() ?? "none"}</p>
        <p className={panel.label}>Drop target</p>
        <p className={panel.readout}>{describe(dnd?.dragTarget)}</p>
        <p className={panel.label}>Last drop</p>
        <p className={panel.readout} aria-live="polite">
          {lastDrop}
        </p>
      </div>
    </div>
  );
}
