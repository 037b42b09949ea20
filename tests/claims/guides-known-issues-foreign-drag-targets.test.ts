// /guides/known-issues, "Foreign drags are offered a target in every tree": how 1.7.0 fills in the
// default canDragForeignDragObjectOver (drag-and-drop/feature.ts getDefaultConfig). No browser
// needed; the drags themselves are in ../claims-chromium/guides-known-issues-foreign-drag-targets.test.ts.
import * as core from "@headless-tree/core";
import { createTree, dragAndDropFeature, syncDataLoaderFeature, type TreeConfig } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim.ts";

const drag = (effectAllowed: DataTransfer["effectAllowed"]) => ({ effectAllowed, types: ["text/plain"] }) as unknown as DataTransfer;

describe("/guides/known-issues: the default canDragForeignDragObjectOver", () => {
  it(
    claim("/guides/known-issues", "The cause: the feature picks its default canDragForeignDragObjectOver by comparing your config's canDropForeignDragObject with its own default function, and refuses everything only when the two are the same. In a tree that does not set the option, your config holds undefined there, which never equals the function, and a function you set cannot be it, since it is not exported."),
    () => {
      const tree = createTree<string>({
        rootItemId: "root",
        getItemName: (item) => item.getId(),
        isItemFolder: () => true,
        dataLoader: { getItem: (id) => id, getChildren: () => [] },
        features: [syncDataLoaderFeature, dragAndDropFeature],
      });
      const target = { item: tree.getRootItem() };
      const fill = (config: Partial<TreeConfig<string>>) => dragAndDropFeature.getDefaultConfig!(config, tree) as TreeConfig<string>;
      // A config without the option: undefined, so the check is effectAllowed !== "none".
      const filled = fill({});
      expect(filled.canDragForeignDragObjectOver!(drag("all"), target)).toBe(true);
      expect(filled.canDragForeignDragObjectOver!(drag("none"), target)).toBe(false);
      // A function of your own: not the feature's, so the same.
      expect(fill({ canDropForeignDragObject: () => false }).canDragForeignDragObjectOver!(drag("all"), target)).toBe(true);
      // Only a config that already holds the feature's own default function gets the refusing check,
      // and no reader's config can: the function is not exported.
      expect(fill({ canDropForeignDragObject: filled.canDropForeignDragObject }).canDragForeignDragObjectOver!(drag("all"), target)).toBe(false);
      expect(Object.keys(core)).not.toContain("defaultCanDropForeignDragObject");
    },
  );
});

