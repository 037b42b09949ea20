import { useState } from "react";
import { asyncDataLoaderFeature, hotkeysCoreFeature, selectionFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Refreshing the root of an async tree",
  description: "Files added on the server do not show up by themselves: the tree caches what it loaded. Refresh asks the loader for the root's children again.",
  tags: ["async-dataloader"],
};

// A pretend server whose top-level list changes behind the tree's back.
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const server = {
  rootFiles: ["agenda.md", "budget.xlsx"],
  async fetchChildren(id: string): Promise<string[]> {
    await wait(400);
    return id === "root" ? [...server.rootFiles] : [];
  },
};

export default function AsyncRootRefresh() {
  const [refreshing, setRefreshing] = useState(false);
  const [serverFiles, setServerFiles] = useState(server.rootFiles.length);

  const tree = useTree<string>({
    rootItemId: "root",
    getItemName: (item) => item.getItemData(),
    isItemFolder: () => false,
    dataLoader: {
      getItem: async (itemId) => itemId,
      getChildren: (itemId) => server.fetchChildren(itemId),
    },
    features: [asyncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  const addOnServer = () => {
    server.rootFiles.push(`minutes-${server.rootFiles.length - 1}.md`);
    setServerFiles(server.rootFiles.length);
  };

  const refresh = async () => {
    setRefreshing(true);
    // true: optimistic, the current rows stay until the new list has arrived.
    await tree.getRootItem().invalidateChildrenIds(true);
    setRefreshing(false);
  };

  return (
    <>
      <div className="demo-toolbar">
        <button type="button" className="demo-button" onClick={addOnServer}>
          Add a file on the server
        </button>
        {/* aria-disabled, not disabled: a disabled button loses the focus, which falls to the page's body. */}
        <button type="button" className="demo-button" onClick={refreshing ? undefined : refresh} aria-disabled={refreshing}>
          Refresh
        </button>
      </div>
      {/* Busy until the first level has arrived: a tree without items is expected then. */}
      <div {...tree.getContainerProps("Shared folder")} aria-multiselectable="true" aria-busy={tree.getItems().length === 0} className="tree" style={{ minHeight: "5.5rem" }}>
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span className={["treeitem", item.isSelected() && "selected", item.isFocused() && "focused"].filter(Boolean).join(" ")}>
              {item.getItemName()}
            </span>
          </button>
        ))}
      </div>
      <p className="demo-status" role="status">
        {refreshing ? "Refreshing…" : `The server has ${serverFiles} files; the tree shows ${tree.getItems().length}.`}
      </p>
    </>
  );
}
