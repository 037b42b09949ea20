import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { demoSourcePlugin } from "./build-scripts/vite/demo-source-plugin.ts";

export default defineConfig({
  plugins: [demoSourcePlugin(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // DocSearch ships CommonJS pieces that Node's ESM loader cannot import by name during prerender.
  ssr: { noExternal: [/^@docsearch\//, /^@algolia\//] },
});
