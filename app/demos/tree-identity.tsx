import { createContext, memo, useContext, useLayoutEffect, useRef } from "react";
import { hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature, type TreeInstance } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "The tree instance never changes",
  description: "useTree returns the same object on every render. A memoized component that only receives the tree, through a prop or a context, is not rendered again when the selection changes; one that also receives the selection is.",
  tags: ["state", "performance"],
};

const children: Record<string, string[]> = {
  root: ["photos", "music", "notes.txt"],
  photos: ["beach.jpg", "forest.jpg"],
  music: ["song.mp3"],
};

const TreeContext = createContext<TreeInstance<string> | null>(null);

/**
 * How many times the calling component has rendered to the screen, this render included. A render
 * counts once React commits it: React may call a component twice for one render (StrictMode does in
 * development), and a count kept while rendering would count those calls.
 */
function useRenderCount() {
  const committed = useRef(0);
  const count = committed.current + 1;
  useLayoutEffect(() => {
    committed.current = count;
  });
  return count;
}

// Only the tree, from context: the context value is the same object after every change, and memo
// sees no changed prop, so this shows what it read at its last render.
const StaleSummary = memo(function StaleSummary() {
  const tree = useContext(TreeContext)!;
  const renders = useRenderCount();
  return <p className="demo-output">{`tree only: ${tree.getSelectedItems().length} selected (rendered ${renders}×)`}</p>;
});

// The state it shows arrives as a prop: a new array after each selection change.
const FreshSummary = memo(function FreshSummary({ selectedItems }: { selectedItems: string[] }) {
  const tree = useContext(TreeContext)!;
  const renders = useRenderCount();
  return (
    <p className="demo-output">{`tree + selectedItems: ${selectedItems.length} selected of ${tree.getItems().length} rows (rendered ${renders}×)`}</p>
  );
});

export default function TreeIdentity() {
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["photos"] },
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  return (
    <TreeContext.Provider value={tree}>
      <div {...tree.getContainerProps("My files")} aria-multiselectable="true" className="tree">
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
      <StaleSummary />
      <FreshSummary selectedItems={tree.getState().selectedItems} />
    </TreeContext.Provider>
  );
}
