// The set of files the server may send, taken once at startup. Serving only from this list (rather
// than joining request paths onto the root) is what guarantees nothing outside the folder leaks:
// a path that is not a key here cannot be opened, whatever its spelling.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export type Encoding = "br" | "gzip";

export interface StaticFile {
  /** Path relative to the root with "/" separators, e.g. "guide/index.html". */
  relativePath: string;
  absolutePath: string;
  size: number;
  mtimeMs: number;
  /** Precompressed siblings ("x.br", "x.gz") that are at least as new as the file itself. */
  encoded: Partial<Record<Encoding, StaticFile>>;
}

export interface StaticFileIndex {
  root: string;
  files: ReadonlyMap<string, StaticFile>;
  /** Maps a canonical site path ("/", "/guide", "/assets/a.js") to the file that answers it. */
  resolve(sitePath: string): StaticFile | undefined;
}

const ENCODING_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

// request-path.ts refuses these in any request, so files named with them could never be asked for.
const UNSERVABLE_NAME = /[\\\u0000-\u001f\u007f]/;

export function indexStaticFiles(root: string): StaticFileIndex {
  const all = new Map<string, StaticFile>();
  walk(root, "", all);

  // Precompressed siblings are attached to their original and are not URLs of their own;
  // a stale sibling (older than its original) is ignored rather than served with old content.
  const files = new Map<string, StaticFile>();
  const variants = new Set<string>();
  for (const file of all.values()) {
    for (const [encoding, suffix] of Object.entries(ENCODING_SUFFIX) as [Encoding, string][]) {
      const variant = all.get(file.relativePath + suffix);
      if (!variant) continue;
      variants.add(variant.relativePath);
      if (variant.mtimeMs >= file.mtimeMs) file.encoded[encoding] = variant;
    }
  }
  for (const [path, file] of all) if (!variants.has(path)) files.set(path, file);

  return {
    root,
    files,
    resolve(sitePath) {
      const relative = sitePath.slice(1);
      if (relative === "") return files.get("index.html");
      return (
        files.get(relative) ??
        files.get(`${relative}/index.html`) ??
        // "x.html" answers "/x", but "x/index.html" must not also answer "/x/index".
        (relative === "index" || relative.endsWith("/index") ? undefined : files.get(`${relative}.html`)) ??
        // With v8_trailingSlashAwareDataRequests the client asks "/x/_.data" for the URL "/x/";
        // the prerender wrote that data as "x.data" (same route, same loader).
        (relative.endsWith("/_.data") ? files.get(`${relative.slice(0, -"/_.data".length)}.data`) : undefined)
      );
    },
  };
}

function walk(root: string, relativeDir: string, into: Map<string, StaticFile>): void {
  const dir = relativeDir === "" ? root : join(root, relativeDir);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dotfiles hold server-side metadata (.csp.json, .site-config.json) and are never public.
    // Symlinks are skipped so a link cannot point the server outside the root.
    if (entry.name.startsWith(".") || entry.isSymbolicLink() || UNSERVABLE_NAME.test(entry.name)) continue;
    const relativePath = relativeDir === "" ? entry.name : `${relativeDir}/${entry.name}`;
    if (entry.isDirectory()) {
      walk(root, relativePath, into);
    } else if (entry.isFile()) {
      const absolutePath = join(root, relativePath);
      const stats = statSync(absolutePath);
      into.set(relativePath, { relativePath, absolutePath, size: stats.size, mtimeMs: stats.mtimeMs, encoded: {} });
    }
  }
}
