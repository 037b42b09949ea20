// Post-build step, the last one of `react-router build` (its `buildEnd` in react-router.config.ts):
//   tsx build-scripts/postbuild/precompress.ts [root=build/client]
// Records the inline-script CSP hashes and the build-time site config (dotfiles the server reads
// and never serves), puts each page's Content-Security-Policy into its <meta> and into the host
// configuration (_headers, ../nginx.conf), then writes "x.br" and "x.gz" next to every text file
// over 1 KB, so the server never compresses on the fly. The files and their formats are the
// server's (server/): this step compresses exactly what the server's index would serve and writes
// what the server reads.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, extname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { hashInlineScriptsInFiles } from "#contract/hosting/inline-script-hashes.ts";
import { pagePolicies, type PagePolicies } from "#contract/hosting/page-policies.ts";
import { readSiteConfig } from "#contract/hosting/site-config.ts";
import { indexStaticFiles } from "#contract/hosting/static-files.ts";
import { writeCspMetaTags } from "./csp-meta.ts";
import { HEADERS_FILE, headersFile } from "./headers-file.ts";
import { NGINX_CONFIG_FILE, nginxConfig } from "./nginx-config.ts";
import { writeCspManifest, writeSiteConfigIfAbsent } from "./server-dotfiles.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".html", ".js", ".mjs", ".css", ".json", ".data", ".svg", ".txt", ".xml", ".md", ".webmanifest", ".map",
]);
export const MIN_SIZE_BYTES = 1024;

/**
 * Measured with node:zlib in text mode. On pages, JSON and JS, qualities 5–8 land within 0.3 % of
 * each other at 15–60 MB/s. Quality 9 gains nothing and drops to 2–5 MB/s on 20–60 KB files.
 * On this site's 1.9 MB of hashed JS/CSS: q6 330 KB in 0.04 s, q10 309 KB in 1.5 s, q11 303 KB
 * in 4.4 s (on a loaded 2-core box). So hashed assets (downloaded on every first visit, cached
 * for a year, counted in the JS budget) get 10, because 11 saves 6 KB for 3 s more per build.
 * Pages and .data, the bulk of the bytes and rewritten on every build, get 6.
 */
export function brotliQualityFor(relativePath: string): number {
  return relativePath.startsWith("assets/") ? 10 : 6;
}

export interface PrecompressSummary {
  files: number;
  originalBytes: number;
  brotliBytes: number;
  gzipBytes: number;
  milliseconds: number;
}

/**
 * Compressed bytes keyed by the source's hash and the settings. The build is deterministic, so on
 * a warm build almost every file is found here and brotli does not run again.
 */
function compressionCache(dir: string | undefined) {
  const fileFor = (source: Buffer, quality: number, kind: "br" | "gz") =>
    join(dir!, `${createHash("sha256").update(source).digest("hex").slice(0, 40)}-q${quality}.${kind}`);
  return {
    async get(source: Buffer, quality: number, kind: "br" | "gz"): Promise<Buffer | undefined> {
      if (!dir) return undefined;
      return readFile(fileFor(source, quality, kind)).catch(() => undefined);
    },
    async set(source: Buffer, quality: number, kind: "br" | "gz", compressed: Buffer): Promise<void> {
      if (!dir) return;
      await mkdir(dir, { recursive: true });
      await writeFile(fileFor(source, quality, kind), compressed);
    },
  };
}

export async function precompressDirectory(
  root: string,
  { concurrency = availableParallelism(), cacheDir }: { concurrency?: number; cacheDir?: string } = {},
): Promise<PrecompressSummary> {
  const cache = compressionCache(cacheDir);
  const started = performance.now();
  const candidates = listCompressible(root);
  const summary: PrecompressSummary = { files: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0, milliseconds: 0 };

  // zlib's async API runs on libuv's thread pool; one file per core keeps the machine busy without
  // holding every file's buffers in memory at once.
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const relativePath = candidates[next++]!;
      const source = await readFile(join(root, relativePath));
      const quality = brotliQualityFor(relativePath);
      let brotli = await cache.get(source, quality, "br");
      if (!brotli) {
        brotli = await brotliAsync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        await cache.set(source, quality, "br", brotli);
      }
      let gzipped = await cache.get(source, 9, "gz");
      if (!gzipped) {
        gzipped = await gzipAsync(source, { level: 9, memLevel: 9 });
        await cache.set(source, 9, "gz", gzipped);
      }
      const brotliSent = await writeIfSmaller(join(root, `${relativePath}.br`), brotli, source.length);
      const gzipSent = await writeIfSmaller(join(root, `${relativePath}.gz`), gzipped, source.length);
      // Added only after the awaits: `total += await x` would read total before the other worker's update.
      summary.files += 1;
      summary.originalBytes += source.length;
      summary.brotliBytes += brotliSent;
      summary.gzipBytes += gzipSent;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));

  summary.milliseconds = Math.round(performance.now() - started);
  return summary;
}

