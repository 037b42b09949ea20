import { useState } from "react";
import styles from "./page-actions.module.css";

type CopyState = "idle" | "copied" | "failed";

/**
 * "Copy page as Markdown": the build writes a markdown twin of every docs page at `<path>.md`
 * (demos replaced by their source), which is what an LLM or a notes app wants.
 */
export function PageActions({ path }: { path: string }) {
  const [state, setState] = useState<CopyState>("idle");
  async function copy() {
    try {
      const response = await fetch(`${path}.md`);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      setState("copied");
    } catch {
      setState("failed");
    }
    setTimeout(() => setState("idle"), 2500);
  }
  return (
    <div className={`${styles.actions} no-print`}>
      <button type="button" className={styles.button} onClick={copy}>
        {state === "copied" ? "Copied as Markdown" : state === "failed" ? "Could not copy" : "Copy page as Markdown"}
      </button>
      <a className={styles.link} href={`${path}.md`}>
        View as Markdown
      </a>
      <span className="visually-hidden" aria-live="polite">
        {state === "copied" ? "Page copied to the clipboard as Markdown" : state === "failed" ? "Copying failed" : ""}
      </span>
    </div>
  );
}
