import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { PROGRESS_BAR_DELAY_MS } from "~/lib/chrome/chrome-config";
import styles from "./progress-bar.module.css";

/** A slim bar at the top while a client navigation is pending, shown only if it takes longer than the delay. */
export function ProgressBar() {
  const pending = useNavigation().state !== "idle";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!pending) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (!visible) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label="Loading page" aria-busy="true">
      <div className={styles.bar} />
    </div>
  );
}
