// Claims of content/contributing/overview.mdx about the library's source, checked against the
// src/ folder the npm packages ship (the same files as packages/core/src in the repository).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";

const ROUTE = "/contributing/overview";
const SRC = "node_modules/@headless-tree/core/src";
const features = readdirSync(`${SRC}/features`);
const files = (folder: string) => readdirSync(`${SRC}/features/${folder}`);

describe(ROUTE, () => {
  it(claim("/contributing/overview", "Inside packages/core/src, each feature has a folder under features/, and most hold the same three kinds of file"), () => {
    const complete = features.filter((f) => ["types.ts", "feature.ts"].every((file) => files(f).includes(file)) && files(f).some((file) => file.endsWith(".spec.ts")));
    expect(complete.length).toBeGreaterThan(features.length / 2);
    expect(features.filter((f) => !complete.includes(f)).sort()).toEqual(["main", "sync-data-loader"]);
  });

  it(claim("/contributing/overview", "types.ts declares what the feature adds: its state, configuration options, tree and item methods and hotkey names, as one feature definition type"), () => {
    for (const folder of features) {
      const types = readFileSync(`${SRC}/features/${folder}/types.ts`, "utf8");
      const definition = /export type (\w+FeatureDef)(<T[^>]*>)? = \{([\s\S]*?)\n\};/.exec(types);
      expect(definition, folder).not.toBeNull();
      for (const part of ["state", "config", "treeInstance", "itemInstance", "hotkeys"]) {
        expect(definition![3], `${folder}: ${part}`).toMatch(new RegExp(`\\n  ${part}:`));
      }
    }
  });

  it(claim("/contributing/overview", "feature.ts implements it as a FeatureImplementation"), async () => {
    const core = await import("@headless-tree/core");
    for (const folder of features.filter((f) => files(f).includes("feature.ts"))) {
      const source = readFileSync(`${SRC}/features/${folder}/feature.ts`, "utf8");
      const name = /export const (\w+Feature): FeatureImplementation/.exec(source)?.[1];
      expect(name, folder).toBeDefined();
      if (folder !== "tree") expect(core[name as keyof typeof core], name).toMatchObject({ key: expect.any(String) });
    }
  });

  it(claim("/contributing/overview", "a *.spec.ts file holds its tests, written with the helpers in test-utils/"), () => {
    for (const folder of features) {
      for (const spec of files(folder).filter((file) => file.endsWith(".spec.ts"))) {
        expect(readFileSync(`${SRC}/features/${folder}/${spec}`, "utf8"), spec).toMatch(/from "\.\.\/\.\.\/test-utils\/test-tree"/);
      }
    }
  });

  it(claim("/contributing/overview", "Two folders are different: main/ holds only types.ts, because the main feature is implemented inside createTree in core/create-tree.ts, and sync-data-loader/ has no spec file of its own."), () => {
    expect(files("main")).toEqual(["types.ts"]);
    const createTree = readFileSync(`${SRC}/core/create-tree.ts`, "utf8");
    expect(createTree).toMatch(/const mainFeature: FeatureImplementation<T> = \{\s*key: "main"/);
    expect(files("sync-data-loader").filter((file) => file.endsWith(".spec.ts"))).toEqual([]);
  });

  it(claim("/contributing/overview", "The feature definition types are combined in types/core.ts into TreeState, TreeConfig, TreeInstance and ItemInstance"), () => {
    const core = readFileSync(`${SRC}/types/core.ts`, "utf8");
    for (const folder of features) {
      const definition = /export type (\w+FeatureDef)/.exec(readFileSync(`${SRC}/features/${folder}/types.ts`, "utf8"))![1]!;
      expect(core, definition).toMatch(new RegExp(`\\| ${definition}(<T>)?[\\n;]`));
    }
    for (const name of ["TreeState", "TreeConfig", "TreeInstance", "ItemInstance"]) {
      expect(core).toMatch(new RegExp(`export interface ${name}<T> extends ${name}Type<T> \\{\\}`));
    }
  });

  it(claim("/contributing/overview", "index.ts exports every feature you list in features; the tree feature is not exported, since createTree always adds it."), async () => {
    const core = await import("@headless-tree/core");
    const exported = Object.entries(core).filter(([name]) => name.endsWith("Feature"));
    expect(exported.map(([name]) => name).sort()).toEqual([
      "asyncDataLoaderFeature",
      "checkboxesFeature",
      "dragAndDropFeature",
      "expandAllFeature",
      "hotkeysCoreFeature",
      "keyboardDragAndDropFeature",
      "propMemoizationFeature",
      "reactNativeFeature",
      "renamingFeature",
      "searchFeature",
      "selectionFeature",
      "syncDataLoaderFeature",
    ]);
    expect(core).not.toHaveProperty("treeFeature");
    const tree = core.createTree<string>({
      rootItemId: "root",
      getItemName: (item) => item.getId(),
      isItemFolder: () => false,
      dataLoader: { getItem: (id) => id, getChildren: () => [] },
      features: [core.syncDataLoaderFeature],
    });
    expect(tree.getItemInstance("x").expand).toBeTypeOf("function");
  });

  it(claim("/contributing/overview", "core/ contains createTree and the two instance builders, and utilities/ the drag and drop helpers such as createOnDropHandler."), async () => {
    expect(readdirSync(`${SRC}/core`).filter((file) => !file.endsWith(".spec.ts")).sort()).toEqual([
      "build-proxified-instance.ts",
      "build-static-instance.ts",
      "create-tree.ts",
    ]);
    expect(readdirSync(`${SRC}/utilities`)).toEqual(expect.arrayContaining(["create-on-drop-handler.ts", "insert-items-at-target.ts", "remove-items-from-parents.ts"]));
    const core = await import("@headless-tree/core");
    for (const name of ["createTree", "buildStaticInstance", "buildProxiedInstance", "createOnDropHandler", "insertItemsAtTarget", "removeItemsFromParents"]) {
      expect(core[name as keyof typeof core], name).toBeTypeOf("function");
    }
  });

  it(claim("/contributing/overview", "The published npm packages contain this src/ folder, so you can read the exact source of the version you use in node_modules/@headless-tree/core/src."), () => {
    for (const pkg of ["core", "react"]) {
      expect(existsSync(`node_modules/@headless-tree/${pkg}/src/index.ts`), pkg).toBe(true);
      expect(JSON.parse(readFileSync(`node_modules/@headless-tree/${pkg}/package.json`, "utf8")).version).toBe("1.7.0");
    }
    // The built code is made from it: a string of the source is in the bundle.
    expect(readFileSync(`${SRC}/features/sync-data-loader/feature.ts`, "utf8")).toContain("sync dataLoader returned promise");
    expect(readFileSync("node_modules/@headless-tree/core/dist/index.mjs", "utf8")).toContain("sync dataLoader returned promise");
  });

  it(claim("/contributing/overview", "packages/react | @headless-tree/react, the useTree hook and AssistiveTreeDescription"), async () => {
    expect(Object.keys(await import("@headless-tree/react")).sort()).toEqual(["AssistiveTreeDescription", "useTree"]);
  });
});
