import { FOOTER_COLUMNS, isExternalHref } from "~/lib/chrome/chrome-config";
import { SocialLinks } from "../nav/social-links";
import styles from "./site-footer.module.css";
import { sitePath } from "#contract/site/site.ts";

/** The year of the build (vite.config.ts). */
declare const __BUILD_YEAR__: string;

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {FOOTER_COLUMNS.map((column) => (
          <section key={column.title} aria-labelledby={`footer-${column.title.replace(/\W+/g, "-").toLowerCase()}`}>
            <h2 className={styles.heading} id={`footer-${column.title.replace(/\W+/g, "-").toLowerCase()}`}>
              {column.title}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  {isExternalHref(link.href) ? (
                    <a href={link.href} rel="noopener">
                      {link.label}
                    </a>
                  ) : (
                    <a href={sitePath(link.href)}>{link.label}</a>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={styles.bottom}>
        <SocialLinks className={styles.social} />
        <p className={styles.copyright}>
          Copyright © {__BUILD_YEAR__}{" "}
          <a href="https://lukasbach.com" rel="noopener">
            Lukas Bach
          </a>
          . Headless Tree is released under the MIT License.
        </p>
      </div>
    </footer>
  );
}
