import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { isChunkLoadError, reloadInto } from "~/runtime/chunk-reload";
import styles from "./error-page.module.css";

/**
 * The root error boundary's page. A chunk that failed to load during a client navigation (a
 * redeploy removed the old build's files) gets one full load of the URL instead, since by now the
 * router has committed the target location; a real crash shows "This page crashed".
 */
export function PageCrashed({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));

  useEffect(() => {
    if (isChunkLoadError(error)) setReloading(reloadInto(window.location.href));
  }, [error]);

  if (reloading) {
    return (
      <div className={styles.page} role="status">
        <p>Loading the latest version of this page…</p>
      </div>
    );
  }
  const message = error instanceof Error ? error.message : undefined;
  return (
    <div className={styles.page} role="alert">
      <h1>This page crashed</h1>
      <p>Something went wrong while showing this page. The navigation above still works, and trying again often helps.</p>
      {message ? <p className={styles.detail}>{message}</p> : null}
      <button
        type="button"
        className={styles.button}
        // A navigation to the same location gives it a new key, which resets the router's error
        // boundary and renders the route again from a clean slate.
        onClick={() => navigate(location, { replace: true, preventScrollReset: true })}
      >
        Try again
      </button>
    </div>
  );
}
