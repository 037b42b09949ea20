import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import type { HotkeyData } from "#contract/content/hotkey-data.ts";
import { hotkeyTableMarkdown } from "./hotkey-table-markdown.ts";

const entry = (name: string, hotkey: string, feature: string, description: string) => ({ name, hotkey, keys: [], feature, preventDefault: true, canRepeat: false, allowWhenInputFocused: false, conditional: false, description });
const data: HotkeyData = {
  version: "1.7.0",
  features: [
    { key: "tree", requires: [] },
    { key: "keyboard-drag-and-drop", exportName: "keyboardDragAndDropFeature", requires: ["dragAndDropFeature"] },
  ],
  hotkeys: [entry("focusNextItem", "ArrowDown", "tree", "Moves focus down."), entry("startDrag", "Control+Shift+KeyD", "keyboard-drag-and-drop", "Starts | a drag.")],
};

const print = (nodes: Root["children"]) => unified().use(remarkGfm).use(remarkStringify).stringify({ type: "root", children: nodes });

describe("hotkeyTableMarkdown", () => {
  it("lists one feature's hotkeys with the library's key strings and what the feature needs", () => {
    expect(print(hotkeyTableMarkdown(data, "keyboard-drag-and-drop")!)).toBe(
      "Needs `hotkeysCoreFeature` + `keyboardDragAndDropFeature` + `dragAndDropFeature`\n\n" +
        "| Hotkey name | Keys                 | What it does      |\n| ----------- | -------------------- | ----------------- |\n| `startDrag` | `Control+Shift+KeyD` | Starts \\| a drag. |\n",
    );
    expect(print(hotkeyTableMarkdown(data, "tree")!)).toContain("| `focusNextItem` | `ArrowDown` | Moves focus down. |");
  });

  it("has nothing for a feature without hotkeys", () => {
    expect(hotkeyTableMarkdown(data, "selection")).toBeUndefined();
  });
});
