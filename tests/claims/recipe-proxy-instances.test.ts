// Claims of content/recipe/proxy-instances.mdx and the warning in recipe/virtualization.mdx.
import { buildProxiedInstance, syncDataLoaderFeature } from "@headless-tree/core";
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
