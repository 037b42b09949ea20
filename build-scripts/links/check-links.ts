import type { RouteEntry } from "#contract/content/content-model.ts";
import type { FoundLink } from "../mdx/rehype-page-data.ts";
import { BuildError, type BuildWarning } from "../shared/build-error.ts";

export interface PageLinks {
  /** Route path of the page the links are on. */
  page: string;
  /** Source file, for file:line:column. */
  file: string;
  links: FoundLink[];
}

export interface LinkReport {
  errors: BuildError[];
  warnings: BuildWarning[];
}

const ORIGIN = "https://docs.invalid";

export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");
}

/** `/a/b/` and `/a/b` are the same page; the root stays `/`. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * Internal links must point at a route of the manifest (or a static file): a miss fails the
 * build, listing page → href. A missing `#anchor` on an existing page only warns.
 */
export function checkLinks(pages: PageLinks[], routes: RouteEntry[], staticFiles: ReadonlySet<string> = new Set()): LinkReport {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const errors: BuildError[] = [];
  const warnings: BuildWarning[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      if (isExternal(link.href)) continue;
      const url = new URL(link.href, ORIGIN + page.page);
      const target = normalisePath(decodeURI(url.pathname));
      const where = `${page.file}:${link.line}:${link.column}`;
      const route = byPath.get(target);
      if (!route) {
        if (staticFiles.has(target)) continue;
        errors.push(new BuildError(`Broken link: ${page.page} → ${link.href} (no page at ${target})`, page.file, link.line, link.column));
        continue;
      }
      const anchor = url.hash ? decodeURIComponent(url.hash.slice(1)) : "";
      if (anchor && !route.anchors.includes(anchor)) {
        warnings.push({ location: where, message: `Missing anchor: ${page.page} → ${link.href} (${target} has no #${anchor})` });
      }
    }
  }
  return { errors, warnings };
}

/** Two sources producing one route: the later one would silently win, so say so. */
export function findDuplicateRoutes(routes: RouteEntry[]): BuildWarning[] {
  const seen = new Map<string, RouteEntry>();
  const warnings: BuildWarning[] = [];
  for (const route of routes) {
    const first = seen.get(route.path);
    if (first) warnings.push({ location: route.source, message: `Duplicate route ${route.path}: also produced by ${first.source}; the first one is kept.` });
    else seen.set(route.path, route);
  }
  return warnings;
}
