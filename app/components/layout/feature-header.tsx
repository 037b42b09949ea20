import type { DocPage } from "#contract/content/content-model.ts";
import { API_PARTS, FEATURES, type FeatureKey } from "#contract/content/features.ts";
import { librarySourceUrl, sitePath } from "#contract/site/site.ts";
import styles from "./feature-header.module.css";

/** The box atop every feature page: title, summary, import line, source and API links. */
export function FeatureHeader({ page }: { page: DocPage }) {
  const feature = FEATURES[page.feature as FeatureKey];
  const folder = `features/${feature.folder}`;
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{page.title}</h1>
      <p className={styles.summary}>{page.description}</p>
      <dl className={styles.facts}>
        {"exportName" in feature ? (
          <>
            <dt>Import</dt>
            <dd>
              <code>{`import { ${feature.exportName} } from "@headless-tree/core";`}</code>
            </dd>
          </>
        ) : (
          <>
            <dt>Import</dt>
            <dd>Built into every tree; nothing to import.</dd>
          </>
        )}
        <dt>Source</dt>
        <dd>
          {feature.hasImplementation ? (
            <>
              <a href={librarySourceUrl("core", `${folder}/feature.ts`)}>feature.ts</a>
              {" · "}
            </>
          ) : null}
          <a href={librarySourceUrl("core", `${folder}/types.ts`)}>types.ts</a>
        </dd>
        <dt>API</dt>
        <dd className={styles.pills}>
          {API_PARTS.map(([suffix, label]) => (
            <a key={suffix} href={sitePath(`/api/core/interface/${feature.apiPrefix}${suffix}`)} className={styles.pill}>
              {label}
            </a>
          ))}
        </dd>
      </dl>
    </header>
  );
}
