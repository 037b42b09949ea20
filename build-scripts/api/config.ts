// Fixed facts about the API reference: which packages, which entry points, where sources live.

import type { ApiPackageSlug } from "#contract/api/api-model.ts";
import { REPO_URL } from "#contract/site/site.ts";

export interface ApiPackageConfig {
  slug: ApiPackageSlug;
  /** npm name; also TypeDoc's packageName for cross-package references. */
  name: string;
  /** Entry point relative to the installed package folder. */
  entry: string;
  /** Folder of the package in the upstream monorepo, for "Defined in" links. */
  repoDir: string;
}

export const API_PACKAGES: readonly ApiPackageConfig[] = [
  {
    slug: "core",
    name: "@headless-tree/core",
    // Re-exports src/index.ts and adds `/** @interface */` aliases, one per feature part.
    entry: "src/mddocs-entry.ts",
    repoDir: "packages/core",
  },
  {
    slug: "react",
    name: "@headless-tree/react",
    entry: "src/index.ts",
    repoDir: "packages/react",
  },
];

export const GITHUB_REPO = REPO_URL;

/** `https://github.com/lukasbach/headless-tree/blob/@headless-tree/core@1.7.0/packages/core/src/{path}#L{line}` */
export function sourceUrl(pkg: ApiPackageConfig, version: string, fileName: string, line: number): string {
  return `${GITHUB_REPO}/blob/${pkg.name}@${version}/${pkg.repoDir}/src/${fileName}#L${line}`;
}

/** Where TypeDoc output is cached between builds (gitignored). */
export const CACHE_DIR = ".cache/api";
