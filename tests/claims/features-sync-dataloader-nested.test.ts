// @vitest-environment happy-dom
// Claims of content/features/sync-dataloader.mdx, "Nested JSON with children arrays": the page's
// json-tree.ts runs as it is (its hook rendered with React), and plain trees show what ids do.
import * as core from "@headless-tree/core";
import { createTree, selectionFeature, syncDataLoaderFeature, type TreeInstance } from "@headless-tree/core";
import * as headlessReact from "@headless-tree/react";
import * as React from "react";
import { act, createElement, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { runSample } from "./page-code";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PAGE = "/features/sync-dataloader";

interface JsonNode {
  id: string;
  name: string;
  children?: JsonNode[];
}
const sample = runSample<{ indexById: (topLevel: JsonNode[]) => Map<string, JsonNode>; useJsonTree: (topLevel: JsonNode[]) => TreeInstance<JsonNode> }>(
  PAGE,
  "json-tree.ts",
  { react: React, "@headless-tree/core": core, "@headless-tree/react": headlessReact },
);

const DATA: JsonNode[] = [
  { id: "u1", name: "Documents", children: [{ id: "u2", name: "cv.pdf" }, { id: "u3", name: "Taxes", children: [] }] },
  { id: "u4", name: "notes.txt" },
];

const unmounts: Array<() => void> = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

/**
 * Renders a component that keeps the JSON in state, calls `useJsonTree` (the page's, unless given) with
 * it and renders a row for every item, as a reader's component does. `errors` collects what a render threw.
 */
function renderJsonTree(initial: JsonNode[], useJsonTree: (topLevel: JsonNode[]) => TreeInstance<JsonNode> = sample.useJsonTree) {
  let tree: TreeInstance<JsonNode> | undefined;
  let setData: (data: JsonNode[]) => void = () => {};
  function Host() {
    const [data, set] = useState(initial);
    setData = set;
    tree = useJsonTree(data);
    return createElement(
      "div",
      tree.getContainerProps("Files"),
      tree.getItems().map((item) => createElement("div", { ...item.getProps(), key: item.getId() }, item.getItemName())),
    );
  }
  const element = document.createElement("div");
  const errors: unknown[] = [];
  const root = createRoot(element, { onUncaughtError: (error) => void errors.push(error) });
  act(() => root.render(createElement(Host)));
  unmounts.push(() => act(() => root.unmount()));
  const shownRows = () => [...element.querySelectorAll('[role="treeitem"]')].map((row) => row.textContent);
  return { tree: () => tree!, replace: (data: JsonNode[]) => act(() => setData(data)), shownRows, errors };
}
const rows = (tree: TreeInstance<JsonNode>) => tree.getItems().map((item) => `${"  ".repeat(item.getItemMeta().level)}${item.getItemName()}`);

describe(`${PAGE}: Nested JSON with children arrays`, () => {
  it(claim("/features/sync-dataloader", "The tree asks for items one id at a time, so index the JSON once in a map from id to node and answer getItem and getChildren from the map"), () => {
    // What the loader is asked: single ids.
    const byId = sample.indexById(DATA);
    const getItem = vi.fn((id: string) => byId.get(id)!);
    const getChildren = vi.fn((id: string) => byId.get(id)?.children?.map((child) => child.id) ?? []);
    const tree = createTree<JsonNode>({
      rootItemId: "__root__",
      initialState: { expandedItems: ["u1"] },
      getItemName: (item) => item.getItemData().name,
      isItemFolder: (item) => item.getItemData().children !== undefined,
      dataLoader: { getItem, getChildren },
      features: [syncDataLoaderFeature],
    });
    tree.setMounted(true);
    tree.rebuildTree();
    rows(tree);
    expect(new Set(getChildren.mock.calls.map((call) => call.length))).toEqual(new Set([1]));
    expect(new Set(getChildren.mock.calls.map(([id]) => id))).toEqual(new Set(["__root__", "u1"]));
    expect(new Set(getItem.mock.calls.map(([id]) => id))).toEqual(new Set(["u1", "u2", "u3", "u4"]));
    // The page's hook shows the nested data.
    const { tree: shown } = renderJsonTree(DATA);
    act(() => shown().getItemInstance("u1").expand());
    expect(rows(shown())).toEqual(["Documents", "  cv.pdf", "  Taxes", "notes.txt"]);
    expect([...sample.indexById(DATA).keys()]).toEqual(["__root__", "u1", "u2", "u3", "u4"]);
  });

  it(claim("/features/sync-dataloader", "A JSON array of top-level nodes has no root node, so the sample makes one."), () => {
    const { tree } = renderJsonTree(DATA);
    expect(rows(tree())).toEqual(["Documents", "notes.txt"]);
    expect(tree().getRootItem().getId()).toBe("__root__");
    expect(tree().getItemInstance("u1").getParent()?.getId()).toBe("__root__");
  });

  it(claim("/features/sync-dataloader", "A node with a children array is a folder, even when the array is empty."), () => {
    const { tree } = renderJsonTree(DATA);
    act(() => tree().getItemInstance("u1").expand());
    expect(tree().getItems().map((item) => [item.getItemName(), item.isFolder()])).toEqual([
      ["Documents", true],
      ["cv.pdf", false],
      ["Taxes", true],
      ["notes.txt", false],
    ]);
    act(() => tree().getItemInstance("u3").expand());
    expect(tree().getItemInstance("u3").isExpanded()).toBe(true);
    expect(rows(tree())).toEqual(["Documents", "  cv.pdf", "  Taxes", "notes.txt"]);
  });

  it(claim("/features/sync-dataloader", "When the component receives new JSON, the hook indexes it again and the tree shows it."), () => {
    const { tree, replace, shownRows, errors } = renderJsonTree(DATA);
    act(() => tree().getItemInstance("u1").expand());
    expect(shownRows()).toEqual(["Documents", "cv.pdf", "Taxes", "notes.txt"]);
    // A renamed folder with a new child, and notes.txt, a row on the screen, gone.
    replace([{ ...DATA[0]!, name: "Papers", children: [...DATA[0]!.children!, { id: "u5", name: "passport.pdf" }] }]);
    expect(errors).toEqual([]);
    expect(rows(tree())).toEqual(["Papers", "  cv.pdf", "  Taxes", "  passport.pdf"]);
    expect(shownRows()).toEqual(["Papers", "cv.pdf", "Taxes", "passport.pdf"]);
  });

  it(claim("/features/sync-dataloader", "The hook has the item list rebuilt in that same render: a rebuild in an effect comes only after the render, which still has a row for every old item, and the row of a node that the new JSON no longer has throws \"sync dataLoader returned undefined\"."), () => {
    // The page's hook with the rebuild in an effect instead.
    function useJsonTreeWithEffect(topLevel: JsonNode[]) {
      const byId = React.useMemo(() => sample.indexById(topLevel), [topLevel]);
      const tree = headlessReact.useTree<JsonNode>({
        rootItemId: "__root__",
        getItemName: (item) => item.getItemData().name,
        isItemFolder: (item) => item.getItemData().children !== undefined,
        dataLoader: { getItem: (id) => byId.get(id)!, getChildren: (id) => byId.get(id)?.children?.map((child) => child.id) ?? [] },
        features: [syncDataLoaderFeature],
      });
      React.useEffect(() => tree.rebuildTree(), [tree, byId]);
      return tree;
    }
    const renamed = { ...DATA[0]!, name: "Papers" };
    // A node that stays, renamed: both show it.
    for (const hook of [sample.useJsonTree, useJsonTreeWithEffect]) {
      const { replace, shownRows, errors } = renderJsonTree(DATA, hook);
      replace([renamed, DATA[1]!]);
      expect(errors).toEqual([]);
      expect(shownRows()).toEqual(["Papers", "notes.txt"]);
    }
    // A node that goes: the render before the effect throws.
    const withEffect = renderJsonTree(DATA, useJsonTreeWithEffect);
    expect(() => withEffect.replace([renamed])).toThrow("sync dataLoader returned undefined");
    const page = renderJsonTree(DATA);
    expect(() => page.replace([renamed])).not.toThrow();
    expect(page.errors).toEqual([]);
    expect(page.shownRows()).toEqual(["Papers"]);
  });

  it(claim("/features/sync-dataloader", "Ids must be unique in the whole tree, not only among siblings. Two nodes with one id are one item to the tree: it shows both rows but gives them one item instance, positioned as the last of them, and selecting or expanding one does the same to the other. That is why indexById throws on a duplicate."), () => {
    // Two folders that each hold a node "x" (the loader does not check, unlike indexById).
    const children: Record<string, string[]> = { root: ["a", "b"], a: ["x"], b: ["x"], x: ["y"] };
    const tree = createTree<string>({
      rootItemId: "root",
      initialState: { expandedItems: ["a", "b"] },
      getItemName: (item) => item.getId(),
      isItemFolder: (item) => item.getId() in children,
      dataLoader: { getItem: (id) => id, getChildren: (id) => children[id] ?? [] },
      features: [syncDataLoaderFeature, selectionFeature],
    });
    tree.setMounted(true);
    tree.rebuildTree();
    const items = tree.getItems();
    expect(items.map((item) => item.getId())).toEqual(["a", "x", "b", "x"]);
    expect(items[1]).toBe(items[3]);
    expect(items[1]!.getItemMeta()).toMatchObject({ index: 3, parentId: "b" });
    tree.getItemInstance("x").select();
    expect(tree.getItems().map((item) => item.isSelected())).toEqual([false, true, false, true]);
    tree.getItemInstance("x").expand();
    expect(tree.getItems().map((item) => item.getId())).toEqual(["a", "x", "y", "b", "x", "y"]);
    expect(() => sample.indexById([{ id: "a", name: "A", children: [{ id: "x", name: "x" }] }, { id: "b", name: "B", children: [{ id: "x", name: "x" }] }])).toThrow("Duplicate id x");
  });

  it(claim("/features/sync-dataloader", "If your nodes have no ids, build them while indexing, for example from the parent's id and the node's name. Such an id changes when the node is renamed or moved, and the state, which holds ids, loses track of it: a renamed folder shows as closed."), () => {
    type Named = { name: string; children?: Named[] };
    let data: Named[] = [{ name: "Documents", children: [{ name: "cv.pdf" }] }, { name: "notes.txt" }];
    const index = () => {
      const byId = new Map<string, Named>([["root", { name: "", children: data }]]);
      const ids = new Map<Named, string>([[byId.get("root")!, "root"]]);
      const add = (node: Named, parentId: string) => {
        const id = `${parentId}/${node.name}`;
        byId.set(id, node);
        ids.set(node, id);
        node.children?.forEach((child) => add(child, id));
      };
      data.forEach((node) => add(node, "root"));
      return { byId, ids };
    };
    let current = index();
    const tree = createTree<Named>({
      rootItemId: "root",
      getItemName: (item) => item.getItemData().name,
      isItemFolder: (item) => item.getItemData().children !== undefined,
      dataLoader: {
        getItem: (id) => current.byId.get(id)!,
        getChildren: (id) => current.byId.get(id)?.children?.map((child) => current.ids.get(child)!) ?? [],
      },
      features: [syncDataLoaderFeature],
    });
    tree.setMounted(true);
    tree.rebuildTree();
    tree.getItemInstance("root/Documents").expand();
    expect(tree.getItems().map((item) => item.getId())).toEqual(["root/Documents", "root/Documents/cv.pdf", "root/notes.txt"]);
    data = [{ name: "Papers", children: [{ name: "cv.pdf" }] }, { name: "notes.txt" }];
    current = index();
    tree.rebuildTree();
    expect(tree.getItems().map((item) => item.getId())).toEqual(["root/Papers", "root/notes.txt"]);
    expect(tree.getItemInstance("root/Papers").isExpanded()).toBe(false);
    expect(tree.getState().expandedItems).toEqual(["root/Documents"]);
  });

  it(claim("/features/sync-dataloader", "Ids of nodes that new JSON no longer has stay in the state, in focusedItem or selectedItems. Reading such an item's data then throws \"sync dataLoader returned undefined\"."), () => {
    // focusedItem, with the page's hook.
    const { tree, replace } = renderJsonTree(DATA);
    act(() => tree().getItemInstance("u4").setFocused());
    replace([DATA[0]!]);
    expect(rows(tree())).toEqual(["Documents"]);
    expect(tree().getState().focusedItem).toBe("u4");
    expect(() => tree().getFocusedItem().getItemName()).toThrow("sync dataLoader returned undefined");
    // selectedItems, with the page's indexById behind a tree that has the selection feature.
    let byId = sample.indexById(DATA);
    const selecting = createTree<JsonNode>({
      rootItemId: "__root__",
      initialState: { selectedItems: ["u4"] },
      getItemName: (item) => item.getItemData().name,
      isItemFolder: (item) => item.getItemData().children !== undefined,
      dataLoader: { getItem: (id) => byId.get(id)!, getChildren: (id) => byId.get(id)?.children?.map((child) => child.id) ?? [] },
      features: [syncDataLoaderFeature, selectionFeature],
    });
    selecting.setMounted(true);
    selecting.rebuildTree();
    byId = sample.indexById([DATA[0]!]);
    selecting.rebuildTree();
    expect(selecting.getState().selectedItems).toEqual(["u4"]);
    expect(() => selecting.getSelectedItems().map((item) => item.getItemName())).toThrow("sync dataLoader returned undefined");
  });
});
