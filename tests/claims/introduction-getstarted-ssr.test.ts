// Claims of content/introduction/getstarted.mdx, "Server rendering and Next.js", that run as a server
// runs them: in Node, with no DOM globals (the first test checks that), the packages imported and trees
// rendered with react-dom/server, the page's two Next.js files among them. Which globals the library
// reads is watched in a child process whose DOM globals are getters that log each read; React's build for
// server components is loaded in one started with its export condition. Hydration in the browser:
// tests/claims-chromium/introduction-getstarted-ssr.test.ts.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as core from "@headless-tree/core";
import {
  asyncDataLoaderFeature,
  hotkeysCoreFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type TreeInstance,
} from "@headless-tree/core";
import * as headlessReact from "@headless-tree/react";
import { useTree } from "@headless-tree/react";
import * as React from "react";
import { createElement, type ComponentType } from "react";
import * as jsxRuntime from "react/jsx-runtime";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { pageSample, runSample } from "./page-code";

const ROUTE = "/getstarted";
const ROOT = path.join(import.meta.dirname, "../..");
const DOM_GLOBALS = ["window", "document", "self", "HTMLElement", "HTMLInputElement", "Element", "requestAnimationFrame", "getComputedStyle", "localStorage"];

/** The page's app/file-tree.tsx and app/page.tsx, run as the server runs them. */
function nextFiles() {
  const fileTree = runSample<{ FileTree: ComponentType<{ folders: Record<string, string[]> }> }>(ROUTE, "app/file-tree.tsx", {
    react: React,
    "react/jsx-runtime": jsxRuntime,
    "@headless-tree/core": core,
    "@headless-tree/react": headlessReact,
  });
  const page = runSample<{ default: ComponentType }>(ROUTE, "app/page.tsx", { react: React, "react/jsx-runtime": jsxRuntime, "./file-tree": fileTree });
  return { ...fileTree, Page: page.default };
}

