import type { ApiIndexPage } from "#contract/api/api-model.ts";
import styles from "./api-article.module.css";
import { sitePath } from "#contract/site/site.ts";

/** /api: the packages with their versions and what each exports. */
export function ApiIndexArticle({ page }: { page: ApiIndexPage }) {
  return (
    <>
      <header className={styles.header}>
        <h1 className={`page-title ${styles.title}`}>{page.title}</h1>
      </header>
      <p className={styles.lead}>
        Generated from the TypeScript sources of the published packages. Every type, function and member links to
        its definition on GitHub.
      </p>
      <section className={styles.section} aria-labelledby="packages">
        <h2 id="packages" className={styles.sectionTitle}>
          Packages
        </h2>
        <ul className={styles.packages}>
          {page.packages.map((pkg) => (
            <li key={pkg.slug}>
              <a href={sitePath(pkg.href)} className={styles.packageCard}>
                <span className={styles.version}>v{pkg.version}</span>
                <span className={styles.packageName}>{pkg.name}</span>
                <span className={styles.packageCounts}>
                  {pkg.counts.map((c) => `${c.count} ${c.title.toLowerCase()}`).join(" · ")}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
