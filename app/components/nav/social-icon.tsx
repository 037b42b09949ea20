import type { SocialIcon as SocialIconName } from "~/lib/chrome/chrome-config";
import styles from "./social-icon.module.css";

/**
 * A brand mark from public/icons, used as a CSS mask over currentColor: it follows the text
 * colour of the navbar or footer, and its path data stays out of the JavaScript bundle.
 */
export function SocialIcon({ name }: { name: SocialIconName }) {
  return <span className={styles.icon} data-icon={name} aria-hidden="true" />;
}
