import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Static hosts answer unknown URLs with /404.html. It is the prerendered /404 page without its
 * scripts: hydrating it at an arbitrary URL would match a param route, fetch that URL's missing
 * `.data` and replace the page with an error (seen in the toolchain spike).
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (tag) => (tag.includes('id="theme-init"') ? tag : ""))
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

export async function writeNotFoundPage(buildDirectory: string): Promise<void> {
  const client = path.join(buildDirectory, "client");
  const html = await readFile(path.join(client, "404", "index.html"), "utf8");
  await writeFile(path.join(client, "404.html"), stripScripts(html));
}
