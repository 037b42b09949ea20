import type { ReactNode } from "react";
import type { PageLink, TocEntry } from "#contract/content/content-model.ts";
import { SidebarNav } from "../nav/sidebar-nav";
import { usePageSidebar } from "../nav/use-page-sidebar";
import { TableOfContents } from "../toc/table-of-contents";
import { useActiveHeading } from "../toc/use-active-heading";
import styles from "./docs-shell.module.css";
import { sitePath } from "#contract/site/site.ts";

export interface DocsShellProps {
  /** The page's own path, as the sidebar lists it (marks the current link). */
  path: string;
  toc: TocEntry[];
  breadcrumbs: PageLink[];
  children: ReactNode;
  /** Below the article: edit link, last updated, previous/next. */
  footer?: ReactNode;
}

/** Sidebar, article and table of contents; below the desktop breakpoint the TOC sits above the article. */
export function DocsShell({ path, toc, breadcrumbs, children, footer }: DocsShellProps) {
  const activeId = useActiveHeading(toc.map((entry) => entry.id));
  const sidebar = usePageSidebar() ?? [];
  return (
    <div className={styles.shell} data-has-toc={toc.length > 0 ? "true" : undefined}>
      {/* Two complementary landmarks on one page need names to tell them apart. */}
      <aside className={styles.sidebar} aria-label="Docs sidebar">
        <SidebarNav groups={sidebar} currentPath={path} />
      </aside>
      <div className={styles.main}>
        {breadcrumbs.length > 0 ? (
          <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
            <ol>
              <li>
                <a href={sitePath("/")}>Home</a>
              </li>
              {breadcrumbs.map((crumb) => (
                <li key={crumb.href}>
                  <a href={sitePath(crumb.href)}>{crumb.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <TableOfContents entries={toc} placement="inline" activeId={activeId} />
        <article className={styles.article}>{children}</article>
        {footer}
      </div>
      {toc.length > 0 ? (
        <aside className={styles.toc} aria-label="Table of contents">
          <TableOfContents entries={toc} placement="column" activeId={activeId} />
        </aside>
      ) : null}
    </div>
  );
}

export function PrevNext({ prev, next }: { prev?: PageLink | undefined; next?: PageLink | undefined }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label="Docs pages" className={styles.prevNext}>
      {prev ? (
        <a href={sitePath(prev.href)} className={styles.pager} rel="prev">
          <span className={styles.pagerLabel}>Previous</span>
          <span>{prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={sitePath(next.href)} className={`${styles.pager} ${styles.pagerNext}`} rel="next">
          <span className={styles.pagerLabel}>Next</span>
          <span>{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
