// Puts each page's Content-Security-Policy into the page itself, so a static host that sends no
// headers (GitHub Pages) still enforces it. The policy is the one `npm start` sends in its header
// (contract/hosting/page-policies.ts) minus the directives a <meta> cannot carry (frame-ancestors).
// A meta policy only governs what the parser meets after it, so it goes before the first script:
// right after <meta charset> (React puts that first in <head>), else right after <head>.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { hashInlineScriptsInFiles, type ScriptHashesByFile } from "#contract/hosting/inline-script-hashes.ts";
import { pagePolicies, type PagePolicies } from "#contract/hosting/page-policies.ts";
import { withoutHeaderOnlyDirectives } from "#contract/hosting/security-headers.ts";
import { indexStaticFiles } from "#contract/hosting/static-files.ts";

const EXISTING_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
const HEAD_START = /<head(?:\s[^>]*)?>/i;
const CHARSET_META = /^<meta charSet="utf-8"\/>/i;

export function cspMetaTag(headerPolicy: string): string {
  const content = withoutHeaderOnlyDirectives(headerPolicy).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `<meta http-equiv="Content-Security-Policy" content="${content}"/>`;
}

/** The page with its policy in <head>; a policy already there (a second run) is replaced. */
export function withCspMeta(html: string, headerPolicy: string, file = "page"): string {
  const tag = cspMetaTag(headerPolicy);
  if (EXISTING_META.test(html)) return html.replace(EXISTING_META, tag);
  const head = HEAD_START.exec(html);
  if (!head) throw new Error(`${file}: no <head> to put the Content-Security-Policy <meta> in`);
  let at = head.index + head[0].length;
  const charset = CHARSET_META.exec(html.slice(at));
  if (charset) at += charset[0].length;
  if (/<script\b/i.test(html.slice(0, at))) throw new Error(`${file}: a <script> comes before the place for the CSP <meta>`);
  return html.slice(0, at) + tag + html.slice(at);
}

/**
 * Hashes the inline scripts of every HTML file the server would serve and rewrites the file with
 * its own policy. The <meta> holds no script, so the hashes stay true.
 */
export function writeCspMeta(client: string, docsearchAppId: string | undefined): { scriptHashes: ScriptHashesByFile; policies: PagePolicies } {
  const scriptHashes = hashInlineScriptsInFiles(client, [...indexStaticFiles(client).files.keys()].filter((file) => file.endsWith(".html")));
  const policies = pagePolicies(scriptHashes, docsearchAppId);
  for (const [file, policy] of policies.byFile) {
    const path = join(client, file);
    writeFileSync(path, withCspMeta(readFileSync(path, "utf8"), policy, path));
  }
  return { scriptHashes, policies };
}
