import { describe, expect, it } from "vitest";
import { elementAt, elementPath } from "./element-path.ts";

// Just the two members the helpers read: no DOM library in the unit tests.
interface FakeElement {
  name: string;
  parentElement: FakeElement | null;
  children: FakeElement[];
}

function tree(name: string, ...children: FakeElement[]): FakeElement {
  const node: FakeElement = { name, parentElement: null, children };
  for (const child of children) child.parentElement = node;
  return node;
}

const asElement = (node: FakeElement) => node as unknown as Element;

describe("elementPath / elementAt", () => {
  const focused = tree("button");
  const root = tree("slot", tree("header", tree("h3")), tree("div", tree("span"), tree("div", tree("p"), focused)));

  it("gives child-element indices from the root down", () => {
    expect(elementPath(asElement(root), asElement(focused))).toEqual([1, 1, 1]);
  });

  it("finds the element at the same place in a copy of the markup", () => {
    const copyButton = tree("button");
    const copy = tree("slot", tree("header", tree("h3")), tree("div", tree("span"), tree("div", tree("p"), copyButton)));
    expect(elementAt(asElement(copy), [1, 1, 1])).toBe(asElement(copyButton));
  });

  it("is empty for the root itself and null for an element outside it", () => {
    expect(elementPath(asElement(root), asElement(root))).toEqual([]);
    expect(elementPath(asElement(root), asElement(tree("elsewhere")))).toBeNull();
  });

  it("returns null when the copy has fewer elements", () => {
    expect(elementAt(asElement(tree("slot")), [0, 2])).toBeNull();
  });
});
