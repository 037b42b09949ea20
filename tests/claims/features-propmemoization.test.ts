// Claims of content/features/propmemoization.mdx, 'What it memoizes'.
import { propMemoizationFeature, selectionFeature, syncDataLoaderFeature, type FeatureImplementation } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { mountedTree } from "./tree";

const extraHandler: FeatureImplementation = {
  key: "extra-handler",
  itemInstance: { getProps: ({ prev }) => ({ ...prev?.(), onMouseEnter: () => {} }) },
};

describe("/features/propmemoization", () => {
  it("'Later calls return a new props object with the same function. Values that are not functions ... are passed through unchanged'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, propMemoizationFeature] });
    const docs = tree.getItemInstance("docs");
    const first = docs.getProps();
    docs.select();
    const second = docs.getProps();
    expect(second).not.toBe(first);
    expect(second.onClick).toBe(first.onClick);
    expect([first["aria-selected"], second["aria-selected"]]).toEqual(["false", "true"]);
  });

  it("without the feature, every call creates new handlers", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    expect(tree.getItemInstance("docs").getProps().onClick).not.toBe(tree.getItemInstance("docs").getProps().onClick);
  });

  it("'props [of] a custom feature listed after this one ... are not memoized; listed before it, they are memoized'", () => {
    const after = mountedTree({ features: [syncDataLoaderFeature, propMemoizationFeature, extraHandler] });
    expect(after.getItemInstance("docs").getProps().onMouseEnter).not.toBe(after.getItemInstance("docs").getProps().onMouseEnter);
    const before = mountedTree({ features: [syncDataLoaderFeature, extraHandler, propMemoizationFeature] });
    expect(before.getItemInstance("docs").getProps().onMouseEnter).toBe(before.getItemInstance("docs").getProps().onMouseEnter);
  });
});
