import { useId } from "react";
import { asyncDataLoaderFeature, hotkeysCoreFeature, selectionFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Loading items asynchronously",
  description: "Every request takes 600 ms. Rows show a placeholder while their data loads and folders say so while their children load.",
  tags: ["async-dataloader"],
};

interface Entry {
  name: string;
  loadedAt: string;
}

// A pretend server: ids are paths like "2.1.3", and folders go three levels deep.
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const depthOf = (id: string) => (id === "root" ? 0 : id.split(".").length);
const server = {
  async fetchItem(id: string): Promise<Entry> {
    await wait(600);
    const name = depthOf(id) < 3 ? `Folder ${id}` : `File ${id}`;
    return { name, loadedAt: new Date().toLocaleTimeString() };
  },
  async fetchChildren(id: string): Promise<string[]> {
    await wait(600);
    return [1, 2, 3].map((n) => (id === "root" ? `${n}` : `${id}.${n}`));
  },
};

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function AsyncLoading() {
  const tree = useTree<Entry>({
    rootItemId: "root",
    getItemName: (item) => item.getItemData().name,
    // Decided from the id alone, so a row knows it is a folder before its data arrives.
    isItemFolder: (item) => depthOf(item.getId()) < 3,
    createLoadingItemData: () => ({ name: "Loading…", loadedAt: "" }),
    dataLoader: {
      getItem: (itemId) => server.fetchItem(itemId),
      getChildren: (itemId) => server.fetchChildren(itemId),
    },
    features: [asyncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  const { loadingItemData, loadingItemChildrens } = tree.getState();
  const items = tree.getItems();
  const rowId = useId();

  return (
    <>
      <div className="demo-toolbar">
        <button type="button" className="demo-button" onClick={() => tree.getFocusedItem()?.invalidateItemData()}>
          Reload the focused item
        </button>
        <button type="button" className="demo-button" onClick={() => tree.getFocusedItem()?.invalidateChildrenIds()}>
          Reload its children
        </button>
      </div>
      {/* Busy until the first level arrives. A tree holds only tree items, so the placeholder lies over it. */}
      <div style={{ display: "grid" }}>
        <div {...tree.getContainerProps("Remote files")} aria-multiselectable="true" aria-busy={items.length === 0} className="tree" style={{ gridArea: "1 / 1", minHeight: "5.5rem" }}>
          {items.map((item) => (
            // Labelled by the whole row, so the loading state is part of the name that is read out.
            <button
              {...item.getProps()}
              aria-labelledby={`${rowId}-${item.getId()}`}
              key={item.getId()}
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
                  item.isLoading() && "loading",
                )}
              >
                {item.getItemName()}
                <span className="badge">
                  {item.isLoading() || !item.hasLoadedData() ? "loading…" : `loaded ${item.getItemData().loadedAt}`}
                </span>
              </span>
            </button>
          ))}
        </div>
        {items.length === 0 ? (
          <p className="treeitem loading" style={{ gridArea: "1 / 1", alignSelf: "start", margin: 0 }}>
            Loading the first level…
          </p>
        ) : null}
      </div>
      <p className="demo-output">
        {`loadingItemData:      ${JSON.stringify(loadingItemData)}\nloadingItemChildrens: ${JSON.stringify(loadingItemChildrens)}`}
      </p>
    </>
  );
}
