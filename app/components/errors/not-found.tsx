import { useLocation } from "react-router";
import { PrefetchLink } from "~/components/nav/prefetch-link";
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
          <PrefetchLink to="/getstarted">Get Started</PrefetchLink>
        </li>
        <li>
          <PrefetchLink to="/features/overview">Features</PrefetchLink>
        </li>
        <li>
          <PrefetchLink to="/api">API reference</PrefetchLink>
        </li>
        <li>
          <PrefetchLink to="/search">Search the documentation</PrefetchLink>
        </li>
      </ul>
    </div>
  );
}
