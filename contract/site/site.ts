import corePackage from "@headless-tree/core/package.json" with { type: "json" };
import { normalizeBasePath, stripBase, withBase } from "./base-path.ts";

// Site-wide constants. The library's version and repository come from the installed package, the
// one pinned in package.json, so a version bump updates every mention at the next build.
const { repository, version } = corePackage;
export const SITE_TITLE = "Headless Tree";
export const SITE_TAGLINE = "The definitive tree component for the Web";
export const SITE_URL = "https://headless-tree.lukasbach.com";
export const LIBRARY_VERSION: string = version;
export const REPO_URL = githubUrl(repository.url);
export const DOCS_REPO_URL = "https://github.com/lukasbach/headless-tree-docs";
/**
 * The base path this build is served under: BASE_PATH at build time, "/" by default. Node (the
 * prerender, build scripts, tests) reads the variable itself; the browser has no `process` and
 * gets Vite's `base`, which vite.config.ts sets from the same variable.
 */
export const SITE_BASE: string = normalizeBasePath(typeof process !== "undefined" ? process.env.BASE_PATH : import.meta.env.BASE_URL);

/** A site path ("/features/dnd") as a URL path of this build ("/headless-tree/features/dnd"). */
export function sitePath(path: string): string {
  return withBase(SITE_BASE, path);
}

/** The router's path for a URL path of this build, or undefined outside the base: sitePath's inverse. */
export function routePath(urlPath: string): string | undefined {
  return stripBase(SITE_BASE, urlPath);
}

export const STORYBOOK_URL = "https://headless-tree.lukasbach.com/storybook/react/";

/** "git@github.com:owner/name.git" or "git+https://github.com/owner/name.git" → "https://github.com/owner/name". */
export function githubUrl(repositoryUrl: string): string {
  const match = /github\.com[/:]([^/]+\/[^/]+?)(\.git)?$/.exec(repositoryUrl);
  if (!match) throw new Error(`Not a GitHub repository URL: ${repositoryUrl}`);
  return `https://github.com/${match[1]}`;
}

/** GitHub URL of a file of the library's source at the pinned release tag. */
export function librarySourceUrl(pkg: "core" | "react", file: string, line?: number): string {
  // GitHub resolves a tag name that contains slashes when it is written as is.
  return `${REPO_URL}/blob/@headless-tree/${pkg}@${LIBRARY_VERSION}/packages/${pkg}/src/${file}${line ? `#L${line}` : ""}`;
}

export function pageTitle(title: string): string {
  return title === SITE_TITLE ? title : `${title} | ${SITE_TITLE}`;
}
