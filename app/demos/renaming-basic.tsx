import { useId, useState } from "react";
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

const createData = (): Record<string, Entry> => ({
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
});

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function RenamingBasic() {
  const [data] = useState(createData);
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
      data[item.getId()]!.name = value;
    },
    dataLoader: {
      getItem: (itemId) => data[itemId]!,
      getChildren: (itemId) => data[itemId]?.children ?? [],
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
      <div {...tree.getContainerProps("Files")} className="tree">
        {tree.getItems().map((item) =>
          item.isRenaming() ? (
            // While renaming, an input takes the place of the row.
            <div key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
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
