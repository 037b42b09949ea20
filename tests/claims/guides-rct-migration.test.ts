// @vitest-environment happy-dom
// Claims of content/guides/rct-migration.mdx about Headless Tree's side of the comparison (what
// react-complex-tree did is not tested here). Typing into the tree runs in Chromium:
// tests/claims-chromium/guides-rct-migration.test.ts.
import { readFileSync } from "node:fs";
import { build } from "esbuild";
import * as core from "@headless-tree/core";
import {
  asyncDataLoaderFeature,
  createOnDropHandler,
  dragAndDropFeature,
  expandAllFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import * as react from "@headless-tree/react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { FILES, mountedTree } from "./tree";


describe("/guides/rct-migration", () => {
  it(claim("/guides/rct-migration", "Most of what RCT does, Headless Tree does as well: multi-selection, keyboard navigation, drag and drop with reordering, renaming, type-ahead search, synchronous and asynchronous data, and several trees on one page."), () => {
    for (const name of ["selectionFeature", "hotkeysCoreFeature", "dragAndDropFeature", "renamingFeature", "searchFeature", "syncDataLoaderFeature", "asyncDataLoaderFeature", "keyboardDragAndDropFeature"]) {
      expect(core, name).toHaveProperty(name);
    }
    expect(mountedTree({ features: [syncDataLoaderFeature, dragAndDropFeature] }).getConfig().canReorder).toBe(true);
  });

  it(claim("/guides/rct-migration", "AssistiveTreeDescription from @headless-tree/react covers only the keyboard drag. It reads the drag state of keyboardDragAndDropFeature, and without that feature it renders an empty element."), () => {
    const text = (tree: core.TreeInstance<string>) => {
      const host = document.createElement("div");
      host.innerHTML = renderToStaticMarkup(createElement(react.AssistiveTreeDescription<string>, { tree }));
      const span = host.firstElementChild!;
      return [span.tagName, span.getAttribute("aria-live"), span.textContent];
    };
    const base = [syncDataLoaderFeature, selectionFeature, core.hotkeysCoreFeature, dragAndDropFeature, core.renamingFeature, core.searchFeature];
    const without = mountedTree({ features: base });
    expect(text(without)).toEqual(["SPAN", "assertive", ""]);
    without.openSearch("read");
    without.getItemInstance("docs").startRenaming();
    expect(text(without)).toEqual(["SPAN", "assertive", ""]);

    const withKdnd = mountedTree({ features: [...base, core.keyboardDragAndDropFeature] });
    expect(text(withKdnd)[2]).toBe("Press Control+Shift+KeyD to move selected items");
    withKdnd.getItemInstance("readme.md").setFocused();
    withKdnd.startKeyboardDrag([withKdnd.getItemInstance("readme.md")]);
    expect(text(withKdnd)[2]).toMatch(/^Dragging readme\.md\. Current position: /);
  });

  for (const title of [
    claim("/guides/rct-migration", "Renaming and search are not announced, and there is no guide to the keys."),
    claim("/guides/rct-migration", "| showLiveDescription | <AssistiveTreeDescription tree={tree} /> from @headless-tree/react, for keyboard drag and drop only; renaming, search and a guide to the keys are yours to add |"),
  ]) it(title, () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, core.hotkeysCoreFeature, dragAndDropFeature, core.keyboardDragAndDropFeature, core.renamingFeature, core.searchFeature] });
    const text = () => renderToStaticMarkup(createElement(react.AssistiveTreeDescription<string>, { tree }));
    const idle = text();
    tree.getItemInstance("docs").startRenaming();
    expect(text()).toBe(idle);
    tree.abortRenaming();
    tree.openSearch("read");
    expect(text()).toBe(idle);
    // At rest it names only the drag key: nothing about arrows, renaming or searching.
    expect(idle).toContain(">Press Control+Shift+KeyD to move selected items</span>");
  });

  it(claim("/guides/rct-migration", "The visible items are one flat list, which any virtualization library can window."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src", "lib"] } });
    const window = tree.getItems().slice(2, 5); // what a virtualizer renders for rows 2 to 4
    expect(window.map((item) => [item.getId(), item.getItemMeta().level])).toEqual([["index.ts", 1], ["lib", 1], ["a.ts", 2]]);
  });

  it(claim("/guides/rct-migration", "You own the markup. No wrapper elements or class names to work around; the tree is whatever your JSX renders."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    const props = [tree.getContainerProps("Files"), ...tree.getItems().map((item) => item.getProps())];
    expect(props.filter((p) => "className" in p || "children" in p)).toEqual([]);
  });

  it(claim("/guides/rct-migration", "Smaller bundles. Features are imported one by one, so a tree without drag and drop does not ship its code."), async () => {
    const out = await build({
      stdin: { contents: 'import { createTree, syncDataLoaderFeature, selectionFeature } from "@headless-tree/core"; console.log(createTree, syncDataLoaderFeature, selectionFeature);', resolveDir: process.cwd() },
      bundle: true,
      write: false,
      format: "esm",
      logLevel: "silent",
    });
    const code = out.outputFiles[0]!.text;
    expect(code).toContain('key: "selection"');
    expect(code).not.toContain('key: "drag-and-drop"');
    expect(code).not.toContain("getDragLineStyle");
  });

  it(claim("/guides/rct-migration", "The core does not depend on React. @headless-tree/core has no React dependency; @headless-tree/react is a thin hook around it."), () => {
    const corePackage = JSON.parse(readFileSync("node_modules/@headless-tree/core/package.json", "utf8"));
    expect({ ...corePackage.dependencies, ...corePackage.peerDependencies }).not.toHaveProperty("react");
    const useTree = readFileSync("node_modules/@headless-tree/react/src/use-tree.tsx", "utf8");
    expect(useTree.split("\n").length).toBeLessThan(50);
    expect(useTree).toContain("createTree(config)");
  });

  it(claim("/guides/rct-migration", "one useTree call creates one tree, and you map tree.getItems() to elements, spreading item.getProps() on each."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getItems().map((item) => item.getProps().role)).toEqual(["treeitem", "treeitem", "treeitem"]);
  });

  it(claim("/guides/rct-migration", "View state is no longer keyed by tree id, because each hook call is one tree."), () => {
    const a = mountedTree({ features: [syncDataLoaderFeature] });
    const b = mountedTree({ features: [syncDataLoaderFeature] });
    a.getItemInstance("src").expand();
    expect([a.getState().expandedItems, b.getState().expandedItems]).toEqual([["src"], []]);
  });

  it(claim("/guides/rct-migration", "you pass a dataLoader with getItem and getChildren (a TreeDataLoader) and include syncDataLoaderFeature, or asyncDataLoaderFeature when the functions return promises."), async () => {
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: { getItem: async (id) => id, getChildren: async (id) => FILES[id] ?? [] } });
    expect(await tree.loadChildrenIds("root")).toEqual(["docs", "src", "readme.md"]);
  });

  it(claim("/guides/rct-migration", "In Headless Tree an item is an id plus whatever getItem returns; whether it is a folder is answered by your isItemFolder function."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], dataLoader: { getItem: (id) => `payload of ${id}`, getChildren: (id) => FILES[id] ?? [] }, isItemFolder: () => false });
    const docs = tree.getItemInstance("docs");
    expect([docs.getId(), docs.getItemData(), docs.isFolder()]).toEqual(["docs", "payload of docs", false]);
  });

  it(claim("/guides/rct-migration", "onDrop tells you which items were dropped where; changing the data is up to you, usually with createOnDropHandler."), async () => {
    const changes: Array<[string, string[]]> = [];
    const tree = mountedTree({ features: [syncDataLoaderFeature, dragAndDropFeature] });
    await createOnDropHandler<string>((item, children) => void changes.push([item.getId(), children]))([tree.getItemInstance("readme.md")], { item: tree.getItemInstance("docs") });
    expect(changes).toEqual([["root", ["docs", "src"]], ["docs", ["intro.md", "guide.md", "readme.md"]]]);
    expect(FILES.root).toEqual(["docs", "src", "readme.md"]); // the data itself is yours to change
  });

  it(claim("/guides/rct-migration", "Apart from opening folders and focusing items by click, nothing is on until you add its feature to features"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    tree.getItemInstance("src").getProps().onClick({ ctrlKey: false, shiftKey: false, metaKey: false });
    expect(tree.getState()).toMatchObject({ focusedItem: "src", expandedItems: ["src"] });
    expect(Object.keys(tree.getHotkeyPresets())).toEqual(["focusNextItem", "focusPreviousItem", "expandOrDown", "collapseOrUp", "focusFirstItem", "focusLastItem"]);
    expect(tree.getItemInstance("src").isSelected).toBeUndefined();
  });

  it(claim("/guides/rct-migration", "canDrop(items, target); by default only folders accept drops"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, dragAndDropFeature] });
    const { canDrop } = tree.getConfig();
    const items = [tree.getItemInstance("readme.md")];
    expect(canDrop!(items, { item: tree.getItemInstance("docs") })).toBe(true);
    expect(canDrop!(items, { item: tree.getItemInstance("readme.md") })).toBe(false);
  });

  it(claim("/guides/rct-migration", "Methods on the tree instance, here from expandAllFeature"), async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, expandAllFeature] });
    await tree.expandAll();
    expect(tree.getItems()).toHaveLength(9);
    tree.collapseAll();
    expect(tree.getItems()).toHaveLength(3);
  });

  it(claim("/guides/rct-migration", "tree.rebuildTree(), or the invalidation methods of the async loader"), async () => {
    const children = structuredClone(FILES);
    const tree = mountedTree({ features: [syncDataLoaderFeature] }, children);
    children.root = ["src"];
    tree.rebuildTree();
    expect(tree.getItems().map((item) => item.getId())).toEqual(["src"]);
  });
});
