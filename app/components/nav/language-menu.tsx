import { useCleanPathname } from "~/lib/paths/clean-pathname";
import { DEFAULT_LOCALE, LOCALES } from "~/lib/chrome/chrome-config";
import { DropdownMenu, dropdownItemClass } from "./dropdown-menu";
import { sitePath } from "#contract/site/site.ts";

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.93 6h-2.95a15.6 15.6 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.93 8zM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96zM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26zm.81 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.07 16zm2.95-8H5.07a7.99 7.99 0 0 1 4.33-3.56A15.6 15.6 0 0 0 8.02 8zM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96zM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56zM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38z"
      />
    </svg>
  );
}

/** English is the only locale; the menu still says so, like the original site's. */
export function LanguageMenu({ align, compact }: { align?: "start" | "end"; compact?: boolean }) {
  const pathname = useCleanPathname();
  return (
    <DropdownMenu align={align} compact={compact} label={DEFAULT_LOCALE.label} icon={<GlobeIcon />} ariaLabel={`Language: ${DEFAULT_LOCALE.label}`}>
      {LOCALES.map((locale) => (
        <li key={locale.code}>
          <a
            href={sitePath(pathname)}
            className={dropdownItemClass(locale.code === DEFAULT_LOCALE.code)}
            lang={locale.htmlLang}
            hrefLang={locale.htmlLang}
            dir={locale.direction}
            aria-current={locale.code === DEFAULT_LOCALE.code ? "true" : undefined}
          >
            {locale.label}
          </a>
        </li>
      ))}
    </DropdownMenu>
  );
}
