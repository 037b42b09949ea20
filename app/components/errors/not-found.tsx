import { useLocation } from "react-router";
import { RouteSuggestions } from "./route-suggestions";
import styles from "./error-page.module.css";
import { sitePath } from "#contract/site/site.ts";

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link that brought you here has a typo.</p>
      <RouteSuggestions pathname={pathname} />
      <ul className={styles.links}>
        <li>
          <a href={sitePath("/getstarted")}>Get Started</a>
        </li>
        <li>
          <a href={sitePath("/features/overview")}>Features</a>
        </li>
        <li>
          <a href={sitePath("/api")}>API reference</a>
        </li>
        <li>
          <a href={sitePath("/search")}>Search the documentation</a>
        </li>
      </ul>
    </div>
  );
}
