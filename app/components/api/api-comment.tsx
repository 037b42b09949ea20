import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { releasesLabel, type ApiComment } from "~/lib/api/api-model";
import styles from "./api-comment.module.css";

/**
 * Build-time rendered comment HTML. Internal links inside it are plain <a>s in the markup; a
 * delegated click handler turns them into client-side navigations (modified clicks, external
 * links and links with a target keep the browser's behaviour).
 */
export function ApiHtml({ html, className }: { html: string; className?: string | undefined }) {
  const navigate = useNavigate();
  if (!html) return null;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href || !href.startsWith("/") || href.startsWith("//") || anchor.target) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // Only reacts to clicks on the links inside, which are keyboard-accessible themselves.
    <div className={className ? `prose ${className}` : "prose"} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** Summary, deprecation notice and block tags (@default, @example, @remarks, @see …). */
export function ApiCommentView({ comment }: { comment: ApiComment | undefined }) {
  if (!comment) return null;
  return (
    <div className={styles.comment}>
      {comment.deprecatedHtml !== undefined ? (
        <div className={styles.deprecated} role="note">
          <strong className={styles.deprecatedLabel}>{comment.deprecatedIn ? releasesLabel("Deprecated", comment.deprecatedIn) : "Deprecated"}</strong>
          <ApiHtml html={comment.deprecatedHtml} className={styles.inlineHtml} />
        </div>
      ) : null}
      <ApiHtml html={comment.summaryHtml} />
      {comment.blocks.map((block, i) => (
        <div key={`${block.tag}-${i}`} className={styles.block}>
          <p className={styles.blockTitle}>{block.title}</p>
          <ApiHtml html={block.html} />
        </div>
      ))}
    </div>
  );
}
