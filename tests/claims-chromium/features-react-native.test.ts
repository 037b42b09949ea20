// Claims of content/features/react-native.mdx about react-native-web in a browser: the page's demo
// as the reader runs it, and small trees of React Native components, with real keys in Chromium.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { activeName, demoEntry, itemNames, useDemoPages, waitForItems } from "./core-demos";

const demos = useDemoPages();

/** A tree of React Native components with the given features, as an entry for useDemoPages. */
const nativeTree = (features: string, extra = "") => `
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Pressable, Text, TextInput, View } from "react-native";
import * as core from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
const children: Record<string, string[]> = { root: ["one", "two", "three", "four"] };
function Tree() {
  const tree = useTree<string>({
    rootItemId: "root",
    getItemName: (item) => item.getItemData(),
    isItemFolder: () => false,
    dataLoader: { getItem: (id) => id, getChildren: (id) => children[id] ?? [] },
    onRename: () => {},
    features: [${features}],
  });
  (window as any).tree = tree;
  return (
    <View {...tree.getContainerProps("Native")}>
      {tree.getItems().map((item) => (
        <Pressable {...item.getProps()} key={item.getId()} tabIndex={item.isFocused() ? 0 : -1}>
          {item.isRenaming?.() ? <TextInput {...item.getRenameInputProps()} ref={undefined} /> : <Text>{item.getItemName()}</Text>}
        </Pressable>
      ))}
      ${extra}
    </View>
  );
}
createRoot(document.getElementById("root")!).render(<StrictMode><Tree /></StrictMode>);
(window as any).demoMounted = true;
`;

describe("/features/react-native in Chromium", () => {
  it(claim("/features/react-native", "The demo below is written with React Native components and runs in the browser through react-native-web, which implements them with DOM elements."), async () => {
    const { page, problems } = await demos.open(demoEntry("react-native"));
    await waitForItems(page, ["App.tsx", "screens", "Home.tsx", "Settings.tsx", "components", "package.json"]);
    const tags = await page.locator('[role="treeitem"]').evaluateAll((els) => els.map((el) => el.tagName.toLowerCase()));
    expect(new Set(tags)).toEqual(new Set(["div"]));
    expect(problems).toEqual([]);
  });

  it(claim("/features/react-native", "react-native-web 0.21 ignores accessibilityState, so the demo also passes aria-selected, aria-expanded and tabIndex (props React Native's View accepts too) to keep the selection, the open state and a single tab stop visible to assistive technology in the browser."), async () => {
    // The feature's props alone: accessibilityState reaches no attribute.
    const plain = await demos.open(nativeTree("core.syncDataLoaderFeature, core.selectionFeature, core.reactNativeFeature").replace(" tabIndex={item.isFocused() ? 0 : -1}", ""));
    await plain.page.evaluate(() => (window as unknown as { tree: { setSelectedItems(ids: string[]): void } }).tree.setSelectedItems(["two"]));
    await plain.page.waitForFunction(() => (window as unknown as { tree: { getState(): { selectedItems: string[] } } }).tree.getState().selectedItems.length === 1);
    expect(await plain.page.locator("[aria-selected]").count()).toBe(0);
    expect(await plain.page.locator('[role="treeitem"][tabindex="0"]').count()).toBe(4); // every item a tab stop

    // The demo: selection, open state and one tab stop as attributes.
    const { page, problems } = await demos.open(demoEntry("react-native"));
    await page.locator('[role="treeitem"][aria-label="components"]').click();
    await page.waitForFunction(() => document.querySelector('[aria-label="components"]')?.getAttribute("aria-expanded") === "true");
    expect(await page.locator('[aria-label="components"]').getAttribute("aria-selected")).toBe("true");
    expect(await page.locator('[aria-label="App.tsx"]').getAttribute("aria-selected")).toBe("false");
    expect(await page.locator('[aria-label="App.tsx"]').getAttribute("aria-expanded")).toBeNull();
    expect(await page.locator('[aria-label="screens"]').getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator('[role="treeitem"][tabindex="0"]').evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")))).toEqual(["components"]);
    expect(problems).toEqual([]);
  });

  it(claim("/features/react-native", "The level and the position in the list stay unknown to it, so in the browser this is not a complete accessible tree"), async () => {
    const { page } = await demos.open(demoEntry("react-native"));
    await waitForItems(page, ["App.tsx", "screens", "Home.tsx", "Settings.tsx", "components", "package.json"]);
    expect(await page.locator("[aria-level], [aria-posinset], [aria-setsize]").count()).toBe(0);
  });

  it(claim("/features/react-native", "Work only where key events reach the container's onKeyDown (react-native-web delivers them; a touch screen without a keyboard sends none)."), async () => {
    const { page, problems } = await demos.open(demoEntry("react-native"));
    await page.locator('[role="treeitem"][aria-label="App.tsx"]').focus();
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "screens");
    await page.keyboard.press("End");
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "package.json");
    expect(problems).toEqual([]);
  });

  it(claim("/features/react-native", "On react-native-web it would handle every key a second time next to reactNativeFeature's own handler."), async () => {
    const both = await demos.open(nativeTree("core.syncDataLoaderFeature, core.hotkeysCoreFeature, core.reactNativeFeature"));
    await both.page.locator('[aria-label="one"]').focus();
    await both.page.keyboard.press("ArrowDown");
    await both.page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "three"); // two steps
    expect(await activeName(both.page)).toBe("three");

    const alone = await demos.open(nativeTree("core.syncDataLoaderFeature, core.reactNativeFeature"));
    await alone.page.locator('[aria-label="one"]').focus();
    await alone.page.keyboard.press("ArrowDown");
    await alone.page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "two");
    expect(alone.problems).toEqual([]);
  });

  it(claim("/features/react-native", "autoFocus is set, so the input takes the focus when it appears."), async () => {
    // The entry drops the rename input's ref (which focuses it too), so only autoFocus is left.
    const { page, problems } = await demos.open(nativeTree("core.syncDataLoaderFeature, core.renamingFeature, core.reactNativeFeature"));
    expect(await itemNames(page)).toEqual(["one", "two", "three", "four"]);
    await page.evaluate(() => (window as unknown as { tree: { getItemInstance(id: string): { startRenaming(): void } } }).tree.getItemInstance("two").startRenaming());
    await page.waitForFunction(() => document.activeElement?.tagName === "INPUT");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe("two");
    expect(problems).toEqual([]);
  });
});
