// Build step: every demo's project as `demo-projects/<id>.zip` ("Download project") and
// `demo-projects/<id>.json` (the same files, which the StackBlitz and CodeSandbox buttons post),
// and what the demo editor's type check reads: `type-check.json` and the TypeScript compiler.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
// The folder name is shared with the app, which builds the buttons' URLs from it.
import { DEMO_PROJECTS_DIR } from "#contract/demos/demo-project-urls.ts";
import { zipProject } from "#contract/demos/demo-project-zip.ts";
import { exportDemoProject, listDemoIds, readLockedVersions } from "./demo-project.ts";
import { typeCheckFiles } from "./type-check-files.ts";

export async function writeDemoProjects(opts: { root: string; clientDir: string }): Promise<void> {
  const start = performance.now();
  const [ids, versions] = await Promise.all([listDemoIds(opts.root), readLockedVersions(opts.root)]);
  const outDir = path.join(opts.clientDir, DEMO_PROJECTS_DIR);
  await mkdir(outDir, { recursive: true });
  let bytes = 0;
  for (const id of ids) {
    const project = await exportDemoProject(opts.root, id, versions);
    const zip = zipProject(project);
    bytes += zip.byteLength;
    await Promise.all([writeFile(path.join(outDir, `${id}.zip`), zip), writeFile(path.join(outDir, `${id}.json`), JSON.stringify(project))]);
  }
  const typeCheck = await typeCheckFiles(opts.root);
  await Promise.all(Object.entries(typeCheck).map(([name, content]) => writeFile(path.join(outDir, name), content)));
  console.log(`demo projects: ${ids.length} zips (${Math.round(bytes / 1024)} KB) in ${DEMO_PROJECTS_DIR}/ in ${Math.round(performance.now() - start)} ms`);
}
