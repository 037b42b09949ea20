// Shared by the search unit tests: a small index with the shapes the real one has.
import MiniSearch from "minisearch";
import { searchIndexOptions } from "#contract/search/search-index-options.ts";
import type { SearchRecord } from "#contract/search/search-records.ts";

type Draft = Omit<SearchRecord, "id">;

export const TEST_RECORDS: Draft[] = [
  { kind: "page", level: "lvl1", url: "/getstarted", lvl0: "Introduction", lvl1: "Get Started", text: "Install the packages, then call createTree or useTree with your data loader." },
  { kind: "section", level: "lvl2", url: "/getstarted#creating-a-tree", lvl0: "Introduction", lvl1: "Get Started", lvl2: "Creating a tree", text: "The createTree function builds a tree instance from a config; useTree wraps it for React." },
  { kind: "section", level: "lvl2", url: "/features/tree#expanding-folders", lvl0: "Features", lvl1: "Tree", lvl2: "Expanding folders", text: "Call expand() on a folder item to show its children." },
  { kind: "page", level: "lvl1", url: "/features/selection", lvl0: "Features", lvl1: "Selection", text: "Select one or many items with the mouse or the keyboard." },
  { kind: "section", level: "lvl3", url: "/features/selection#reading-the-selection", lvl0: "Features", lvl1: "Selection", lvl2: "State", lvl3: "Reading the selection", text: "Call getSelectedItems on the tree to read the selected items." },
  { kind: "api", level: "lvl1", url: "/api/core/function/createTree", lvl0: "Core API", lvl1: "createTree", text: "Creates a headless tree instance." },
  { kind: "api", level: "lvl1", url: "/api/core/interface/TreeConfig", lvl0: "Core API", lvl1: "TreeConfig", text: "Configuration of a tree." },
  { kind: "api-member", level: "lvl2", url: "/api/core/interface/TreeConfig#rootItemId", lvl0: "Core API", lvl1: "TreeConfig", lvl2: "rootItemId", text: "Id of the invisible root item." },
  { kind: "api", level: "lvl1", url: "/api/core/interface/SelectionDataRef", lvl0: "Core API", lvl1: "SelectionDataRef", text: "" },
  { kind: "changelog", level: "lvl2", url: "/changelog/core#120", lvl0: "Changelog", lvl1: "@headless-tree/core", lvl2: "1.2.0", text: "Minor Changes: createTree accepts <angle> brackets & more." },
];

export function testRecords(): SearchRecord[] {
  return TEST_RECORDS.map((record, id) => ({ id, ...record }));
}

export function testIndex(): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>(searchIndexOptions);
  index.addAll(testRecords());
  // Round-trip through JSON, as the browser receives it.
  return MiniSearch.loadJSON<SearchRecord>(JSON.stringify(index), searchIndexOptions);
}
