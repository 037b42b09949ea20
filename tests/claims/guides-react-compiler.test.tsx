// @vitest-environment happy-dom
// Claims of content/guides/react-compiler.mdx (which objects keep their identity between renders)
// and of content/contributing/new-frameworks.mdx about the react17 entry point.
import { selectionFeature, syncDataLoaderFeature, type ItemInstance, type TreeInstance } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import { useTree as useCompilerTree } from "@headless-tree/react/react-compiler";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { FILES } from "./tree";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const config = {
  rootItemId: "root",
  getItemName: (item: ItemInstance<string>) => item.getItemData(),
  isItemFolder: (item: ItemInstance<string>) => item.getId() in FILES,
  dataLoader: { getItem: (id: string) => id, getChildren: (id: string) => FILES[id] ?? [] },
  features: [syncDataLoaderFeature, selectionFeature],
};

let unmount: (() => void) | undefined;
afterEach(() => act(() => unmount?.()));

function render(element: React.ReactElement) {
  const root = createRoot(document.createElement("div"));
  act(() => root.render(element));
  unmount = () => root.unmount();
}

describe("/guides/react-compiler", () => {
  it("'useTree() returns the same object on every render', also when the state changes", () => {
    const seen: TreeInstance<string>[] = [];
    function Tree() {
      const tree = useTree<string>(config);
      seen.push(tree);
      return null;
    }
    render(<Tree />);
    act(() => seen[0]!.getItemInstance("docs").select());
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
  });

  it("'tree.getItems() hands out the same item object for an id on every render, even after its folder was closed and opened again'", () => {
    const lib: ItemInstance<string>[][] = [];
    let treeRef: TreeInstance<string> | undefined;
    function Tree() {
      const tree = useTree<string>({ ...config, initialState: { expandedItems: ["src"] } });
      treeRef = tree;
      lib.push(tree.getItems().filter((item) => item.getId() === "lib"));
      return null;
    }
    render(<Tree />);
    act(() => treeRef!.getItemInstance("src").collapse());
    act(() => treeRef!.getItemInstance("src").expand());
    const libs = lib.flat();
    expect(libs.length).toBeGreaterThan(1);
    expect(new Set(libs).size).toBe(1);
  });

  it("'item.isSelected() reads the current state when called' on an unchanged item object", () => {
    let treeRef: TreeInstance<string> | undefined;
    function Tree() {
      treeRef = useTree<string>(config);
      return null;
    }
    render(<Tree />);
    const docs = treeRef!.getItems()[0]!;
    expect(docs.isSelected()).toBe(false);
    act(() => docs.select());
    expect(treeRef!.getItems()[0]).toBe(docs);
    expect(docs.isSelected()).toBe(true);
  });

  it("'the react-compiler useTree returns a new function on every render; the tree it returns is the same instance'", () => {
    const getters: (() => TreeInstance<string>)[] = [];
    function Tree() {
      const tree = useCompilerTree<string>(config);
      getters.push(tree);
      return <span>{tree().getItems().length}</span>;
    }
    render(<Tree />);
    act(() => getters[0]!().getItemInstance("docs").select());
    expect(getters.length).toBeGreaterThan(1);
    expect(new Set(getters).size).toBe(getters.length);
    expect(new Set(getters.map((get) => get())).size).toBe(1);
  });
});

describe("/contributing/new-frameworks", () => {
  it("'@headless-tree/react/react17 never calls setMounted(true): its trees show no items and ignore clicks in 1.7.0'", async () => {
    const { useTree: useReact17Tree } = await import("@headless-tree/react/react17");
    let tree: TreeInstance<string> | undefined;
    function Tree() {
      tree = useReact17Tree<string>(config);
      return null;
    }
    render(<Tree />);
    expect(tree!.getItems()).toEqual([]);
    act(() => tree!.getItemInstance("docs").select());
    expect(tree!.getItemInstance("docs").isSelected()).toBe(false);
  });
});