/** Runs `script` (an ES module) in a new Node process in the project root and returns what it printed as JSON. */
function runNode(script: string, args: string[] = []): unknown {
  const run = spawnSync(process.execPath, [...args, "--input-type=module", "-e", script], { cwd: ROOT, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`node exited with ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

// Every DOM global is a getter that logs its name and hands out an object whose addEventListener logs
// the event type; a tree with every feature is imported and rendered, then its container ref is called
// with a stand-in element, as React does in the browser.
const WATCHED_SERVER = `
const log = [];
for (const name of ${JSON.stringify(DOM_GLOBALS)}) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      log.push(name);
      return { addEventListener: (type) => log.push(name + ".addEventListener " + type) };
    },
  });
}
const react = await import("react");
const { renderToString } = await import("react-dom/server");
const core = await import("@headless-tree/core");
const { useTree, AssistiveTreeDescription } = await import("@headless-tree/react");
const imported = log.splice(0);
const h = react.createElement;
const children = { root: ["docs", "readme.md"], docs: ["intro.md"] };
let tree;
function Tree() {
  tree = useTree({
    rootItemId: "root",
    initialState: { expandedItems: ["docs"] },
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: { getItem: (id) => id, getChildren: (id) => children[id] ?? [] },
    indent: 20,
    features: [
      core.syncDataLoaderFeature, core.selectionFeature, core.hotkeysCoreFeature, core.dragAndDropFeature,
      core.keyboardDragAndDropFeature, core.searchFeature, core.renamingFeature, core.checkboxesFeature,
      core.expandAllFeature, core.propMemoizationFeature,
    ],
  });
  return h("div", null,
    h("input", tree.getSearchInputElementProps()),
    h("div", tree.getContainerProps("Files"),
      tree.getItems().map((item) => h("div", { ...item.getProps(), key: item.getId() }, item.getItemName())),
      h("div", { style: tree.getDragLineStyle() }),
    ),
    h(AssistiveTreeDescription, { tree }),
  );
}
const html = renderToString(h(Tree));
const rendered = log.splice(0);
tree.getContainerProps("Files").ref({ addEventListener() {}, removeEventListener() {} });
const registered = log.splice(0);
console.log(JSON.stringify({ imported, rendered, registered, html }));
`;

const files = { root: ["docs", "readme.md"], docs: ["intro.md", "guide.md"] };

describe(`${ROUTE}: Server rendering and Next.js`, () => {
  it(claim("/getstarted", "Both packages load in Node and render there."), () => {
    // This file runs in Vitest's node environment: no DOM.
    for (const name of DOM_GLOBALS) expect(typeof (globalThis as Record<string, unknown>)[name], name).toBe("undefined");
    expect(typeof core.createTree).toBe("function");
    expect(typeof useTree).toBe("function");
    const { Page } = nextFiles();
    expect(renderToString(createElement(Page))).toContain('role="tree"');
  });

  it(
    claim(
      "/getstarted",
      "In 1.7.0 neither reads window or document while it is imported or while a tree renders, so an error such as \"document is not defined\" or \"window is not defined\" during server rendering comes from other code.",
    ),
    () => {
      const watched = runNode(WATCHED_SERVER) as { imported: string[]; rendered: string[]; html: string };
      expect(watched.imported).toEqual([]);
      expect(watched.rendered).toEqual([]);
      // The render had every feature's container, input and live region in it.
      expect(watched.html).toContain('role="tree"');
      expect(watched.html).toContain('aria-live="assertive"');
    },
  );

  it(
    claim(
      "/getstarted",
      "The tree first uses these globals when its container's element registers through the ref of getContainerProps(), which React does only in the browser: that is when the hotkeys and drag and drop features add their listeners to document and window.",
    ),
    () => {
      const watched = runNode(WATCHED_SERVER) as { rendered: string[]; registered: string[] };
      // renderToString rendered the container with this ref and never called it: nothing was read.
      expect(watched.rendered).toEqual([]);
      expect(watched.registered).toEqual([
        "document",
        "document.addEventListener keyup",
        "window",
        "window.addEventListener focus",
        "window",
        "window.addEventListener dragend",
      ]);
      const keys = (features: core.FeatureImplementation[]) =>
        features.filter((feature) => feature.onTreeMount).map((feature) => feature.key);
      expect(keys([syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, core.dragAndDropFeature, core.keyboardDragAndDropFeature])).toEqual([
        "hotkeys-core",
        "drag-and-drop",
      ]);
    },
  );

  it(
    claim(
      "/getstarted",
      "A tree rendered on the server has no rows. useTree mounts the tree in an effect, and the server runs no effects (Main Feature), so getItems() is empty there: the HTML holds the container, with role=\"tree\" and its label, and whatever you render besides the rows.",
    ),
    () => {
      let items = -1;
      function Tree() {
        const tree = useTree<string>({
          rootItemId: "root",
          initialState: { expandedItems: ["docs"] },
          getItemName: (item) => item.getItemData(),
          isItemFolder: (item) => item.getId() in files,
          dataLoader: { getItem: (id) => id, getChildren: (id) => files[id as keyof typeof files] ?? [] },
          features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
        });
        items = tree.getItems().length;
        return createElement(
          "section",
          null,
          createElement("h2", null, "Files"),
          createElement("div", tree.getContainerProps("Project files"), tree.getItems().map((item) => createElement("div", { ...item.getProps(), key: item.getId() }, item.getItemName()))),
        );
      }
      expect(renderToString(createElement(Tree))).toBe('<section><h2>Files</h2><div role="tree" aria-label="Project files"></div></section>');
      expect(items).toBe(0);
    },
  );

  it(claim("/getstarted", "The data loader is not called on the server."), async () => {
    const sync = { getItem: vi.fn((id: string) => id), getChildren: vi.fn((id: string) => files[id as keyof typeof files] ?? []) };
    const async = { getItem: vi.fn(async (id: string) => id), getChildren: vi.fn(async (id: string) => files[id as keyof typeof files] ?? []) };
    let trees: TreeInstance<string>[] = [];
    function Tree({ loader }: { loader: "sync" | "async" }) {
      const tree = useTree<string>({
        rootItemId: "root",
        initialState: { expandedItems: ["docs"] },
        getItemName: (item) => item.getItemData() ?? "…",
        isItemFolder: (item) => item.getId() in files,
        dataLoader: loader === "sync" ? sync : async,
        features: [loader === "sync" ? syncDataLoaderFeature : asyncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
      });
      trees.push(tree);
      return createElement("div", tree.getContainerProps("Files"), tree.getItems().map((item) => createElement("div", { ...item.getProps(), key: item.getId() }, item.getItemName())));
    }
    renderToString(createElement(Tree, { loader: "sync" }));
    renderToString(createElement(Tree, { loader: "async" }));
    // The async loader would start its requests in a timeout: give it one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const fn of [sync.getItem, sync.getChildren, async.getItem, async.getChildren]) expect(fn).not.toHaveBeenCalled();
    expect(trees).toHaveLength(2);
    trees = [];
  });

  it(
    claim("/getstarted", "A server component cannot call useTree: React's build for server components has no useState or useEffect, which useTree is made of."),
    () => {
      // The react-server export condition is the one server components are bundled with.
      const result = runNode(
        `
        import { createRequire } from "node:module";
        const require = createRequire(process.cwd() + "/");
        const react = require("react");
        const { useTree } = require("@headless-tree/react");
        let error = null;
        try {
          useTree({ rootItemId: "root", getItemName: () => "", isItemFolder: () => false, dataLoader: { getItem: (id) => id, getChildren: () => [] }, features: [] });
        } catch (e) {
          error = e.constructor.name + ": " + e.message;
        }
        console.log(JSON.stringify({ useState: typeof react.useState, useEffect: typeof react.useEffect, createElement: typeof react.createElement, error }));
        `,
        ["--conditions=react-server"],
      );
      expect(result).toEqual({ useState: "undefined", useEffect: "undefined", createElement: "function", error: expect.stringMatching(/^TypeError: .*useState.* is not a function/) });
      const source = readFileSync(path.join(ROOT, "node_modules/@headless-tree/react/src/use-tree.tsx"), "utf8");
      expect(source).toContain('import { useEffect, useState } from "react";');
    },
  );

  it(
    claim("/getstarted", "@headless-tree/react does not mark itself as client code, so the directive goes into your own file, the one whose component calls useTree"),
    () => {
      const dist = path.join(ROOT, "node_modules/@headless-tree/react/dist");
      const scripts = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((file) => /\.m?js$/.test(file));
      expect(scripts.length).toBeGreaterThan(0);
      for (const file of scripts) expect(readFileSync(path.join(dist, file), "utf8"), file).not.toMatch(/["']use client["']/);
      expect(pageSample(ROUTE, "app/file-tree.tsx").startsWith('"use client";\n')).toBe(true);
      expect(pageSample(ROUTE, "app/file-tree.tsx")).toContain("useTree<string>(");
      expect(pageSample(ROUTE, "app/page.tsx")).not.toContain("use client");
    },
  );

  it(claim("/getstarted", "FileTree is still rendered on the server for the first HTML, without rows, as described above."), () => {
    const { Page } = nextFiles();
    expect(renderToString(createElement(Page))).toBe('<div role="tree" aria-label="Project files" style="min-height:8rem"></div>');
  });
});
