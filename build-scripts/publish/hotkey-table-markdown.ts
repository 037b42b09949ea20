import type { PhrasingContent, RootContent, Table, TableRow } from "mdast";
import type { HotkeyData } from "#contract/content/hotkey-data.ts";

const code = (value: string): PhrasingContent => ({ type: "inlineCode", value });
const text = (value: string): PhrasingContent => ({ type: "text", value });

/**
 * `<HotkeyTable feature="x" />` as markdown: the same rows the site renders from
 * app/generated/hotkeys.json, with the library's own key strings (`Control+Shift+KeyD`).
 */
export function hotkeyTableMarkdown(data: HotkeyData, feature: string): RootContent[] | undefined {
  const info = data.features.find((f) => f.key === feature);
  const rows = data.hotkeys.filter((h) => h.feature === feature);
  if (!info || rows.length === 0) return undefined;
  const needs = ["hotkeysCoreFeature", ...(info.exportName ? [info.exportName] : []), ...info.requires];
  const row = (cells: PhrasingContent[][]): TableRow => ({ type: "tableRow", children: cells.map((children) => ({ type: "tableCell", children })) });
  const table: Table = {
    type: "table",
    align: [null, null, null],
    children: [
      row([[text("Hotkey name")], [text("Keys")], [text("What it does")]]),
      ...rows.map((h) => row([[code(h.name)], [code(h.hotkey)], [text(h.description)]])),
    ],
  };
  return [{ type: "paragraph", children: [text("Needs "), ...needs.flatMap((name, i) => (i > 0 ? [text(" + "), code(name)] : [code(name)]))] }, table];
}
