import pageCodeJson from "~/generated/page-code.json";
import { apiPageSlice, apiRouteParams, apiSidebarGroups, type ApiPage, type ApiRouteParams, type ApiSidebarData } from "#contract/api/api-model.ts";
import { docPageId, type DocPage, type PageCodeTable, type SidebarGroup } from "#contract/content/content-model.ts";
import { demoStandInsUrl, type DemoStandIns } from "#contract/demos/demo-stand-ins.ts";
import { createLazyCache, lazyOnce } from "./lazy-load";
import { pageModules } from "./page-modules";

// Everything a page renders besides its route's code, for client navigations and prefetching, all
// requested at once (Vite's preload lists add each chunk's imports to the same round): a docs
// page's MDX module and demo stand-ins (its demos' code comes through demo-box-code.ts); an API
// page's record, the slice of app/generated/api/ its loader reads, as a JavaScript chunk, which
// every host compresses (a host that does not know React Router's .data files sends them as
// application/octet-stream, uncompressed: TreeConfig 41 KB instead of 8 KB).
const table = pageCodeJson as PageCodeTable;

/** Each page's demo boxes as prerendered (build-scripts/postbuild/demo-stand-ins.ts), by page id. */
const standInsOfPage = createLazyCache<DemoStandIns>(
  Object.fromEntries(
    Object.keys(table).map((id) => [id, () => fetch(demoStandInsUrl(id)).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status} ${response.url}`))))]),
  ),
);
const apiPages = createLazyCache(
  import.meta.glob<ApiPage>("../generated/api/pages/**/*.json", { import: "default" }),
  (slice) => `../generated/api/pages/${slice}.json`,
);
// The sidebars: chunks of the build, not the layouts' .data.
const docsSidebar = lazyOnce(() => import("~/generated/sidebar.json").then((module) => module.default as SidebarGroup[]));
const apiSidebar = lazyOnce(() => import("../generated/api/sidebar.json").then((module) => module.default as ApiSidebarData));

export const loadDocsSidebar = docsSidebar.load;

/** The API sidebar for the package in `params`. */
export const loadApiSidebar = (params: ApiRouteParams): Promise<SidebarGroup[]> => apiSidebar.load().then((data) => apiSidebarGroups(data, params.pkg));

/** The API page at `params`, or undefined when there is none. */
export function loadApiPage(params: ApiRouteParams): Promise<ApiPage | undefined> {
  const slice = apiPageSlice(params);
  return slice && apiPages.has(slice) ? apiPages.load(slice) : Promise.resolve(undefined);
}

/** What a docs page's heading and text render from. */
export interface PageText {
  page: DocPage;
  /** Each demo box's place-holder until its code arrives; none when they failed (the dev server prerenders nothing). */
  demoStandIns?: DemoStandIns;
}

/**
 * Starts loading what the page at `path` renders from: an API page's record and sidebar (the
 * routes' clientLoaders handle their failures); a docs page's heading and text, which this
 * resolves to: its MDX module (its record; it imports its components) and its demos' stand-ins,
 * which hold each demo's place at its final size until the demo's code arrives (DemoIsland).
 * Rejects only when the page's module (or a component it imports) failed.
 */
export async function loadPageContent(path: string): Promise<PageText | undefined> {
  const quietly = <T,>(promise: Promise<T> | undefined) => promise?.catch(() => undefined);
  const params = apiRouteParams(path);
  if (params) {
    void quietly(loadApiPage(params));
    void quietly(loadApiSidebar(params));
    return undefined;
  }
  const id = docPageId(path);
  if (!pageModules.has(id)) return undefined;
  // In the same round, for a navigation from a page outside the docs (the layout's clientLoader
  // awaits it then).
  void quietly(docsSidebar.load());
  const [{ page }, demoStandIns] = await Promise.all([pageModules.load(id), standInsOfPage.has(id) ? quietly(standInsOfPage.load(id)) : undefined]);
  return { page, demoStandIns };
}

/** The docs page's demos, one list of ids per DemoBox. */
export const pageDemos = (path: string): readonly (readonly string[])[] => table[docPageId(path)]?.demos ?? [];

// Dev server: a changed page module updates in place. Without this, Vite's update propagation
// from a page module ended at this dynamically imported module and reloaded the whole page.
import.meta.hot?.accept();
