// Builds the search index alone and prints its size: `npx tsx build-scripts/search/cli.ts`.
// Needs the content and API stages' output in app/generated (run `npm run content` first).

import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { SEARCH_INDEX_FILE, buildSearchIndex } from "./build-search-index.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const outDir = path.join(root, "app", "generated");
const started = performance.now();
const result = await buildSearchIndex({ root, outDir });
const elapsed = Math.round(performance.now() - started);

const raw = await readFile(path.join(outDir, SEARCH_INDEX_FILE));
const gzip = gzipSync(raw, { level: 9 }).length;
const brotli = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`search: ${result.records} records; ${kb(result.bytes)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli; ${elapsed} ms`);
