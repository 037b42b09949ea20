import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import { CODE_THEMES, getHighlighter } from "../highlight/highlighter.ts";

const QUERY = "?demo-source";

/**
 * `import source from "~/demos/x.tsx?demo-source"` gives `{ code, html }`: the very file that runs,
 * highlighted at build time with the light and dark themes. No second copy of a demo can drift.
 */
export function demoSourcePlugin(): Plugin {
  return {
    name: "headless-tree-docs:demo-source",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const code = (await readFile(file, "utf8")).trim();
      const lang = file.endsWith(".ts") ? "ts" : "tsx";
      const html = (await getHighlighter()).codeToHtml(code, { lang, themes: CODE_THEMES, defaultColor: "light" });
      return `export default ${JSON.stringify({ code, html })};`;
    },
  };
}
