// Loader-side lookups for the API reference. Reads the slices build-scripts/api wrote into
// app/generated/api/; never builds anything. `.server.ts` keeps node:fs out of client bundles.

import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SidebarGroup } from "../content/content-model";
import {
  isApiItemKind,
  isApiItemName,
  isApiPackageSlug,
  type ApiIndexPage,
  type ApiItemPage,
  type ApiPackagePage,
  type ApiPackageSlug,
  type ApiSidebarData,
} from "./api-model";

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

/** The API sidebar: the packages, then the current package's enums, functions and interfaces. */
export async function readApiSidebar(pkg?: ApiPackageSlug): Promise<SidebarGroup[]> {
  const data = await readSidebarData();
  return pkg ? [data.packages, ...data.byPackage[pkg]] : [data.packages];
}

export async function loadApiIndex(): Promise<{ page: ApiIndexPage }> {
  const page = (await readSlice<ApiIndexPage>("pages/index.json")) ?? notFound();
  return { page };
}

export async function loadApiPackage(pkg: string | undefined): Promise<{ page: ApiPackagePage }> {
  if (!isApiPackageSlug(pkg)) notFound();
  const page = (await readSlice<ApiPackagePage>(`pages/${pkg}.json`)) ?? notFound();
  return { page };
}

export async function loadApiItem(
  pkg: string | undefined,
  kind: string | undefined,
  name: string | undefined,
): Promise<{ page: ApiItemPage }> {
  // Validated before touching the file system: no path can escape the slice folder.
  if (!isApiPackageSlug(pkg) || !isApiItemKind(kind) || !isApiItemName(name)) notFound();
  const page = (await readSlice<ApiItemPage>(`pages/${pkg}/${kind}/${name}.json`)) ?? notFound();
  return { page };
}
