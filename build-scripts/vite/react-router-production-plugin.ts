import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

// Workaround for https://github.com/remix-run/react-router/issues/14102: react-router's package
// exports point at dist/development in every condition, so a production client bundle ships its
// dev warnings (ENABLE_DEV_WARNINGS = true) and the code behind them. dist/production is the same
// build with that flag off. Client build only: the server keeps Node's resolution, so the
// prerender's react-router and @react-router/node's are one copy.

const SPECIFIERS: Readonly<Record<string, string>> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };

export function reactRouterProductionPlugin(): Plugin {
  const distDirectory = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist", "production");
  return {
    name: "headless-tree-docs:react-router-production",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source) {
      const file = SPECIFIERS[source];
      return file ? path.join(distDirectory, file) : undefined;
    },
  };
}
