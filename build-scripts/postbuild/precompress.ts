// "x.br" and "x.gz" next to every text file over 1 KB of what the server would serve, so no host
// compresses on the fly. The last step of the build (finish-build.ts), once every file is final.
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { indexStaticFiles } from "#contract/hosting/static-files.ts";

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

/** The one-line report the build prints. */
export function summaryLine(summary: PrecompressSummary): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  const ratio = (bytes: number) => `${((bytes / Math.max(1, summary.originalBytes)) * 100).toFixed(1)} %`;
  return (
    `precompress: ${summary.files} files, ${mb(summary.originalBytes)} → br ${mb(summary.brotliBytes)} (${ratio(summary.brotliBytes)}), ` +
    `gz ${mb(summary.gzipBytes)} (${ratio(summary.gzipBytes)}) in ${(summary.milliseconds / 1000).toFixed(2)} s`
  );
}
