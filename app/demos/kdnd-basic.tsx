import { useId, useRef } from "react";
import {
  createOnDropHandler,
  dragAndDropFeature,
  hotkeysCoreFeature,
  keyboardDragAndDropFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { AssistiveTreeDescription, useTree } from "@headless-tree/react";

export const meta = {
  title: "Moving items with the keyboard",
  description: "Focus an item and press Ctrl+Shift+D, move the target with the arrow keys, drop with Enter or cancel with Escape. The box below is the live text a screen reader hears.",
  tags: ["kdnd", "dnd"],
};

interface Entry {
  name: string;
  children?: string[];
}

const initialData: Record<string, Entry> = {
  root: { name: "root", children: ["backlog", "sprint", "done"] },
  backlog: { name: "Backlog", children: ["search", "export"] },
  search: { name: "Search page" },
  export: { name: "CSV export" },
  sprint: { name: "This sprint", children: ["login"] },
  login: { name: "Login form" },
  done: { name: "Done", children: [] },
};

// AssistiveTreeDescription hides itself visually; this demo undoes that to show the text.
const visible = { position: "static", width: "auto", height: "auto", margin: 0, overflow: "visible", clip: "auto" } as const;

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function KdndBasic() {
  const descriptionId = useId();
  // Changed in place by drops, then shown with rebuildTree() (createOnDropHandler calls it), so it is
  // not React state.
  const data = useRef<Record<string, Entry>>(null);
  if (data.current === null) data.current = structuredClone(initialData);

  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: ["backlog", "sprint"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    indent: 20,
    onDrop: createOnDropHandler((parent, newChildren) => {
      data.current![parent.getId()]!.children = newChildren;
    }),
    dataLoader: {
      getItem: (itemId) => data.current![itemId]!,
      getChildren: (itemId) => data.current![itemId]?.children ?? [],
    },
    features: [
      syncDataLoaderFeature,
      selectionFeature,
      hotkeysCoreFeature,
      dragAndDropFeature,
      keyboardDragAndDropFeature,
    ],
  });

  return (
    <>
      <div {...tree.getContainerProps("Tasks")} aria-multiselectable="true" aria-describedby={descriptionId} className="tree">
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
      <AssistiveTreeDescription tree={tree} id={descriptionId} className="demo-assistive-text" style={visible} />
    </>
  );
}
