// The zip behind "Download project": written for every demo at build time
// (build-scripts/demo-export/write-demo-projects.ts), and in the browser for an edited demo.
import { strToU8, zipSync, type Zippable } from "fflate";
import type { DemoProjectFiles } from "./demo-project-urls.ts";

// A fixed timestamp for every entry, so the same files always give the same bytes.
// (Zip stores DOS times, which start in 1980.)
const ZIP_MTIME = new Date(Date.UTC(1980, 0, 1, 12));

/** The project as a zip under a folder named after the demo, so unzipping does not spill files. */
export function zipProject(project: DemoProjectFiles): Uint8Array {
  const entries: Zippable = {};
  for (const [file, content] of Object.entries(project.files)) entries[`${project.id}/${file}`] = [strToU8(content), { mtime: ZIP_MTIME }];
  return zipSync(entries, { level: 9, mtime: ZIP_MTIME });
}
