import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { BuildError, BuildErrors } from "../shared/build-error.ts";

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

  async function rebuild(server: ViteDevServer) {
    try {
      // Imported on first use: production builds load this config too and never need it.
      const { buildSite } = await import("../run.ts");
      const { warnings, indexChanged } = await buildSite({ quiet: true });
      for (const w of warnings) server.config.logger.warn(`warning: ${w.location}: ${w.message}`);
      if (failing || indexChanged) server.ws.send({ type: "full-reload" });
      failing = false;
      server.config.logger.info("content rebuilt", { timestamp: true });
    } catch (error) {
      const errors = error instanceof BuildErrors ? error.errors : error instanceof BuildError ? [error] : undefined;
      if (!errors) throw error;
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
