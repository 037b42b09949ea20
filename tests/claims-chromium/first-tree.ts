// The state of a demo's first tree as it is first rendered, before its first level can have
// arrived: a look after the mount may find the level loaded already on a slow machine.
import type { Page } from "playwright-core";

export interface FirstTree {
  items: number;
  busy: string | null;
  /** Elements on the page whose whole text is the placeholder, and those of them inside the tree. */
  placeholders: number;
  placeholdersInTree: number;
}

/** Runs in the page, before the demo mounts: records the first tree that appears as `window.firstTree`. */
export function recordFirstTree(placeholder: string): void {
  new MutationObserver((_, observer) => {
    const tree = document.querySelector('[role="tree"]');
    if (!tree) return;
    observer.disconnect();
    const shown = [...document.querySelectorAll("body *")].filter((el) => el.childElementCount === 0 && el.textContent === placeholder);
    (window as unknown as { firstTree: FirstTree }).firstTree = {
      items: tree.querySelectorAll('[role="treeitem"]').length,
      busy: tree.getAttribute("aria-busy"),
      placeholders: shown.length,
      placeholdersInTree: shown.filter((el) => tree.contains(el)).length,
    };
  }).observe(document.body, { childList: true, subtree: true });
}

/** `recordFirstTree` as source, for an entry that runs it before it renders. */
export const recordFirstTreeSource = (placeholder: string) => `(${recordFirstTree.toString()})(${JSON.stringify(placeholder)});`;

/** What `recordFirstTree` recorded, once the tree has appeared. */
export async function firstTree(page: Page): Promise<FirstTree> {
  await page.waitForFunction(() => "firstTree" in window);
  return page.evaluate(() => (window as unknown as { firstTree: FirstTree }).firstTree);
}
