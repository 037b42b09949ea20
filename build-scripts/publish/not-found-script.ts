import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/**
 * /not-found.js: the suggestion logic of contract/not-found/closest-routes.ts for the static 404.html, which
 * has no React. A classic (non-module) script from our own origin, so the CSP allows it without a
 * hash and it also runs where module scripts would be refused.
 */
export async function bundleNotFoundScript(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("./not-found-client.ts", import.meta.url))],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2019",
    minify: true,
    legalComments: "none",
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}
