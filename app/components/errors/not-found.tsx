import { Link, useLocation } from "react-router";
import { RouteSuggestions } from "./route-suggestions";
import styles from "./error-page.module.css";

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link that brought you here has a typo.</p>
      <RouteSuggestions pathname={pathname} />
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
