import { useRef } from "react";
import { createOnDropHandler, dragAndDropFeature, hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature, type TreeConfig } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Refusing outside drags while they happen",
  description: "Drag the note over both trees. Neither takes it, but only the second one says so during the drag; the first one, with the default options, shows drop targets and refuses at the drop.",
  tags: ["dnd", "foreign-dnd"],
};

const initialChildren: Record<string, string[]> = {
  root: ["inbox", "archive"],
  inbox: ["offer.pdf", "invoice.pdf"],
  archive: ["2024"],
  "2024": [],
};

type ForeignOptions = Pick<TreeConfig<string>, "canDragForeignDragObjectOver">;

// The defaults: canDropForeignDragObject refuses every outside drop, but canDragForeignDragObjectOver,
// asked while the drag hovers over the tree, accepts anything whose effectAllowed is not "none". So
// outside drags show drop targets, and only the drop itself is refused.
const saysNothing: ForeignOptions = {};

// Refused while the drag hovers: no drop target, no drag line, and the browser shows "no drop".
const saysSo: ForeignOptions = {
  canDragForeignDragObjectOver: () => false,
};

function FileTree({ label, options }: { label: string; options: ForeignOptions }) {
  // Each tree's own copy of the data: its rows move within it, and a drop rewrites the children
  // lists in place (createOnDropHandler then calls rebuildTree()).
  const children = useRef<Record<string, string[]>>(null);
  if (children.current === null) children.current = structuredClone(initialChildren);
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["inbox"] },
    getItemName: (item) => item.getId(),
    isItemFolder: (item) => item.getId() in children.current!,
    indent: 20,
    onDrop: createOnDropHandler((parent, newChildren) => {
      children.current![parent.getId()] = newChildren;
    }),
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children.current![itemId] ?? [],
    },
    ...options,
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  return (
    <div>
      <p className="demo-heading">{label}</p>
      <div {...tree.getContainerProps(label)} aria-multiselectable="true" className="tree">
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

export default function DndRefuseOutside() {
  return (
    <>
      <div
        className="demo-dragsource"
        draggable
        onDragStart={(event) => event.dataTransfer.setData("text/plain", "A note from outside")}
      >
        A note from outside: drag me
      </div>
      <div className="demo-columns">
        <FileTree label="Default options" options={saysNothing} />
        <FileTree label="Refuses outside drags" options={saysSo} />
      </div>
    </>
  );
}
