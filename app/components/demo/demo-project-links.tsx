import { useState } from "react";
import { demoProjectZipUrl } from "~/lib/content/demo-project-urls";
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
 * the zip is a plain link.
 */
export function DemoProjectLinks({ id }: { id: string }) {
  const [error, setError] = useState("");
  async function open(service: ProjectService, label: string) {
    setError("");
    try {
      const { openDemoProject } = await projectCode.load();
      await openDemoProject(id, service);
    } catch {
      setError(`${label} failed: the project files could not be loaded. Try again, or download the project.`);
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
      <a className={styles.link} href={demoProjectZipUrl(id)} download={`${id}.zip`}>
        Download project
      </a>
      <p className={styles.error} role="status">
        {error}
      </p>
    </div>
  );
}
