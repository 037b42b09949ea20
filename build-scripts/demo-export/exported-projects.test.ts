// Proves every exported demo project works outside the site: exports each one to a temporary
// folder, installs the union of their dependencies once from the npm registry into a shared cache
// (.cache/demo-export, reused while the package list is unchanged), links that into every project,
// type-checks all of them in one `tsc --noEmit` run and bundles each with `vite build`, one after
// the other in this process through Vite's JS API (a process per project would cost seconds each).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { afterAll, expect, test } from "vitest";
import { exportDemoProject, listDemoIds, PROJECT_COMPILER_OPTIONS, readLockedVersions, type DemoProject } from "./demo-project.ts";

const root = process.cwd();
const cacheDir = path.join(root, ".cache", "demo-export");
let workDir: string | undefined;

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

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
async function installShared(packageJson: string): Promise<{ reused: boolean }> {
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

test("every demo exports to a project that type-checks and builds on its own", { timeout: 15 * 60_000 }, async () => {
  const started = performance.now();
  const versions = await readLockedVersions(root);
  const ids = await listDemoIds(root);
  const projects = await Promise.all(ids.map((id) => exportDemoProject(root, id, versions)));

  const install = performance.now();
  const { reused } = await installShared(unionPackageJson(projects));
  const installMs = performance.now() - install;
  const modules = path.join(cacheDir, "node_modules");

  workDir = await mkdtemp(path.join(tmpdir(), "demo-export-"));
  for (const project of projects) {
    const dir = path.join(workDir, project.id);
    for (const [file, content] of Object.entries(project.files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), content);
    }
    await symlink(modules, path.join(dir, "node_modules"), "dir");
  }

  // One tsc run over every project's src/, with the projects' own compiler options: checking 58
  // programs one by one would parse React's and the library's types 58 times.
  const tsc = performance.now();
  await symlink(modules, path.join(workDir, "node_modules"), "dir");
  await writeFile(path.join(workDir, "tsconfig.json"), JSON.stringify({ compilerOptions: PROJECT_COMPILER_OPTIONS, include: ids.map((id) => `${id}/src`) }));
  let tscOutput = "";
  try {
    execFileSync(process.execPath, [path.join(modules, "typescript", "bin", "tsc"), "-p", workDir], { encoding: "utf8" });
  } catch (error) {
    tscOutput = String((error as { stdout?: string }).stdout ?? error);
  }
  expect(tscOutput, "tsc --noEmit over every exported project").toBe("");
  const tscMs = performance.now() - tsc;

  // The projects' own Vite, not the site's.
  const vite = (await import(pathToFileURL(path.join(modules, "vite", "dist", "node", "index.js")).href)) as typeof import("vite");
  const bundle = performance.now();
  const failures: string[] = [];
  for (const project of projects) {
    const dir = path.join(workDir, project.id);
    try {
      await vite.build({ root: dir, configFile: path.join(dir, "vite.config.ts"), logLevel: "error" });
      const assets = await readdir(path.join(dir, "dist", "assets"));
      const html = await readFile(path.join(dir, "dist", "index.html"), "utf8");
      const script = assets.find((file) => file.endsWith(".js"));
      if (!script || !html.includes(`assets/${script}`)) failures.push(`${project.id}: dist/index.html does not load the bundle`);
    } catch (error) {
      failures.push(`${project.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  expect(failures).toEqual([]);
  const bundleMs = performance.now() - bundle;

  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `demo export: ${projects.length} projects; install ${reused ? "reused" : s(installMs)}, tsc ${s(tscMs)}, vite build ${s(bundleMs)}, total ${s(performance.now() - started)}`,
  );
});
