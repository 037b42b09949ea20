// Build-time settings the server needs at run time. Today only the hosted search app id, which
// decides whether the CSP lets the page talk to the search service. The post-build step records
// the value the site was built with in a dotfile, so running the server with a different
// environment cannot open or close that door behind the built pages' back. This file owns the
// dotfile's format and reads it; build-scripts/postbuild/server-dotfiles.ts writes it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { normalizeBasePath } from "../site/base-path.ts";

export const SITE_CONFIG_FILE = ".site-config.json";

export interface SiteConfig {
  /** Algolia application id, e.g. "BH4D9OD16A"; undefined when the local search index is used. */
  docsearchAppId: string | undefined;
}

// Goes into a CSP header, so anything beyond an Algolia-style id is refused rather than escaped.
const APP_ID = /^[A-Za-z0-9]{1,64}$/;

export function readSiteConfig(root: string, env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const path = join(root, SITE_CONFIG_FILE);
  if (existsSync(path)) {
    const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
    const appId = (parsed as { docsearchAppId?: unknown } | null)?.docsearchAppId;
    if (appId !== undefined && appId !== null && typeof appId !== "string") {
      throw new Error(`${path}: "docsearchAppId" must be a string or null`);
    }
    return { docsearchAppId: validateAppId(appId || undefined, path) };
  }
  return { docsearchAppId: validateAppId(env.DOCSEARCH_APP_ID || undefined, "DOCSEARCH_APP_ID") };
}

/**
 * The base path the build was made for ("/" or "/x/", BASE_PATH at build time): the server
 * answers under it. Read from the file; without one, from BASE_PATH in `env`.
 */
export function readBasePath(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const path = join(root, SITE_CONFIG_FILE);
  if (!existsSync(path)) return normalizeBasePath(env.BASE_PATH);
  const basePath = (JSON.parse(readFileSync(path, "utf8")) as { basePath?: unknown } | null)?.basePath;
  // Files written before base paths existed have none: those builds are for the root.
  if (basePath === undefined) return "/";
  if (typeof basePath !== "string") throw new Error(`${path}: "basePath" must be a string`);
  return normalizeBasePath(basePath, `${path}: "basePath"`);
}

/** The app id if it is letters and digits; throws naming `source` otherwise. */
export function validateAppId(value: string | undefined, source: string): string | undefined {
  if (value === undefined) return undefined;
  if (!APP_ID.test(value)) throw new Error(`${source}: the DocSearch app id must be letters and digits, got ${JSON.stringify(value)}`);
  return value;
}
