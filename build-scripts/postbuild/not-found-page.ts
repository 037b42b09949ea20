import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { ROUTE_INDEX_PATH, ROUTE_SUGGESTIONS_ID } from "#contract/not-found/closest-routes.ts";
import { sitePath } from "#contract/site/site.ts";
import { readRouteManifest } from "../manifest/read-manifest.ts";
import { bundleNotFoundScript } from "../publish/not-found-script.ts";
import { buildRouteIndex } from "../publish/route-index.ts";

export const NOT_FOUND_SCRIPT_PATH = "/not-found.js";

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

/**
 * 404.html as served: no React, but one external classic script that fills the suggestions
 * placeholder (an inline script would need a CSP hash; a module script is not needed).
 */
export function notFoundHtml(prerendered: string): string {
  const html = stripScripts(prerendered);
  if (!html.includes("</head>")) throw new Error("The prerendered /404 page has no </head>.");
  return html.replace("</head>", `<script src="${sitePath(NOT_FOUND_SCRIPT_PATH)}" defer></script></head>`);
}

export function hasSuggestionsPlaceholder(html: string): boolean {
  return new RegExp(`\\bid="${ROUTE_SUGGESTIONS_ID}"`).test(html);
}

/** Writes 404.html, the script it loads and the route index that script (and the React page) reads. */
export async function writeNotFoundPage(buildDirectory: string, root = process.cwd()): Promise<void> {
  const client = path.join(buildDirectory, "client");
  const prerendered = await readFile(path.join(client, "404", "index.html"), "utf8");
  if (!hasSuggestionsPlaceholder(prerendered)) {
    console.warn(`warning: the /404 page has no #${ROUTE_SUGGESTIONS_ID}: NotFound should render <RouteSuggestions>; 404.html will show no suggestions.`);
  }
  await Promise.all([
    writeFile(path.join(client, "404.html"), notFoundHtml(prerendered)),
    bundleNotFoundScript().then((js) => writeFile(path.join(client, NOT_FOUND_SCRIPT_PATH.slice(1)), js)),
    writeFile(path.join(client, ROUTE_INDEX_PATH.slice(1)), JSON.stringify(buildRouteIndex(readRouteManifest(root)))),
  ]);
}
