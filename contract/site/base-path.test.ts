import { describe, expect, it } from "vitest";
import { normalizeBasePath, stripBase, withBase } from "./base-path";

describe("normalizeBasePath", () => {
  it("gives the root for an empty or missing setting", () => {
    expect(normalizeBasePath(undefined)).toBe("/");
    expect(normalizeBasePath("")).toBe("/");
    expect(normalizeBasePath(" / ")).toBe("/");
  });

  it("adds the leading and trailing slash, with or without them in the setting", () => {
    expect(normalizeBasePath("/headless-tree/")).toBe("/headless-tree/");
    expect(normalizeBasePath("/headless-tree")).toBe("/headless-tree/");
    expect(normalizeBasePath("headless-tree")).toBe("/headless-tree/");
    expect(normalizeBasePath("/docs/v1.7/")).toBe("/docs/v1.7/");
  });

  it("refuses what is not a plain path, naming the setting", () => {
    for (const bad of ["https://example.com/x/", "//x/", "/a//b/", "/a/../b/", "/./", "/x?y", "/x#y", "/a b/", "/%2e%2e/"]) {
      expect(() => normalizeBasePath(bad, "BASE_PATH"), bad).toThrow(/^BASE_PATH must be a path such as \/headless-tree\//);
    }
  });
});

describe("withBase", () => {
  it("prefixes site paths, the home page becoming the base itself", () => {
    expect(withBase("/x/", "/features/dnd")).toBe("/x/features/dnd");
    expect(withBase("/x/", "/")).toBe("/x/");
    expect(withBase("/x/", "/search?q=a#b")).toBe("/x/search?q=a#b");
    expect(withBase("/a/b/", "/assets/y.js")).toBe("/a/b/assets/y.js");
  });

  it("changes nothing at the root", () => {
    expect(withBase("/", "/features/dnd")).toBe("/features/dnd");
    expect(withBase("/", "/")).toBe("/");
  });

  it("leaves other URLs alone", () => {
    for (const url of ["https://github.com/x", "//cdn.example/x", "#top", "?q=1", "relative/x", "mailto:a@b.c", ""]) {
      expect(withBase("/x/", url)).toBe(url);
    }
  });
});

describe("stripBase", () => {
  it("is the inverse of withBase", () => {
    for (const path of ["/", "/features/dnd", "/api/core/interface/TreeConfig"]) {
      expect(stripBase("/x/", withBase("/x/", path))).toBe(path);
      expect(stripBase("/", withBase("/", path))).toBe(path);
    }
  });

  it("takes the base without its trailing slash as the home page", () => {
    expect(stripBase("/x/", "/x")).toBe("/");
  });

  it("gives undefined outside the base, including look-alike prefixes", () => {
    expect(stripBase("/x/", "/features/dnd")).toBeUndefined();
    expect(stripBase("/x/", "/xy/features")).toBeUndefined();
    expect(stripBase("/x/", "/")).toBeUndefined();
  });
});
