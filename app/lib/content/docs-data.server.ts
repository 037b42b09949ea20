import { readFile } from "node:fs/promises";
import path from "node:path";
import type { DocPage, SidebarGroup } from "#contract/content/content-model.ts";

// Loaders run at build time (prerender) and in the dev server only; they read what
// build-scripts generated. Cached per process, since every prerendered page asks again.
const generated = path.join(process.cwd(), "app", "generated");
let docs: Promise<Record<string, DocPage>> | undefined;
let sidebar: Promise<SidebarGroup[]> | undefined;

async function readJson<T>(name: string): Promise<T> {
  return JSON.parse(await readFile(path.join(generated, name), "utf8")) as T;
}

export async function findDocPage(pathname: string): Promise<DocPage | undefined> {
  // In the dev server content changes while it runs, so it always reads the current file.
  if (import.meta.env.DEV) docs = undefined;
  docs ??= readJson("docs.json");
  return (await docs)[pathname];
}

export async function readSidebar(): Promise<SidebarGroup[]> {
  if (import.meta.env.DEV) sidebar = undefined;
  sidebar ??= readJson("sidebar.json");
  return sidebar;
}
