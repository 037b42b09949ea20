import type { SidebarGroup } from "~/lib/content-model";
import { PrefetchNavLink } from "./prefetch-link";
import styles from "./sidebar-nav.module.css";

/** The one docs sidebar: every group always expanded (the spec's sidebar is not collapsible). */
export function SidebarNav({ groups, label = "Docs" }: { groups: SidebarGroup[]; label?: string }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      {groups.map((group) => (
        <section key={group.label} className={styles.group}>
          <h2 className={styles.heading}>{group.label}</h2>
          <ul className={styles.list}>
            {group.items.map((item) => (
              <li key={item.href}>
                {item.external ? (
                  <a href={item.href} className={styles.link} rel="noopener">
                    {item.label}
                    <span aria-hidden="true"> ↗</span>
                  </a>
                ) : (
                  <PrefetchNavLink to={item.href} end className={styles.link}>
                    {item.label}
                  </PrefetchNavLink>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
