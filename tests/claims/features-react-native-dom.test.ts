// @vitest-environment happy-dom
// Claims of content/features/react-native.mdx that need a DOM (react-native-web renders to one).
import { hotkeysCoreFeature, reactNativeFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { mountedTree } from "./tree";

describe("/features/react-native", () => {
  it("'with hotkeysCoreFeature as well, react-native-web would run every key twice'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, hotkeysCoreFeature, reactNativeFeature] });
    const element = document.createElement("div");
    document.body.append(element);
    const props = tree.getContainerProps("Files");
    tree.registerElement(element); // what the container's ref does on mount
    // On react-native-web, React's onKeyDown and hotkeysCoreFeature's listener see the same key press.
    element.addEventListener("keydown", (event) => props.onKeyDown(event));
    element.dispatchEvent(new KeyboardEvent("keydown", { code: "ArrowDown", key: "ArrowDown" }));
    expect(tree.getFocusedItem().getId()).toBe("readme.md"); // two steps from "docs", not one
  });

  it("'without hotkeysCoreFeature, the same key press moves the focus once'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, reactNativeFeature] });
    const element = document.createElement("div");
    const props = tree.getContainerProps("Files");
    tree.registerElement(element);
    element.addEventListener("keydown", (event) => props.onKeyDown(event));
    element.dispatchEvent(new KeyboardEvent("keydown", { code: "ArrowDown", key: "ArrowDown" }));
    expect(tree.getFocusedItem().getId()).toBe("src");
  });
});
