import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PageLink, SidebarGroup, TocEntry } from "~/lib/content-model";
import { SidebarNav } from "../nav/sidebar-nav";
import { TocList } from "../toc/toc-list";
import styles from "./docs-shell.module.css";

export interface DocsShellProps {
  sidebar: SidebarGroup[];
  toc: TocEntry[];
  breadcrumbs: PageLink[];
  children: ReactNode;
  /** Below the article: edit link, last updated, previous/next. */
  footer?: ReactNode;
}

/** Sidebar, article and table of contents; below the desktop breakpoint the TOC sits above the article. */
export function DocsShell({ sidebar, toc, breadcrumbs, children, footer }: DocsShellProps) {
  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <SidebarNav groups={sidebar} />
      </aside>
      <div className={styles.main}>
        {breadcrumbs.length > 0 ? (
          <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
            <ol>
              <li>
                <Link to="/">Home</Link>
              </li>
              {breadcrumbs.map((crumb) => (
                <li key={crumb.href}>
                  <Link to={crumb.href}>{crumb.title}</Link>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {toc.length > 0 ? (
          <details className={styles.tocMobile}>
            <summary>On this page</summary>
            <TocList entries={toc} />
          </details>
        ) : null}
        <article className={styles.article}>{children}</article>
        {footer}
      </div>
      {toc.length > 0 ? (
        <aside className={styles.toc} aria-label="On this page">
          <h2 className={styles.tocHeading}>On this page</h2>
          <TocList entries={toc} />
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
        <Link to={prev.href} className={styles.pager} rel="prev" prefetch="intent">
          <span className={styles.pagerLabel}>Previous</span>
          <span>{prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.href} className={`${styles.pager} ${styles.pagerNext}`} rel="next" prefetch="intent">
          <span className={styles.pagerLabel}>Next</span>
          <span>{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
