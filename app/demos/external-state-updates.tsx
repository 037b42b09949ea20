import { useRef } from "react";
import { hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature, type ItemInstance } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "Changing the data of a synchronous tree",
  description: "The buttons change the data object behind the tree and then call tree.rebuildTree(), which shows the new structure.",
  tags: ["external-data", "sync-dataloader"],
};

interface Task {
  name: string;
  children?: string[];
}

const initialData: Record<string, Task> = {
  root: { name: "Tasks", children: ["home", "work"] },
  home: { name: "Home", children: ["plants", "bills"] },
  plants: { name: "Water the plants" },
  bills: { name: "Pay the bills" },
  work: { name: "Work", children: ["slides"] },
  slides: { name: "Prepare slides" },
};

const itemClass = (item: ItemInstance<Task>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused"]
    .filter(Boolean)
    .join(" ");

export default function ExternalStateUpdates() {
  // Changed in place by the buttons, then shown with rebuildTree(), so it is not React state: a ref
  // created once holds it, and the tree reads it through the data loader.
  const data = useRef<Record<string, Task>>(null);
  if (data.current === null) data.current = structuredClone(initialData);
  const counter = useRef(0);

  const tree = useTree<Task>({
    rootItemId: "root",
    initialState: { expandedItems: ["home", "work"], focusedItem: "home" },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    dataLoader: {
      getItem: (itemId) => data.current![itemId]!,
      getChildren: (itemId) => data.current![itemId]?.children ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  const focused = tree.getFocusedItem();
  const folder = focused?.isFolder() ? focused : focused?.getParent();

  const addTask = () => {
    if (!folder) return;
    counter.current += 1;
    const id = `task-${counter.current}`;
    data.current![id] = { name: `New task ${counter.current}` };
    data.current![folder.getId()]!.children!.push(id);
    tree.rebuildTree();
  };

  const markDone = () => {
    if (!focused) return;
    const task = data.current![focused.getId()]!;
    task.name = task.name.startsWith("✓ ") ? task.name.slice(2) : `✓ ${task.name}`;
    tree.rebuildTree();
  };

  // The rows that stay when the focused item goes: everything but the item and its contents.
  const remaining = focused ? tree.getItems().filter((item) => item !== focused && !item.isDescendentOf(focused.getId())) : [];

  const remove = () => {
    const parent = focused?.getParent();
    if (!focused || !parent || remaining.length === 0) return;
    // Focus a row that stays (the next one, else the one above): the focused item is the only row
    // with tabIndex 0, so without one Tab would skip the tree.
    const { index } = focused.getItemMeta();
    const neighbour = remaining.find((item) => item.getItemMeta().index > index) ?? remaining.at(-1)!;
    const siblings = data.current![parent.getId()]!.children!;
    siblings.splice(siblings.indexOf(focused.getId()), 1);
    neighbour.setFocused();
    tree.rebuildTree();
  };

  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className={styles.button} onClick={addTask}>
          Add a task to {folder?.getItemName() ?? "…"}
        </button>
        <button type="button" className={styles.button} onClick={markDone}>
          Mark as done
        </button>
        {/* aria-disabled, not disabled: a disabled button loses the focus, which falls to the page's body. */}
        <button type="button" className={styles.button} onClick={remove} aria-disabled={remaining.length === 0}>
          Delete the focused item
        </button>
      </div>
      <div {...tree.getContainerProps("Tasks")} aria-multiselectable="true" className="tree">
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span className={itemClass(item)}>{item.getItemName()}</span>
          </button>
        ))}
      </div>
    </>
  );
}
