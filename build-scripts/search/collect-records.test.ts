import { describe, expect, it } from "vitest";
import { apiGroupLabel, apiRecords, apiSliceFile, docRecords, htmlToText, type ApiSliceInfo, type SearchSourcePage } from "./collect-records.ts";

const guide: SearchSourcePage = {
  path: "/guides/state",
  title: "Managing State",
  group: "Guides",
  description: "How the tree keeps its state.",
  sections: [
    { level: 1, id: "", heading: "", text: "Intro text." },
    { level: 2, id: "controlled", heading: "Controlled state", text: "Pass state and setState." },
    { level: 3, id: "individual", heading: "Individual features", text: "Only some slices." },
    { level: 2, id: "empty", heading: "Empty section", text: "" },
  ],
};

const changelog: SearchSourcePage = {
  path: "/changelog/core",
  title: "@headless-tree/core",
  group: "Changelog",
  description: "Release notes.",
  sections: [
    { level: 2, id: "120", heading: "1.2.0", text: "" },
    { level: 3, id: "minor-changes", heading: "Minor Changes", text: "abc123: Added createTree options." },
    { level: 3, id: "patch-changes", heading: "Patch Changes", text: "def456: Fixed focus." },
    { level: 2, id: "110", heading: "1.1.0", text: "First release." },
  ],
};

describe("docRecords", () => {
  it("indexes a page, its h2 sections and its h3 sections under their h2", () => {
    expect(docRecords([guide])).toEqual([
      { kind: "page", level: "lvl1", url: "/guides/state", lvl0: "Guides", lvl1: "Managing State", text: "How the tree keeps its state. Intro text." },
      { kind: "section", level: "lvl2", url: "/guides/state#controlled", lvl0: "Guides", lvl1: "Managing State", lvl2: "Controlled state", text: "Pass state and setState." },
      {
        kind: "section",
        level: "lvl3",
        url: "/guides/state#individual",
        lvl0: "Guides",
        lvl1: "Managing State",
        lvl2: "Controlled state",
        lvl3: "Individual features",
        text: "Only some slices.",
      },
      { kind: "section", level: "lvl2", url: "/guides/state#empty", lvl0: "Guides", lvl1: "Managing State", lvl2: "Empty section", text: "" },
    ]);
  });

  it("uses the description when a page has no intro text", () => {
    const [page] = docRecords([{ ...guide, sections: [] }]);
    expect(page?.text).toBe("How the tree keeps its state.");
  });

  it("makes one record per changelog version with its change groups as text", () => {
    const records = docRecords([changelog]);
    expect(records.map((r) => [r.kind, r.url, r.lvl2])).toEqual([
      ["page", "/changelog/core", undefined],
      ["changelog", "/changelog/core#120", "1.2.0"],
      ["changelog", "/changelog/core#110", "1.1.0"],
    ]);
    expect(records[1]?.text).toBe("Minor Changes: abc123: Added createTree options. Patch Changes: def456: Fixed focus.");
    expect(records[2]?.text).toBe("First release.");
  });
});

