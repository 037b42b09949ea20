import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { SITE_BASE } from "#contract/site/site.ts";
import { contentWatchPlugin } from "./build-scripts/vite/content-watch-plugin.ts";
import { demoMetaPlugin } from "./build-scripts/vite/demo-meta-plugin.ts";
import { demoPrerenderPlugin } from "./build-scripts/vite/demo-prerender-plugin.ts";
import { demoProjectsDevPlugin } from "./build-scripts/vite/demo-projects-dev-plugin.ts";
import { demoSandboxPlugin } from "./build-scripts/vite/demo-sandbox-plugin.ts";
import { demoSourcePlugin } from "./build-scripts/vite/demo-source-plugin.ts";
import { outsideBuildDirPlugin } from "./build-scripts/vite/outside-build-dir-plugin.ts";
import { reactRouterProductionPlugin } from "./build-scripts/vite/react-router-production-plugin.ts";
import { shellChunkPlugin } from "./build-scripts/vite/shell-chunk-plugin.ts";

// A build prints a short summary (warnings, errors, the post-build steps' one-line reports);
// VERBOSE=1 adds Vite's chunk table, every prerendered path and the bundler's plugin timings.
const verbose = process.env.VERBOSE === "1";

export default defineConfig(({ command }) => ({
  logLevel: command === "build" && !verbose ? "warn" : "info",
  // `npm run dev` listens on PORT (default 5173) and fails rather than moving to another port.
  server: { port: Number(process.env.PORT) || 5173, strictPort: Boolean(process.env.PORT) },
  // BASE_PATH=/headless-tree/ builds for a sub-path: asset URLs carry it, and the app reads it back
  // as import.meta.env.BASE_URL (react-router.config.ts gives the router the same basename).
  base: SITE_BASE,
  plugins: [contentWatchPlugin(), demoSourcePlugin(), demoMetaPlugin(), demoPrerenderPlugin(), demoSandboxPlugin(), demoProjectsDevPlugin(), shellChunkPlugin(), reactRouterProductionPlugin(), outsideBuildDirPlugin(), reactRouter()],
  // An explicit alias rather than tsconfig paths: compiled MDX pages in app/generated are outside
  // the tsconfig's files, and their `import … from "~/…"` must resolve too.
  // `react-native` → react-native-web: the React Native demo is written as app code would be and
  // runs in the browser through the web implementation of the same components.
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      { find: /^react-native$/, replacement: "react-native-web" },
    ],
  },
  // The footer's copyright year is the build's, in the prerendered HTML and in the client alike:
  // a reader whose clock is already in the next year gets no hydration mismatch.
  define: { __BUILD_YEAR__: JSON.stringify(String(new Date().getUTCFullYear())) },
  // DOCSEARCH_* (hosted search credentials, all public) are read by the client at build time.
  envPrefix: ["VITE_", "DOCSEARCH_"],
  // The demo editor's packages (loaded on Edit, its compiler in a worker): found up front, so the
  // dev server does not discover them on the first Edit and reload the page. A package missing
  // here fails e2e/dev-server.e2e.ts in a fresh clone (no node_modules/.vite yet).
  optimizeDeps: {
    include: [
      "sucrase",
      "@codemirror/commands",
      "@codemirror/lang-javascript",
      "@codemirror/language",
      "@codemirror/lint",
      "@codemirror/state",
      "@codemirror/view",
      "@jridgewell/trace-mapping",
      "@lezer/highlight",
      "fflate",
      "lz-string",
      "style-mod",
    ],
  },
  // DocSearch ships CommonJS pieces that Node's ESM loader cannot import by name during prerender.
  ssr: { noExternal: [/^@docsearch\//, /^@algolia\//] },
  // One stylesheet for the whole site (about 12 KB compressed) instead of a file per chunk: on a
  // slow connection nine render-blocking requests queue behind each other and delay first paint.
  // Gzip sizes in the log cost about a second per build; `npm run bench` reports real sizes.
  build: { cssCodeSplit: false, reportCompressedSize: false, rolldownOptions: { checks: { bundlerTimings: verbose } } },
}));
