import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";

type BuildSiteModule = typeof import("../run.ts");
type BuildErrorModule = typeof import("../shared/build-error.ts");

/**
 * Dev server only: rebuilds app/generated when a file under content/ changes. A changed page
 * module reaches the browser through Vite's own HMR; a changed page list, front matter or
 * sidebar reloads the page; a build error shows in Vite's overlay and the terminal with
 * file:line:column, and the next good save clears it.
 */
export function contentWatchPlugin(root = process.cwd()): Plugin {
  const contentDir = path.join(root, "content") + path.sep;
  let running: Promise<void> | undefined;
  let again = false;
  let failing = false;

  // The build scripts are loaded through the dev server, not imported: Vite bundles this config
  // and everything it imports on every start, production builds included, which never need them.
  // Both modules come from the same module graph, so `instanceof` sees the classes run.ts throws.
  let scripts: Promise<[BuildSiteModule, BuildErrorModule]> | undefined;
  const loadScripts = (server: ViteDevServer) =>
    (scripts ??= Promise.all([
      server.ssrLoadModule(path.join(root, "build-scripts/run.ts")) as Promise<BuildSiteModule>,
      server.ssrLoadModule(path.join(root, "build-scripts/shared/build-error.ts")) as Promise<BuildErrorModule>,
    ]));

  async function rebuild(server: ViteDevServer) {
    let modules: [BuildSiteModule, BuildErrorModule];
    try {
      modules = await loadScripts(server);
    } catch (error) {
      scripts = undefined;
      server.config.logger.error(`could not load build-scripts/run.ts: ${String(error)}`, { timestamp: true });
      return;
    }
    const [{ buildSite }, { BuildError, BuildErrors }] = modules;
    try {
      const { warnings, indexChanged } = await buildSite({ quiet: true });
      for (const w of warnings) server.config.logger.warn(`warning: ${w.location}: ${w.message}`);
      if (failing || indexChanged) server.ws.send({ type: "full-reload" });
      failing = false;
      server.config.logger.info("content rebuilt", { timestamp: true });
    } catch (error) {
      const errors = error instanceof BuildErrors ? error.errors : error instanceof BuildError ? [error] : undefined;
      if (!errors) {
        // A bug in the build scripts, not in the content: say so and keep the server up.
        failing = true;
        server.config.logger.error(`content rebuild crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, { timestamp: true });
        return;
      }
      failing = true;
      const first = errors[0]!;
      for (const e of errors) server.config.logger.error(`error: ${e.toString()}`, { timestamp: true });
      server.ws.send({
        type: "error",
        err: {
          message: errors.map(String).join("\n"),
          stack: "",
          id: path.join(root, first.file),
          loc: { file: path.join(root, first.file), line: first.line, column: first.column },
          plugin: "headless-tree-docs:content",
        },
      });
    }
  }

  return {
    name: "headless-tree-docs:content-watch",
    apply: "serve",
    configureServer(server) {
      server.watcher.add(contentDir);
      // Load them while the writer reads the first page, so the first save is as fast as the next.
      server.httpServer?.once("listening", () => void loadScripts(server).catch(() => (scripts = undefined)));
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir)) return;
        if (running) {
          again = true;
          return;
        }
        running = (async () => {
          do {
            again = false;
            await rebuild(server);
          } while (again);
        })().finally(() => {
          running = undefined;
        });
      };
      server.watcher.on("add", onChange);
      server.watcher.on("change", onChange);
      server.watcher.on("unlink", onChange);
    },
  };
}
