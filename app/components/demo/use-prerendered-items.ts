import type { TreeInstance } from "@headless-tree/core";

/**
 * No-op kept for demos that still call it: inside app/demos, `useTree` already resolves to
 * app/lib/prerendered-use-tree.ts (build-scripts/vite/demo-prerender-plugin.ts), which builds the
 * item list during the first render so prerendered demos show their items.
 */
export function usePrerenderedItems<T>(tree: TreeInstance<T>): void {
  void tree;
}
