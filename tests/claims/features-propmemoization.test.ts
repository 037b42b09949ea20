// @vitest-environment happy-dom
// Claims of content/features/propmemoization.mdx: which props stay the same functions, and what that
// means for React.memo rows (rendered with React in happy-dom; no layout involved). The demos run in
// Chromium: tests/claims-chromium/features-propmemoization.test.ts.
import {
  checkboxesFeature,
  dragAndDropFeature,
  propMemoizationFeature,
  renamingFeature,
  searchFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type FeatureImplementation,
  type ItemInstance,
  type TreeInstance,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import { act, createElement, memo } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { FILES, mountedTree } from "./tree";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;


const extraHandler: FeatureImplementation = {
  key: "extra-handler",
  itemInstance: { getProps: ({ prev }) => ({ ...prev?.(), onMouseEnter: () => {} }) },
};

/**
 * Renders a tree whose rows are React.memo components, as the page's example does, and counts each
 * row's renders. `byInstance` passes the item instance instead of plain values.
 */
function renderMemoRows(features: FeatureImplementation[], byInstance = false) {
  const renders: Record<string, number> = {};
  const view = { tree: undefined as unknown as TreeInstance<string> };
  type RowProps = { id: string; name: string; level: number; selected: boolean } & Record<string, unknown>;
  const Row = memo(function Row({ id, name, level, selected, ...treeProps }: RowProps) {
    renders[id] = (renders[id] ?? 0) + 1;
    return createElement("button", { ...treeProps, "data-id": id, style: { paddingLeft: level * 20, fontWeight: selected ? "bold" : "normal" } }, name);
  });
  const InstanceRow = memo(function InstanceRow({ item, ...treeProps }: { item: ItemInstance<string> } & Record<string, unknown>) {
    renders[item.getId()] = (renders[item.getId()] ?? 0) + 1;
    return createElement("button", { ...treeProps, "data-id": item.getId(), "data-selected": String(item.isSelected()) }, item.getItemName());
  });
  function Tree() {
    const tree = useTree<string>({
      rootItemId: "root",
      getItemName: (item) => item.getItemData(),
      isItemFolder: (item) => item.getId() in FILES,
      dataLoader: { getItem: (id) => id, getChildren: (id) => FILES[id] ?? [] },
      features,
    });
    view.tree = tree;
    return createElement(
      "div",
      tree.getContainerProps("Files"),
      tree.getItems().map((item) =>
        byInstance
          ? createElement(InstanceRow, { key: item.getId(), item })
          : createElement(Row, {
              ...item.getProps(),
              key: item.getId(),
              id: item.getId(),
              name: item.getItemName(),
              level: item.getItemMeta().level,
              selected: item.isSelected(),
            }),
      ),
    );
  }
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(createElement(Tree)));
  const counts = () => ({ ...renders });
  const changed = (before: Record<string, number>) => Object.keys(renders).filter((id) => renders[id] !== before[id]).sort();
  return { view, container, counts, changed, unmount: () => (act(() => root.unmount()), container.remove()) };
}

