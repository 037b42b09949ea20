// @vitest-environment happy-dom
// Claims of content/features/tree.mdx about updateDomFocus().
import { syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { mountedTree, wait } from "./tree";

const row = () => document.body.appendChild(Object.assign(document.createElement("div"), { tabIndex: -1 }));

describe("/features/tree: updateDomFocus()", () => {
  it("'If the item was rendered before and its element has gone since, it waits up to half a second for the element to come back'", async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    const readme = tree.getItemInstance("readme.md");
    readme.registerElement(row());
    readme.registerElement(null); // the row unmounted
    readme.setFocused();
    tree.updateDomFocus();
    await wait(300);
    const back = row();
    readme.registerElement(back);
    await wait(100);
    expect(document.activeElement).toBe(back);
    expect(tree.getFocusedItem().getId()).toBe("readme.md");
  });

  it("'If the item was never rendered, getElement() returns undefined and the wait ends at the first check, after 20 ms. When there is still no element, the first item becomes the focused item instead.'", async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    const first = row();
    tree.getItemInstance("docs").registerElement(first);
    const readme = tree.getItemInstance("readme.md");
    expect(readme.getElement()).toBeUndefined();
    readme.setFocused();
    tree.updateDomFocus();
    await wait(100);
    readme.registerElement(row()); // too late
    await wait(50);
    expect(tree.getFocusedItem().getId()).toBe("docs");
    expect(document.activeElement).toBe(first);
  });
});
