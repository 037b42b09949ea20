// Claims of content/recipe/handling-expensive-components.mdx that need no browser; what the demos
// render runs in Chromium (../claims-chromium/recipe-handling-expensive-components.test.ts).
import { hotkeysCoreFeature, propMemoizationFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { mountedTree } from "./tree";

const functions = (props: Record<string, unknown>) => Object.entries(props).filter(([, value]) => typeof value === "function");

describe("/recipe/handling-expensive-components", () => {
  it(claim("/recipe/handling-expensive-components", "Without it, item.getProps() creates new event handler functions on every call, so the props of every row differ on every render"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature] });
    const item = tree.getItemInstance("docs");
    const first = item.getProps();
    const second = item.getProps();
    expect(first.onClick).toBeTypeOf("function");
    expect(first.onClick).not.toBe(second.onClick);
  });

  it(claim("/recipe/handling-expensive-components", "With the feature, each item keeps the same function objects across renders"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, propMemoizationFeature] });
    const item = tree.getItemInstance("docs");
    const first = item.getProps();
    item.setFocused();
    tree.getItemInstance("src").expand();
    const second = item.getProps();
    expect(functions(first).length).toBeGreaterThan(1);
    for (const [key, value] of functions(first)) expect(second[key], key).toBe(value);
  });

  it(claim("/recipe/handling-expensive-components", "Do not rely on the item instance itself as a prop: it stays the same object when the item's state changes, so a memoized row would never notice."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature] });
    const before = tree.getItems()[0]!;
    before.select();
    before.setFocused();
    tree.getItemInstance("docs").expand();
    expect(tree.getItems()[0]).toBe(before);
    expect(before.isSelected()).toBe(true);
  });
});
