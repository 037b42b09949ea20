import { readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { apiPageSlice, apiRouteParams } from "#contract/api/api-model.ts";
import { docPageId } from "#contract/content/content-model.ts";

/** Pages this small or smaller are left out of the table: the client counts them as this much. */
export const SMALL_PAGE_BYTES = 1000;

/**
 * Router path → about how many compressed bytes making that page ready costs: its compiled MDX
 * module (not the components it imports, which pages share), or an API page's record
 * (app/generated/api/pages/); rounded up to 100 bytes, and only
 * pages over SMALL_PAGE_BYTES, so the table stays about 0.5 KB. The idle prefetching spends a
 * byte budget with it (app/runtime/likely-links.ts). Brotli at quality 5: about 40 ms for every
 * page, and 5–17 % over the quality-11 size the build ships, so an estimate on the safe side.
 */
export async function pageBytes(outDir: string, paths: readonly string[]): Promise<Record<string, number>> {
  const table: Record<string, number> = {};
  await Promise.all(
    paths.map(async (routePath) => {
      const params = apiRouteParams(routePath);
      const slice = params && apiPageSlice(params);
      const file = slice ? path.join(outDir, "api", "pages", `${slice}.json`) : path.join(outDir, "pages", `${docPageId(routePath)}.js`);
      const content = await readFile(file).catch(() => undefined);
      const bytes = content && brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
      if (bytes && bytes > SMALL_PAGE_BYTES) table[routePath] = Math.ceil(bytes / 100) * 100;
    }),
  );
  return Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
}
