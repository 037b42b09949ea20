import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteEntry } from "#contract/content/content-model.ts";

export const MANIFEST_FILE = "app/generated/manifest.json";

/** The list of every path the site prerenders, as written by `npm run content`. */
export function readRouteManifest(root = process.cwd()): RouteEntry[] {
  const file = path.join(root, MANIFEST_FILE);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as RouteEntry[];
  } catch {
    throw new Error(`${MANIFEST_FILE} is missing: run \`npm run content\` (or \`npm run build\`) first.`);
  }
}
