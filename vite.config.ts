import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { demoPrerenderPlugin } from "./build-scripts/vite/demo-prerender-plugin.ts";
import { demoSourcePlugin } from "./build-scripts/vite/demo-source-plugin.ts";

export default defineConfig({
  plugins: [demoSourcePlugin(), demoPrerenderPlugin(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // DOCSEARCH_* (hosted search credentials, all public) are read by the client at build time.
  envPrefix: ["VITE_", "DOCSEARCH_"],
  // DocSearch ships CommonJS pieces that Node's ESM loader cannot import by name during prerender.
  ssr: { noExternal: [/^@docsearch\//, /^@algolia\//] },
});
