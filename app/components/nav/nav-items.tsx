import { NAV_ITEMS, type NavItem } from "~/lib/chrome/chrome-config";
import { useCleanPathname } from "~/lib/chrome/clean-pathname";
import { sitePath } from "~/lib/content/site";

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return (item.activeFor ?? []).some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
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
            <a href={sitePath(item.href)} className={linkClassName} aria-current={isNavItemActive(item, pathname) ? "page" : undefined}>
              {item.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
