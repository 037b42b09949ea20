import type { ReactNode } from "react";
import styles from "./admonition.module.css";

const LABELS = { note: "Note", tip: "Tip", info: "Info", warning: "Warning", danger: "Danger" } as const;

export type AdmonitionType = keyof typeof LABELS;

/** `:::tip[Title]` blocks in markdown compile to this. */
export function Admonition({ type = "note", title, children }: { type?: AdmonitionType; title?: string; children: ReactNode }) {
  return (
    <div className={`${styles.admonition} ${styles[type]}`} role="note" aria-label={title ?? LABELS[type]}>
      <p className={styles.title}>{title ?? LABELS[type]}</p>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
