import { useNavigate, useLocation } from "react-router";
import styles from "./error-page.module.css";

export function PageCrashed({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();
  const message = error instanceof Error ? error.message : undefined;
  return (
    <div className={styles.page} role="alert">
      <h1>This page crashed</h1>
      {message ? <p className={styles.detail}>{message}</p> : null}
      <button
        type="button"
        className={styles.button}
        // Navigating to the same location makes React Router render the route again from a clean slate.
        onClick={() => navigate(location, { replace: true, preventScrollReset: true })}
      >
        Try again
      </button>
    </div>
  );
}
