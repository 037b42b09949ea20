import { CopyButton } from "../mdx/copy-button";
import styles from "./home.module.css";

const COMMAND = "npm install @headless-tree/core @headless-tree/react";

/** The one-line install command with a copy button. */
export function InstallCommand() {
  return (
    <div className={styles.install}>
      <code>
        <span aria-hidden="true" className={styles.prompt}>
          ${" "}
        </span>
        {COMMAND}
      </code>
      <CopyButton className={styles.installCopy} text={COMMAND} />
    </div>
  );
}
