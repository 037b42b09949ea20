// Every exported demo project written to one temporary folder, with the union of their
// dependencies installed once into a shared cache (.cache/demo-export, reused while the package
// list is unchanged) and linked into each project: what exported-projects.test.ts type-checks and
// builds, and what e2e/exported-project-look.e2e.ts builds and compares with the site.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { exportDemoProject, listDemoIds, readLockedVersions, type DemoProject } from "./demo-project.ts";

export interface ProjectWorkspace {
  /** The temporary folder: one sub-folder per project, named by demo id. */
  dir: string;
  /** The shared node_modules every project links to. */
  modules: string;
  projects: DemoProject[];
  /** Whether the install cache was reused. */
  reused: boolean;
  installMs: number;
  remove(): Promise<void>;
}

interface PackageJson {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** Every project's dependencies in one package.json; two projects pinning one package differently is a bug. */
function unionPackageJson(projects: DemoProject[]): string {
  const all: Record<string, string> = {};
  for (const project of projects) {
    const pkg = JSON.parse(project.files["package.json"]!) as PackageJson;
    for (const [name, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      if (all[name] && all[name] !== version) throw new Error(`${name} is pinned to ${all[name]} and ${version} in different demo projects`);
      all[name] = version;
    }
  }
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => (a < b ? -1 : 1)));
  return `${JSON.stringify({ name: "demo-export-cache", private: true, dependencies: sorted }, null, 2)}\n`;
}

/** Installs once; a cache whose package.json matches and whose install finished is reused. */
async function installShared(cacheDir: string, packageJson: string): Promise<{ reused: boolean }> {
  const pkgFile = path.join(cacheDir, "package.json");
  const done = path.join(cacheDir, "node_modules", ".package-lock.json");
  const previous = await readFile(pkgFile, "utf8").catch(() => undefined);
  if (previous === packageJson && existsSync(done)) return { reused: true };
  await rm(cacheDir, { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(pkgFile, packageJson);
  // No install scripts: nothing the projects use needs one (Vite's native parts are plain
  // optional dependencies), and they would only slow the install down.
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error"], { cwd: cacheDir, stdio: "inherit" });
  return { reused: false };
}

/** Exports every demo of `root` into a new temporary folder, ready to type-check and build. */
export async function prepareProjectWorkspace(root: string): Promise<ProjectWorkspace> {
  const versions = await readLockedVersions(root);
  const projects = await Promise.all((await listDemoIds(root)).map((id) => exportDemoProject(root, id, versions)));
  const cacheDir = path.join(root, ".cache", "demo-export");
  const install = performance.now();
  const { reused } = await installShared(cacheDir, unionPackageJson(projects));
  const installMs = performance.now() - install;
  const modules = path.join(cacheDir, "node_modules");
  const dir = await mkdtemp(path.join(tmpdir(), "demo-export-"));
  for (const project of projects) {
    const projectDir = path.join(dir, project.id);
    for (const [file, content] of Object.entries(project.files)) {
      await mkdir(path.dirname(path.join(projectDir, file)), { recursive: true });
      await writeFile(path.join(projectDir, file), content);
    }
    await symlink(modules, path.join(projectDir, "node_modules"), "dir");
  }
  return { dir, modules, projects, reused, installMs, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The projects' own Vite (the version they pin), not the site's. */
export async function projectVite(workspace: ProjectWorkspace): Promise<typeof import("vite")> {
  return (await import(pathToFileURL(path.join(workspace.modules, "vite", "dist", "node", "index.js")).href)) as typeof import("vite");
}
