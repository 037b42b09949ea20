// The bench serves a private copy of build/client: other engineers rebuild build/ at any time, and
// a page whose assets vanish mid-run would measure nothing useful. A copy is accepted only when
// the source did not change while it was taken and every asset the measured pages reference is
// in it. The build's nginx.conf (written next to the client folder) is copied alongside, so the
// copy has the same layout: <copy>/client and <copy>/nginx.conf.
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { COMPRESSIBLE_EXTENSIONS, MIN_SIZE_BYTES } from "../build-scripts/postbuild/precompress.ts";

/** The prerendered HTML file for a route, as the static server resolves it. */
export function htmlFileFor(root: string, route: string): string | null {
  const clean = route.replace(/^\/+|\/+$/g, "");
  const candidates = clean === "" ? ["index.html"] : [`${clean}/index.html`, `${clean}.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (existsSync(file)) return file;
  }
  return null;
}

const ASSET_REFERENCE = /\/assets\/[A-Za-z0-9._@-]+\.(?:js|css|json|woff2?|svg|png|webp)/g;

/**
 * What is missing for the given routes: their HTML files, and any /assets/ file referenced from
 * that HTML or from the route manifest (which names every route's chunks).
 */
export function missingFiles(root: string, routes: readonly string[]): string[] {
  const missing: string[] = [];
  const sources: string[] = [];
  for (const route of routes) {
    const file = htmlFileFor(root, route);
    if (file) sources.push(file);
    else missing.push(`HTML for ${route}`);
  }
  const assets = path.join(root, "assets");
  if (existsSync(assets)) {
    for (const name of readdirSync(assets)) if (/^manifest-.*\.js$/.test(name)) sources.push(path.join(assets, name));
  }
  const referenced = new Set<string>();
  for (const source of sources) for (const match of readFileSync(source, "utf8").matchAll(ASSET_REFERENCE)) referenced.add(match[0]);
  for (const reference of [...referenced].sort()) if (!existsSync(path.join(root, reference))) missing.push(reference);
  return missing;
}

/**
 * Assets the post-build step should have precompressed but did not (yet): no brotli sibling at
 * least as new as the file. The server would send them uncompressed, which would inflate every
 * "compressed" figure.
 */
export function uncompressedAssets(root: string): string[] {
  const assets = path.join(root, "assets");
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((name) => COMPRESSIBLE_EXTENSIONS.has(path.extname(name)))
    .filter((name) => {
      const file = statSync(path.join(assets, name));
      if (file.size <= MIN_SIZE_BYTES) return false;
      const sibling = path.join(assets, `${name}.br`);
      return !existsSync(sibling) || statSync(sibling).mtimeMs < file.mtimeMs;
    })
    .map((name) => `/assets/${name}`);
}

function fingerprint(root: string): string {
  const index = path.join(root, "index.html");
  const assets = path.join(root, "assets");
  const indexStamp = existsSync(index) ? statSync(index).mtimeMs : "none";
  const assetCount = existsSync(assets) ? readdirSync(assets).length : -1;
  return `${indexStamp}/${assetCount}`;
}

/** The build's generated nginx.conf for a client folder: `<client>/../nginx.conf`, if there is one. */
export function nginxConfigFor(clientDir: string): string | null {
  const file = path.join(path.dirname(clientDir), "nginx.conf");
  return existsSync(file) ? file : null;
}

export interface SiteCopy {
  /** The client folder served. */
  dir: string;
  /** When the copied build was made (mtime of its index.html). */
  builtAt: string;
  /** The build's nginx.conf next to `dir`, or null when the build has none. */
  nginxConfig: string | null;
  remove(): void;
}

/** Copies `source` to a fresh temporary folder, retrying while a rebuild is under way. */
export async function copySite(
  source: string,
  routes: readonly string[],
  log: (line: string) => void,
  { attempts = 6, retryDelayMs = 10_000 }: { attempts?: number; retryDelayMs?: number } = {},
): Promise<SiteCopy> {
  if (!existsSync(path.join(source, "index.html"))) {
    throw new Error(`${source} has no index.html: run \`npm run build\` first (or pass --root <dir>).`);
  }
  let problem = "";
  let previous = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const copyRoot = mkdtempSync(path.join(os.tmpdir(), "headless-tree-bench-"));
    const dir = path.join(copyRoot, "client");
    const remove = () => rmSync(copyRoot, { recursive: true, force: true });
    try {
      const before = fingerprint(source);
      const builtAt = statSync(path.join(source, "index.html")).mtime.toISOString();
      // Timestamps kept: the server ignores a .br/.gz sibling older than its original.
      cpSync(source, dir, { recursive: true, preserveTimestamps: true });
      const generatedNginx = nginxConfigFor(source);
      if (generatedNginx) copyFileSync(generatedNginx, path.join(copyRoot, "nginx.conf"));
      const missing = missingFiles(dir, routes);
      const uncompressed = uncompressedAssets(dir);
      const some = (list: string[]) => `${list.slice(0, 3).join(", ")}${list.length > 3 ? ` and ${list.length - 3} more` : ""}`;
      if (before !== fingerprint(source)) problem = "the build changed while it was copied";
      else if (missing.length > 0) problem = `the copy lacks ${some(missing)}`;
      else if (uncompressed.length > 0) problem = `precompression has not finished: no fresh .br for ${some(uncompressed)}`;
      else return { dir, builtAt, nginxConfig: nginxConfigFor(dir), remove };
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    remove();
    // The same gap in an unchanged build twice in a row: nothing is being rebuilt, the build (or
    // --pages) is simply wrong, and waiting longer will not help.
    const state = `${fingerprint(source)} ${problem}`;
    if (state === previous) throw new Error(`${source} is complete but ${problem.replace(/^the copy /, "")} (check --pages)`);
    previous = state;
    if (attempt < attempts) {
      log(`copying ${source}: ${problem}; a rebuild may be running, retrying in ${retryDelayMs / 1000} s (${attempt}/${attempts})`);
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    }
  }
  throw new Error(`could not take a consistent copy of ${source}: ${problem}`);
}
