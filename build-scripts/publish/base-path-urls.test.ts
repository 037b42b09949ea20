import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A build with BASE_PATH: every URL the publish step writes carries the base. SITE_BASE is read
// once, when contract/site/site.ts loads, so the modules are loaded afresh with the variable set.
const SITE = "https://headless-tree.lukasbach.com";

beforeAll(() => {
  vi.stubEnv("BASE_PATH", "headless-tree");
  vi.resetModules();
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("publish URLs under BASE_PATH", () => {
  it("reads the base from the environment, normalised", async () => {
    const { SITE_BASE, sitePath, routePath } = await import("#contract/site/site.ts");
    expect(SITE_BASE).toBe("/headless-tree/");
    expect(sitePath("/features/dnd")).toBe("/headless-tree/features/dnd");
    expect(routePath("/headless-tree/features/dnd")).toBe("/features/dnd");
  });

  it("gives absolute URLs, canonical and social card included, under the base", async () => {
    const { absoluteUrl, pageMeta } = await import("#contract/seo/seo.ts");
    expect(absoluteUrl("/")).toBe(`${SITE}/headless-tree/`);
    expect(absoluteUrl("/features/dnd")).toBe(`${SITE}/headless-tree/features/dnd`);
    const meta = pageMeta({ title: "Drag and drop", description: "x", path: "/features/dnd" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE}/headless-tree/features/dnd` });
    expect(meta).toContainEqual({ property: "og:image", content: `${SITE}/headless-tree/social-card.png` });
  });

  it("puts the base into the sitemap, robots.txt and the feed links", async () => {
    const { renderRobotsTxt, sitemapUrls } = await import("./sitemap.ts");
    const urls = sitemapUrls([{ path: "/getstarted", kind: "docs", title: "Get Started", description: "", anchors: [], source: "content" }] as never, {}, undefined);
    expect(urls).toEqual([{ loc: `${SITE}/headless-tree/getstarted` }]);
    expect(renderRobotsTxt()).toContain(`Sitemap: ${SITE}/headless-tree/sitemap.xml`);
    const { feedEntries, renderAtomFeed } = await import("./changelog-feed.ts");
    const entries = feedEntries([{ pkg: "core", name: "@headless-tree/core", releases: [{ version: "1.7.0", anchor: "170", html: "<p>x</p>" }], dates: { "1.7.0": "2025-01-01" } }]);
    const feed = renderAtomFeed(entries, ["@headless-tree/core"]);
    expect(feed).toContain(`href="${SITE}/headless-tree/changelog/feed.xml"`);
    expect(feed).toContain(`href="${SITE}/headless-tree/changelog/core#170"`);
  });

  it("resolves markdown twin links among site paths, then adds the base once", async () => {
    const { resolveHref, twinUrl } = await import("./markdown-twin.ts");
    const ctx = { file: "content/guides/hotkeys.mdx", path: "/guides/hotkeys", twinPaths: new Set(["/guides/state"]), fileToPath: new Map<string, string>() };
    expect(twinUrl("/guides/state")).toBe(`${SITE}/headless-tree/guides/state.md`);
    expect(resolveHref("state#x", ctx)).toBe(`${SITE}/headless-tree/guides/state.md#x`);
    expect(resolveHref("/features/dnd", ctx)).toBe(`${SITE}/headless-tree/features/dnd`);
  });

  it("loads the static 404 page's script from under the base", async () => {
    const { notFoundHtml } = await import("../postbuild/not-found-page.ts");
    expect(notFoundHtml("<html><head></head><body></body></html>")).toContain('<script src="/headless-tree/not-found.js" defer></script>');
  });
});
