import { Link, NavLink } from "react-router";
import { STORYBOOK_URL, REPO_URL, SITE_TITLE } from "~/lib/site";
import styles from "./site-header.module.css";

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Main">
        <Link to="/" className={styles.brand}>
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span>{SITE_TITLE}</span>
        </Link>
        <NavLink to="/getstarted" className={styles.link}>
          Docs
        </NavLink>
        <NavLink to="/api" className={styles.link}>
          API
        </NavLink>
        <a href={STORYBOOK_URL} className={styles.link}>
          Storybook
        </a>
        <span className={styles.spacer} />
        <a href={REPO_URL} className={styles.link} aria-label="GitHub">
          GitHub
        </a>
      </nav>
    </header>
  );
}
