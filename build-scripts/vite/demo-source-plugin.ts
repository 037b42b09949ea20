import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { HIGHLIGHTER_FINGERPRINT } from "../highlight/highlight-config.ts";
import type { ApiName } from "../samples/api-names.ts";
import { DEMO_NAMES_FILE, demoShownCode, nameLinks, type DemoNames } from "../samples/name-links.ts";
import { createJsonCache, hashOf } from "../shared/cache.ts";

const QUERY = "?demo-source";

export interface DemoSource {
  code: string;
  html: string;
}

/**
 * `import source from "~/demos/x.tsx?demo-source"` gives `{ code, html }`: the very file that runs,
 * highlighted at build time with the light and dark themes. No second copy of a demo can drift.
 * Its API names link to the reference, as the content stage resolved them (app/generated/
 * demo-api-names.json; a file changed since, in the dev server, shows without links until the
 * content stage runs again). Highlighting is most of a warm build's plugin time (two environments
 * × every demo), so results are kept under .cache/demo-source by content hash.
 */
export function demoSourcePlugin(options: { root?: string } = {}): Plugin {
  const root = options.root ?? process.cwd();
  const cache = createJsonCache(root, "demo-source");

  /** The names resolved for this very code, or none. */
  async function namesOf(file: string, code: string): Promise<ApiName[]> {
    const all = JSON.parse(await readFile(path.join(root, "app/generated", DEMO_NAMES_FILE), "utf8").catch(() => "{}")) as DemoNames;
    const entry = all[path.relative(root, file).split(path.sep).join("/")];
    return entry?.codeHash === hashOf(code) ? entry.names : [];
  }
  // Per file, the last code highlighted: the client and SSR builds ask for the same file in one
  // process, and the dev server asks again after every save.
  const inProcess = new Map<string, { code: string; source: Promise<DemoSource> }>();

  async function highlight(code: string, lang: "ts" | "tsx", names: ApiName[]): Promise<DemoSource> {
    const key = hashOf(HIGHLIGHTER_FINGERPRINT, lang, code, JSON.stringify(names));
    const cached = await cache.get<DemoSource>(key);
    if (cached?.code === code) return cached;
    // shiki is imported only on a cache miss: a warm build never loads it.
    const [{ CODE_THEMES, getHighlighter }, { transformerTokenClasses }] = await Promise.all([
      import("../highlight/highlighter.ts"),
      import("../highlight/token-classes.ts"),
    ]);
    const html = (await getHighlighter()).codeToHtml(code, {
      lang,
      themes: CODE_THEMES,
      defaultColor: "light",
      decorations: nameLinks(names),
      transformers: [transformerTokenClasses()],
    });
    await cache.set(key, { code, html });
    return { code, html };
  }

  return {
    name: "headless-tree-docs:demo-source",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const code = demoShownCode(await readFile(file, "utf8"));
      const lang = file.endsWith(".ts") ? "ts" : "tsx";
      let entry = inProcess.get(file);
      if (entry?.code !== code) inProcess.set(file, (entry = { code, source: namesOf(file, code).then((names) => highlight(code, lang, names)) }));
      return `export default ${JSON.stringify(await entry.source)};`;
    },
  };
}
