import type { TocEntry } from "#contract/content/content-model.ts";
import { TocList } from "./toc-list";
import styles from "./table-of-contents.module.css";

/**
 * Desktop: a sticky column beside the article. Below the breakpoint: a collapsible "On this page"
 * section above it (a <details>, animated by the site-wide details animation). CSS shows one of
 * the two; both highlight the heading in view.
 */
export function TableOfContents({
  entries,
  placement,
  activeId,
}: {
  entries: TocEntry[];
  placement: "column" | "inline";
  /** From useActiveHeading, computed once for both placements. */
  activeId: string | undefined;
}) {
  if (entries.length === 0) return null;
  if (placement === "inline") {
    return (
      <details className={styles.inline} data-toc="inline">
        <summary>On this page</summary>
        <div className={styles.inlineBody}>
          <TocList entries={entries} activeId={activeId} />
        </div>
      </details>
    );
  }
  return (
    <nav className={styles.column} aria-label="On this page" data-toc="column">
      {/* An id like every h2, so no heading on a page is unlinkable (content ids never start with "toc-"). */}
      <h2 id="toc-heading" className={styles.heading}>
        On this page
      </h2>
      <TocList entries={entries} activeId={activeId} />
    </nav>
  );
}
