import { useState } from "react";
import type { TreeConfig, TreeInstance } from "@headless-tree/core";
import { useTree as useLibraryTree } from "@headless-tree/react";

export * from "@headless-tree/react";

/**
 * `useTree` for the site's live demos (wired in by build-scripts/vite/demo-prerender-plugin.ts).
 * The library builds a tree's item list in an effect after mount, so a prerendered demo would be
 * an empty box that jumps when it hydrates. This builds the list once during the first render
 * instead — on the server and identically on the client, so hydration matches — and otherwise
 * leaves the hook untouched. Readers' copies of a demo behave the same, minus the prerendering.
 */
export function useTree<T>(config: TreeConfig<T>): TreeInstance<T> {
  const tree = useLibraryTree(config);
  useState(() => {
    tree.setMounted(true);
    tree.rebuildTree();
    return true;
  });
  return tree;
}
