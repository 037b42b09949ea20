import { NAV_ITEMS, type NavItem } from "~/lib/chrome/chrome-config";
import { useCleanPathname } from "~/lib/paths/clean-pathname";
import { sitePath } from "#contract/site/site.ts";

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return (item.activeFor ?? []).some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Docusaurus's class names for the active navbar item: the DocSearch crawler's Docusaurus template
 * takes a page's lvl0 from them when the page has no active sidebar group.
 */
const SECTION_ACTIVE_CLASS = "navbar__item navbar__link--active";

/**
 * The section's link is marked (data-section-active, styled like the current page) on every page
 * of its section; `aria-current="page"` is only for the link to the page on screen.
 */
function SectionLink({ item, pathname, className }: { item: NavItem; pathname: string; className: string | undefined }) {
  const active = isNavItemActive(item, pathname);
  return (
    <a
      href={sitePath(item.href)}
      className={[className, active ? SECTION_ACTIVE_CLASS : undefined].filter(Boolean).join(" ") || undefined}
      data-section-active={active ? "" : undefined}
      aria-current={pathname === item.href ? "page" : undefined}
    >
      {item.label}
    </a>
  );
}

/** The navbar's main links (Docs, API, Storybook), shared by the desktop navbar and the drawer. */
export function NavItems({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const pathname = useCleanPathname();
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.label}>
          {item.external ? (
            <a href={item.href} className={linkClassName} rel="noopener" target="_blank">
              {item.label}
              <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" style={{ marginLeft: "0.3em" }}>
                <path fill="currentColor" d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42L17.59 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
              </svg>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <SectionLink item={item} pathname={pathname} className={linkClassName} />
          )}
        </li>
      ))}
    </ul>
  );
}
