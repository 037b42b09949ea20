// Claims of content/recipe/virtualization.mdx (and recipe/proxy-instances.mdx, which says the same).
import { buildProxiedInstance, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { mountedTree } from "./tree";

describe("/recipe/virtualization: 'Memory on very large trees'", () => {
  for (const [name, instanceBuilder] of [["static", undefined], ["proxied", buildProxiedInstance]] as const) {
    it(`'a rebuild of the visible list reuses the cached instances and only creates new ones for items that become visible for the first time' (${name} instances)`, () => {
      const tree = mountedTree({ features: [syncDataLoaderFeature], instanceBuilder });
      const before = new Map(tree.getItems().map((item) => [item.getId(), item]));
      tree.getItemInstance("src").expand();
      tree.getItemInstance("src").collapse();
      tree.getItemInstance("src").expand();
      const after = tree.getItems();
      expect(after.map((item) => item.getId())).toEqual(["docs", "src", "index.ts", "lib", "readme.md"]);
      for (const item of after) if (before.has(item.getId())) expect(item).toBe(before.get(item.getId()));
      const index = after[2]!;
      tree.getItemInstance("src").collapse();
      tree.getItemInstance("src").expand();
      expect(tree.getItems()[2]).toBe(index); // created once, when it first became visible
    });
  }
});
