import { memo } from "react";
import type { SidebarGroup } from "#contract/content/content-model.ts";
import styles from "./sidebar-nav.module.css";
import { sitePath } from "#contract/site/site.ts";

/**
 * Docusaurus's class names for the sidebar category holding the current page: the DocSearch
 * crawler's Docusaurus template takes a page's lvl0 (the top of its search hierarchy) from them.
 */
const ACTIVE_GROUP_CLASS = "menu__link menu__link--sublist menu__link--active";

/** Ids for the group headings, so every h2 on a page can be linked (and none collides with content ids). */
function groupHeadingId(sidebarLabel: string, groupLabel: string): string {
  return `sidebar-${sidebarLabel}-${groupLabel}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/**
 * The one docs sidebar: every group always expanded (the spec's sidebar is not collapsible).
 * `currentPath` marks the page on screen; each link re-renders only when that mark moves to or from it.
 */
export function SidebarNav({ groups, currentPath, label = "Docs" }: { groups: SidebarGroup[]; currentPath: string; label?: string }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      {groups.map((group) => (
        <section key={group.label} className={styles.group}>
          <h2 id={groupHeadingId(label, group.label)} className={[styles.heading, group.items.some((item) => item.href === currentPath) ? ACTIVE_GROUP_CLASS : ""].join(" ").trim()}>
            {group.label}
          </h2>
          <ul className={styles.list}>
            {group.items.map((item) => (
              <li key={item.href}>
                {item.external ? (
                  <a href={item.href} className={styles.link} rel="noopener">
                    {item.label}
                    <span aria-hidden="true"> ↗</span>
                  </a>
                ) : (
                  <SidebarLink href={item.href} label={item.label} current={item.href === currentPath} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

const SidebarLink = memo(function SidebarLink({ href, label, current }: { href: string; label: string; current: boolean }) {
  return (
    <a href={sitePath(href)} className={styles.link} aria-current={current ? "page" : undefined}>
      {label}
    </a>
  );
});
