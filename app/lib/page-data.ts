import type { DocPage, SidebarGroup } from "./content-model";
import { createModuleCache } from "./module-cache.ts";

// What the docs route's loader returns for a page, as chunks a hover prefetches, so that a client
// navigation needs no `.data` request: each page's record (build-scripts/content/build-content.ts
// writes app/generated/page-data/<id>.page.js from the same list as docs.json) and the one docs
// sidebar (the module the mobile drawer also uses).

const records = import.meta.glob<{ default: DocPage }>("../generated/page-data/**/*.page.js");
const pageRecords = createModuleCache(records, (id) => `../generated/page-data/${id}.page.js`);
const sidebar = createModuleCache({ sidebar: () => import("~/generated/sidebar.json") as Promise<{ default: SidebarGroup[] }> }, (key) => key);

export interface DocsPageData {
  page: DocPage;
  sidebar: SidebarGroup[];
}

/** Start fetching both chunks of a docs page's data (hover). */
export function prefetchPageData(id: string): void {
  if (!pageRecords.has(id)) return;
  void pageRecords.load(id).catch(() => {});
  void sidebar.load("sidebar").catch(() => {});
}

/** The page's loader data from its chunks, at once when a hover fetched them; undefined when there are none. */
export async function readPageData(id: string): Promise<DocsPageData | undefined> {
  if (!pageRecords.has(id)) return undefined;
  const [record, groups] = await Promise.all([pageRecords.load(id), sidebar.load("sidebar")]);
  return { page: record.default, sidebar: record.default.layout === "docs" ? groups.default : [] };
}
