import { useState } from "react";
import { asyncDataLoaderFeature, hotkeysCoreFeature, selectionFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Loader errors and retrying",
  description: "While the server is down, opening a folder fails. The loader catches the error instead of rejecting, the row says so, and Retry loads the folder again.",
  tags: ["async-dataloader"],
};

interface Entry {
  name: string;
  isFolder: boolean;
}

// A pretend server that fails every request for a folder's children while `down` is set.
const folders: Record<string, string[]> = {
  root: ["inbox", "reports", "notes.txt"],
  inbox: ["welcome.txt"],
  reports: ["q1.pdf", "q2.pdf"],
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const server = {
  down: true,
  async fetchItem(id: string): Promise<Entry> {
    await wait(300);
    return { name: id, isFolder: id in folders };
  },
  async fetchChildren(id: string): Promise<string[]> {
    await wait(300);
    if (server.down && id !== "root") throw new Error("503 Service Unavailable");
    return folders[id] ?? [];
  },
};

export default function AsyncErrorRetry() {
  const [down, setDown] = useState(server.down);
  // Folder id → error message. A rejected loader would leave the folder loading for good,
  // so the loader below never rejects: it records the error and answers with no children.
  const [errors, setErrors] = useState<Record<string, string>>({});

  const tree = useTree<Entry>({
    rootItemId: "root",
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().isFolder,
    createLoadingItemData: () => ({ name: "Loading…", isFolder: false }),
    dataLoader: {
      getItem: (itemId) => server.fetchItem(itemId),
      getChildren: async (itemId) => {
        try {
          return await server.fetchChildren(itemId);
        } catch (error) {
          setErrors((previous) => ({ ...previous, [itemId]: error instanceof Error ? error.message : String(error) }));
          return [];
        }
      },
    },
    features: [asyncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  const retry = (itemId: string) => {
    setErrors(({ [itemId]: _dropped, ...rest }) => rest);
    // The Retry button goes away with the error: give the focus to the folder it was about, or it
    // falls to the page's body.
    const folder = tree.getItemInstance(itemId);
    folder.setFocused();
    tree.updateDomFocus();
    // Drops the cached (empty) children and asks the loader again.
    void folder.invalidateChildrenIds();
  };

  return (
    <>
      <div className="demo-toolbar">
        <label>
          <input
            type="checkbox"
            checked={down}
            onChange={(event) => {
              server.down = event.target.checked;
              setDown(event.target.checked);
            }}
          />
          Server is down
        </label>
      </div>
      {/* Busy until the first level has arrived: a tree without items is expected then. */}
      <div {...tree.getContainerProps("Mailbox")} aria-multiselectable="true" aria-busy={tree.getItems().length === 0} className="tree" style={{ minHeight: "5.5rem" }}>
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span
              className={["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused", item.isLoading() && "loading"]
                .filter(Boolean)
                .join(" ")}
            >
              {item.getItemName()}
              {errors[item.getId()] ? <span className="badge">failed to load</span> : null}
            </span>
          </button>
        ))}
      </div>
      {/* Buttons cannot go inside the rows (a row is one control), so the errors are listed below the tree. */}
      <ul className="demo-status" aria-live="polite">
        {Object.entries(errors).map(([itemId, message]) => (
          <li key={itemId}>
            {`Could not load the contents of ${itemId}: ${message}. `}
            <button type="button" className="demo-button" onClick={() => retry(itemId)}>
              Retry {itemId}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
