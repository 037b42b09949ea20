import { useLocation } from "react-router";
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
          <a href="/getstarted">Get Started</a>
        </li>
        <li>
          <a href="/features/overview">Features</a>
        </li>
        <li>
          <a href="/api">API reference</a>
        </li>
        <li>
          <a href="/search">Search the documentation</a>
        </li>
      </ul>
    </div>
  );
}
