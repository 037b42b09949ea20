import path from "node:path";
import type { Plugin } from "vite";
import { DEMO_PROJECTS_DIR, TYPE_CHECK_FILE } from "#contract/demos/demo-project-urls.ts";

type DemoProjectModule = typeof import("../demo-export/demo-project.ts");
type TypeCheckModule = typeof import("../demo-export/type-check-files.ts");
type ZipModule = typeof import("#contract/demos/demo-project-zip.ts");

/**
 * Dev server only: `demo-projects/<id>.json` and `.zip`, and the type check's files, which a build
 * writes at its end (build-scripts/demo-export/write-demo-projects.ts), made on request from the
 * current files, so the project buttons and the demo editor work in `npm run dev` too. The export
 * code is loaded through the dev server, as content-watch-plugin.ts does, not bundled into the config.
 */
export function demoProjectsDevPlugin(root = process.cwd()): Plugin {
  return {
    name: "headless-tree-docs:demo-projects-dev",
    apply: "serve",
    configureServer(server) {
      const prefix = `${server.config.base}${DEMO_PROJECTS_DIR}/`;
      let typeCheck: Promise<Record<string, string>> | undefined;
      server.middlewares.use((req, res, next) => {
        const name = req.url?.startsWith(prefix) ? req.url.slice(prefix.length).split("?")[0]! : "";
        if (name === TYPE_CHECK_FILE || /^typescript-[\w.-]+\.js$/.test(name)) {
          typeCheck ??= (server.ssrLoadModule(path.join(root, "build-scripts/demo-export/type-check-files.ts")) as Promise<TypeCheckModule>).then((module) => module.typeCheckFiles(root));
          void typeCheck.then((files) => {
            if (files[name] === undefined) return next();
            res.setHeader("Content-Type", name.endsWith(".json") ? "application/json" : "text/javascript");
            res.end(files[name]);
          }, next);
          return;
        }
        const match = req.url?.startsWith(prefix) ? /^([\w-]+)\.(json|zip)$/.exec(req.url.slice(prefix.length).split("?")[0]!) : null;
        if (!match) return next();
        const [, id, kind] = match as unknown as [string, string, "json" | "zip"];
        void (async () => {
          const [{ exportDemoProject, listDemoIds, readLockedVersions }, { zipProject }] = (await Promise.all([
            server.ssrLoadModule(path.join(root, "build-scripts/demo-export/demo-project.ts")),
            server.ssrLoadModule(path.join(root, "contract/demos/demo-project-zip.ts")),
          ])) as [DemoProjectModule, ZipModule];
          if (!(await listDemoIds(root)).includes(id)) return next();
          const project = await exportDemoProject(root, id, await readLockedVersions(root));
          res.setHeader("Content-Type", kind === "json" ? "application/json" : "application/zip");
          res.end(kind === "json" ? JSON.stringify(project) : Buffer.from(zipProject(project)));
        })().catch((error: unknown) => next(error));
      });
    },
  };
}
