import { useRef } from "react";
import {
  createOnDropHandler,
  dragAndDropFeature,
  hotkeysCoreFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Reordering and moving into folders",
  description: "Drag between two rows to reorder, onto a folder to move inside it. Ctrl-click several items first to drag them together.",
  tags: ["dnd", "selection"],
};

interface Entry {
  name: string;
  /** Folders have a list of children, possibly empty. */
  children?: string[];
}

const createData = (): Record<string, Entry> => ({
  root: { name: "root", children: ["src", "tests", "package.json", "README.md"] },
  src: { name: "src", children: ["components", "main.tsx", "styles.css"] },
  components: { name: "components", children: ["button.tsx", "dialog.tsx"] },
  tests: { name: "tests", children: [] },
  "main.tsx": { name: "main.tsx" },
  "styles.css": { name: "styles.css" },
  "button.tsx": { name: "button.tsx" },
  "dialog.tsx": { name: "dialog.tsx" },
  "package.json": { name: "package.json" },
  "README.md": { name: "README.md" },
});

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function DndReorder() {
  // The demo's own copy of the data. A drop rewrites the children lists in place, and
  // createOnDropHandler then calls rebuildTree(), so it is not React state.
  const data = useRef<Record<string, Entry>>(null);
  if (data.current === null) data.current = createData();

  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: ["src", "components"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    canReorder: true,
    indent: 20,
    onDrop: createOnDropHandler((parent, newChildren) => {
      data.current![parent.getId()]!.children = newChildren;
    }),
    dataLoader: {
      getItem: (itemId) => data.current![itemId]!,
      getChildren: (itemId) => data.current![itemId]?.children ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  return (
    <div {...tree.getContainerProps("Project files")} aria-multiselectable="true" className="tree">
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
  );
}
