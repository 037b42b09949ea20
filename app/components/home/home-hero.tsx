import { DemoCard } from "../demo/demo-card";
import { LIBRARY_VERSION, REPO_URL, SITE_TAGLINE, SITE_TITLE, sitePath } from "#contract/site/site.ts";
import { InstallCommand } from "./install-command";
import styles from "./home.module.css";

/** Name, tagline, calls to action and a live tree with most features switched on. */
export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <h1 id="home-title" className={styles.heroTitle}>
            {SITE_TITLE}
          </h1>
          <p className={styles.tagline}>{SITE_TAGLINE}</p>
          <p className={styles.blurb}>
            Tree views for React and any other framework: keyboard navigation, multi-selection, drag and drop
            within and between trees, type-ahead search, renaming, checkboxes and async data, all accessible.
            Headless Tree gives you the behaviour and the ARIA attributes; the markup and the styles stay yours.
          </p>
          <p className={styles.blurbSmall}>
            The successor of <a href="https://rct.lukasbach.com/">React Complex Tree</a>, by the same author.
            Version {LIBRARY_VERSION}.
          </p>
          <div className={styles.actions}>
            <a href={sitePath("/getstarted")} className={styles.primaryButton}>
              Get Started
            </a>
            <a href={REPO_URL} className={styles.secondaryButton}>
              GitHub
            </a>
            <a href={sitePath("/demos")} className={styles.secondaryButton}>
              All demos
            </a>
          </div>
          <InstallCommand />
        </div>
        <div className={styles.heroDemo}>
          <DemoCard id="comprehensive" headingLevel={2} />
        </div>
      </div>
    </section>
  );
}
