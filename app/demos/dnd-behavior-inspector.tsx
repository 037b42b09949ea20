import { useRef, useState, type DragEvent } from "react";
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

export const meta = {
  title: "Drop target inspector",
  description:
    "Drag an item slowly over the others: the panel shows the drag state exactly as the tree holds it, and whether the tree allows a drop at the pointer.",
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

const itemClass = (item: ItemInstance<string>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused", item.isUnorderedDragTarget() && "drop"]
    .filter(Boolean)
    .join(" ");

export default function DndBehaviorInspector() {
  // Changed in place by drops, then shown with rebuildTree(), so it is not React state.
  const children = useRef<Record<string, string[]>>(null);
  if (children.current === null) children.current = structuredClone(initialChildren);
  const [lastDrop, setLastDrop] = useState("none yet");
  // Whether the tree accepted the last dragover, i.e. allows a drop at the pointer.
  const [accepted, setAccepted] = useState(true);
  const moveItems = createOnDropHandler<string>((parent, newChildren) => {
    children.current![parent.getId()] = newChildren;
  });

  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["docs", "src", "lib"] },
    getItemName: (item) => item.getId(),
    isItemFolder: (item) => item.getId() in children.current!,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children.current![itemId] ?? [],
    },
    indent: 20,
    onDrop: async (items, target) => {
      setLastDrop(`${items.map((item) => item.getId()).join(", ")} → ${describe(target)}`);
      await moveItems(items, target);
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  // The drag state exactly as the tree holds it: the target is only updated at allowed positions.
  const dnd = tree.getState().dnd;
  const dragging = !!dnd?.draggedItems;

  return (
    <div className={panel.columns}>
      <div {...tree.getContainerProps("Project files")} aria-multiselectable="true" className="tree">
        {tree.getItems().map((item) => {
          const props = item.getProps();
          return (
            <button
              {...props}
              key={item.getId()}
              style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}
              onDragOver={(event: DragEvent) => {
                props.onDragOver(event);
                // The tree calls preventDefault() where it allows a drop.
                setAccepted(event.defaultPrevented);
              }}
            >
              <span className={itemClass(item)}>{item.getItemName()}</span>
            </button>
          );
        })}
        <div style={tree.getDragLineStyle()} className="tree-dragline" />
      </div>
      <dl>
        <dt className={panel.label}>dnd.draggingOverItem</dt>
        <dd className={panel.readout}>
          {dnd?.draggingOverItem?.getId() ?? "none"}
        </dd>
        <dt className={panel.label}>dnd.dragTarget</dt>
        <dd className={panel.readout}>
          {describe(dnd?.dragTarget)}
        </dd>
        <dt className={panel.label}>A drop at the pointer</dt>
        <dd className={panel.readout}>
          {!dragging ? "no drag" : accepted ? "allowed" : dnd?.dragTarget ? "refused: the target above is still the last allowed one" : "refused"}
        </dd>
        <dt className={panel.label}>Last drop</dt>
        <dd className={panel.readout} aria-live="polite">
          {lastDrop}
        </dd>
      </dl>
    </div>
  );
}
