import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import { findDemoMeta } from "../publish/demo-sources.ts";

const QUERY = "demo-meta";

/**
 * `import { meta } from "~/demos/x.tsx?demo-meta"` gives the demo's `meta` object alone (title,
 * description, tags), taken from the very file, without its code: the gallery groups every demo
 * by its tags without loading 58 demo chunks before any demo can start.
 */
export function demoMetaPlugin(): Plugin {
  return {
    name: "headless-tree-docs:demo-meta",
    enforce: "pre",
    async load(id) {
      const [file, query] = id.split("?");
      if (query !== QUERY || !file) return null;
      this.addWatchFile(file);
      const meta = findDemoMeta(await readFile(file, "utf8"), file);
      if (!meta) this.error(`${file} exports no \`meta\` object`);
      return `export const meta = ${meta.getText()};\n`;
    },
  };
}
