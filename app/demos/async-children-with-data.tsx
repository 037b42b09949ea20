import { useState } from "react";
import { asyncDataLoaderFeature, hotkeysCoreFeature, selectionFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Children and their data in one request",
  description: "The loader answers getChildrenWithData, so opening a folder costs one request instead of one per child. The log lists every call.",
  tags: ["async-dataloader"],
};

interface Entry {
  name: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const depthOf = (id: string) => (id === "root" ? 0 : id.split(".").length);
const nameOf = (id: string) => (depthOf(id) < 3 ? `Folder ${id}` : `File ${id}`);

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function AsyncChildrenWithData() {
  const [log, setLog] = useState<string[]>([]);
  const record = (line: string) => setLog((old) => [line, ...old].slice(0, 5));

  const tree = useTree<Entry>({
    rootItemId: "root",
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => depthOf(item.getId()) < 3,
    createLoadingItemData: () => ({ name: "Loading…" }),
    dataLoader: {
      // Asked only for an item whose data did not come with its parent's children. Here every item's
      // data does, and the tree never reads the root's data, so the log never shows this call.
      getItem: async (itemId) => {
        record(`getItem("${itemId}")`);
        await wait(500);
        return { name: nameOf(itemId) };
      },
      getChildrenWithData: async (itemId) => {
        record(`getChildrenWithData("${itemId}")`);
        await wait(500);
        return [1, 2, 3].map((n) => {
          const id = itemId === "root" ? `${n}` : `${itemId}.${n}`;
          return { id, data: { name: nameOf(id) } };
        });
      },
    },
    features: [asyncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  const items = tree.getItems();

  return (
    <>
      {/* Busy until the first level arrives. A tree holds only tree items, so the placeholder lies over it. */}
      <div style={{ display: "grid" }}>
        <div {...tree.getContainerProps("Remote files")} aria-multiselectable="true" aria-busy={items.length === 0} className="tree" style={{ gridArea: "1 / 1", minHeight: "5.5rem" }}>
          {items.map((item) => (
            <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
              <span
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
        {log.length ? `Latest loader calls:\n${log.join("\n")}` : "No loader calls yet."}
      </p>
    </>
  );
}
