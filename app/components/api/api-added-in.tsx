import { releasesLabel, type ApiAddedIn } from "#contract/api/api-model.ts";
import styles from "./api-member.module.css";

/** The release that added an item, as text ("Added in 1.4.0"); nothing when the history has no say. */
export function ApiAddedInBadge({ addedIn }: { addedIn: ApiAddedIn | undefined }) {
  if (!addedIn) return null;
  return <span className={`${styles.badge} ${styles.badgeAdded}`}>{releasesLabel("Added", addedIn)}</span>;
}
