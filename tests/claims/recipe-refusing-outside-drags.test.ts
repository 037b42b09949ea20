// Claims of content/recipe/refusing-outside-drags.mdx about the option defaults, which need no
// browser (the drags themselves are in ../claims-chromium/recipe-refusing-outside-drags.test.ts).
import { dragAndDropFeature, syncDataLoaderFeature, type DragTarget } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim.ts";
import { mountedTree } from "./tree.ts";

const outsideDrag = (effectAllowed: DataTransfer["effectAllowed"], text = "some text") =>
  ({ effectAllowed, types: ["text/plain"], getData: () => text }) as unknown as DataTransfer;

describe("/recipe/refusing-outside-drags: the defaults", () => {
  it(
    claim("/recipe/refusing-outside-drags", "Their defaults in 1.7.0 do not agree: canDropForeignDragObject refuses every outside drop, while canDragForeignDragObjectOver accepts everything whose effectAllowed is not \"none\", which is almost every drag."),
    () => {
      const tree = mountedTree({ features: [syncDataLoaderFeature, dragAndDropFeature] });
      const { canDragForeignDragObjectOver, canDropForeignDragObject } = tree.getConfig();
      for (const id of ["root", "docs", "readme.md"]) {
        const target: DragTarget<string> = { item: tree.getItemInstance(id) };
        for (const effect of ["all", "copy", "move", "link", "copyMove", "copyLink", "linkMove", "uninitialized"] as const) {
          expect(canDragForeignDragObjectOver!(outsideDrag(effect), target), effect).toBe(true);
          expect(canDropForeignDragObject!(outsideDrag(effect), target), effect).toBe(false);
        }
        expect(canDragForeignDragObjectOver!(outsideDrag("none"), target)).toBe(false);
      }
    },
  );
});
