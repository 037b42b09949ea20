import { readFileSync } from "node:fs";
import path from "node:path";
import {
  expandAllFeature,
  keyboardDragAndDropFeature,
  renamingFeature,
  searchFeature,
  selectionFeature,
} from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { BuildError } from "../shared/build-error.ts";
import { extractHotkeys, toKeyTokens } from "./extract-hotkeys.ts";
import { HOTKEY_DESCRIPTIONS, HOTKEY_NEEDS } from "./hotkey-descriptions.ts";

describe("extractHotkeys", () => {
  const data = extractHotkeys();
  const byName = new Map(data.hotkeys.map((h) => [h.name, h]));

  it("takes every hotkey definition from the installed features, with its feature", () => {
    for (const feature of [selectionFeature, keyboardDragAndDropFeature, searchFeature, renamingFeature, expandAllFeature]) {
      for (const [name, definition] of Object.entries(feature.hotkeys ?? {})) {
        expect(byName.get(name), name).toMatchObject({ feature: feature.key, hotkey: definition!.hotkey });
      }
    }
    expect(byName.get("abortRenaming")?.hotkey).toBe("Escape");
    expect(byName.has("abortRename")).toBe(false);
  });

  it("attributes the built-in navigation hotkeys to the tree feature", () => {
    const tree = data.hotkeys.filter((h) => h.feature === "tree").map((h) => h.name);
    expect(tree).toEqual(["focusNextItem", "focusPreviousItem", "expandOrDown", "collapseOrUp", "focusFirstItem", "focusLastItem"]);
    expect(data.features.find((f) => f.key === "tree")?.exportName).toBeUndefined();
  });

  it("records flags and feature dependencies", () => {
    expect(byName.get("selectAll")).toMatchObject({ preventDefault: true, canRepeat: false, conditional: false });
    expect(byName.get("closeSearch")).toMatchObject({ allowWhenInputFocused: true, conditional: true });
    expect(byName.get("focusNextItem")?.canRepeat).toBe(true);
    expect(data.features.find((f) => f.key === "keyboard-drag-and-drop")).toEqual({
      key: "keyboard-drag-and-drop",
      exportName: "keyboardDragAndDropFeature",
      requires: ["dragAndDropFeature"],
    });
    expect(data.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("fails the build when a hotkey has no description or a description has no hotkey", () => {
    const { selectAll: _removed, ...withoutSelectAll } = HOTKEY_DESCRIPTIONS;
    expect(() => extractHotkeys(withoutSelectAll)).toThrow(/no description for selectAll \(selection\)/);
    expect(() => extractHotkeys({ ...HOTKEY_DESCRIPTIONS, abortRename: "old name" })).toThrow(BuildError);
  });

  it("puts a need every hotkey of a feature shares into the feature's requires, and no other", () => {
    expect(data.features.find((f) => f.key === "expand-all")?.requires).toEqual(["selectionFeature"]);
    expect(data.features.find((f) => f.key === "search")?.requires).toEqual([]);
    expect(data.features.find((f) => f.key === "keyboard-drag-and-drop")?.requires).toEqual(["dragAndDropFeature"]);
  });

  it("fails the build when a need of only some hotkeys is not named in their descriptions", () => {
    const submitSearch = HOTKEY_DESCRIPTIONS.submitSearch!.replace(/Needs selectionFeature.*/, "");
    expect(() => extractHotkeys({ ...HOTKEY_DESCRIPTIONS, submitSearch })).toThrow(/submitSearch \(selectionFeature\)/);
    expect(() => extractHotkeys(HOTKEY_DESCRIPTIONS, { ...HOTKEY_NEEDS, focusNextItem: ["selectionFeature"] })).toThrow(/focusNextItem \(selectionFeature\)/);
    expect(() => extractHotkeys(HOTKEY_DESCRIPTIONS, { ...HOTKEY_NEEDS, abortRename: ["selectionFeature"] })).toThrow(/no longer has: abortRename/);
    expect(() => extractHotkeys(HOTKEY_DESCRIPTIONS, { ...HOTKEY_NEEDS, submitSearch: ["selection"] })).toThrow(/no export of @headless-tree\/core: selection/);
  });
});

describe("toKeyTokens", () => {
  it("turns definitions into readable keys", () => {
    expect(toKeyTokens("Control+Shift+KeyD").map((k) => k.label)).toEqual(["Ctrl", "Shift", "D"]);
    expect(toKeyTokens("ArrowDown")).toEqual([{ label: "↓", name: "Arrow Down" }]);
    expect(toKeyTokens("LetterOrNumber")[0]?.name).toBe("any letter or main-block digit");
    expect(toKeyTokens("control+shift+plus").map((k) => k.label)).toEqual(["Ctrl", "Shift", "Num +"]);
    expect(toKeyTokens("F2")).toEqual([{ label: "F2", name: "F2" }]);
  });
});

describe("the hotkeys guide", () => {
  it("has a table for every feature that defines hotkeys", () => {
    const page = readFileSync(path.join(process.cwd(), "content/guides/hotkeys.mdx"), "utf8");
    const tables = [...page.matchAll(/<HotkeyTable\s+feature="([^"]+)"/g)].map((m) => m[1]);
    expect(tables.sort()).toEqual(extractHotkeys().features.map((f) => f.key).sort());
  });
});
