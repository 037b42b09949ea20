import { useState } from "react";
import styles from "./page-actions.module.css";
import { sitePath } from "#contract/site/site.ts";

type CopyState = "idle" | "copied" | "failed";

/**
 * "Copy page as Markdown": the build writes a markdown twin of every docs page at `<path>.md`
 * (demos replaced by their source), which is what an LLM or a notes app wants.
 */
export function PageActions({ path }: { path: string }) {
  const [state, setState] = useState<CopyState>("idle");
  async function copy() {
    const markdown = fetch(sitePath(`${path}.md`)).then((response) => {
      if (!response.ok) throw new Error(`${path}.md: ${response.status}`);
      return response.text();
    });
    try {
      // Handing the clipboard a promise keeps the click's user activation while the file loads
      // (Safari requires it; Chromium may reject a write that comes after a slow fetch).
      if (typeof ClipboardItem !== "undefined" && navigator.clipboard.write) {
        await navigator.clipboard.write([
          new ClipboardItem({ "text/plain": markdown.then((text) => new Blob([text], { type: "text/plain" })) }),
        ]);
      } else {
        await navigator.clipboard.writeText(await markdown);
      }
      setState("copied");
    } catch (error) {
      console.warn("Copying the page as Markdown failed:", error);
      setState("failed");
    }
    setTimeout(() => setState("idle"), 2500);
  }
  return (
    <div className={`${styles.actions} no-print`}>
      <button type="button" className={styles.button} onClick={copy}>
        {state === "copied" ? "Copied as Markdown" : state === "failed" ? "Could not copy" : "Copy page as Markdown"}
      </button>
      <a className={styles.link} href={sitePath(`${path}.md`)}>
        View as Markdown
      </a>
      <span className="visually-hidden" aria-live="polite">
        {state === "copied" ? "Page copied to the clipboard as Markdown" : state === "failed" ? "Copying failed" : ""}
      </span>
    </div>
  );
}
