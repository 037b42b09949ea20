// Loader-side lookups for the API reference. Reads the slices build-scripts/api wrote into
// app/generated/api/; never builds anything. `.server.ts` keeps node:fs out of client bundles.

import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SidebarGroup } from "#contract/content/content-model.ts";
import { apiPageSlice, apiSidebarGroups, type ApiPage, type ApiRouteParams, type ApiSidebarData } from "#contract/api/api-model.ts";

const API_DIR = path.join(process.cwd(), "app", "generated", "api");

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

async function readSlice<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path.join(API_DIR, file), "utf8")) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

let sidebarData: Promise<ApiSidebarData> | undefined;

function readSidebarData(): Promise<ApiSidebarData> {
  sidebarData ??= readSlice<ApiSidebarData>("sidebar.json").then((data) => {
    if (!data) throw new Error("app/generated/api/sidebar.json is missing: run `npm run content` first");
    return data;
  });
  return sidebarData;
}

/** The API sidebar for the package on screen (`apiSidebarGroups`). */
export async function readApiSidebar(pkg: string | undefined): Promise<SidebarGroup[]> {
  return apiSidebarGroups(await readSidebarData(), pkg);
}

/** The record of the API page at `params` (the index, a package or an item), or a 404. */
export async function readApiPage(params: ApiRouteParams): Promise<{ page: ApiPage }> {
  // Validated before touching the file system: no path can escape the slice folder.
  const slice = apiPageSlice(params);
  const page = (slice && (await readSlice<ApiPage>(`pages/${slice}.json`))) || notFound();
  return { page };
}
