// Every page's <title> must differ (search results and browser tabs show nothing else), but two
// sections may hold pages of the same name: /features/hotkeys and /guides/hotkeys, or the API
// and the changelog of one package. A docs page whose title another route shares gets its
// sidebar group after the title: "Hotkeys – Guides", "@headless-tree/core – Changelog".
import type { DocPage, RouteEntry } from "#contract/content/content-model.ts";

export function withDocumentTitles(pages: readonly DocPage[], routes: readonly RouteEntry[]): DocPage[] {
  const count = new Map<string, number>();
  for (const route of new Map(routes.map((r) => [r.path, r])).values()) count.set(route.title, (count.get(route.title) ?? 0) + 1);
  const result = pages.map((page) => {
    const section = page.breadcrumbs[0]?.title;
    return (count.get(page.title) ?? 0) > 1 && section ? { ...page, documentTitle: `${page.title} – ${section}` } : page;
  });
  const titles = new Map<string, string>();
  for (const route of routes) titles.set(route.path, route.title);
  for (const page of result) titles.set(page.path, page.documentTitle ?? page.title);
  const seen = new Map<string, string>();
  for (const [path, title] of titles) {
    const other = seen.get(title);
    if (other) throw new Error(`${path} and ${other} would both be titled "${title}": rename one of them in its front matter`);
    seen.set(title, path);
  }
  return result;
}
