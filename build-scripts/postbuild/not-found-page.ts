// The static 404.html, which hosts answer unknown URLs with; not-found.js, its only script; and
// route-index.json, which that script and the React not-found page read for suggestions.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { RouteEntry } from "#contract/content/content-model.ts";
import { ROUTE_INDEX_PATH, ROUTE_SUGGESTIONS_ID, type RouteRef } from "#contract/not-found/closest-routes.ts";
import { sitePath } from "#contract/site/site.ts";
import { readRouteManifest } from "../manifest/read-manifest.ts";

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

/** /route-index.json: every page a reader can reach (path and title). */
export function buildRouteIndex(manifest: readonly RouteEntry[]): RouteRef[] {
  return manifest
    .filter((route) => route.kind !== "not-found" && route.path !== "/404")
    .map((route) => ({ path: route.path, title: route.title }));
}

/**
 * /not-found.js: not-found-client.ts with the suggestion logic of contract/not-found/ bundled in. A
 * classic (non-module) script from our own origin, so the CSP allows it without a hash and it also
 * runs where module scripts would be refused.
 */
export async function bundleNotFoundScript(): Promise<string> {
  const entry = fileURLToPath(new URL("./not-found-client.ts", import.meta.url));
  const result = await build({ entryPoints: [entry], bundle: true, write: false, format: "iife", platform: "browser", target: "es2019", minify: true, legalComments: "none", logLevel: "silent" });
  return result.outputFiles[0]!.text;
}

export async function writeNotFoundPage(client: string, root = process.cwd()): Promise<void> {
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
