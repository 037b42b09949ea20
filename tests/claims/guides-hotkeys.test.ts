// Claims of content/guides/hotkeys.mdx that need no browser: which hotkeys a tree has, the React
// Native path and the custom-name type. Key presses: ../claims-chromium/guides-hotkeys.test.ts.
import {
  type CustomHotkeysConfig,
  type FeatureImplementation,
  hotkeysCoreFeature,
  reactNativeFeature,
  renamingFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { mountedTree } from "./tree";

const PAGE = "/guides/hotkeys";

describe(PAGE, () => {
  it(claim("/guides/hotkeys", "a feature's hotkeys only exist when that feature is in the features list: the selection hotkeys come with selectionFeature, the rename hotkeys with renamingFeature"), () => {
    const names = (...features: FeatureImplementation[]) =>
      Object.keys(mountedTree({ features: [syncDataLoaderFeature, hotkeysCoreFeature, ...features] }).getHotkeyPresets());
    expect(names()).not.toContain("selectAll");
    expect(names()).not.toContain("renameItem");
    expect(names(selectionFeature)).toContain("selectAll");
    expect(names(selectionFeature)).not.toContain("renameItem");
    expect(names(renamingFeature)).toEqual(expect.arrayContaining(["renameItem", "abortRenaming", "completeRenaming"]));
  });

  it(claim("/guides/hotkeys", "React Native trees use reactNativeFeature instead of hotkeysCoreFeature; it runs the same hotkeys from the container's key events."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature] });
    const container = tree.getContainerProps("Files") as { onKeyDown(event: unknown): void; onKeyUp(event: unknown): void };
    const key = (code: string) => ({ nativeEvent: { code, key: code }, preventDefault: () => {}, stopPropagation: () => {} });
    expect(tree.getFocusedItem().getId()).toBe("docs");
    container.onKeyDown(key("ArrowDown"));
    container.onKeyUp(key("ArrowDown"));
    expect(tree.getFocusedItem().getId()).toBe("src");
    container.onKeyDown(key("ControlLeft"));
    container.onKeyDown(key("KeyA"));
    expect(tree.getSelectedItems().map((item) => item.getId())).toEqual(["docs", "src", "readme.md"]);
  });

  it(claim("/guides/hotkeys", "Their names must start with custom, which is what the CustomHotkeysConfig type accepts besides the built-in names."), () => {
    const accepted: CustomHotkeysConfig<string> = {
      customOpen: { hotkey: "Enter", handler: () => {} },
      selectAll: { hotkey: "KeyA" },
      // @ts-expect-error -- `npx tsc` fails here if the type ever accepts other names
      openInNewTab: { hotkey: "Enter", handler: () => {} },
    };
    expect(Object.keys(accepted)).toHaveLength(3);
  });
});
