import path from "node:path";
import type { Plugin } from "vite";

/**
 * Inside app/demos, `@headless-tree/react` resolves to app/runtime/prerendered-use-tree.ts, which
 * re-exports the library with a `useTree` that builds the items during the first render so the
 * prerendered HTML already shows each demo's tree. Demo files keep importing the real package
 * name, so the source shown beside a demo is exactly what a reader would write.
 */
export function demoPrerenderPlugin(root = process.cwd()): Plugin {
  const demosDir = path.join(root, "app", "demos") + path.sep;
  const wrapper = path.join(root, "app", "runtime", "prerendered-use-tree.ts");
  return {
    name: "headless-tree-docs:demo-prerender",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "@headless-tree/react" || !importer) return null;
      const file = importer.split("?")[0]!;
      return file.startsWith(demosDir) ? wrapper : null;
    },
  };
}
