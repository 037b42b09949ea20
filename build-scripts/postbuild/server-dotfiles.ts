// The two dotfiles the production server reads from the build root and never serves: the CSP
// hashes of each page's inline scripts and the build-time site config. Their names, formats and
// validation are the contract's (contract/hosting/inline-script-hashes.ts, site-config.ts); only
// this step writes them.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CSP_MANIFEST_FILE, type CspManifest, type ScriptHashesByFile } from "#contract/hosting/inline-script-hashes.ts";
import { normalizeBasePath } from "#contract/site/base-path.ts";
import { SITE_CONFIG_FILE, validateAppId } from "#contract/hosting/site-config.ts";

export function writeCspManifest(root: string, scriptHashes: ScriptHashesByFile): void {
  const manifest: CspManifest = { version: 1, scriptHashes };
  writeFileSync(join(root, CSP_MANIFEST_FILE), JSON.stringify(manifest));
}

/** Records the build-time environment; leaves an existing file (written by the site build) alone. */
export function writeSiteConfigIfAbsent(root: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const path = join(root, SITE_CONFIG_FILE);
  if (existsSync(path)) return false;
  const docsearchAppId = validateAppId(env.DOCSEARCH_APP_ID || undefined, "DOCSEARCH_APP_ID") ?? null;
  const basePath = normalizeBasePath(env.BASE_PATH);
  writeFileSync(path, JSON.stringify({ docsearchAppId, basePath }));
  return true;
}
