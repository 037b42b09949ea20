import { sitePath } from "../site/site.ts";

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

/** Beside the projects: what the demo editor's type check reads (build-scripts/demo-export/type-check-files.ts). */
export const TYPE_CHECK_FILE = "type-check.json";
export const typeCheckFilesUrl = () => sitePath(`/${DEMO_PROJECTS_DIR}/${TYPE_CHECK_FILE}`);

/** What `typeCheckFilesUrl` serves. */
export interface TypeCheckFiles {
  /** The exported projects' compiler options, as in their tsconfig.json. */
  compilerOptions: Record<string, unknown>;
  /** Virtual path → text: TypeScript's libs under /lib/, declaration files under /node_modules/. */
  files: Record<string, string>;
  /** The compiler, an ES module whose default export is \`ts\`: a file name beside this JSON. */
  typescript: string;
}
