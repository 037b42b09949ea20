// Claims of content/recipe/proxy-instances.mdx and the warning in recipe/virtualization.mdx.
import { buildProxiedInstance, propMemoizationFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { mountedTree } from "./tree";

describe("/recipe/proxy-instances", () => {
  it("'Proxied instances create their methods on each access, so item.getId === item.getId is false'", () => {
    const proxied = mountedTree({ features: [syncDataLoaderFeature], instanceBuilder: buildProxiedInstance }).getItems()[0]!;
    expect(proxied.getId === proxied.getId).toBe(false);
    expect(proxied.getId()).toBe("docs");
    const plain = mountedTree({ features: [syncDataLoaderFeature] }).getItems()[0]!;
    expect(plain.getId === plain.getId).toBe(true);
  });
});

describe("/recipe/proxy-instances: 'What changes'", () => {
  it("'The ref ... in item.getProps() ... changes on every render with proxies; propMemoizationFeature keeps all functions in the generated props the same'", () => {
    const proxied = mountedTree({ features: [syncDataLoaderFeature], instanceBuilder: buildProxiedInstance }).getItems()[0]!;
    expect(proxied.getProps().ref).not.toBe(proxied.getProps().ref);
    const plain = mountedTree({ features: [syncDataLoaderFeature] }).getItems()[0]!;
    expect(plain.getProps().ref).toBe(plain.getProps().ref);
    const memoized = mountedTree({ features: [syncDataLoaderFeature, propMemoizationFeature], instanceBuilder: buildProxiedInstance }).getItems()[0]!;
    expect(memoized.getProps().ref).toBe(memoized.getProps().ref);
    expect(memoized.getProps().onClick).toBe(memoized.getProps().onClick);
  });
});
