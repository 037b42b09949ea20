import { useId, useRef, useState } from "react";
import { hotkeysCoreFeature, renamingFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Renaming items",
  description: "Press F2 or double-click an item to rename it, then Enter to keep the new name or Escape to cancel. Items marked read-only refuse.",
  tags: ["renaming"],
};

interface Entry {
  name: string;
  readOnly?: boolean;
  children?: string[];
}

const initialData: Record<string, Entry> = {
  root: { name: "root", children: ["photos", "documents", "archive", "license"] },
  photos: { name: "Photos", children: ["beach", "mountains"] },
  beach: { name: "beach.jpg" },
  mountains: { name: "mountains.jpg" },
  documents: { name: "Documents", children: ["cv", "letter"] },
  cv: { name: "cv.pdf" },
  letter: { name: "letter.docx" },
  archive: { name: "Archive", children: ["old"] },
  old: { name: "old-notes.txt" },
  license: { name: "LICENSE", readOnly: true },
};

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function RenamingBasic() {
  // Changed in place by onRename, so not React state; finishing the rename re-renders the tree.
  const data = useRef<Record<string, Entry>>(null);
  if (data.current === null) data.current = structuredClone(initialData);
  const [lastRename, setLastRename] = useState<string>();
  const rowId = useId();

  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: ["photos", "documents"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    canRename: (item) => !item.getItemData().readOnly,
    onRename: (item, value) => {
      setLastRename(`“${item.getItemName()}” → “${value}”`);
      data.current![item.getId()]!.name = value;
    },
    dataLoader: {
      getItem: (itemId) => data.current![itemId]!,
      getChildren: (itemId) => data.current![itemId]?.children ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, renamingFeature],
  });

  return (
    <>
      <div className="demo-toolbar">
        <button type="button" className="demo-button" onClick={() => tree.getFocusedItem().startRenaming()}>
          Rename the focused item
        </button>
      </div>
      <div {...tree.getContainerProps("Files")} aria-multiselectable="true" className="tree">
        {tree.getItems().map((item) =>
          item.isRenaming() ? (
            // While renaming, the row is a <div> holding the input (an input cannot sit inside a
            // <button>). It stays the tree item, without the click handler: a click into the input
            // would otherwise select the item or open or close the folder.
            <div
              {...item.getProps()}
              onClick={undefined}
              key={item.getId()}
              style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}
            >
              <span className="treeitem focused">
                <input {...item.getRenameInputProps()} className="rename-input" aria-label={`New name for ${item.getItemName()}`} />
              </span>
            </div>
          ) : (
            // Labelled by the whole row, so "read-only" is part of the name that is read out.
            <button
              {...item.getProps()}
              aria-labelledby={`${rowId}-${item.getId()}`}
              key={item.getId()}
              onDoubleClick={() => item.startRenaming()}
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
                {item.canRename() ? null : <span className="badge">read-only</span>}
              </span>
            </button>
          ),
        )}
      </div>
      <p className="demo-output">{`last rename: ${lastRename ?? "(none yet)"}`}</p>
    </>
  );
}
