// Each feature page documents its feature's whole API: every member of the feature's Config,
// State, TreeInstance and ItemInstance interfaces is linked with <ApiLink>, and every hotkey the
// feature defines has a row in a table. A version that adds a member or a hotkey fails here until
// the page mentions it.

import { readFile } from "node:fs/promises";
import path from "node:path";
import * as core from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { API_PARTS, FEATURES, type FeatureKey } from "#contract/content/features.ts";
import { collectFromSource } from "../samples/collect.ts";
import { readSymbols } from "./vocabulary.ts";

const root = process.cwd();

/** Hotkey names a feature defines; Tree Core's are those of a tree without optional features. */
function hotkeysOf(key: FeatureKey): string[] {
  const info = FEATURES[key];
  if ("exportName" in info) {
    const feature = (core as unknown as Record<string, core.FeatureImplementation | undefined>)[info.exportName];
    return Object.keys(feature?.hotkeys ?? {});
  }
  if (key !== "tree") return [];
  const tree = core.createTree<string>({
    rootItemId: "root",
    getItemName: (item) => item.getId(),
    isItemFolder: () => false,
    dataLoader: { getItem: (id) => id, getChildren: () => [] },
    features: [core.syncDataLoaderFeature],
  });
  return Object.keys(tree.getHotkeyPresets());
}

describe("feature pages", () => {
  it.each(Object.keys(FEATURES) as FeatureKey[])("/features/%s links every API member and lists every hotkey", async (key) => {
    const file = path.join("content", "features", `${key}.mdx`);
    const source = await readFile(path.join(root, file), "utf8");
    const symbols = await readSymbols(root);
    const { apiPrefix } = FEATURES[key];
    const members = Object.keys(symbols).filter((name) => API_PARTS.some(([part]) => name.startsWith(`${apiPrefix}${part}.`)));
    const linked = new Set([...source.matchAll(/<ApiLink\s+name="([^"]+)"/g)].map((match) => match[1]));
    expect(members.filter((name) => !linked.has(name))).toEqual([]);

    const rows = new Set(collectFromSource(source, file).inline.filter((span) => span.inTableCell).map((span) => span.value));
    expect(hotkeysOf(key).filter((name) => !rows.has(name))).toEqual([]);
  });

  it("would notice a missing member or hotkey", () => {
    // The checks above compare against real lists; make sure those lists are not empty.
    expect(hotkeysOf("tree")).toContain("focusNextItem");
    expect(hotkeysOf("selection")).toContain("selectAll");
    expect(hotkeysOf("checkboxes")).toEqual([]);
  });
});
