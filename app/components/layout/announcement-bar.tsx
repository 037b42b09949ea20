import { useEffect, useState } from "react";
import { ANNOUNCEMENT } from "~/lib/chrome/chrome-config";
import { dismissAnnouncement, readAnnouncementDismissed, syncAnnouncementId } from "~/lib/chrome/announcement";
import styles from "./announcement-bar.module.css";
import { sitePath } from "#contract/site/site.ts";

/**
 * A dismissible bar above the navbar. The head script marks a dismissed announcement on <html>
 * before paint (CSS hides the bar), so a dismissed bar never flashes in and nothing shifts.
 */
export function AnnouncementBar() {
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!ANNOUNCEMENT) return;
    syncAnnouncementId(ANNOUNCEMENT.id);
    setDismissed(readAnnouncementDismissed(ANNOUNCEMENT.id));
  }, []);

  if (!ANNOUNCEMENT || dismissed) return null;
  const { id, text, link } = ANNOUNCEMENT;
  return (
    <div className={styles.bar} role="region" aria-label="Announcement" data-announcement-id={id}>
      <p className={styles.text}>
        {text} <a href={sitePath(link.href)}>{link.label}</a>
      </p>
      <button
        type="button"
        className={styles.close}
        aria-label="Dismiss announcement"
        onClick={() => {
          dismissAnnouncement(id);
          document.documentElement.setAttribute("data-announcement-dismissed", "true");
          setDismissed(true);
        }}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
