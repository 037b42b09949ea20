import { useState } from "react";
import { hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature, type ItemInstance } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "Tree data in React state",
  description: "The data is an immutable useState value; after each update the tree schedules a rebuild, which runs on the next render, when the new data is there.",
  tags: ["external-data", "state"],
};

type Records = Record<string, { name: string; children?: string[] }>;

const initialData: Records = {
  root: { name: "Recipes", children: ["soups", "cakes"] },
  soups: { name: "Soups", children: ["minestrone"] },
  minestrone: { name: "Minestrone" },
  cakes: { name: "Cakes", children: ["carrot-cake"] },
  "carrot-cake": { name: "Carrot cake" },
};

const itemClass = (item: ItemInstance<Records[string]>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused"]
    .filter(Boolean)
    .join(" ");

export default function ExternalStateUpdatesReactState() {
  const [data, setData] = useState(initialData);

  const tree = useTree<Records[string]>({
    rootItemId: "root",
    initialState: { expandedItems: ["soups", "cakes"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    // A new function every render, reading the data of that render.
    dataLoader: {
      getItem: (itemId) => data[itemId]!,
      getChildren: (itemId) => data[itemId]?.children ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  const addRecipe = (folderId: string, name: string) => {
    const id = `${folderId}-${Object.keys(data).length}`;
    setData((previous) => ({
      ...previous,
      [id]: { name },
      [folderId]: { ...previous[folderId]!, children: [...previous[folderId]!.children!, id] },
    }));
    // rebuildTree() would run now, with the old data; this waits for the next render.
    tree.scheduleRebuildTree();
  };

  return (
    <div className={styles.columns}>
      <div>
        <div className={styles.toolbar}>
          <button type="button" className={styles.button} onClick={() => addRecipe("soups", "Pumpkin soup")}>
            Add a soup
          </button>
          <button type="button" className={styles.button} onClick={() => addRecipe("cakes", "Lemon drizzle")}>
            Add a cake
          </button>
        </div>
        <div {...tree.getContainerProps("Recipes")} aria-multiselectable="true" className="tree">
          {tree.getItems().map((item) => (
            <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
              <span className={itemClass(item)}>{item.getItemName()}</span>
            </button>
          ))}
        </div>
      </div>
      <div>
        <p className={styles.label}>The useState value</p>
        <pre className={styles.readout}>{JSON.stringify(data, null, 1)}</pre>
      </div>
    </div>
  );
}
