import { useRef } from "react";
import { asyncDataLoaderFeature, hotkeysCoreFeature, selectionFeature, type ItemInstance } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "Changing the data of an asynchronous tree",
  description:
    "A pretend server answers after 400 ms. After changing data on it, the buttons either invalidate the tree's cache, which loads again, or write the change into the cache directly.",
  tags: ["external-data", "async-dataloader"],
};

interface Folder {
  name: string;
  children?: string[];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function createServer() {
  const records: Record<string, Folder> = {
    root: { name: "Photos", children: ["2023", "2024"] },
    "2023": { name: "2023", children: ["alps"] },
    alps: { name: "Alps trip" },
    "2024": { name: "2024", children: ["coast", "wedding"] },
    coast: { name: "Coast" },
    wedding: { name: "Wedding" },
  };
  let created = 0;
  return {
    records,
    async getItem(id: string) {
      await wait(400);
      return { ...records[id]! };
    },
    async getChildren(id: string) {
      await wait(400);
      return [...(records[id]?.children ?? [])];
    },
    addAlbum(parentId: string) {
      created += 1;
      const id = `album-${created}`;
      records[id] = { name: `New album ${created}` };
      records[parentId]!.children!.push(id);
    },
  };
}

const itemClass = (item: ItemInstance<Folder>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused"]
    .filter(Boolean)
    .join(" ");

export default function ExternalStateUpdatesAsync() {
  // The pretend server's records change in place, so they are not React state: a ref created once.
  const serverRef = useRef<ReturnType<typeof createServer>>(null);
  if (serverRef.current === null) serverRef.current = createServer();
  const server = serverRef.current;

  const tree = useTree<Folder>({
    rootItemId: "root",
    initialState: { expandedItems: ["2024"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getId() === "root" || /^\d{4}$/.test(item.getId()),
    createLoadingItemData: () => ({ name: "Loading…" }),
    dataLoader: {
      getItem: (itemId) => server.getItem(itemId),
      getChildren: (itemId) => server.getChildren(itemId),
    },
    features: [asyncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  const focused = tree.getFocusedItem();
  const year = focused && !focused.isFolder() ? focused.getParent() : focused;

  return (
    <>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            if (!year) return;
            server.addAlbum(year.getId());
            // true: the year keeps its old list until the new one has arrived, with no loading state,
            // and its rows stay even if the tree is rebuilt meanwhile (a folder opened, a rename).
            // Without it the year shows as loading. Its rows stay too, but such a rebuild drops them
            // until the answer, and with the focused row among them no row has tabIndex 0: Tab
            // would skip the tree.
            void year.invalidateChildrenIds(true);
          }}
        >
          Add album, then reload {year?.getItemName() ?? "…"}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            if (!focused) return;
            const renamed = `${focused.getItemData().name} (edited)`;
            server.records[focused.getId()]!.name = renamed;
            focused.updateCachedData({ ...focused.getItemData(), name: renamed });
          }}
        >
          Rename, then update the cache
        </button>
      </div>
      {/* Busy until the first level arrives. A tree holds only tree items, so the placeholder lies over it. */}
      <div style={{ display: "grid" }}>
        <div {...tree.getContainerProps("Photo albums")} aria-multiselectable="true" aria-busy={tree.getItems().length === 0} className="tree" style={{ gridArea: "1 / 1", minHeight: "9rem" }}>
          {tree.getItems().map((item) => (
            <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
              <span className={itemClass(item)}>
                {item.getItemName()}
                {item.isLoading() ? " (loading…)" : ""}
              </span>
            </button>
          ))}
        </div>
        {tree.getItems().length === 0 ? (
          <p className="treeitem loading" style={{ gridArea: "1 / 1", alignSelf: "start", margin: 0 }}>
            Loading…
          </p>
        ) : null}
      </div>
    </>
  );
}
