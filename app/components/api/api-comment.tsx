import { releasesLabel, type ApiComment } from "#contract/api/api-model.ts";
import { linksUnderBase } from "~/lib/paths/html-links";
import styles from "./api-comment.module.css";

/** Build-time rendered comment HTML (rehype-stringify: every link is `<a href="…">`). */
export function ApiHtml({ html, className }: { html: string; className?: string | undefined }) {
  if (!html) return null;
  return <div className={className ? `prose ${className}` : "prose"} dangerouslySetInnerHTML={{ __html: linksUnderBase(html) }} />;
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
