// Runs the API reference stage alone: `npx tsx build-scripts/api/cli.ts [--force]`.
// (`--force` rewrites the slices; delete .cache/api/ to re-run TypeDoc too.)

import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApi } from "./build-api.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const started = performance.now();
const result = await buildApi({
  root,
  force: process.argv.includes("--force"),
  log: (message) => console.log(message),
});
const perKind = new Map<string, number>();
for (const route of result.routes) {
  const kind = route.kind === "api-item" ? route.path.split("/").slice(2, 4).join("/") : route.kind;
  perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
}
console.log(
  `api (${result.mode}): ${[...perKind].map(([k, n]) => `${k} ${n}`).join(", ")}; ` +
    `${Object.keys(result.symbols).length} symbols; ${Math.round(performance.now() - started)} ms`,
);
