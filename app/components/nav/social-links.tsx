import { SOCIAL_LINKS } from "~/lib/chrome/chrome-config";
import { SocialIcon } from "./social-icon";
import styles from "./social-links.module.css";

/** Icon links with accessible names (the icon itself is hidden from assistive technology). */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={`${styles.list} ${className ?? ""}`}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.icon}>
          <a href={link.href} className={styles.link} aria-label={link.label} title={link.label} rel="noopener" target="_blank">
            <SocialIcon name={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
