import type { TocEntry } from "#contract/content/content-model.ts";
import styles from "./toc-list.module.css";

/** Links to the page's h2/h3 headings; shared by the desktop column and the mobile disclosure. */
export function TocList({ entries, activeId }: { entries: TocEntry[]; activeId?: string | undefined }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id} className={entry.depth === 3 ? styles.nested : undefined}>
          <a href={`#${entry.id}`} className={styles.link} aria-current={entry.id === activeId ? "location" : undefined}>
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
