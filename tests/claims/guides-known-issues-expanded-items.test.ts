// @vitest-environment happy-dom
// The known issue on content/guides/known-issues.mdx: a new expandedItems array on every render.
// Asserts 1.7.0's behaviour, so a release that fixes it fails here.
import { syncDataLoaderFeature, type TreeInstance } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import { act, createElement, useMemo, useState } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { FILES } from "./tree";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(Component: () => null) {
  const root = createRoot(document.createElement("div"));
  act(() => root.render(createElement(Component)));
  return () => act(() => root.unmount());
}

const config = {
  rootItemId: "root",
  getItemName: (item: { getId(): string }) => item.getId(),
  isItemFolder: (item: { getId(): string }) => item.getId() in FILES,
  dataLoader: { getItem: (id: string) => id, getChildren: (id: string) => FILES[id] ?? [] },
  features: [syncDataLoaderFeature],
};

describe("/guides/known-issues: expandedItems identity", () => {
  it(claim("/guides/known-issues", "An array that is new on every render, such as a literal in the state object or the result of a filter(), is different every time, so the component renders again and again, and React throws \"Too many re-renders\" as soon as the tree has mounted."), () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    let renders = 0;
    function Literal() {
      renders++;
      useTree<string>({ ...config, state: { expandedItems: ["src"] } });
      return null;
    }
    expect(() => render(Literal)).toThrow("Too many re-renders");
    expect(renders).toBeGreaterThan(20);
    errors.mockRestore();
  });

  it(claim("/guides/known-issues", "Only expandedItems is compared this way; the other slices can be new arrays without harm."), () => {
    let tree!: TreeInstance<string>;
    function NewSelection() {
      const [expandedItems] = useState(["src"]);
      tree = useTree<string>({ ...config, state: { expandedItems, selectedItems: [], checkedItems: [] } });
      return null;
    }
    const unmount = render(NewSelection);
    expect(tree.getItems().map((item) => item.getId())).toEqual(["docs", "src", "index.ts", "lib", "readme.md"]);
    unmount();
  });

  it(claim("/guides/known-issues", "Keep the array in state, or memoize it, so it stays the same object until its content changes"), () => {
    let tree!: TreeInstance<string>;
    let open!: (ids: string[]) => void;
    function Memoized() {
      const [openFolders, setOpenFolders] = useState(["src", "docs"]);
      open = setOpenFolders;
      const expandedItems = useMemo(() => openFolders.filter((id) => id !== "docs"), [openFolders]);
      tree = useTree<string>({ ...config, state: { expandedItems }, setExpandedItems: setOpenFolders });
      return null;
    }
    const unmount = render(Memoized);
    expect(tree.getItems().map((item) => item.getId())).toEqual(["docs", "src", "index.ts", "lib", "readme.md"]);
    act(() => open(["src", "lib"]));
    expect(tree.getItems().map((item) => item.getId())).toEqual(["docs", "src", "index.ts", "lib", "a.ts", "b.ts", "readme.md"]);
    unmount();
  });
});
