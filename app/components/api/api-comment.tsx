import { releasesLabel, type ApiComment } from "#contract/api/api-model.ts";
import { sitePath } from "#contract/site/site.ts";
import styles from "./api-comment.module.css";

/**
 * Build-time rendered comment HTML (rehype-stringify: every link is `<a href="…">`). Its internal
 * links are site paths, given the base path here like every other link; the root layout's
 * delegated click handler makes them client-side navigations.
 */
export function ApiHtml({ html, className }: { html: string; className?: string | undefined }) {
  if (!html) return null;
  const underBase = html.replace(/<a href="([^"]*)"/g, (_, href: string) => `<a href="${sitePath(href)}"`);
  return <div className={className ? `prose ${className}` : "prose"} dangerouslySetInnerHTML={{ __html: underBase }} />;
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