describe("/features/propmemoization", () => {
  it(claim("/features/propmemoization", "Without this feature, every call of item.getProps() creates new event handler functions."), () => {
    const docs = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature] }).getItemInstance("docs");
    const [a, b] = [docs.getProps(), docs.getProps()];
    for (const key of ["onClick", "onDragStart", "onDragOver", "onDrop"]) expect(a[key], key).not.toBe(b[key]);
  });

  it(claim("/features/propmemoization", "it defeats React.memo: a memoized row component that receives the props sees a changed onClick on every render and renders again, even when nothing about the row changed."), () => {
    const view = renderMemoRows([syncDataLoaderFeature, selectionFeature]);
    const before = view.counts();
    act(() => view.view.tree.getItemInstance("docs").select());
    expect(view.changed(before)).toEqual(["docs", "readme.md", "src"]);
    view.unmount();
  });

  it(claim("/features/propmemoization", "propMemoizationFeature makes the functions in generated props stable, so a memoized row renders only when one of its values really changes."), () => {
    const view = renderMemoRows([syncDataLoaderFeature, selectionFeature, propMemoizationFeature]);
    const before = view.counts();
    act(() => view.view.tree.getItemInstance("docs").select()); // docs: selected, aria-selected
    expect(view.changed(before)).toEqual(["docs"]);
    view.unmount();
  });

  it(claim("/features/propmemoization", "Add the feature; it has no options."), () => {
    expect(propMemoizationFeature.getDefaultConfig).toBeUndefined();
    const withIt = mountedTree({ features: [syncDataLoaderFeature, propMemoizationFeature] }).getConfig();
    const without = mountedTree({ features: [syncDataLoaderFeature] }).getConfig();
    expect(Object.keys(withIt).sort()).toEqual(Object.keys(without).sort());
  });

  it(claim("/features/propmemoization", "The row gets the ref from item.getProps() as a prop, which needs React 19."), () => {
    const view = renderMemoRows([syncDataLoaderFeature, selectionFeature, propMemoizationFeature]);
    expect(view.view.tree.getItemInstance("src").getElement()).toBe(view.container.querySelector('[data-id="src"]'));
    view.unmount();
  });

  it(claim("/features/propmemoization", "The instance is the same object on every render, so a row that reads its state from it would not notice a change and would not render again."), () => {
    const view = renderMemoRows([syncDataLoaderFeature, selectionFeature, propMemoizationFeature], true);
    const before = view.counts();
    act(() => view.view.tree.getItemInstance("readme.md").select());
    expect(view.view.tree.getItemInstance("readme.md").isSelected()).toBe(true);
    expect(view.changed(before)).toEqual([]);
    expect(view.container.querySelector('[data-id="readme.md"]')?.getAttribute("data-selected")).toBe("false");
    view.unmount();
  });

  it(claim("/features/propmemoization", "The feature wraps the props methods of the features before it: getContainerProps() and getSearchInputElementProps() on the tree, and getProps(), getDragHandleProps() and getRenameInputProps() on items."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, searchFeature, renamingFeature, propMemoizationFeature], seperateDragHandle: true });
    const same = (get: () => Record<string, unknown>, key: string) => expect(get()[key], key).toBe(get()[key]);
    same(() => tree.getContainerProps("Files"), "onDrop");
    tree.openSearch();
    same(() => tree.getSearchInputElementProps(), "onChange");
    const docs = tree.getItemInstance("docs");
    same(() => docs.getProps(), "onClick");
    same(() => docs.getProps(), "onDragOver");
    same(() => docs.getDragHandleProps(), "onDragStart");
    docs.startRenaming();
    same(() => docs.getRenameInputProps(), "onChange");
  });

  it(claim("/features/propmemoization", "getCheckboxProps() is not among them: its ref is a new function on every call."), () => {
    const readme = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, checkboxesFeature, propMemoizationFeature] }).getItemInstance("readme.md");
    expect(readme.getCheckboxProps().ref).not.toBe(readme.getCheckboxProps().ref);
  });

  it(claim("/features/propmemoization", "The first time one of them returns a function under some prop name, that function is remembered, per item. Later calls return a new props object with the same function."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, propMemoizationFeature] });
    const docs = tree.getItemInstance("docs");
    const first = docs.getProps();
    docs.select();
    const second = docs.getProps();
    expect(second).not.toBe(first);
    expect(second.onClick).toBe(first.onClick);
    expect(tree.getItemInstance("src").getProps().onClick).not.toBe(first.onClick); // per item
  });

  it(claim("/features/propmemoization", "Values that are not functions (aria-*, tabIndex, …) are passed through unchanged, so a memoized component compares them as usual."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, propMemoizationFeature] });
    const docs = tree.getItemInstance("docs");
    const first = docs.getProps();
    docs.select();
    tree.getItemInstance("src").setFocused();
    const second = docs.getProps();
    expect([first["aria-selected"], second["aria-selected"]]).toEqual(["false", "true"]);
    expect([first.tabIndex, second.tabIndex]).toEqual([0, -1]);
  });

  it(claim("/features/propmemoization", "The library's own handlers read the tree's current state when they run, not when they were created, so remembering them is safe, with one exception, below."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, propMemoizationFeature] });
    const onClick = tree.getItemInstance("src").getProps().onClick; // remembered now, before any change
    tree.getItemInstance("src").expand();
    onClick({ ctrlKey: false, shiftKey: false, metaKey: false }); // the same function, run later
    expect(tree.getItemInstance("src").isExpanded()).toBe(false); // it saw the folder open and closed it
  });

  it(claim("/features/propmemoization", "while an item is being renamed, renamingFeature gives it an onDragStart that does nothing, and when the item's props are made for the first time during the renaming, that function is the one remembered."), () => {
    const children = { ...FILES, root: [...FILES.root!] };
    const features = [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, renamingFeature, propMemoizationFeature];
    const tree = mountedTree({ features }, children);
    const dragStart = { dataTransfer: null, preventDefault: () => {} };
    // Added and renamed at once: the first getProps() call comes while it is being renamed.
    children.root.push("new.md");
    tree.rebuildTree();
    tree.getItemInstance("new.md").startRenaming();
    const whileRenaming = tree.getItemInstance("new.md").getProps();
    expect(whileRenaming.draggable).toBe(false);
    tree.completeRenaming();
    const after = tree.getItemInstance("new.md").getProps();
    expect(after.draggable).toBe(true);
    expect(after.onDragStart).toBe(whileRenaming.onDragStart); // the renaming's function, kept
    after.onDragStart(dragStart);
    expect(tree.getState().dnd).toBeFalsy(); // nothing started: no dragged items
    // An item whose props were made before its renaming keeps the drag handler.
    const readme = tree.getItemInstance("readme.md");
    readme.getProps();
    readme.startRenaming();
    readme.getProps();
    tree.completeRenaming();
    readme.getProps().onDragStart(dragStart);
    expect(tree.getState().dnd?.draggedItems?.map((item) => item.getId())).toEqual(["readme.md"]);
  });

  it(claim("/features/propmemoization", "It would not be safe for a handler of your own that captures a value from one render."), () => {
    const seen: string[][] = [];
    const capturing: FeatureImplementation = {
      key: "capturing",
      itemInstance: {
        getProps: ({ prev, tree }) => {
          const selected = tree.getState().selectedItems; // captured when the props are made
          return { ...prev?.(), onMouseEnter: () => void seen.push(selected) };
        },
      },
    };
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, capturing, propMemoizationFeature] });
    tree.getItemInstance("docs").getProps();
    tree.getItemInstance("docs").select();
    tree.getItemInstance("docs").getProps().onMouseEnter();
    expect(seen).toEqual([[]]); // the selection of the first call, not ["docs"]
  });

  it(claim("/features/propmemoization", "listed after this one, they are not memoized; listed before it, they are memoized, so they must read current values at call time too."), () => {
    const after = mountedTree({ features: [syncDataLoaderFeature, propMemoizationFeature, extraHandler] });
    expect(after.getItemInstance("docs").getProps().onMouseEnter).not.toBe(after.getItemInstance("docs").getProps().onMouseEnter);
    const before = mountedTree({ features: [syncDataLoaderFeature, extraHandler, propMemoizationFeature] });
    expect(before.getItemInstance("docs").getProps().onMouseEnter).toBe(before.getItemInstance("docs").getProps().onMouseEnter);
  });

  it(claim("/features/propmemoization", "The tree moves it behind every built-in feature it wraps, so with a built-in feature listed after it, a feature of yours listed between the two ends up before it and is memoized after all."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, propMemoizationFeature, extraHandler, selectionFeature] });
    expect((tree.getConfig().features ?? []).map((feature) => feature.key)).toEqual(["sync-data-loader", "selection", "extra-handler", "prop-memoization"]);
    expect(tree.getItemInstance("docs").getProps().onMouseEnter).toBe(tree.getItemInstance("docs").getProps().onMouseEnter);
  });

  it(claim("/features/propmemoization", "Opening a folder, moving the focus or changing the selection then renders only the rows whose values changed instead of all visible rows."), () => {
    const view = renderMemoRows([syncDataLoaderFeature, selectionFeature, propMemoizationFeature]);
    let before = view.counts();
    act(() => view.view.tree.getItemInstance("src").setFocused());
    expect(view.changed(before)).toEqual(["docs", "src"]); // tabIndex 0 moved from docs to src
    before = view.counts();
    act(() => view.view.tree.getItemInstance("src").expand());
    expect(view.changed(before)).toEqual(["index.ts", "lib", "src"]); // src: aria-expanded; two new rows
    before = view.counts();
    act(() => view.view.tree.setSelectedItems(["lib"]));
    expect(view.changed(before)).toEqual(["lib"]);
    view.unmount();
  });

  it(claim("/features/propmemoization", "The feature adds no configuration, state, instance methods or hotkeys; its API pages are empty by design."), () => {
    const { key, overwrites, treeInstance, itemInstance, ...rest } = propMemoizationFeature;
    expect(key).toBe("prop-memoization");
    expect(overwrites).toContain("selection");
    expect(Object.keys(rest)).toEqual([]);
    expect(Object.keys(treeInstance!).sort()).toEqual(["getContainerProps", "getSearchInputElementProps"]);
    expect(Object.keys(itemInstance!).sort()).toEqual(["getDragHandleProps", "getProps", "getRenameInputProps"]);
  });
});
