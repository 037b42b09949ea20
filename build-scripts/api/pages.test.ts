import path from "node:path";
import { fileURLToPath } from "node:url";
import type { JSONOutput } from "typedoc";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiItemPage } from "#contract/api/api-model.ts";
import { printType } from "./type-print.ts";
import { createMarkdownRenderer, type MarkdownRenderer } from "./markdown.ts";
import { ApiModel } from "./model.ts";
import { buildPages, type BuiltApi } from "./pages.ts";
import { loadTypedocModels, type TypedocPackageModel } from "./typedoc-run.ts";

/** TypeDoc brands ids; fixtures use plain numbers. */
const rid = (n: number) => n as JSONOutput.ReflectionId;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

let md: MarkdownRenderer;
beforeAll(async () => {
  md = await createMarkdownRenderer({ withHighlighter: false });
});

// ---------------------------------------------------------------------------------------------
// A tiny synthetic project: exercises every classification rule independent of upstream.

function decl(
  id: number,
  name: string,
  kind: number,
  rest: Partial<JSONOutput.DeclarationReflection> = {},
): JSONOutput.DeclarationReflection {
  return {
    id: rid(id),
    name,
    variant: "declaration",
    kind,
    flags: {},
    sources: [{ fileName: "features/foo/types.ts" as never, line: id, character: 2 }],
    ...rest,
  };
}
const voidFn = (id: number): JSONOutput.ReflectionType => ({
  type: "reflection",
  declaration: decl(id, "__type", 65536, {
    signatures: [{ id: rid(id + 1), name: "__type", variant: "signature", kind: 4096, flags: {}, type: { type: "intrinsic", name: "void" } }],
  }),
});

function fixture(): TypedocPackageModel {
  const children: JSONOutput.DeclarationReflection[] = [
    decl(10, "Foo", 256, {
      typeParameters: [{ id: rid(11), name: "T", variant: "typeParam", kind: 131072, flags: {} }],
      comment: { summary: [{ kind: "text", text: "A foo. Second sentence." }] },
      children: [
        decl(12, "bar", 1024, {
          type: { type: "reference", target: rid(40), name: "Baz" },
          comment: { summary: [{ kind: "text", text: "See " }, { kind: "inline-tag", tag: "@link", text: "E.A", target: rid(31) }] },
        }),
        decl(13, "run", 1024, { flags: { isOptional: true }, type: voidFn(14) }),
        decl(16, "method", 2048, {
          signatures: [{ id: rid(17), name: "method", variant: "signature", kind: 4096, flags: {}, type: { type: "intrinsic", name: "string" } }],
        }),
      ],
    }),
    decl(30, "E", 8, { children: [decl(31, "A", 16, { type: { type: "literal", value: "a" } })] }),
    decl(40, "Baz", 2097152, { type: { type: "union", types: [{ type: "literal", value: 1 }, { type: "literal", value: 2 }] } }),
    decl(41, "FnAlias", 2097152, { type: voidFn(42) }),
    // `type Shape = { size: number }`: TypeDoc 0.28 puts the members on the alias itself.
    decl(43, "Shape", 2097152, { children: [decl(44, "size", 1024, { type: { type: "intrinsic", name: "number" } })] }),
    decl(50, "fnVar", 32, { flags: { isConst: true }, type: { type: "reference", target: rid(41), name: "FnAlias" } }),
    decl(51, "plainVar", 32, { type: { type: "reference", target: rid(10), name: "Foo", typeArguments: [{ type: "intrinsic", name: "any" }] } }),
    decl(60, "make", 64, {
      signatures: [
        {
          id: rid(61),
          name: "make",
          variant: "signature",
          kind: 4096,
          flags: {},
          comment: { summary: [{ kind: "text", text: "Makes a foo." }] },
          parameters: [
            {
              id: rid(62),
              name: "x",
              variant: "param",
              kind: 32768,
              flags: {},
              type: { type: "intrinsic", name: "number" },
              comment: { summary: [{ kind: "text", text: "how many" }] },
            },
          ],
          type: { type: "reference", target: rid(10), name: "Foo", typeArguments: [{ type: "intrinsic", name: "number" }] },
        },
      ],
    }),
  ];
  const project = { id: rid(0), name: "@headless-tree/core", variant: "project", kind: 1, flags: {}, children } as unknown as JSONOutput.ProjectReflection;
  return { slug: "core", name: "@headless-tree/core", version: "9.9.9", project };
}

