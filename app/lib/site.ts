// Site-wide constants. The pinned library version comes from package.json at build time.
export const SITE_TITLE = "Headless Tree";
export const SITE_TAGLINE = "The definitive tree component for the Web";
export const SITE_URL = "https://headless-tree.lukasbach.com";
export const REPO_URL = "https://github.com/lukasbach/headless-tree";
export const DOCS_REPO_URL = "https://github.com/lukasbach/headless-tree-docs";
export const STORYBOOK_URL = "https://headless-tree.lukasbach.com/storybook/react/";
export const LIBRARY_VERSION = "1.7.0";

/** GitHub URL of a file of the library's source at the pinned release tag. */
export function librarySourceUrl(pkg: "core" | "react", file: string, line?: number): string {
  // GitHub resolves a tag name that contains slashes when it is written as is.
  return `${REPO_URL}/blob/@headless-tree/${pkg}@${LIBRARY_VERSION}/packages/${pkg}/src/${file}${line ? `#L${line}` : ""}`;
}

export function pageTitle(title: string): string {
  return title === SITE_TITLE ? title : `${title} | ${SITE_TITLE}`;
}