/** A variant that is not smaller is only overhead for the server and the client. Returns the bytes a client gets. */
async function writeIfSmaller(target: string, compressed: Buffer, originalSize: number): Promise<number> {
  if (compressed.length < originalSize) {
    await writeFile(target, compressed);
    return compressed.length;
  }
  await rm(target, { force: true });
  return originalSize;
}

/** What the server would serve (no dotfiles, no symlinks out of the root), largest first so the slow files start early. */
function listCompressible(root: string): string[] {
  return [...indexStaticFiles(root).files.values()]
    .filter((file) => COMPRESSIBLE_EXTENSIONS.has(extname(file.relativePath).toLowerCase()) && file.size > MIN_SIZE_BYTES)
    .sort((a, b) => b.size - a.size)
    .map((file) => file.relativePath);
}

/**
 * The last step of a build: the pages' CSP (hash manifest, <meta> in each page, host
 * configuration), then brotli and gzip siblings of the final files. React Router's `buildEnd`
 * calls it in the build's own process (no second Node start); the CLI below does the same for a
 * folder given by hand.
 */
export async function finishClientDirectory(root: string, { cacheDir, log = console.log }: { cacheDir?: string; log?: (line: string) => void } = {}): Promise<void> {
  const wroteConfig = writeSiteConfigIfAbsent(root);
  const htmlFiles = [...indexStaticFiles(root).files.keys()].filter((path) => path.endsWith(".html"));
  const scriptHashes = hashInlineScriptsInFiles(root, htmlFiles);
  writeCspManifest(root, scriptHashes);
  // The <meta> holds no script, so adding it leaves the hashes just computed true.
  const policies = pagePolicies(scriptHashes, readSiteConfig(root).docsearchAppId);
  writeCspMetaTags(root, policies.byFile);
  const hostFiles = writeHostConfig(root, policies);
  log(`postbuild: CSP of ${htmlFiles.length} HTML files in their <meta> and .csp.json${wroteConfig ? ", site config" : ""}; ${hostFiles.join(", ")}`);

  const summary = await precompressDirectory(root, { cacheDir });
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  const ratio = (bytes: number) => `${((bytes / Math.max(1, summary.originalBytes)) * 100).toFixed(1)} %`;
  log(
    `precompress: ${summary.files} files, ${mb(summary.originalBytes)} → br ${mb(summary.brotliBytes)} (${ratio(summary.brotliBytes)}), ` +
      `gz ${mb(summary.gzipBytes)} (${ratio(summary.gzipBytes)}) in ${(summary.milliseconds / 1000).toFixed(2)} s`,
  );
}

/** `_headers` in the client folder (hosts read it from there), nginx.conf next to it (never served). Returns what it wrote. */
function writeHostConfig(root: string, policies: PagePolicies): string[] {
  const assetFiles = [...indexStaticFiles(root).files.keys()].filter((path) => path.startsWith("assets/"));
  writeFileSync(join(root, HEADERS_FILE), headersFile({ assetFiles }));
  const nginxPath = join(dirname(resolve(root)), NGINX_CONFIG_FILE);
  writeFileSync(nginxPath, nginxConfig({ root: resolve(root), policies }));
  return [join(root, HEADERS_FILE), nginxPath].map((file) => relative(process.cwd(), file));
}

async function main(): Promise<void> {
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL("../../build/client", import.meta.url)));
  await finishClientDirectory(root, { cacheDir: resolve(".cache/precompress") });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
