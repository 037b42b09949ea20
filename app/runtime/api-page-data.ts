import { apiPageSlice, apiSidebarGroups, type ApiPage, type ApiRouteParams, type ApiSidebarData } from "~/lib/api/api-model";
import type { SidebarGroup } from "~/lib/content/content-model";
import { createLazyCache, lazyOnce } from "./lazy-load";

// The API pages' records and sidebar for client navigations: the same slices the loaders read
// (app/generated/api/), each a JavaScript chunk of the build. Every host compresses JavaScript,
// while a host that does not know React Router's .data files sends them as
// application/octet-stream, uncompressed (TreeConfig: 41 KB instead of 8 KB).
const pages = createLazyCache(
  import.meta.glob<ApiPage>("../generated/api/pages/**/*.json", { import: "default" }),
  (slice) => `../generated/api/pages/${slice}.json`,
);
const sidebar = lazyOnce(() => import("../generated/api/sidebar.json").then((module) => module.default as ApiSidebarData));

/** The API page at `params`, or undefined when there is none. */
export function loadApiPage(params: ApiRouteParams): Promise<ApiPage | undefined> {
  const slice = apiPageSlice(params);
  return slice && pages.has(slice) ? pages.load(slice) : Promise.resolve(undefined);
}

/** The API sidebar for the package in `params`. */
export const loadApiSidebar = (params: ApiRouteParams): Promise<SidebarGroup[]> => sidebar.load().then((data) => apiSidebarGroups(data, params.pkg));
