// "Open in StackBlitz" and "Open in CodeSandbox": both services create a project from files posted
// in a form, so nothing of theirs loads until a click. The files are the same export as the zip
// (build-scripts/demo-export), fetched as JSON on click. The Content-Security-Policy allows posting
// to exactly these two origins (contract/hosting/security-headers.ts FORM_TARGETS).
import { demoProjectJsonUrl, type DemoProjectFiles } from "#contract/demos/demo-project-urls.ts";
import { lazyOnce } from "~/runtime/lazy-load";

// Only CodeSandbox needs it.
const lzString = lazyOnce(() => import("lz-string"));
// Only the download of an edited demo (the unedited zip is a file of the build).
const zip = lazyOnce(() => import("#contract/demos/demo-project-zip.ts"));

export type ProjectService = "stackblitz" | "codesandbox";

export const STACKBLITZ_RUN_URL = "https://stackblitz.com/run";
export const CODESANDBOX_DEFINE_URL = "https://codesandbox.io/api/v1/sandboxes/define";

export async function fetchProject(id: string): Promise<DemoProjectFiles> {
  const response = await fetch(demoProjectJsonUrl(id));
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as DemoProjectFiles;
}

/** StackBlitz's POST API: one field per file; "node" runs the project's own package.json (Vite). */
function stackblitzFields(project: DemoProjectFiles): [string, string][] {
  return [
    ["project[title]", project.title],
    ["project[description]", project.description],
    ["project[template]", "node"],
    ...Object.entries(project.files).map(([file, content]): [string, string] => [`project[files][${file}]`, content]),
  ];
}

/** CodeSandbox's define API: `parameters` is the files as JSON, lz-string compressed, URL-safe base64. */
async function codesandboxFields(project: DemoProjectFiles): Promise<[string, string][]> {
  const { compressToBase64 } = await lzString.load();
  const files = Object.fromEntries(Object.entries(project.files).map(([file, content]) => [file, { content, isBinary: false }]));
  const parameters = compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  return [["parameters", parameters]];
}

/** Submits a throwaway form in a new tab, without giving the service a handle on this page. */
function post(action: string, fields: [string, string][]): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = action;
  form.target = "_blank";
  form.rel = "noopener";
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/** Opens the demo's project in `service`; `edits` (project path → text) replace files, e.g. the reader's edited demo. */
export async function openDemoProject(id: string, service: ProjectService, edits: Record<string, string> = {}): Promise<void> {
  const fetched = await fetchProject(id);
  const project = { ...fetched, files: { ...fetched.files, ...edits } };
  if (service === "stackblitz") post(STACKBLITZ_RUN_URL, stackblitzFields(project));
  else post(CODESANDBOX_DEFINE_URL, await codesandboxFields(project));
}

/** "Download project" for an edited demo: the project's zip, made here with the edits applied. */
export async function downloadEditedProject(id: string, edits: Record<string, string>): Promise<void> {
  const [fetched, { zipProject }] = await Promise.all([fetchProject(id), zip.load()]);
  const bytes = zipProject({ ...fetched, files: { ...fetched.files, ...edits } });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/zip" }));
  link.download = `${id}.zip`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
