import { Link } from "react-router";
import { REPO_URL } from "~/lib/site";
import styles from "./site-footer.module.css";

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div>
          <h2 className={styles.heading}>Docs</h2>
          <ul>
            <li><Link to="/getstarted">Get Started</Link></li>
            <li><Link to="/api">API</Link></li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>Project</h2>
          <ul>
            <li><a href={REPO_URL}>GitHub</a></li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>More from the author</h2>
          <ul>
            <li><a href="https://github.com/lukasbach">GitHub profile</a></li>
            <li><a href="https://lukasbach.com">Personal homepage</a></li>
            <li><a href="https://yana.js.org">Yana</a></li>
            <li><a href="https://devsession.js.org">DevSession</a></li>
            <li><a href="https://orion.lukasbach.com">Orion</a></li>
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>
        Copyright © {new Date().getFullYear()} <a href="https://lukasbach.com">Lukas Bach</a>.
      </p>
    </footer>
  );
}
