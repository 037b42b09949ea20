// The harness page: renders Headless Tree trees at fixed geometry for the Chromium claim tests and
// exposes `window.harness`. Tests mount trees from `page.evaluate`, with real functions in the
// config, then drive them with real pointer drags and keys and read `snapshot()`.
import * as core from "@headless-tree/core";
import type { DragTarget, FeatureImplementation, ItemInstance, TreeConfig, TreeInstance } from "@headless-tree/core";
import * as react from "@headless-tree/react";
import { useTree } from "@headless-tree/react";
import { StrictMode, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { flushSync } from "react-dom";
import { HARNESS_DATA, INDENT, ROW_HEIGHT, type TargetSnapshot, type TreeSnapshot } from "./protocol";
import { HANG_MS } from "../../support/hang-bound";

// The browser's own timer, frame and time functions, kept before a test can install Playwright's
// clock (which replaces them): the harness's own waits go on while that clock stands still.
const timeout = window.setTimeout.bind(window);
const frame = window.requestAnimationFrame.bind(window);
const now = performance.now.bind(performance);

export interface MountOptions {
  /** Folders and their children; an id is also the item's name. Default: HARNESS_DATA. */
  data?: Record<string, string[]>;
  /** Default: sync data loader, selection, hotkeys, drag and drop; keyboard drag and drop when the page was opened with it (useHarness). */
  features?: FeatureImplementation<string>[];
  /** Merged over the harness's config (root, names, data loader, `indent: 20`, an `onDrop` that moves items). */
  config?: Partial<TreeConfig<string>>;
  /** Put the search input inside the tree's container instead of above it. */
  searchInputInsideTree?: boolean;
  /** Render `AssistiveTreeDescription` right after the tree's container (`data-assistive`), with these props. */
  assistive?: Record<string, unknown>;
  /** Render each row as a `<button>` instead of a `<div>`. */
  rowElement?: "div" | "button";
  /** Props spread on each row after `item.getProps()`. */
  rowProps?: (item: ItemInstance<string>) => Record<string, unknown>;
  /** Render a 12 px grip with `item.getDragHandleProps()` (`data-handle="<id>"`) before each item's name. */
  dragHandle?: boolean;
}

interface Mounted {
  tree: TreeInstance<string>;
  data: { current: Record<string, string[]> };
  drops: TreeSnapshot["drops"];
  container: HTMLElement;
  root: Root;
}

const mounted = new Map<string, Mounted>();

/** The features a mount gets unless it names its own: keyboard drag and drop only where the test file or test asked for it (useHarness). */
const defaultFeatures = (): FeatureImplementation<string>[] => [
  core.syncDataLoaderFeature,
  core.selectionFeature,
  core.hotkeysCoreFeature,
  core.dragAndDropFeature,
  ...((window as { harnessKeyboardDragAndDrop?: boolean }).harnessKeyboardDragAndDrop ? [core.keyboardDragAndDropFeature] : []),
];

const hasFeature = (tree: TreeInstance<string>, key: string) =>
  (tree.getConfig().features ?? []).some((feature) => feature.key === key);

const targetSnapshot = (target: DragTarget<string>): TargetSnapshot =>
  core.isOrderedDragTarget(target)
    ? {
        item: target.item.getId(),
        childIndex: target.childIndex,
        insertionIndex: target.insertionIndex,
        dragLineIndex: target.dragLineIndex,
        dragLineLevel: target.dragLineLevel,
      }
    : { item: target.item.getId() };

function Tree({ name, options, entry }: { name: string; options: MountOptions; entry: Mounted }) {
  const [, rerender] = useState(0);
  const data = useRef(entry.data).current;
  const tree = useTree<string>({
    rootItemId: "root",
    getItemName: (item) => item.getId(),
    isItemFolder: (item) => item.getId() in data.current,
    dataLoader: { getItem: (id) => id, getChildren: (id) => data.current[id] ?? [] },
    indent: INDENT,
    onDrop: async (items, target) => {
      entry.drops.push({ kind: "items", items: items.map((item) => item.getId()), target: targetSnapshot(target) });
      await core.createOnDropHandler<string>((parent, children) => {
        data.current = { ...data.current, [parent.getId()]: children };
      })(items, target);
      rerender((n) => n + 1);
    },
    onDropForeignDragObject: (dataTransfer, target) => {
      const payload: Record<string, string> = {};
      for (const type of dataTransfer.types) payload[type] = dataTransfer.getData(type);
      entry.drops.push({ kind: "foreign", data: payload, target: targetSnapshot(target) });
    },
    features: options.features ?? defaultFeatures(),
    ...options.config,
  });
  entry.tree = tree;
  const containerProps = tree.getContainerProps(`Tree ${name}`);
  const search =
    hasFeature(tree, "search") && tree.isSearchOpen() ? <input {...tree.getSearchInputElementProps()} data-search-input /> : null;

  return (
    <>
      {options.searchInputInsideTree ? null : search}
      <div
        {...containerProps}
        data-tree={name}
        style={{ ...containerProps.style, width: 300, minHeight: 4 * ROW_HEIGHT, font: "14px/1 monospace" }}
      >
        {options.searchInputInsideTree ? search : null}
        {tree.getItems().map((item) => (
          <Row key={item.getId()} item={item} tree={tree} options={options} />
        ))}
        {/* Only with drag and drop: without it the tree has no getDragLineStyle. */}
        {hasFeature(tree, "drag-and-drop") ? <div data-drag-line style={{ ...tree.getDragLineStyle(), height: 2, background: "blue" }} /> : null}
      </div>
      {options.assistive ? <react.AssistiveTreeDescription tree={tree} {...options.assistive} data-assistive /> : null}
    </>
  );
}

function Row({ item, tree, options }: { item: ItemInstance<string>; tree: TreeInstance<string>; options: MountOptions }) {
  const renaming = hasFeature(tree, "renaming") && item.isRenaming();
  const Element = options.rowElement ?? "div";
  return (
    <Element
      {...item.getProps()}
      {...options.rowProps?.(item)}
      data-id={item.getId()}
      style={{
        boxSizing: "border-box",
        height: ROW_HEIGHT,
        paddingLeft: item.getItemMeta().level * INDENT,
        display: "flex",
        alignItems: "center",
        gap: 4,
      }}
    >
      {options.dragHandle ? (
        <span {...item.getDragHandleProps()} data-handle={item.getId()} style={{ width: 12, height: 12, flex: "none", background: "#999" }} />
      ) : null}
      {hasFeature(tree, "checkboxes") ? <input type="checkbox" {...item.getCheckboxProps()} data-checkbox={item.getId()} /> : null}
      {renaming ? <input {...item.getRenameInputProps()} data-rename-input /> : <span>{item.getItemName()}</span>}
    </Element>
  );
}

function snapshot(name = "a"): TreeSnapshot {
  const entry = mounted.get(name);
  if (!entry) throw new Error(`no tree "${name}" is mounted`);
  const { tree } = entry;
  const box = (el: Element | null | undefined) => {
    if (!el) return { x: 0, y: 0, width: 0, height: 0 };
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  };
  const dnd = tree.getState().dnd;
  const line = entry.container.querySelector<HTMLElement>("[data-drag-line]");
  const active = document.activeElement;
  const has = (key: string) => hasFeature(tree, key);
  return {
    rows: tree.getItems().map((item) => ({
      id: item.getId(),
      level: item.getItemMeta().level,
      folder: item.isFolder(),
      expanded: item.isExpanded(),
      focused: item.isFocused(),
      selected: has("selection") ? item.isSelected() : false,
      dragTarget: has("drag-and-drop") ? item.isDragTarget() : false,
      unorderedDragTarget: has("drag-and-drop") ? item.isUnorderedDragTarget() : false,
      dragTargetAbove: has("drag-and-drop") ? item.isDragTargetAbove() : false,
      dragTargetBelow: has("drag-and-drop") ? item.isDragTargetBelow() : false,
      draggingOver: has("drag-and-drop") ? item.isDraggingOver() : false,
      box: box(item.getElement()),
    })),
    dnd: dnd
      ? {
          ...(dnd.draggedItems ? { draggedItems: dnd.draggedItems.map((item) => item.getId()) } : {}),
          ...(dnd.draggingOverItem ? { draggingOverItem: dnd.draggingOverItem.getId() } : {}),
          ...(dnd.dragTarget ? { dragTarget: targetSnapshot(dnd.dragTarget) } : {}),
        }
      : dnd,
    dragLineStyle: has("drag-and-drop")
      ? Object.fromEntries(Object.entries(tree.getDragLineStyle()).map(([k, v]) => [k, String(v)]))
      : {},
    dragLineBox: line && getComputedStyle(line).display !== "none" ? box(line) : null,
    children: entry.data.current,
    drops: entry.drops,
    activeElement:
      active instanceof HTMLElement && active.dataset.id
        ? active.dataset.id
        : active === entry.container.querySelector("[data-tree]")
          ? "container"
          : (active?.tagName.toLowerCase() ?? null),
    containerBox: box(entry.container.querySelector("[data-tree]")),
  };
}

function mount(name = "a", options: MountOptions = {}) {
  unmount(name);
  const container = document.createElement("section");
  container.dataset.mount = name;
  container.style.cssText = "display:inline-block;vertical-align:top;margin:0 40px 0 0";
  document.getElementById("trees")!.append(container);
  const entry = { data: { current: structuredClone(options.data ?? HARNESS_DATA) }, drops: [], container } as unknown as Mounted;
  entry.root = createRoot(container);
  mounted.set(name, entry);
  flushSync(() =>
    entry.root.render(
      <StrictMode>
        <Tree name={name} options={options} entry={entry} />
      </StrictMode>,
    ),
  );
  return rowsRendered(entry);
}

/**
 * Resolves once every item the tree lists has its row in the page. `useTree` builds the items
 * in an effect after the first render, which renders no rows; the rows come with a re-render
 * React schedules as a task of its own, so a test that went on at once could find an item
 * whose row does not exist yet (its box all zeros).
 */
async function rowsRendered({ tree, container }: Mounted) {
  const deadline = now() + HANG_MS;
  const missing = () => tree.getItems().filter((item) => !item.getElement()?.isConnected);
  while (missing().length) {
    if (now() > deadline) throw new Error(`tree ${container.dataset.mount} has items without rows: ${missing().map((item) => item.getId())}`);
    await new Promise((resolve) => timeout(resolve, 10));
  }
}

function unmount(name = "a") {
  const entry = mounted.get(name);
  if (!entry) return;
  entry.root.unmount();
  entry.container.remove();
  mounted.delete(name);
}

/**
 * A plain draggable element outside any tree, as another part of a page would be. Its dragstart
 * puts `data` into the drag and sets `effectAllowed`.
 */
function addDragSource(id: string, data: Record<string, string>, effectAllowed: DataTransfer["effectAllowed"] = "all") {
  const el = document.createElement("div");
  el.dataset.source = id;
  el.draggable = true;
  el.textContent = `drag source ${id}`;
  el.style.cssText = "width:200px;height:30px;background:#eee;margin:4px 0";
  el.addEventListener("dragstart", (e) => {
    for (const [type, value] of Object.entries(data)) e.dataTransfer!.setData(type, value);
    e.dataTransfer!.effectAllowed = effectAllowed;
  });
  document.getElementById("outside")!.append(el);
}

/** A drop zone outside any tree that accepts every drag and records what it received. */
function addDropZone(id: string) {
  const el = document.createElement("div");
  el.dataset.zone = id;
  el.textContent = `drop zone ${id}`;
  el.style.cssText = "width:200px;height:60px;background:#ddf;margin:4px 0";
  const received: Array<Record<string, string>> = [];
  el.addEventListener("dragover", (e) => e.preventDefault());
  el.addEventListener("drop", (e) => {
    e.preventDefault();
    const payload: Record<string, string> = {};
    for (const type of e.dataTransfer!.types) payload[type] = e.dataTransfer!.getData(type);
    received.push(payload);
  });
  zones.set(id, received);
  document.getElementById("outside")!.append(el);
}
const zones = new Map<string, Array<Record<string, string>>>();

/** Runs `fn` on a tree and renders the result, for calls a test makes outside of events. */
function act<R>(name: string, fn: (tree: TreeInstance<string>) => R): R {
  const entry = mounted.get(name);
  if (!entry) throw new Error(`no tree "${name}" is mounted`);
  let result!: R;
  flushSync(() => {
    result = fn(entry.tree);
  });
  return result;
}

// What the browser has delivered so far, so a test can wait until its input has been handled
// (drag events reach the page asynchronously from the input that causes them).
const delivered = { dragstarts: 0, dragover: null as null | { x: number; y: number }, dragends: 0, drops: 0 };
window.addEventListener("dragstart", () => void delivered.dragstarts++, true);
window.addEventListener("dragover", (e) => void (delivered.dragover = { x: e.clientX, y: e.clientY }), true);
window.addEventListener("dragend", () => void delivered.dragends++, true);
window.addEventListener("drop", () => void delivered.drops++, true);

const harness = {
  delivered,
  /** Resolves after the page has rendered a frame, whatever the page's clock does. */
  nextFrame: () => new Promise<void>((resolve) => frame(() => timeout(resolve))),
  /** The browser's setTimeout, for the tests' own probes. */
  timeout,
  core,
  react,
  mount,
  unmount,
  snapshot,
  act,
  tree: (name = "a") => mounted.get(name)?.tree,
  addDragSource,
  addDropZone,
  received: (id: string) => zones.get(id) ?? [],
};

export type Harness = typeof harness;
declare global {
  interface Window {
    harness: Harness;
  }
}
window.harness = harness;
