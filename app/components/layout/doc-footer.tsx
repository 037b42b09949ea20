import type { DocPage } from "#contract/content/content-model.ts";
import { longDate } from "~/lib/content/long-date";
import styles from "./doc-footer.module.css";

/** "Edit this page" and "Last updated", when the page has a source in this repository. */
export function DocFooter({ page }: { page: DocPage }) {
  if (!page.editUrl && !page.lastUpdated) return null;
  return (
    <div className={`${styles.footer} no-print`}>
      {page.editUrl ? (
        <a href={page.editUrl} className={styles.edit}>
          Edit this page
        </a>
      ) : (
        <span />
      )}
      {page.lastUpdated ? (
        <span className={styles.updated}>
          Last updated on <time dateTime={page.lastUpdated}>{longDate(page.lastUpdated)}</time>
        </span>
      ) : null}
    </div>
  );
}