describe("buildPages on a synthetic project", () => {
  let built: BuiltApi;
  beforeAll(() => {
    built = buildPages(new ApiModel([fixture()]), md);
  });
  const page = (p: string) => built.items.find((i) => i.path === p) as ApiItemPage;

  it("maps kinds to pages and package anchors", () => {
    expect(built.routes.map((r) => [r.path, r.kind])).toEqual([
      ["/api", "api-index"],
      ["/api/core", "api-package"],
      // Item pages in name order (case-insensitive), as in the package index.
      ["/api/core/enum/E", "api-item"],
      ["/api/core/function/fnVar", "api-item"],
      ["/api/core/interface/Foo", "api-item"],
      ["/api/core/function/make", "api-item"],
    ]);
    const pkg = built.packages[0]!;
    expect(pkg.declarations.map((s) => [s.title, s.items.map((i) => i.id)])).toEqual([
      ["Type Aliases", ["Baz", "FnAlias", "Shape"]],
      ["Variables", ["plainVar"]],
    ]);
    const shape = pkg.declarations[0]!.items.find((d) => d.name === "Shape")!;
    expect(printType(shape.type)).toBe("{ size: number }");
    expect(built.routes.find((r) => r.path === "/api/core")!.anchors).toEqual(
      expect.arrayContaining(["package-index", "Baz", "FnAlias", "plainVar"]),
    );
  });

  it("classifies members: properties, arrow-function properties and methods as methods", () => {
    const foo = page("/api/core/interface/Foo");
    expect(foo.groups.map((g) => [g.id, g.members.map((m) => [m.id, m.kind])])).toEqual([
      ["properties", [["bar", "property"]]],
      [
        "methods",
        [
          ["method", "method"],
          ["run", "method"],
        ],
      ],
    ]);
    const run = foo.groups[1]!.members[1]!;
    expect(run.optional).toBe(true);
    expect(printType({ kind: "function", ...run.signatures![0]! })).toBe("() => void");
    expect(foo.description).toBe("A foo.");
    expect(foo.typeParameters).toEqual([{ name: "T" }]);
    // {@link E.A} (by reflection id) resolves to the enum member anchor.
    expect(foo.groups[0]!.members[0]!.comment!.summaryHtml).toContain('href="/api/core/enum/E#A"');
    expect(foo.groups[0]!.members[0]!.type).toEqual({ kind: "reference", name: "Baz", href: "/api/core#Baz" });
    expect(foo.toc).toEqual([
      { depth: 2, id: "type-parameters", text: "Type parameters" },
      { depth: 2, id: "properties", text: "Properties" },
      { depth: 3, id: "bar", text: "bar" },
      { depth: 2, id: "methods", text: "Methods" },
      { depth: 3, id: "method", text: "method" },
      { depth: 3, id: "run", text: "run" },
    ]);
  });

  it("gives function-typed variables a function page with the declared type's signature", () => {
    const fnVar = page("/api/core/function/fnVar");
    expect(fnVar.signatures).toHaveLength(1);
    expect(fnVar.declaredType).toEqual({ kind: "reference", name: "FnAlias", href: "/api/core#FnAlias" });
    expect(fnVar.description).toBe("API reference for the fnVar function of @headless-tree/core.");
  });

  it("renders function signatures with parameter comments and source links", () => {
    const make = page("/api/core/function/make");
    const sig = make.signatures[0]!;
    expect(sig.comment!.summaryHtml).toBe("<p>Makes a foo.</p>");
    expect(sig.parameters[0]!.commentHtml).toBe("<p>how many</p>");
    expect(printType(sig.returns)).toBe("Foo<number>");
    expect(sig.sources[0]!.url).toBe(
      "https://github.com/lukasbach/headless-tree/blob/@headless-tree/core@9.9.9/packages/core/src/features/foo/types.ts#L60",
    );
    expect(make.description).toBe("Makes a foo.");
    expect(built.routes.find((r) => r.path === make.path)!.anchors).toEqual(["call-signature", "call-parameters", "call-returns"]);
  });

  it("builds the symbol map for items, members, inline declarations and packages", () => {
    expect(built.symbols).toMatchObject({
      "@headless-tree/core": "/api/core",
      Foo: "/api/core/interface/Foo",
      "Foo.bar": "/api/core/interface/Foo#bar",
      "E.A": "/api/core/enum/E#A",
      Baz: "/api/core#Baz",
      plainVar: "/api/core#plainVar",
      fnVar: "/api/core/function/fnVar",
      make: "/api/core/function/make",
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The real model of the installed packages (TypeDoc output is cached in .cache/api/).

const SPEC_ENUMS = ["AssistiveDndState", "CheckedState", "DragTargetPosition"];
const SPEC_CORE_FUNCTIONS = [
  "buildProxiedInstance",
  "buildStaticInstance",
  "createOnDropHandler",
  "createTree",
  "insertItemsAtTarget",
  "isOrderedDragTarget",
  "makeStateUpdater",
  "removeItemsFromParents",
];
const SPEC_REACT_FUNCTIONS = ["AssistiveTreeDescription", "useTree"];
const FEATURES = [
  "AsyncDataLoader",
  "Checkboxes",
  "DragAndDrop",
  "ExpandAll",
  "HotkeysCore",
  "KeyboardDragAndDrop",
  "Main",
  "Renaming",
  "Search",
  "Selection",
  "SyncDataLoader",
  "Tree",
];
const SPEC_INTERFACES = [
  ...FEATURES.flatMap((f) => ["Config", "State", "ItemInstance", "TreeInstance"].map((part) => `${f}Feature${part}`)),
  // Prop memoization is named without "Feature".
  ...["Config", "State", "ItemInstance", "TreeInstance"].map((part) => `PropMemoization${part}`),
  ...["DndDataRef", "DndState", "DragLineData", "ItemInstance", "ItemMeta", "TreeConfig", "TreeInstance", "TreeItemDataRef", "TreeState", "KDndDataRef"],
  // The per-feature data refs that exist (content-brief Appendix A).
  ...["AsyncDataLoaderDataRef", "ExpandAllDataRef", "HotkeyConfig", "HotkeysCoreDataRef", "PropMemoizationDataRef", "SearchFeatureDataRef"],
];

describe("buildPages on the installed @headless-tree packages", () => {
  let built: BuiltApi;
  let paths: Set<string>;
  beforeAll(async () => {
    const models = await loadTypedocModels(root);
    built = buildPages(new ApiModel(models.packages), md);
    paths = new Set(built.routes.map((r) => r.path));
  }, 120_000);

  it("has a page for every name the spec lists", () => {
    const expected = [
      "/api",
      "/api/core",
      "/api/react",
      ...SPEC_ENUMS.map((n) => `/api/core/enum/${n}`),
      ...SPEC_CORE_FUNCTIONS.map((n) => `/api/core/function/${n}`),
      ...SPEC_REACT_FUNCTIONS.map((n) => `/api/react/function/${n}`),
      ...SPEC_INTERFACES.map((n) => `/api/core/interface/${n}`),
    ];
    expect(expected.filter((p) => !paths.has(p))).toEqual([]);
  });

  it("has exactly the item pages of 1.7.0: the spec's, plus SelectionDataRef", () => {
    const specItems = new Set([
      ...SPEC_ENUMS.map((n) => `/api/core/enum/${n}`),
      ...SPEC_CORE_FUNCTIONS.map((n) => `/api/core/function/${n}`),
      ...SPEC_REACT_FUNCTIONS.map((n) => `/api/react/function/${n}`),
      ...SPEC_INTERFACES.map((n) => `/api/core/interface/${n}`),
    ]);
    const extra = built.routes.filter((r) => r.kind === "api-item" && !specItems.has(r.path)).map((r) => r.path);
    expect(extra).toEqual(["/api/core/interface/SelectionDataRef"]);
    expect(built.items).toHaveLength(82);
  });

  it("gives every route a title, a description and anchors that include every member id", () => {
    for (const route of built.routes) {
      expect(route.title, route.path).not.toBe("");
      expect(route.description.length, route.path).toBeGreaterThan(10);
      expect(route.anchors.length, route.path).toBeGreaterThan(0);
      expect(route.source).toMatch(/^typedoc/);
    }
    for (const item of built.items) {
      const anchors = new Set(built.routes.find((r) => r.path === item.path)!.anchors);
      for (const member of item.groups.flatMap((g) => g.members)) expect(anchors.has(member.id), `${item.path}#${member.id}`).toBe(true);
    }
    const treeConfig = built.routes.find((r) => r.path === "/api/core/interface/TreeConfig")!;
    expect(treeConfig.anchors).toEqual(expect.arrayContaining(["rootItemId", "dataLoader", "canDrag", "onDrop", "properties", "methods"]));
    // Empty interfaces (e.g. `interface ExpandAllDataRef {}`) get a linkable "Members: none" section.
    expect(built.routes.find((r) => r.path === "/api/core/interface/ExpandAllDataRef")!.anchors).toEqual(["members"]);
    const core = built.routes.find((r) => r.path === "/api/core")!;
    expect(core.anchors).toEqual(expect.arrayContaining(["TreeDataLoader", "DragTarget", "FeatureImplementation", "selectionFeature"]));
    expect(new Set(core.anchors).size).toBe(core.anchors.length);
  });

  it("maps symbols to pages and anchors", () => {
    expect(built.symbols).toMatchObject({
      TreeConfig: "/api/core/interface/TreeConfig",
      "TreeConfig.rootItemId": "/api/core/interface/TreeConfig#rootItemId",
      "ItemInstance.isFolder": "/api/core/interface/ItemInstance#isFolder",
      "DragAndDropFeatureConfig.onDrop": "/api/core/interface/DragAndDropFeatureConfig#onDrop",
      selectionFeature: "/api/core#selectionFeature",
      TreeDataLoader: "/api/core#TreeDataLoader",
      "CheckedState.Checked": "/api/core/enum/CheckedState#Checked",
      createTree: "/api/core/function/createTree",
      buildStaticInstance: "/api/core/function/buildStaticInstance",
      useTree: "/api/react/function/useTree",
      AssistiveTreeDescription: "/api/react/function/AssistiveTreeDescription",
    });
    // Every symbol URL points at a route, and every anchor exists on it.
    const anchors = new Map(built.routes.map((r) => [r.path, new Set(r.anchors)]));
    for (const [name, url] of Object.entries(built.symbols)) {
      const [p, hash] = url.split("#");
      expect(anchors.has(p!), name).toBe(true);
      if (hash) expect(anchors.get(p!)!.has(hash), name).toBe(true);
    }
  });

  it("notes which feature interface declares each member of the merged interfaces", () => {
    const treeConfig = built.items.find((i) => i.name === "TreeConfig")!;
    const members = treeConfig.groups.flatMap((g) => g.members);
    expect(members.find((m) => m.name === "canDrag")!.declaredBy).toEqual({
      title: "DragAndDropFeatureConfig",
      href: "/api/core/interface/DragAndDropFeatureConfig#canDrag",
    });
    expect(members.every((m) => m.declaredBy)).toBe(true);
    expect(members.find((m) => m.name === "canDrag")!.kind).toBe("method");
    expect(members.find((m) => m.name === "rootItemId")!.kind).toBe("property");
  });

  it("links types across packages and renders function signatures", () => {
    const useTree = built.items.find((i) => i.name === "useTree")!;
    expect(printType({ kind: "function", ...useTree.signatures[0]! })).toBe("<T>(config: TreeConfig<T>) => TreeInstance<T>");
    expect(useTree.signatures[0]!.parameters[0]!.type).toMatchObject({ href: "/api/core/interface/TreeConfig" });
    const assistive = built.items.find((i) => i.name === "AssistiveTreeDescription")!;
    expect(JSON.stringify(assistive.signatures[0]!.parameters)).toContain('"href":"/api/core/interface/DndState"');
    expect(assistive.signatures[0]!.parameters[0]!.name).toBe("props");
    const buildStatic = built.items.find((i) => i.name === "buildStaticInstance")!;
    expect(buildStatic.declaredType).toMatchObject({ name: "InstanceBuilder", href: "/api/core#InstanceBuilder" });
    expect(buildStatic.sources[0]!.url).toBe(
      "https://github.com/lukasbach/headless-tree/blob/@headless-tree/core@1.7.0/packages/core/src/core/build-static-instance.ts#L5",
    );
    const enumPage = built.items.find((i) => i.name === "CheckedState")!;
    expect(enumPage.groups[0]!.members.map((m) => `${m.name} = ${printType(m.type!)}`)).toEqual([
      'Checked = "checked"',
      'Indeterminate = "indeterminate"',
      'Unchecked = "unchecked"',
    ]);
  });

  it("prints every type alias and variable with a real type (none falls back to any)", () => {
    const core = built.packages.find((p) => p.pkg === "core")!;
    const declarations = core.declarations.flatMap((s) => s.items);
    expect(declarations).toHaveLength(41 + 12);
    const anyTyped = declarations.filter((d) => printType(d.type) === "any").map((d) => d.name);
    expect(anyTyped).toEqual([]);
    const featureDef = declarations.find((d) => d.name === "FeatureDef")!;
    expect(printType(featureDef.type)).toBe("{ config: any; hotkeys: string; itemInstance: any; state: any; treeInstance: any }");
    expect(printType(declarations.find((d) => d.name === "selectionFeature")!.type)).toBe("FeatureImplementation");
  });

  it("builds an API sidebar per package", () => {
    expect(built.sidebar.packages.items.map((i) => i.href)).toEqual(["/api", "/api/core", "/api/react"]);
    expect(built.sidebar.byPackage.core.map((g) => [g.label, g.items.length])).toEqual([
      ["Enumerations", 3],
      ["Functions", 8],
      ["Interfaces", 69],
    ]);
    expect(built.sidebar.byPackage.react.map((g) => g.items.map((i) => i.label))).toEqual([["AssistiveTreeDescription", "useTree"]]);
  });

  it("reports no warnings of its own on 1.7.0", () => {
    expect(built.warnings).toEqual([]);
  });
});
