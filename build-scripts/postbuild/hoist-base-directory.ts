import { existsSync } from "node:fs";
import { readdir, rename, rmdir } from "node:fs/promises";
import path from "node:path";

/**
 * With a basename, React Router's prerender writes each page at client/<base>/<path>/index.html
 * (and its .data beside), while Vite writes the assets and public files at client/: the folder
 * a host serves at the base would hold the pages one level too deep (react-router#14587, open).
 * This moves the contents of client/<base>/ up into client/, so that client/ is exactly what is
 * served under the base. Nothing to do for the base "/".
 */
export async function hoistBaseDirectory(clientDir: string, base: string): Promise<void> {
  if (base === "/") return;
  const segments = base.split("/").filter(Boolean);
  const nested = path.join(clientDir, ...segments);
  if (!existsSync(nested)) throw new Error(`${nested} is missing: the prerender did not write pages under the base ${base}.`);
  const entries = await readdir(nested);
  const clashes = entries.filter((entry) => existsSync(path.join(clientDir, entry)));
  if (clashes.length > 0) {
    throw new Error(`Cannot move the pages of ${nested} up to ${clientDir}: ${clashes.join(", ")} exist in both (a page named like a file of public/ or assets/?).`);
  }
  await Promise.all(entries.map((entry) => rename(path.join(nested, entry), path.join(clientDir, entry))));
  // The now empty client/<a>/<b>, then client/<a>: rmdir refuses a folder that is not empty.
  for (let depth = segments.length; depth > 0; depth--) await rmdir(path.join(clientDir, ...segments.slice(0, depth)));
}
