import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "../api/build-api.ts";
import { createApiNameService, featurePartNames } from "./api-names.ts";

const root = process.cwd();
let symbols: Record<string, string>;

beforeAll(async () => {
  const file = path.join(root, "app/generated/api/symbols.json");
  try {
    symbols = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  } catch {
    symbols = (await buildApi({ root, outDir: path.join(root, "app/generated/api") })).symbols;
  }
}, 120_000);

/** The names found in `code` (a complete module), as `text → symbol`. */
function namesIn(code: string): { linked: string[]; unlinked: string[]; signatures: Record<string, string> } {
  const service = createApiNameService({ root, symbols, partNames: featurePartNames(path.join(root, "node_modules/@headless-tree/core/src/mddocs-entry.ts")) });
  const fileName = path.join(root, ".content-checks", "api-names-test.tsx");
  const [report] = service.resolve([{ fileName, text: code, shown: [0, code.length] }]);
  return {
    linked: report!.names.map((n) => `${code.slice(n.start, n.end)} → ${n.symbol} ${n.href}`),
    unlinked: report!.unlinked.map((u) => u.name),
    signatures: Object.fromEntries(report!.names.map((n) => [n.name, n.signature])),
  };
}

describe("API names in code", () => {
  it("links imports, calls, config keys, instance methods and state through the feature interfaces the reference documents", { timeout: 60_000 }, () => {
    const code = [
      'import { selectionFeature, syncDataLoaderFeature, type ItemInstance } from "@headless-tree/core";',
      'import { useTree } from "@headless-tree/react";',
      "export function Tree() {",
      "  const tree = useTree<string>({",
      '    rootItemId: "root",',
      "    getItemName: (item: ItemInstance<string>) => item.getItemData(),",
      "    isItemFolder: () => false,",
      "    dataLoader: { getItem: (id) => id, getChildren: () => [] },",
      "    features: [syncDataLoaderFeature, selectionFeature],",
      "  });",
      "  const rows = tree.getItems().filter((row) => row.isSelected());",
      "  return <div {...tree.getContainerProps()}>{rows.length}{tree.getState().selectedItems.length}</div>;",
      "}",
    ].join("\n");
    expect(namesIn(code).linked).toEqual([
      "selectionFeature → selectionFeature /api/core#selectionFeature",
      "syncDataLoaderFeature → syncDataLoaderFeature /api/core#syncDataLoaderFeature",
      "ItemInstance → ItemInstance /api/core/interface/ItemInstance",
      "useTree → useTree /api/react/function/useTree",
      "useTree → useTree /api/react/function/useTree",
      "rootItemId → SyncDataLoaderFeatureConfig.rootItemId /api/core/interface/SyncDataLoaderFeatureConfig#rootItemId",
      "getItemName → TreeFeatureConfig.getItemName /api/core/interface/TreeFeatureConfig#getItemName",
      "ItemInstance → ItemInstance /api/core/interface/ItemInstance",
      "getItemData → TreeFeatureItemInstance.getItemData /api/core/interface/TreeFeatureItemInstance#getItemData",
      "isItemFolder → TreeFeatureConfig.isItemFolder /api/core/interface/TreeFeatureConfig#isItemFolder",
      "dataLoader → SyncDataLoaderFeatureConfig.dataLoader /api/core/interface/SyncDataLoaderFeatureConfig#dataLoader",
      // Members of a type alias shown whole on its package page link to the alias.
      "getItem → TreeDataLoader /api/core#TreeDataLoader",
      "getChildren → TreeDataLoader /api/core#TreeDataLoader",
      "features → MainFeatureConfig.features /api/core/interface/MainFeatureConfig#features",
      "syncDataLoaderFeature → syncDataLoaderFeature /api/core#syncDataLoaderFeature",
      "selectionFeature → selectionFeature /api/core#selectionFeature",
      "getItems → MainFeatureTreeInstance.getItems /api/core/interface/MainFeatureTreeInstance#getItems",
      "isSelected → SelectionFeatureItemInstance.isSelected /api/core/interface/SelectionFeatureItemInstance#isSelected",
      "getContainerProps → TreeFeatureTreeInstance.getContainerProps /api/core/interface/TreeFeatureTreeInstance#getContainerProps",
      "getState → MainFeatureTreeInstance.getState /api/core/interface/MainFeatureTreeInstance#getState",
      "selectedItems → SelectionFeatureState.selectedItems /api/core/interface/SelectionFeatureState#selectedItems",
    ]);
  });

  it("leaves local names alone, links a JSX attribute to its component and does not link members the reference leaves out", { timeout: 60_000 }, () => {
    const code = [
      'import { type TreeInstance } from "@headless-tree/core";',
      'import { AssistiveTreeDescription } from "@headless-tree/react";',
      "export function Hint({ tree }: { tree: TreeInstance<string> }) {",
      "  const getItems = () => 1;",
      "  tree.setMounted(true);",
      "  return <AssistiveTreeDescription tree={tree} data-x={getItems()} />;",
      "}",
    ].join("\n");
    const { linked, unlinked } = namesIn(code);
    expect(linked).toEqual([
      "TreeInstance → TreeInstance /api/core/interface/TreeInstance",
      "AssistiveTreeDescription → AssistiveTreeDescription /api/react/function/AssistiveTreeDescription",
      "TreeInstance → TreeInstance /api/core/interface/TreeInstance",
      "AssistiveTreeDescription → AssistiveTreeDescription /api/react/function/AssistiveTreeDescription",
      "tree → AssistiveTreeDescription /api/react/function/AssistiveTreeDescription",
    ]);
    // `setMounted` is @internal: the compiler knows it, the reference does not list it.
    expect(unlinked).toEqual(["setMounted"]);
  });

  it("gives each name the signature an editor shows for its declaration, without import-alias qualifiers", { timeout: 60_000 }, () => {
    const code = [
      'import { createOnDropHandler, type ItemInstance } from "@headless-tree/core";',
      'import { useTree } from "@headless-tree/react";',
      "export function Tree() {",
      "  const tree = useTree<string>({",
      '    rootItemId: "root",',
      "    canReorder: true,",
      "    onDrop: createOnDropHandler((item: ItemInstance<string>, ids) => {}),",
      "    getItemName: (item) => item.getItemData(),",
      "    isItemFolder: () => false,",
      "    dataLoader: { getItem: (id) => id, getChildren: () => [] },",
      "  });",
      "  return tree.getItems().length;",
      "}",
    ].join("\n");
    const { signatures } = namesIn(code);
    expect(signatures).toMatchObject({
      canReorder: "(property) canReorder?: boolean | undefined",
      rootItemId: "(property) rootItemId: string",
      // The declaration's type parameters, not the sample's string.
      getItemData: "(property) getItemData: () => T",
      useTree: "const useTree: <T>(config: TreeConfig<T>) => TreeInstance<T>",
      ItemInstance: "interface ItemInstance<T>",
    });
    expect(signatures.createOnDropHandler).toMatch(/^const createOnDropHandler: <T>\(onChangeChildren: /);
  });
});
