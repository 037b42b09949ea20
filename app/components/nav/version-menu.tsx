import { DOCS_VERSIONS, STORAGE_KEYS } from "~/lib/chrome/chrome-config";
import { useCleanPathname } from "~/lib/paths/clean-pathname";
import { writeStorage } from "~/lib/storage/safe-storage";
import { DropdownMenu, dropdownItemClass } from "./dropdown-menu";
import { sitePath } from "#contract/site/site.ts";

const current = DOCS_VERSIONS[0]!;

function isDocsPath(pathname: string): boolean {
  return !pathname.startsWith("/api") && pathname !== "/" && pathname !== "/search";
}

/** One docs version ("Next"); picking it is remembered like a real version choice would be. */
export function VersionMenu({ align }: { align?: "start" | "end" }) {
  const pathname = useCleanPathname();
  return (
    <DropdownMenu align={align} label={current.label} ariaLabel={`Docs version: ${current.label}`}>
      {DOCS_VERSIONS.map((version) => (
        <li key={version.name}>
          <a
            href={sitePath(isDocsPath(pathname) ? pathname : version.path)}
            className={dropdownItemClass(version.name === current.name)}
            aria-current={version.name === current.name ? "true" : undefined}
            onClick={() => writeStorage(STORAGE_KEYS.docsPreferredVersion, version.name)}
          >
            {version.label}
          </a>
        </li>
      ))}
    </DropdownMenu>
  );
}
