import { useState } from "react";
import { demoProjectZipUrl } from "#contract/demos/demo-project-urls.ts";
import { lazyOnce } from "~/runtime/lazy-load";
import type { ProjectService } from "./open-demo-project";
import styles from "./demo-project-links.module.css";

const SERVICES: { service: ProjectService; label: string }[] = [
  { service: "stackblitz", label: "Open in StackBlitz" },
  { service: "codesandbox", label: "Open in CodeSandbox" },
];

// Loaded on the first click, so a page with demos pays nothing for it.
const projectCode = lazyOnce(() => import("./open-demo-project"));

/**
 * The demo as a project of its own: two online editors and a zip. The posting code loads on click;
 * the zip is a plain link, unless the reader has edited the demo (`edits`: project path → text),
 * when the project is zipped here with the edits.
 */
export function DemoProjectLinks({ id, edits }: { id: string; edits?: Record<string, string> | undefined }) {
  const [error, setError] = useState("");
  async function open(service: ProjectService, label: string) {
    setError("");
    try {
      const { openDemoProject } = await projectCode.load();
      await openDemoProject(id, service, edits);
    } catch {
      setError(`${label} failed: the project files could not be loaded. Try again, or download the project.`);
    }
  }
  async function downloadEdited() {
    setError("");
    try {
      const { downloadEditedProject } = await projectCode.load();
      await downloadEditedProject(id, edits!);
    } catch {
      setError("Download project failed: the project files could not be loaded. Try again.");
    }
  }
  return (
    <div className={styles.links} role="group" aria-label="Open this demo as a project">
      {SERVICES.map(({ service, label }) => (
        <button key={service} type="button" className={styles.link} data-project-service={service} onClick={() => void open(service, label)}>
          {label}
          <span className="visually-hidden"> (opens a new tab)</span>
        </button>
      ))}
      {edits ? (
        <button type="button" className={styles.link} onClick={() => void downloadEdited()}>
          Download project
        </button>
      ) : (
        <a className={styles.link} href={demoProjectZipUrl(id)} download={`${id}.zip`}>
          Download project
        </a>
      )}
      <p className={styles.error} role="status">
        {error}
      </p>
    </div>
  );
}
