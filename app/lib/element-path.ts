// Where an element sits under a root, as child-element indices (text and comments are skipped),
// to find "the same" element in a re-render of identical markup.

export function elementPath(root: Element, target: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = target; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

export function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}
