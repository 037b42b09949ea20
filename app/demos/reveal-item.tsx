import { useState } from "react";
import {
  asyncDataLoaderFeature,
  expandAllFeature,
  hotkeysCoreFeature,
  selectionFeature,
  type ItemInstance,
  type TreeInstance,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Reveal and focus any item",
  description: "Each button reveals a file deep inside folders that are closed and not loaded yet: it opens every ancestor after its children arrive, then focuses and selects the file.",
  tags: ["async-dataloader"],
};

interface Entry {
  name: string;
  isFolder: boolean;
}

// A pretend server. Each request takes 400 ms; it can also tell the ancestors of any item,
// which is what revealing needs: the tree only knows the parents of items it has loaded.
const files: Record<string, { name: string; children?: string[] }> = {
  root: { name: "Drive", children: ["projects", "archive", "todo"] },
  projects: { name: "Projects", children: ["website", "app"] },
  website: { name: "Website", children: ["index", "styles"] },
  index: { name: "index.html" },
  styles: { name: "styles.css" },
  app: { name: "App", children: ["main"] },
  main: { name: "main.ts" },
  archive: { name: "Archive", children: ["y2023", "y2024"] },
  y2023: { name: "2023", children: ["taxes"] },
  taxes: { name: "taxes.pdf" },
  y2024: { name: "2024", children: ["q1", "q2"] },
  q1: { name: "Q1", children: ["invoice"] },
  invoice: { name: "invoice-0117.pdf" },
  q2: { name: "Q2", children: ["report"] },
  report: { name: "report.pdf" },
  todo: { name: "todo.txt" },
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const server = {
  async fetchItem(id: string): Promise<Entry> {
    await wait(400);
    return { name: files[id]!.name, isFolder: files[id]!.children !== undefined };
  },
  async fetchChildren(id: string): Promise<string[]> {
    await wait(400);
    return files[id]!.children ?? [];
  },
  /** The ids from the root down to the item's parent. */
  async fetchAncestors(id: string): Promise<string[]> {
    await wait(400);
    const parentOf = (child: string) => Object.keys(files).find((key) => files[key]!.children?.includes(child));
    const ancestors: string[] = [];
    for (let parent = parentOf(id); parent; parent = parentOf(parent)) ancestors.unshift(parent);
    return ancestors;
  },
};

/** Resolves once the item's row is rendered: its element registers through the ref in getProps(). */
function rowRendered(item: ItemInstance<Entry>): Promise<boolean> {
  return new Promise((resolve) => {
    let frames = 0;
    const check = () => {
      if (item.getElement()) resolve(true);
      else if (++frames > 120) resolve(false);
      else requestAnimationFrame(check);
    };
    check();
  });
}

async function revealItem(tree: TreeInstance<Entry>, itemId: string) {
  const ancestors = await server.fetchAncestors(itemId);
  // Top down: a folder can only open once its own data (is it a folder?) and children are there.
  for (const folderId of ancestors) {
    await Promise.all([tree.loadItemData(folderId), tree.loadChildrenIds(folderId)]);
    const folder = tree.getItemInstance(folderId);
    if (folderId !== tree.getConfig().rootItemId && !folder.isExpanded()) folder.expand();
  }
  await tree.loadItemData(itemId);
  const item = tree.getItemInstance(itemId);
  tree.setSelectedItems([itemId]);
  item.setFocused();
  // updateDomFocus() focuses the row, which scrolls it into view; wait until React rendered it.
  if (await rowRendered(item)) tree.updateDomFocus();
}

const targets = ["report", "main", "taxes"];

export default function RevealItem() {
  const [busy, setBusy] = useState<string | null>(null);
  const tree = useTree<Entry>({
    rootItemId: "root",
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().isFolder,
    createLoadingItemData: () => ({ name: "Loading…", isFolder: false }),
    dataLoader: {
      getItem: (itemId) => server.fetchItem(itemId),
      getChildren: (itemId) => server.fetchChildren(itemId),
    },
    features: [asyncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, expandAllFeature],
  });

  const reveal = async (itemId: string) => {
    setBusy(itemId);
    await revealItem(tree, itemId);
    setBusy(null);
  };

  const closeAll = () => {
    // A focused row inside a closing folder disappears, and Tab would skip the tree: focus its
    // top-level folder first.
    let top = tree.getFocusedItem();
    while (top && top.getItemMeta().level > 0) top = top.getParent()!;
    top?.setFocused();
    tree.collapseAll();
  };

  return (
    <>
      <div className="demo-toolbar">
        {targets.map((id) => (
          // aria-disabled, not disabled: a disabled button loses the focus, which falls to the page's body.
          <button key={id} type="button" className="demo-button" aria-disabled={busy !== null} onClick={busy === null ? () => reveal(id) : undefined}>
            Reveal {files[id]!.name}
          </button>
        ))}
        <button type="button" className="demo-button" onClick={closeAll}>
          Close all folders
        </button>
      </div>
      {/* Busy until the first level has arrived: a tree without items is expected then. */}
      <div {...tree.getContainerProps("Drive")} aria-multiselectable="true" aria-busy={tree.getItems().length === 0} className="tree" style={{ minHeight: "7rem" }}>
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span
              className={["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused", item.isLoading() && "loading"]
                .filter(Boolean)
                .join(" ")}
            >
              {item.getItemName()}
            </span>
          </button>
        ))}
      </div>
      <p className="demo-status" role="status">
        {busy ? `Revealing ${files[busy]!.name}…` : ""}
      </p>
    </>
  );
}
