import { useColorMode } from "./use-color-mode";
import styles from "./color-mode-toggle.module.css";

/** Both icons are in the markup and CSS shows the one for the current <html data-theme>, so the right icon is there from the first paint. */
export function ColorModeToggle({ className }: { className?: string }) {
  const [mode, setMode] = useColorMode();
  const next = mode === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      className={`${styles.toggle} ${className ?? ""}`}
      onClick={() => setMode(next)}
      aria-label={`Switch to ${next} mode (currently ${mode} mode)`}
      title={`Switch to ${next} mode`}
    >
      <svg className={styles.sun} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          d="M12 2v2.5M12 19.5V22M4.93 4.93l1.77 1.77M17.3 17.3l1.77 1.77M2 12h2.5M19.5 12H22M4.93 19.07l1.77-1.77M17.3 6.7l1.77-1.77"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <svg className={styles.moon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M20.5 14.6A8.6 8.6 0 0 1 9.4 3.5a8.6 8.6 0 1 0 11.1 11.1z" fill="currentColor" />
      </svg>
    </button>
  );
}