describe("apiRecords", () => {
  const routes = [
    { path: "/api", kind: "api-index", title: "API", description: "API reference." },
    { path: "/api/core", kind: "api-package", title: "@headless-tree/core", description: "Core package." },
    { path: "/api/core/function/createTree", kind: "api-item", title: "createTree", description: "API reference for createTree." },
    { path: "/api/core/interface/TreeConfig", kind: "api-item", title: "TreeConfig", description: "API reference for TreeConfig." },
    { path: "/api/core/interface/DragAndDropFeatureConfig", kind: "api-item", title: "DragAndDropFeatureConfig", description: "API reference." },
    { path: "/api/react/function/useTree", kind: "api-item", title: "useTree", description: "API reference for useTree." },
  ];
  const slices = new Map<string, ApiSliceInfo>([
    ["/api/core", { declarations: [{ items: [{ id: "selectionFeature", name: "selectionFeature", comment: { summaryHtml: "<p>Adds <code>selection</code>.</p>" } }] }] }],
    ["/api/core/function/createTree", { signatures: [{ comment: { summaryHtml: "<p>Creates a tree &amp; returns it.</p>" } }] }],
    [
      "/api/core/interface/TreeConfig",
      {
        comment: { summaryHtml: "<p>Tree options.</p>" },
        groups: [
          {
            members: [
              { id: "rootItemId", name: "rootItemId", comment: { summaryHtml: "<p>The root.</p>" } },
              { id: "getItemName", name: "getItemName", signatures: [{ comment: { summaryHtml: "<p>Item name.</p>" } }] },
              { id: "oldOption", name: "oldOption", comment: { summaryHtml: "", deprecatedHtml: "<p>Use newOption.</p>" } },
              {
                id: "canReorder",
                name: "canReorder",
                comment: { summaryHtml: "<p>Reorder.</p>" },
                declaredBy: { href: "/api/core/interface/DragAndDropFeatureConfig#canReorder" },
              },
              { id: "elsewhere", name: "elsewhere", declaredBy: { href: "/api/core/interface/NotAPage#elsewhere" } },
            ],
          },
        ],
      },
    ],
    [
      "/api/core/interface/DragAndDropFeatureConfig",
      { groups: [{ members: [{ id: "canReorder", name: "canReorder", comment: { summaryHtml: "<p>Reorder.</p>" } }] }] },
    ],
  ]);
  const symbols = {
    createTree: "/api/core/function/createTree",
    "TreeConfig.rootItemId": "/api/core/interface/TreeConfig#rootItemId",
    "TreeConfig.isItemFolder": "/api/core/interface/TreeConfig#isItemFolder",
    "TreeConfig.canReorder": "/api/core/interface/TreeConfig#canReorder",
    DragTarget: "/api/core#DragTarget",
    useTree: "/api/react/function/useTree",
  };
  const records = apiRecords(routes, slices, symbols);
  const byUrl = (url: string) => records.find((r) => r.url === url);

  it("indexes items with their comment summary, else the page description", () => {
    expect(byUrl("/api/core/function/createTree")).toEqual({
      kind: "api",
      level: "lvl1",
      url: "/api/core/function/createTree",
      lvl0: "Core API",
      lvl1: "createTree",
      text: "Creates a tree & returns it.",
    });
    expect(byUrl("/api/react/function/useTree")).toMatchObject({ lvl0: "React API", text: "Function in @headless-tree/react" });
    expect(byUrl("/api/core/interface/TreeConfig")?.text).toBe("Tree options.");
  });

  it("indexes members under their interface, using signature and deprecation comments", () => {
    expect(byUrl("/api/core/interface/TreeConfig#rootItemId")).toEqual({
      kind: "api-member",
      level: "lvl2",
      url: "/api/core/interface/TreeConfig#rootItemId",
      lvl0: "Core API",
      lvl1: "TreeConfig",
      lvl2: "rootItemId",
      text: "The root.",
    });
    expect(byUrl("/api/core/interface/TreeConfig#getItemName")?.text).toBe("Item name.");
    expect(byUrl("/api/core/interface/TreeConfig#oldOption")?.text).toBe("Deprecated: Use newOption.");
  });

  it("indexes an inherited member once, on the page that declares it", () => {
    expect(byUrl("/api/core/interface/TreeConfig#canReorder")).toBeUndefined();
    expect(byUrl("/api/core/interface/DragAndDropFeatureConfig#canReorder")).toMatchObject({ lvl1: "DragAndDropFeatureConfig", text: "Reorder." });
    expect(byUrl("/api/core/interface/TreeConfig#elsewhere")).toMatchObject({ lvl1: "TreeConfig", lvl2: "elsewhere" });
  });

  it("indexes type aliases and variables as anchors of their package page", () => {
    expect(byUrl("/api/core#selectionFeature")).toMatchObject({ kind: "api", level: "lvl2", lvl1: "@headless-tree/core", lvl2: "selectionFeature", text: "Adds selection." });
  });

  it("covers every documented symbol once, even without a slice", () => {
    expect(byUrl("/api/core/interface/TreeConfig#isItemFolder")).toMatchObject({ kind: "api-member", lvl1: "TreeConfig", lvl2: "isItemFolder" });
    expect(byUrl("/api/core#DragTarget")).toMatchObject({ kind: "api", lvl1: "@headless-tree/core", lvl2: "DragTarget" });
    const urls = records.map((r) => r.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of Object.values(symbols)) if (!url.endsWith("TreeConfig#canReorder")) expect(urls).toContain(url);
  });

  it("indexes the API index and package pages", () => {
    expect(byUrl("/api")).toMatchObject({ kind: "page", lvl0: "API", lvl1: "API" });
    expect(byUrl("/api/core")).toMatchObject({ kind: "page", lvl0: "Core API", lvl1: "@headless-tree/core" });
  });
});

describe("helpers", () => {
  it("reads comment HTML as text", () => {
    expect(htmlToText("<p>A <code>&lt;div&gt;</code> &amp; &#39;b&#x27;</p>\n<p>c</p>")).toBe("A <div> & 'b' c");
  });

  it("maps routes to slice files and group labels", () => {
    expect(apiSliceFile("/api")).toBe("pages/index.json");
    expect(apiSliceFile("/api/core")).toBe("pages/core.json");
    expect(apiSliceFile("/api/core/function/createTree")).toBe("pages/core/function/createTree.json");
    expect(apiGroupLabel("/api/react/function/useTree")).toBe("React API");
  });
});
