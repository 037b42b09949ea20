import { linksUnderBase } from "~/lib/paths/html-links";
import { moveBetweenCodeLinks, wakeQuickInfo } from "./code-links";
import { CopyButton } from "./copy-button";
import styles from "./code-block.module.css";

/** A build-time highlighted code block (see build-scripts/mdx/rehype-code-blocks.ts). */
export function CodeBlock({ html, title, language }: { html: string; title?: string; language?: string }) {
  return (
    <figure className={styles.block} data-language={language}>
      {title ? <figcaption className={styles.title}>{title}</figcaption> : null}
      <div className={styles.body}>
        <div
          onKeyDown={moveBetweenCodeLinks}
          onPointerOver={wakeQuickInfo}
          onFocus={wakeQuickInfo}
          onTouchStart={wakeQuickInfo}
          dangerouslySetInnerHTML={{ __html: linksUnderBase(html) }} />
        <CopyButton className={styles.copy} />
      </div>
    </figure>
  );
}
