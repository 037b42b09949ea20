import path from "node:path";
import type { Plugin } from "vite";

/** The chunks every page loads at start (the entry's runtime helper included). */
const ALWAYS_LOADED = /(^|\/)(vendor|shell|rolldown-runtime)-[\w-]+\.js$/;

/**
 * Every page has loaded these before any lazy chunk is imported, so listing them as preload
 * dependencies of each lazy import only adds bytes (about 0.2 KB on a docs page).
 */
export function withoutAlwaysLoaded(deps: string[]): string[] {
  return deps.filter((dep) => !ALWAYS_LOADED.test(dep));
}

const DOCS_SHELL = /[\\/]app[\\/]components[\\/](layout[\\/]docs-shell|nav[\\/]sidebar-nav)\.(tsx|module\.css)/;

/** Tiny modules the docs route shares with the pages' own modules (the demo box, the gallery). */
const DOCS_PAGE_SHARED = /[\\/](app[\\/]components[\\/]demo[\\/]demo-stand-ins-context|contract[\\/]content[\\/]features)\.ts$/;

/** What every live demo runs on: the library and its prerendering hook (never needed at load). */
const DEMO_RUNTIME = /([\\/]node_modules[\\/]@headless-tree[\\/])|([\\/]app[\\/]runtime[\\/]prerendered-use-tree\.ts$)/;

/** React, React DOM and React Router: every page needs them, and they change only on upgrades. */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * Client build only: two chunks for the code every page runs, instead of the dozen small ones
 * Rolldown cuts by which routes share what.
 * - `vendor`: React, React DOM and React Router.
 * - `shell`: our modules that the root route and the client entry import statically (layout,
 *   navigation, colour mode, prefetching, error pages), and the page metadata every route uses.
 * - `docs-shell`: the docs and API layout and its sidebar list (otherwise two chunks, because the
 *   drawer's lazy chunk imports the list too).
 * - `demo-runtime`: the library and the hook that prerenders demo trees (lazy; never at load).
 * Small chunks compress worse (about 4 KB more brotli for the same code) and each costs a request,
 * which on a slow connection is a round trip. Anything only a lazy chunk or a single route
 * imports stays where Rolldown puts it, so no page loads code it did not load before.
 */
export function shellChunkPlugin(options: { appDirectory?: string } = {}): Plugin {
  const appDirectory = path.resolve(options.appDirectory ?? "app");
  const roots = [path.join(appDirectory, "root.tsx"), path.join(appDirectory, "entry.client.tsx")];
  // Not imported by the root route, but by the meta function of every page's route.
  const everyPage = [
    path.resolve("contract", "seo", "seo.ts"),
    // Tiny modules shared by code blocks, demo boxes, demo cards and API comments: a chunk of their own each
    // cost a request on almost every page and on every navigation to a page with demos.
    path.join(appDirectory, "components", "mdx", "copy-button.tsx"),
    path.join(appDirectory, "components", "mdx", "code-links.ts"),
    path.join(appDirectory, "components", "mdx", "quick-info-events.ts"),
    path.join(appDirectory, "lib", "paths", "html-links.ts"),
    path.join(appDirectory, "components", "demo", "demo-error-boundary.tsx"),
  ];
  let shell = new Set<string>();

  return {
    name: "headless-tree-docs:shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          modulePreload: { resolveDependencies: (_file: string, deps: string[]) => withoutAlwaysLoaded(deps) },
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "vendor", test: VENDOR, priority: 20 },
                  { name: "shell", test: (id: string) => shell.has(id), priority: 10 },
                  // The docs and API layout with its sidebar list, which the drawer's lazy chunk
                  // also imports: one chunk instead of two on every docs and API page.
                  { name: "docs-shell", test: DOCS_SHELL, priority: 5 },
                  // Otherwise a chunk each, that is two requests on every docs page.
                  { name: "docs-page-shared", test: DOCS_PAGE_SHARED, priority: 5 },
                  // One request for what every demo needs, instead of two.
                  { name: "demo-runtime", test: DEMO_RUNTIME, priority: 5 },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      // The static import graph is complete here; chunking (and the group tests) runs after.
      const seen = new Set<string>();
      const pending = [...this.getModuleIds()].filter((id) => [...roots, ...everyPage].includes(id.split("?")[0]!));
      while (pending.length) {
        const id = pending.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      shell = new Set([...seen].filter((id) => !id.includes("/node_modules/") && !roots.includes(id.split("?")[0]!)));
    },
  };
}
