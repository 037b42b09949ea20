import { PACKAGE_INDEX_ID, type ApiPackagePage } from "#contract/api/api-model.ts";
import { ApiDeclarationView } from "./api-declaration";
import styles from "./api-article.module.css";
import { sitePath } from "#contract/site/site.ts";

/** A package page: the Index panel of every export, then type aliases and variables in full. */
export function ApiPackageArticle({ page }: { page: ApiPackagePage }) {
  return (
    <>
      <header className={styles.header}>
        {/* Not a <p>: a search crawler reads "article p" as content, and this comes before the h1. */}
        <div className={styles.eyebrow}>
          Package <span className={styles.version}>v{page.version}</span>
        </div>
        <h1 className={`page-title ${styles.title}`}>{page.packageName}</h1>
      </header>

      <section className={styles.panel} aria-labelledby={PACKAGE_INDEX_ID}>
        <h2 id={PACKAGE_INDEX_ID} className={styles.panelTitle}>
          Index
        </h2>
        {page.index.map((section) => (
          <div key={section.id} className={styles.panelGroup}>
            <h3 id={section.id} className={styles.panelGroupTitle}>
              {section.title}
            </h3>
            <ul className={styles.columns}>
              {section.entries.map((entry) => (
                <li key={entry.name}>
                  <a
                    href={sitePath(entry.href)}
                    className={entry.deprecated ? `${styles.code} ${styles.deprecatedName}` : styles.code}
                    title={entry.summary}
                  >
                    {entry.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      {page.declarations.map((section) => (
        <section key={section.id} className={styles.section}>
          <h2 id={section.id} className={styles.sectionTitle}>
            {section.title}
          </h2>
          {section.items.map((declaration) => (
            <ApiDeclarationView key={declaration.id} declaration={declaration} />
          ))}
        </section>
      ))}
    </>
  );
}
