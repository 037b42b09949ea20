import { sitePath } from "./site.ts";

/** The folder of the client build that holds every demo's exported project (build-scripts/demo-export). */
export const DEMO_PROJECTS_DIR = "demo-projects";

/** The zip behind "Download project". */
export const demoProjectZipUrl = (id: string) => sitePath(`/${DEMO_PROJECTS_DIR}/${id}.zip`);
/** The same files as JSON (`DemoProjectFiles`), for the StackBlitz and CodeSandbox buttons. */
export const demoProjectJsonUrl = (id: string) => sitePath(`/${DEMO_PROJECTS_DIR}/${id}.json`);

/** What `demoProjectJsonUrl` serves. */
export interface DemoProjectFiles {
  id: string;
  title: string;
  description: string;
  files: Record<string, string>;
}
