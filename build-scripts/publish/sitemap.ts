import type { DocPage, RouteEntry } from "#contract/content/content-model.ts";
import { absoluteUrl } from "#contract/seo/seo.ts";
import { escapeXml } from "./changelog-feed.ts";

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/**
 * One URL per prerendered page but /404 and /search. `lastmod` is what we actually know: a docs page's last commit,
 * and for pages generated from the installed packages (API, changelogs) the last commit of
 * package-lock.json, which is when their input last changed. Other pages have none.
 */
export function sitemapUrls(manifest: readonly RouteEntry[], docs: Readonly<Record<string, Pick<DocPage, "lastUpdated" | "sourceFile">>>, packagesUpdated: string | undefined): SitemapUrl[] {
  return manifest
    // The search results page is noindex: a sitemap entry would ask crawlers to index it.
    .filter((route) => route.kind !== "not-found" && route.kind !== "search" && route.path !== "/404")
    .map((route) => {
      const doc = docs[route.path];
      const fromPackages = route.kind.startsWith("api") || (doc !== undefined && doc.sourceFile.startsWith("node_modules/"));
      const lastmod = doc?.lastUpdated ?? (fromPackages ? packagesUpdated : undefined);
      return { loc: absoluteUrl(route.path), ...(lastmod ? { lastmod } : {}) };
    });
}

export function renderSitemap(urls: readonly SitemapUrl[]): string {
  const body = urls.map((u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ""}</url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...body, "</urlset>", ""].join("\n");
}

/** robots.txt: everything may be crawled, and where the sitemap is (under the base path). */
export function renderRobotsTxt(): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
}
