// Proves every exported demo project type-checks outside the site: exports each one to a temporary
// folder with their dependencies installed once (project-workspace.ts) and type-checks all of them
// in one `tsc --noEmit` run. e2e/exported-project-look.e2e.ts builds each one with its own Vite,
// runs it and compares it with the demo on the site.
import { execFileSync } from "node:child_process";
import { symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, expect, test } from "vitest";
import { PROJECT_COMPILER_OPTIONS } from "./demo-project.ts";
import { prepareProjectWorkspace, type ProjectWorkspace } from "./project-workspace.ts";

let workspace: ProjectWorkspace | undefined;

afterAll(async () => {
  await workspace?.remove();
});

test("every demo exports to a project that type-checks on its own", { timeout: 15 * 60_000 }, async () => {
  const started = performance.now();
  workspace = await prepareProjectWorkspace(process.cwd());
  const { dir: workDir, modules, projects, reused, installMs } = workspace;
  const ids = projects.map((project) => project.id);

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

  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `demo export: ${projects.length} projects; install ${reused ? "reused" : s(installMs)}, tsc ${s(tscMs)}, total ${s(performance.now() - started)}`,
  );
});
