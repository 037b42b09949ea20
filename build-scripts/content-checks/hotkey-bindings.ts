// Hotkey tables in the content name a hotkey and its keys on one line (a table row). The keys
// must be the library's default binding of that hotkey, read from the installed feature objects.

import * as core from "@headless-tree/core";
import type { InlineCodeSpan } from "../samples/collect.ts";

/**
 * Default binding of every hotkey, as a tree with all of the library's features reports it. Tree
 * Core is not exported on its own, so the presets of a real tree are the complete list.
 */
export function defaultBindings(): Map<string, string> {
  const features = Object.values(core).filter(
    (value): value is core.FeatureImplementation =>
      typeof value === "object" && value !== null && typeof (value as { key?: unknown }).key === "string",
  );
  const tree = core.createTree<string>({
    rootItemId: "root",
    getItemName: (item) => item.getId(),
    isItemFolder: () => false,
    dataLoader: { getItem: (id) => id, getChildren: () => [] },
    features,
  });
  return new Map(Object.entries(tree.getHotkeyPresets()).map(([name, config]) => [name, config.hotkey]));
}

const BINDING = /^[A-Za-z0-9]+(\+[A-Za-z0-9]+)*$/;

/**
 * Table rows whose first inline code is a hotkey name and that also hold a binding-like inline
 * code (`Control+KeyA`, `F2`) must show that hotkey's default binding. Prose is not checked: it
 * may well mention other keys next to a hotkey's name.
 */
export function checkHotkeyRows(spans: InlineCodeSpan[], bindings: Map<string, string>, counter = { rows: 0 }): string[] {
  const byLine = new Map<string, InlineCodeSpan[]>();
  for (const span of spans) {
    if (!span.inTableCell) continue;
    const key = `${span.file}:${span.line}`;
    byLine.set(key, [...(byLine.get(key) ?? []), span]);
  }
  const problems: string[] = [];
  for (const [line, lineSpans] of byLine) {
    const [first, ...rest] = lineSpans;
    const expected = first && bindings.get(first.value);
    if (!expected) continue;
    const shown = rest.find((span) => BINDING.test(span.value) && !bindings.has(span.value));
    if (shown) counter.rows++;
    if (shown && shown.value !== expected) {
      problems.push(`${line}:${shown.column} \`${first.value}\` is bound to \`${expected}\`, not \`${shown.value}\``);
    }
  }
  return problems;
}
