import { describe, expect, it } from "vitest";
import type { RouteEntry } from "#contract/content/content-model.ts";
import { renderSitemap, sitemapUrls } from "./sitemap.ts";

const route = (path: string, kind: RouteEntry["kind"]): RouteEntry => ({ path, kind, title: path, description: "d", anchors: [], source: "s" });
const manifest = [route("/", "home"), route("/guides/state", "doc"), route("/guides/new", "doc"), route("/changelog/core", "doc"), route("/api/core/interface/TreeConfig", "api-item"), route("/api", "api-index"), route("/search", "search"), route("/404", "not-found")];
const docs = {
  "/guides/state": { sourceFile: "content/guides/state.mdx", lastUpdated: "2026-11-20T10:00:00+00:00" },
  "/guides/new": { sourceFile: "content/guides/new.mdx" },
  "/changelog/core": { sourceFile: "node_modules/@headless-tree/core/CHANGELOG.md" },
};

describe("sitemapUrls", () => {
  it("lists every page but /404 and the noindex /search with absolute URLs and the dates we know", () => {
    expect(sitemapUrls(manifest, docs, "2026-10-01T00:00:00+00:00")).toEqual([
      { loc: "https://headless-tree.lukasbach.com" },
      { loc: "https://headless-tree.lukasbach.com/guides/state", lastmod: "2026-11-20T10:00:00+00:00" },
      { loc: "https://headless-tree.lukasbach.com/guides/new" },
      { loc: "https://headless-tree.lukasbach.com/changelog/core", lastmod: "2026-10-01T00:00:00+00:00" },
      { loc: "https://headless-tree.lukasbach.com/api/core/interface/TreeConfig", lastmod: "2026-10-01T00:00:00+00:00" },
      { loc: "https://headless-tree.lukasbach.com/api", lastmod: "2026-10-01T00:00:00+00:00" },
    ]);
  });

  it("omits lastmod for generated pages when the package-lock date is unknown", () => {
    expect(sitemapUrls(manifest, docs, undefined).filter((u) => u.lastmod).map((u) => u.loc)).toEqual(["https://headless-tree.lukasbach.com/guides/state"]);
  });
});

describe("renderSitemap", () => {
  it("writes the sitemap protocol's XML, escaping URLs", () => {
    const xml = renderSitemap([{ loc: "https://x.dev/a?b=1&c=2", lastmod: "2026-01-01" }, { loc: "https://x.dev/" }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "  <url><loc>https://x.dev/a?b=1&amp;c=2</loc><lastmod>2026-01-01</lastmod></url>\n  <url><loc>https://x.dev/</loc></url>\n</urlset>\n",
    );
  });
});
