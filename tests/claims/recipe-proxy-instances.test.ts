// Claims of content/recipe/proxy-instances.mdx (and the warning in recipe/virtualization.mdx, which
// says the same) that need no browser. What a changing ref costs in React runs in Chromium
// (../claims-chromium/recipe-proxy-instances.test.ts). The memory table is a measurement of its own
// (100,100 items), not repeated here; the per-instance methods it comes from are.
import * as core from "@headless-tree/core";
import { buildProxiedInstance, buildStaticInstance, propMemoizationFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { runSample } from "./page-code";
import { mountedTree } from "./tree";

const ALL = [
  core.syncDataLoaderFeature,
  core.selectionFeature,
  core.hotkeysCoreFeature,
  core.dragAndDropFeature,
  core.keyboardDragAndDropFeature,
  core.renamingFeature,
  core.searchFeature,
  core.expandAllFeature,
  core.checkboxesFeature,
  core.propMemoizationFeature,
];

describe("/recipe/proxy-instances", () => {
  it(claim("/recipe/proxy-instances", "A tree from createTree shows no items until it is mounted (useTree does this for you)."), () => {
    const { tree } = runSample<{ tree: core.TreeInstance<string> }>("/recipe/proxy-instances", "proxy-tree.ts", { "@headless-tree/core": core });
    expect(tree.getItems().map((item) => item.getId())).toEqual(["a", "b"]);
    tree.getItemInstance("a").expand();
    tree.getItemInstance("a1").select();
    expect(tree.getItems().map((item) => [item.getId(), item.isSelected()])).toEqual([["a", false], ["a1", true], ["a2", false], ["b", false]]);
    // The builder the sample is about: a method read twice is two functions.
    expect(tree.getItemInstance("a").getId === tree.getItemInstance("a").getId).toBe(false);
    // Not mounted, the same tree has no items, not even after a rebuild.
    const unmounted = core.createTree<string>({ ...tree.getConfig() });
    unmounted.rebuildTree();
    expect(unmounted.getItems()).toEqual([]);
  });

  for (const [name, instanceBuilder] of [["static", buildStaticInstance], ["proxied", buildProxiedInstance]] as const) {
    it(`${claim("/recipe/proxy-instances", "The tree creates an instance the first time an item becomes visible and keeps it for as long as the tree lives.")} (${name})`, () => {
      const tree = mountedTree({ features: [syncDataLoaderFeature], instanceBuilder });
      expect(tree.getItems().map((item) => item.getId())).not.toContain("intro.md");
      tree.getItemInstance("docs").expand();
      const intro = tree.getItems().find((item) => item.getId() === "intro.md")!;
      tree.getItemInstance("docs").collapse();
      tree.rebuildTree();
      tree.getItemInstance("docs").expand();
      expect(tree.getItems().find((item) => item.getId() === "intro.md")).toBe(intro);
      expect(tree.getItemInstance("intro.md")).toBe(intro);
    });
  }

  it(claim("/recipe/proxy-instances", "For an item that has never been visible, tree.getItemInstance(id) builds a new instance on every call and keeps none"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    const first = tree.getItemInstance("intro.md"); // inside docs, which is closed
    expect(tree.getItemInstance("intro.md")).not.toBe(first);
    expect(tree.getItemInstance("intro.md").equals(first)).toBe(true);
    expect(tree.getItemInstance("intro.md").getId()).toBe(first.getId());
    tree.getItemInstance("docs").expand();
    const shown = tree.getItems().find((item) => item.getId() === "intro.md")!;
    expect(tree.getItemInstance("intro.md")).toBe(shown);
  });

  it(claim("/recipe/proxy-instances", "The tree instance itself is built the same way."), () => {
    const proxied = mountedTree({ features: [syncDataLoaderFeature], instanceBuilder: buildProxiedInstance });
    expect(proxied.getItems === proxied.getItems).toBe(false);
    expect(Object.keys(proxied)).toEqual([]);
    const plain = mountedTree({ features: [syncDataLoaderFeature] });
    expect(plain.getItems === plain.getItems).toBe(true);
  });

  it(claim("/recipe/proxy-instances", "It creates a plain object and, for every method of every feature, a function bound to this item. With all features included, an item has about fifty methods, each of them a separate function object for every item (more where several features wrap the same method). Calls are direct, and method references stay the same for the instance's lifetime."), () => {
    const tree = mountedTree({ features: ALL });
    const [docs, src] = [tree.getItemInstance("docs"), tree.getItemInstance("src")];
    expect(Object.getPrototypeOf(docs)).toBe(Object.prototype);
    const methods = Object.keys(docs);
    expect(methods.length).toBeGreaterThanOrEqual(45);
    expect(methods.length).toBeLessThanOrEqual(55);
    for (const method of methods) expect((docs as unknown as Record<string, unknown>)[method]).not.toBe((src as unknown as Record<string, unknown>)[method]);
    const getProps = docs.getProps;
    docs.select();
    docs.expand();
    expect(docs.getProps).toBe(getProps);
  });

  it(claim("/recipe/proxy-instances", "Nothing is created per method; when you access item.isSelected, the proxy finds the feature that implements it and returns a function that calls it."), () => {
    const tree = mountedTree({ features: ALL, instanceBuilder: buildProxiedInstance });
    const docs = tree.getItemInstance("docs");
    expect(Object.keys(docs)).toEqual([]);
    const isSelected = docs.isSelected;
    expect(typeof isSelected).toBe("function");
    expect(isSelected()).toBe(false);
    docs.select();
    expect(isSelected()).toBe(true);
  });

  it(claim("/recipe/proxy-instances", "With the static builder the memory grows with every feature you add, because each one adds methods to every instance; with proxies it does not."), () => {
    const methods = (count: number, instanceBuilder?: typeof buildProxiedInstance) =>
      Object.keys(mountedTree({ features: ALL.slice(0, count), instanceBuilder }).getItemInstance("docs")).length;
    expect(methods(3)).toBeLessThan(methods(6));
    expect(methods(6)).toBeLessThan(methods(9));
    expect([methods(3, buildProxiedInstance), methods(9, buildProxiedInstance)]).toEqual([0, 0]);
  });

  it(claim("/recipe/proxy-instances", "It is read when the tree is created, so it cannot be switched later."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    tree.setConfig((config) => ({ ...config, instanceBuilder: buildProxiedInstance }));
    tree.getItemInstance("docs").expand();
    const intro = tree.getItems().find((item) => item.getId() === "intro.md")!;
    expect(intro.getId === intro.getId).toBe(true); // still a static instance
  });

  it(claim("/recipe/proxy-instances", "What the methods return is the same with both builders."), () => {
    const run = (instanceBuilder?: typeof buildProxiedInstance) => {
      const tree = mountedTree({ features: ALL, instanceBuilder, initialState: { expandedItems: ["src"] } });
      tree.getItemInstance("lib").select();
      tree.getItemInstance("lib").setFocused();
      tree.getItemInstance("lib").expand();
      const values = (props: Record<string, unknown>) => Object.fromEntries(Object.entries(props).map(([k, v]) => [k, typeof v === "function" ? "ƒ" : v]));
      return tree.getItems().map((item) => ({
        id: item.getId(),
        meta: item.getItemMeta(),
        name: item.getItemName(),
        selected: item.isSelected(),
        focused: item.isFocused(),
        expanded: item.isExpanded(),
        parent: item.getParent()?.getId(),
        children: item.getChildren().map((child) => child.getId()),
        props: values(item.getProps()),
      }));
    };
    expect(run(buildProxiedInstance)).toEqual(run());
  });

  it(claim("/recipe/proxy-instances", "every property access on a proxy returns a new function, so item.getId === item.getId is false."), () => {
    const proxied = mountedTree({ features: [syncDataLoaderFeature], instanceBuilder: buildProxiedInstance }).getItems()[0]!;
    expect(proxied.getId === proxied.getId).toBe(false);
    expect(proxied.getId()).toBe("docs");
    const plain = mountedTree({ features: [syncDataLoaderFeature] }).getItems()[0]!;
    expect(plain.getId === plain.getId).toBe(true);
  });

  it(claim("/recipe/proxy-instances", "The ref in item.getProps() and tree.getContainerProps() is such a method too (the event handlers there are new functions on every call with either builder)."), () => {
    const proxied = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], instanceBuilder: buildProxiedInstance });
    expect(proxied.getItems()[0]!.getProps().ref).not.toBe(proxied.getItems()[0]!.getProps().ref);
    expect(proxied.getContainerProps("t").ref).not.toBe(proxied.getContainerProps("t").ref);
    const plain = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    const item = plain.getItems()[0]!;
    expect(item.getProps().ref).toBe(item.getProps().ref);
    expect(plain.getContainerProps("t").ref).toBe(plain.getContainerProps("t").ref);
    expect(item.getProps().onClick).not.toBe(item.getProps().onClick);
  });

  it(claim("/recipe/proxy-instances", "Adding propMemoizationFeature keeps every function in item.getProps() and tree.getContainerProps() (and in the search input, rename input and drag handle props) the same across renders"), () => {
    const tree = mountedTree({ features: [...ALL], instanceBuilder: buildProxiedInstance });
    const item = tree.getItems()[0]!;
    const same = (get: () => Record<string, unknown>) => {
      const [a, b] = [get(), get()];
      const fns = Object.keys(a).filter((k) => typeof a[k] === "function");
      expect(fns.length).toBeGreaterThan(0);
      return fns.every((k) => a[k] === b[k]);
    };
    expect(same(() => item.getProps())).toBe(true);
    expect(same(() => tree.getContainerProps("t"))).toBe(true);
    expect(same(() => tree.getSearchInputElementProps())).toBe(true);
    expect(same(() => item.getRenameInputProps())).toBe(true);
    expect(same(() => item.getDragHandleProps())).toBe(true);
    // Not covered: the checkbox props.
    expect(same(() => item.getCheckboxProps())).toBe(false);
  });

  it(claim("/recipe/proxy-instances", "On a proxy, a method of a feature you did not include still reads as a function: typeof item.isSelected is \"function\", and calling it throws \"Headless Tree: feature missing for method isSelected\". The static builder leaves such a method undefined."), () => {
    const proxied = mountedTree({ features: [syncDataLoaderFeature], instanceBuilder: buildProxiedInstance });
    const item = proxied.getItems()[0]!;
    expect(typeof item.isSelected).toBe("function");
    expect(() => item.isSelected()).toThrow("Headless Tree: feature missing for method isSelected");
    expect(typeof proxied.getSelectedItems).toBe("function");
    const plain = mountedTree({ features: [syncDataLoaderFeature] });
    expect(plain.getItems()[0]!.isSelected).toBeUndefined();
    expect(plain.getSelectedItems).toBeUndefined();
  });

  it(claim("/recipe/virtualization", "Proxied instances create their methods on each access, so item.getId === item.getId is false."), () => {
    const proxied = mountedTree({ features: [syncDataLoaderFeature, propMemoizationFeature], instanceBuilder: buildProxiedInstance }).getItems()[0]!;
    expect(proxied.getId === proxied.getId).toBe(false);
  });
});
