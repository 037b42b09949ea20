import { describe, expect, it } from "vitest";
import { closestRoutes, pathDistance, pathSegments, searchHrefForPath, searchQueryForPath, type RouteRef } from "./closest-routes";

const paths = [
  "/",
  "/search",
  "/getstarted",
  "/examples",
  "/demos",
  "/features/overview",
  "/features/selection",
  "/features/search",
  "/features/hotkeys",
  "/features/dnd",
  "/features/kdnd",
  "/guides/state",
  "/guides/hotkeys",
  "/guides/styling",
  "/dnd/overview",
  "/recipe/plugins",
  "/changelog/core",
  "/api",
  "/api/core",
  "/api/core/interface/TreeConfig",
  "/api/core/interface/TreeState",
  "/api/core/interface/TreeInstance",
  "/api/core/interface/SelectionFeatureConfig",
  "/api/core/function/createTree",
  "/api/react/function/useTree",
];
const routes: RouteRef[] = paths.map((path) => ({ path, title: `Title of ${path}` }));
const suggest = (pathname: string) => closestRoutes(pathname, routes).map((r) => r.path);

describe("closestRoutes", () => {
  it("puts the intended page first for the usual typos", () => {
    expect(suggest("/features/selections")[0]).toBe("/features/selection");
    expect(suggest("/api/core/interface/treeconfig")[0]).toBe("/api/core/interface/TreeConfig");
    expect(suggest("/getstarted/")[0]).toBe("/getstarted");
    expect(suggest("/guide/state")[0]).toBe("/guides/state");
  });

  it("finds a page under a missing or extra prefix, and ignores .html, query and hash", () => {
    expect(suggest("/selection")[0]).toBe("/features/selection");
    expect(suggest("/docs/features/selection")[0]).toBe("/features/selection");
    expect(suggest("/treeconfig")[0]).toBe("/api/core/interface/TreeConfig");
    expect(suggest("/guides/state.html?x=1#top")[0]).toBe("/guides/state");
    expect(suggest("/recipe/plugins/index.html")[0]).toBe("/recipe/plugins");
  });

  it("ranks the closer of two similar pages first and returns at most the limit", () => {
    const result = suggest("/api/core/interface/treestat");
    expect(result[0]).toBe("/api/core/interface/TreeState");
    expect(result).not.toContain("/api/core/function/createTree");
    expect(closestRoutes("/features/hotkey", routes, 2)).toHaveLength(2);
    expect(closestRoutes("/features/hotkey", routes, 2).map((r) => r.path)).toEqual(["/features/hotkeys", "/guides/hotkeys"]);
  });

  it("suggests the pages below a section path", () => {
    expect(suggest("/changelog")).toEqual(["/changelog/core"]);
    expect(suggest("/dnd").sort()).toEqual(["/dnd/overview", "/features/dnd", "/features/kdnd"]);
  });

  it("suggests nothing for paths that resemble no page", () => {
    expect(suggest("/completely/unrelated/words")).toEqual([]);
    expect(suggest("/features/nope")).toEqual([]);
    expect(suggest("/")).toEqual([]);
    expect(suggest("/x")).toEqual([]);
  });

  it("keeps the route objects it was given, titles included", () => {
    expect(closestRoutes("/guide/state", routes)[0]).toBe(routes.find((r) => r.path === "/guides/state"));
  });
});

describe("path helpers", () => {
  it("normalises segments", () => {
    expect(pathSegments("/API/Core//interface/Tree%20Config/")).toEqual(["api", "core", "interface", "tree-config"]);
    expect(pathSegments("/features/selection.md")).toEqual(["features", "selection"]);
    expect(pathSegments("/bad%E0%A4%A")).toEqual(["bad%e0%a4%a"]);
  });

  it("measures distance over segments", () => {
    expect(pathDistance(["a", "b"], ["a", "b"])).toBe(0);
    expect(pathDistance(["b"], ["a", "b"])).toBe(0.25);
    expect(pathDistance(["xyz"], ["abc"])).toBe(1);
  });

  it("turns a path into search words and a /search link", () => {
    expect(searchQueryForPath("/guide/drag_and-drop.html")).toBe("guide drag and drop");
    expect(searchQueryForPath("/404")).toBe("");
    expect(searchHrefForPath("/features/selections")).toBe("/search?q=features+selections");
    expect(searchHrefForPath("/")).toBeUndefined();
  });
});
