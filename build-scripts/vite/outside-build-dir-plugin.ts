import { existsSync, symlinkSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * When the server build's folder is outside the project root (`DOCS_BUILD_DIR=/tmp/x`), links
 * `<server build>/node_modules` to the project's node_modules and returns true. React Router
 * prerenders by importing the server build, whose dependencies stay external; Node resolves them
 * from the bundle's folder upwards, and outside the project no node_modules is on that path. The
 * link resolves them to the very files a build inside the project uses. Inside the project, or
 * when the folder already has a node_modules, it does nothing.
 */
export function linkNodeModulesIfOutside(root: string, serverOutDir: string): boolean {
  const relative = path.relative(root, serverOutDir);
  const outside = relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
  if (!outside) return false;
  const link = path.join(serverOutDir, "node_modules");
  if (existsSync(link)) return false;
  symlinkSync(path.join(root, "node_modules"), link, "junction");
  return true;
}

/**
 * Makes a build directory outside the project work (see `linkNodeModulesIfOutside`). The link
 * lives inside the server build, which React Router deletes after prerendering (`ssr: false`), so
 * nothing of it is left in the finished build.
 */
export function outsideBuildDirPlugin(): Plugin {
  return {
    name: "headless-tree-docs:outside-build-dir",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle() {
      const { root, build } = this.environment.config;
      linkNodeModulesIfOutside(root, path.resolve(root, build.outDir));
    },
  };
}
