import { Link } from "react-router";
import styles from "./error-page.module.css";

export function NotFound() {
  return (
    <div className={styles.page}>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link that brought you here has a typo.</p>
      <ul className={styles.links}>
        <li>
          <Link to="/getstarted">Get Started</Link>
        </li>
        <li>
          <Link to="/features/overview">Features</Link>
        </li>
        <li>
          <Link to="/api">API reference</Link>
        </li>
        <li>
          <Link to="/search">Search the documentation</Link>
        </li>
      </ul>
    </div>
  );
}
