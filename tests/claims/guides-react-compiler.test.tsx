// @vitest-environment happy-dom
// Claims of content/guides/react-compiler.mdx (which objects keep their identity between renders)
// and of content/contributing/new-frameworks.mdx about the react17 entry point.
import { selectionFeature, syncDataLoaderFeature, type ItemInstance, type TreeInstance } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import { useTree as useCompilerTree } from "@headless-tree/react/react-compiler";
import { act, createContext, memo, useContext, useMemo, type ReactElement } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { claim } from "./claim";
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

function render(element: ReactElement) {
  const container = document.createElement("div");
  const root = createRoot(container);
  act(() => root.render(element));
  unmount = () => root.unmount();
  return container;
}

describe("/guides/react-compiler", () => {
  it(claim("/guides/react-compiler", "useTree() from @headless-tree/react creates the tree instance once and returns the same object on every render."), () => {
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

  it(claim("/guides/react-compiler", "tree.getItems() hands out the same item object for an id on every render, even after its folder was closed and opened again"), () => {
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

  it(claim("/guides/react-compiler", "item.isSelected() or item.isExpanded() read the current state when called."), () => {
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
    expect(docs.isExpanded()).toBe(false);
    act(() => docs.expand());
    expect(docs.isExpanded()).toBe(true);
  });

  it(claim("/guides/react-compiler", "exports a useTree that returns a function instead of the instance: call it to get the tree. The function is a new one on every render, while the tree it returns is still the same instance."), () => {
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

  it(claim("/guides/react-compiler", "When the state changes (a folder opens, the selection changes), the hook stores the new state and the component renders again, but tree is still the object it was before."), () => {
    const seen: TreeInstance<string>[] = [];
    function Tree() {
      seen.push(useTree<string>(config));
      return null;
    }
    render(<Tree />);
    const before = seen.length;
    act(() => seen[0]!.getItemInstance("docs").expand());
    expect(seen.length).toBeGreaterThan(before);
    act(() => seen[0]!.getItemInstance("src").select());
    expect(new Set(seen).size).toBe(1);
  });

  // What the compiler does to a component, written by hand: JSX cached by the identity of its inputs.
  it(claim("/guides/react-compiler", "The compiler instead sees that tree has not changed and reuses the cached result of tree.getItems().map(…), so the rows keep showing the old state."), () => {
    let treeRef: TreeInstance<string> | undefined;
    function Compiled() {
      const tree = useTree<string>(config);
      treeRef = tree;
      const rows = useMemo(() => tree.getItems().map((item) => <p key={item.getId()}>{item.getItemName()}</p>), [tree]);
      return <div>{rows}</div>;
    }
    const container = render(<Compiled />);
    const shown = () => [...container.querySelectorAll("p")].map((el) => el.textContent);
    const first = shown();
    act(() => treeRef!.getItemInstance("docs").expand());
    expect(treeRef!.getItems()).toHaveLength(5);
    expect(shown()).toEqual(first); // the folder opened, the rows did not change
  });

  it(claim("/guides/react-compiler", "The very first render of useTree() has no items yet (the tree builds its list once it is mounted), so such a component can even stay empty."), () => {
    const itemsPerRender: number[] = [];
    let treeRef: TreeInstance<string> | undefined;
    function Compiled() {
      const tree = useTree<string>(config);
      treeRef = tree;
      itemsPerRender.push(tree.getItems().length);
      const rows = useMemo(() => tree.getItems().map((item) => <p key={item.getId()}>{item.getItemName()}</p>), [tree]);
      return <div>{rows}</div>;
    }
    const container = render(<Compiled />);
    expect(itemsPerRender[0]).toBe(0);
    expect(itemsPerRender.at(-1)).toBe(3);
    act(() => treeRef!.getItemInstance("docs").expand());
    expect(container.querySelectorAll("p")).toHaveLength(0);
  });

  it(claim("/guides/react-compiler", "a row component that receives the item instance as a prop and reads item.isSelected() inside is cached as long as the item object is the same, which it always is."), () => {
    let treeRef: TreeInstance<string> | undefined;
    const Row = memo(function Row({ item }: { item: ItemInstance<string> }) {
      return <span data-id={item.getId()}>{item.isSelected() ? "selected" : "plain"}</span>;
    });
    function Tree() {
      const tree = useTree<string>(config);
      treeRef = tree;
      return <div>{tree.getItems().map((item) => <Row key={item.getId()} item={item} />)}</div>;
    }
    const container = render(<Tree />);
    act(() => treeRef!.getItemInstance("src").select());
    expect(treeRef!.getItemInstance("src").isSelected()).toBe(true);
    expect(container.querySelector('[data-id="src"]')?.textContent).toBe("plain");
  });

  it(claim("/guides/react-compiler", "Because the compiler compares inputs by identity, a new function on every render means that everything computed from it is computed again, so the compiled component stays up to date."), () => {
    let getTree: (() => TreeInstance<string>) | undefined;
    function Compiled() {
      const tree = useCompilerTree<string>(config);
      getTree = tree;
      const rows = useMemo(() => tree().getItems().map((item) => <p key={item.getId()}>{item.getItemName()}</p>), [tree]);
      return <div>{rows}</div>;
    }
    const container = render(<Compiled />);
    act(() => getTree!().getItemInstance("docs").expand());
    expect([...container.querySelectorAll("p")].map((el) => el.textContent)).toEqual(["docs", "intro.md", "guide.md", "src", "readme.md"]);
  });

  it(claim("/guides/react-compiler", "@headless-tree/react/react-compiler (since 1.6.0)"), () => {
    const changelog = readFileSync("node_modules/@headless-tree/react/CHANGELOG.md", "utf8");
    const release = changelog.split(/^## /m).find((section) => /alternative entrypoint for setups using React Compiler/.test(section));
    expect(release?.split("\n")[0]).toBe("1.6.0");
  });

  it(claim("/guides/react-compiler", "Pass tree (the function) down to child components that need the tree, and call it there. The configuration is the same as for the default entry point."), () => {
    function Child({ tree }: { tree: () => TreeInstance<string> }) {
      return <p>{tree().getItems().map((item) => item.getItemName()).join(",")}</p>;
    }
    let getTree: (() => TreeInstance<string>) | undefined;
    function Parent() {
      const tree = useCompilerTree<string>({ ...config, initialState: { expandedItems: ["src"] } });
      getTree = tree;
      return <Child tree={tree} />;
    }
    const container = render(<Parent />);
    expect(container.textContent).toBe("docs,src,index.ts,lib,readme.md");
    act(() => getTree!().getItemInstance("src").collapse());
    expect(container.textContent).toBe("docs,src,readme.md");
  });

  it(claim("/guides/react-compiler", "The tree instance is the same object on every render with either entry point. A context whose value is the instance therefore never changes and never makes its consumers render; they only update when something else renders them."), () => {
    const TreeContext = createContext<TreeInstance<string> | null>(null);
    let consumerRenders = 0;
    const Consumer = memo(function Consumer() {
      consumerRenders++;
      const tree = useContext(TreeContext)!;
      return <span>{tree.getSelectedItems().length}</span>;
    });
    let treeRef: TreeInstance<string> | undefined;
    function Provider() {
      const tree = useTree<string>(config);
      treeRef = tree;
      return (
        <TreeContext.Provider value={tree}>
          <Consumer />
        </TreeContext.Provider>
      );
    }
    const container = render(<Provider />);
    const before = consumerRenders;
    act(() => treeRef!.getItemInstance("src").select());
    expect(consumerRenders).toBe(before);
    expect(container.textContent).toBe("0");
    const instances: TreeInstance<string>[] = [];
    function CompilerEntry() {
      const tree = useCompilerTree<string>(config);
      instances.push(tree());
      return null;
    }
    act(() => unmount?.());
    render(<CompilerEntry />);
    act(() => instances[0]!.getItemInstance("src").select());
    expect(new Set(instances).size).toBe(1);
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
