import type { ApiSource } from "#contract/api/api-model.ts";
import styles from "./api-sources.module.css";

/** "Defined in features/tree/types.ts:12", linking to the source on GitHub at the pinned tag. */
export function ApiSources({ sources }: { sources: ApiSource[] }) {
  if (sources.length === 0) return null;
  return (
    <p className={styles.sources}>
      Defined in{" "}
      {sources.map((source, i) => (
        <span key={source.url}>
          {i > 0 ? ", " : null}
          <a href={source.url} rel="noopener" className={styles.link}>
            {source.fileName}:{source.line}
          </a>
        </span>
      ))}
    </p>
  );
}
