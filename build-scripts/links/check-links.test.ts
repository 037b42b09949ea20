import { describe, expect, it } from "vitest";
import type { RouteEntry } from "#contract/content/content-model.ts";
import { checkLinks, findDuplicateRoutes, normalisePath } from "./check-links.ts";

const route = (path: string, anchors: string[] = [], source = "x"): RouteEntry => ({
  path,
  kind: "doc",
  title: path,
  description: "",
  anchors,
  source,
});

const routes = [route("/"), route("/getstarted", ["install"]), route("/api/core/interface/TreeConfig", ["rootItemId"])];

describe("checkLinks", () => {
  it("accepts links to existing routes, with or without trailing slash, query or known anchor", () => {
    const report = checkLinks(
      [{ page: "/guides/state", file: "a.mdx", links: [{ href: "/getstarted/", line: 1, column: 1 }, { href: "/getstarted?x=1#install", line: 2, column: 1 }, { href: "/", line: 3, column: 1 }] }],
      routes,
    );
    expect(report).toEqual({ errors: [], warnings: [] });
  });

  it("fails on a link to a path that is not in the manifest, naming page and href", () => {
    const report = checkLinks([{ page: "/guides/state", file: "content/guides/state.mdx", links: [{ href: "/get-started", line: 7, column: 3 }] }], routes);
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]!.toString()).toBe(
      "content/guides/state.mdx:7:3: Broken link: /guides/state → /get-started (no page at /get-started)",
    );
  });

  it("resolves relative links against the page", () => {
    const ok = checkLinks([{ page: "/api/core/interface/X", file: "f", links: [{ href: "TreeConfig#rootItemId", line: 1, column: 1 }] }], routes);
    expect(ok.errors).toEqual([]);
    const bad = checkLinks([{ page: "/api/core/interface/X", file: "f", links: [{ href: "../nope", line: 1, column: 1 }] }], routes);
    expect(bad.errors[0]?.message).toMatch(/no page at \/api\/core\/nope/);
  });

  it("only warns about a missing anchor on an existing page", () => {
    const report = checkLinks([{ page: "/", file: "f.mdx", links: [{ href: "/getstarted#nope", line: 4, column: 2 }] }], routes);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([{ location: "f.mdx:4:2", message: "Missing anchor: / → /getstarted#nope (/getstarted has no #nope)" }]);
  });

  it("ignores external links and accepts known static files", () => {
    const report = checkLinks(
      [{ page: "/", file: "f", links: [{ href: "https://example.com/x", line: 1, column: 1 }, { href: "mailto:a@b.c", line: 1, column: 1 }, { href: "/logo.svg", line: 1, column: 1 }] }],
      routes,
      new Set(["/logo.svg"]),
    );
    expect(report.errors).toEqual([]);
  });

  it("treats .html variants as broken: they are not canonical URLs", () => {
    const report = checkLinks([{ page: "/", file: "f", links: [{ href: "/getstarted.html", line: 1, column: 1 }] }], routes);
    expect(report.errors).toHaveLength(1);
  });
});

describe("findDuplicateRoutes", () => {
  it("warns when two sources produce the same path", () => {
    const warnings = findDuplicateRoutes([route("/a", [], "content/a.mdx"), route("/b"), route("/a", [], "content/other/a.mdx")]);
    expect(warnings).toEqual([{ location: "content/other/a.mdx", message: "Duplicate route /a: also produced by content/a.mdx; the first one is kept." }]);
  });
});

describe("normalisePath", () => {
  it("drops trailing slashes but keeps the root", () => {
    expect(normalisePath("/a/b/")).toBe("/a/b");
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("")).toBe("/");
  });
});
