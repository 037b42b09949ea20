import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import {
  hotkeysCoreFeature,
  renamingFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type ItemInstance,
  type TreeInstance,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./file-manager.module.css";

export const meta = {
  title: "A file manager tree",
  description: "New files and folders start with their name selected for editing, like in VS Code. Right-click a row (or press Shift+F10) for its menu; Delete removes the focused item, F2 renames it.",
  tags: ["renaming", "hotkeys"],
};

interface Entry {
  name: string;
  children?: string[];
}

type Files = Record<string, Entry>;

// The starting files. The demo copies them into a ref: every action below changes the copy in
// place and rebuilds the tree, which reads it through dataLoader.
const initialFiles: Files = {
  root: { name: "workspace", children: ["src", "docs", "package.json"] },
  src: { name: "src", children: ["app.ts", "utils"] },
  "app.ts": { name: "app.ts" },
  utils: { name: "utils", children: ["format.ts"] },
  "format.ts": { name: "format.ts" },
  docs: { name: "docs", children: ["readme.md"] },
  "readme.md": { name: "readme.md" },
  "package.json": { name: "package.json" },
};

/** Adds a file or folder next to the focused item (inside it, if it is a folder) and starts renaming it. */
function createItem(tree: TreeInstance<Entry>, files: Files, kind: "file" | "folder") {
  const focused = tree.getFocusedItem();
  const parent = focused.isFolder() ? focused : (focused.getParent() ?? tree.getRootItem());
  let n = 1;
  while (`new-${n}` in files) n += 1;
  const id = `new-${n}`;
  files[id] = kind === "folder" ? { name: "New folder", children: [] } : { name: "untitled.txt" };
  files[parent.getId()]!.children!.push(id);
  if (parent.getId() !== tree.getConfig().rootItemId && !parent.isExpanded()) parent.expand();
  tree.rebuildTree();
  const item = tree.getItemInstance(id);
  item.setFocused();
  // The input that replaces the row focuses itself when it mounts (getRenameInputProps' ref).
  item.startRenaming();
}

/** Removes an item with everything inside it, and gives the focus to the row above it. */
function deleteItem(tree: TreeInstance<Entry>, files: Files, item: ItemInstance<Entry>) {
  const parent = item.getParent();
  if (!parent) return;
  const neighbour = item.getItemAbove() ?? tree.getItems().find((other) => other !== item && !other.isDescendentOf(item.getId()));
  files[parent.getId()]!.children = files[parent.getId()]!.children!.filter((id) => id !== item.getId());
  neighbour?.setFocused();
  tree.rebuildTree();
  tree.updateDomFocus();
}

interface MenuState {
  item: ItemInstance<Entry>;
  x: number;
  y: number;
}

/**
 * A small menu: arrow keys move between its entries; Escape closes it and returns to the row
 * (onClose), focus moving elsewhere closes it and leaves the focus there (onDismiss).
 */
function ContextMenu(props: { menu: MenuState; actions: [string, () => void][]; onClose: () => void; onDismiss: () => void }) {
  const { menu, actions, onClose, onDismiss } = props;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.querySelector("button")?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    const entries = [...(ref.current?.querySelectorAll("button") ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      entries[(index + (event.key === "ArrowDown" ? 1 : entries.length - 1)) % entries.length]?.focus();
    } else if (event.key === "Escape" || event.key === "Tab") {
      event.preventDefault();
      onClose();
    }
  };
  return (
    <div
      ref={ref}
      role="menu"
      aria-label={`Actions for ${menu.item.getItemName()}`}
      className={styles.menu}
      style={{ position: "absolute", left: menu.x, top: menu.y }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) onDismiss();
      }}
    >
      {actions.map(([label, run]) => (
        <button key={label} type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={run}>
          {label}
        </button>
      ))}
    </div>
  );
}

export default function FileManager() {
  const [menu, setMenu] = useState<MenuState | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  // Changed in place by every action, then shown with rebuildTree(), so it is not React state.
  const filesRef = useRef<Files>(null);
  if (filesRef.current === null) filesRef.current = structuredClone(initialFiles);
  const files = filesRef.current;

  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: ["src"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    onRename: (item, value) => {
      if (value.trim()) filesRef.current![item.getId()]!.name = value.trim();
    },
    dataLoader: {
      getItem: (itemId) => filesRef.current![itemId]!,
      getChildren: (itemId) => filesRef.current![itemId]?.children ?? [],
    },
    hotkeys: {
      customDeleteItem: {
        hotkey: "Delete",
        handler: (_event, tree) => deleteItem(tree, filesRef.current!, tree.getFocusedItem()),
      },
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, renamingFeature],
  });

  // Right-click, the context-menu key and Shift+F10 all fire "contextmenu" on the row.
  const openMenu = (event: MouseEvent<HTMLElement>, item: ItemInstance<Entry>) => {
    event.preventDefault();
    item.setFocused();
    const box = frame.current!.getBoundingClientRect();
    const row = event.currentTarget.getBoundingClientRect();
    // A menu opened from the keyboard has button -1 in Chromium (at the row's centre), 0,0 elsewhere.
    const byMouse = event.button !== -1 && (event.clientX !== 0 || event.clientY !== 0);
    setMenu({ item, x: (byMouse ? event.clientX : row.left + 24) - box.left, y: (byMouse ? event.clientY : row.bottom) - box.top });
  };
  const closeMenu = () => {
    setMenu(null);
    tree.updateDomFocus();
  };
  // Runs an action without handing the focus back to the row: the action places it itself.
  const act = (action: () => void) => () => {
    setMenu(null);
    action();
  };

  return (
    <div ref={frame} style={{ position: "relative" }}>
      <div className="demo-toolbar">
        <button type="button" className="demo-button" onClick={() => createItem(tree, files, "file")}>
          New file
        </button>
        <button type="button" className="demo-button" onClick={() => createItem(tree, files, "folder")}>
          New folder
        </button>
      </div>
      <div {...tree.getContainerProps("Workspace files")} aria-multiselectable="true" className="tree">
        {tree.getItems().map((item) =>
          item.isRenaming() ? (
            // While renaming, an input takes the place of the row.
            <div key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
              <span className="treeitem focused">
                <input {...item.getRenameInputProps()} className="tree-rename-input" aria-label={`Name of ${item.getItemName()}`} />
              </span>
            </div>
          ) : (
            <button
              {...item.getProps()}
              key={item.getId()}
              aria-haspopup="menu"
              onContextMenu={(event) => openMenu(event, item)}
              style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}
            >
              <span
                className={["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused"]
                  .filter(Boolean)
                  .join(" ")}
              >
                {item.getItemName()}
              </span>
            </button>
          ),
        )}
      </div>
      {menu ? (
        <ContextMenu
          menu={menu}
          onClose={closeMenu}
          onDismiss={() => setMenu(null)}
          actions={[
            ["New file", act(() => createItem(tree, files, "file"))],
            ["New folder", act(() => createItem(tree, files, "folder"))],
            ["Rename", act(() => menu.item.startRenaming())],
            ["Delete", act(() => deleteItem(tree, files, menu.item))],
          ]}
        />
      ) : null}
    </div>
  );
}
