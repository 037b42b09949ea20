// Writes each docs page's quick info (contract/content/quick-info.ts): for every API name linked in
// the page's code blocks and in the shown source of its demos, the declaration's signature (from the
// compiler, api-names.ts) and the first sentence of its reference entry (from the API slices).
// A file per page, so that a reader who hovers a name fetches only that page's few kilobytes.

import { readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { PageCodeTable } from "#contract/content/content-model.ts";
import { QUICK_INFO_DIR, quickInfoKey, type QuickInfoFile } from "#contract/content/quick-info.ts";
import { apiEntryText, apiSliceFile, type ApiSliceInfo } from "../search/collect-records.ts";
import { writeIfChanged } from "../shared/cache.ts";
import type { ApiName } from "./api-names.ts";
import { DEMO_DIR } from "./sample-names.ts";

/** The first sentence of a reference entry, as an editor's hover shows a summary. */
export function firstSentence(text: string): string {
  const end = /[.!?](?=\s+[A-Z`(]|$)/.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/** A name's own entry: the target names the name itself (`…#canReorder` for canReorder), not the entry it is part of. */
const isOwnEntry = (href: string, name: string) => (href.split("#")[1] ?? href.split("/").at(-1)) === name;

/**
 * Writes `outDir/quick-info/<page id>.json` for every page with linked names and removes the files
 * of pages that have none any more. `pageNames` holds each page file's names, `demoNames` each demo
 * file's; `pageDemos` the demos each page shows (page-code.json).
 */
export async function writeQuickInfo(opts: {
  outDir: string;
  pages: readonly { id: string; sourceFile: string }[];
  pageNames: ReadonlyMap<string, readonly ApiName[]>;
  demoNames: Readonly<Record<string, { names: readonly ApiName[] }>>;
  pageDemos: PageCodeTable;
}): Promise<number> {
  const slices = new Map<string, Promise<ApiSliceInfo | undefined>>();
  const slice = (page: string) => {
    let found = slices.get(page);
    if (!found) {
      const file = path.join(opts.outDir, "api", apiSliceFile(page));
      found = readFile(file, "utf8").then((text) => JSON.parse(text) as ApiSliceInfo, () => undefined);
      slices.set(page, found);
    }
    return found;
  };
  const summary = async (href: string, name: string) => {
    if (!isOwnEntry(href, name)) return "";
    const [page, anchor] = href.split("#") as [string, string | undefined];
    const found = await slice(page);
    return found ? firstSentence(apiEntryText(found, anchor)) : "";
  };

  const dir = path.join(opts.outDir, QUICK_INFO_DIR);
  const written = new Set<string>();
  for (const page of opts.pages) {
    const demoFiles = (opts.pageDemos[page.id]?.demos ?? []).flat().map((id) => path.posix.join(DEMO_DIR, `${id}.tsx`));
    const names = [...(opts.pageNames.get(page.sourceFile) ?? []), ...demoFiles.flatMap((file) => opts.demoNames[file]?.names ?? [])];
    if (names.length === 0) continue;
    const info: QuickInfoFile = {};
    for (const name of names) {
      const key = quickInfoKey(name.href, name.name);
      if (!(key in info)) info[key] = [name.signature, await summary(name.href, name.name)];
    }
    const file = `${page.id}.json`;
    await writeIfChanged(path.join(dir, file), JSON.stringify(info));
    written.add(file);
  }
  const existing = await readdir(dir, { recursive: true }).catch(() => []);
  for (const file of existing) if (file.endsWith(".json") && !written.has(file)) await rm(path.join(dir, file));
  return written.size;
}
