// Puts each page's Content-Security-Policy into the page itself, so a static host that sends no
// headers (GitHub Pages) still enforces it. The policy is the one `npm start` sends in its header
// (contract/hosting/page-policies.ts) minus the directives a <meta> cannot carry (frame-ancestors).
// A meta policy only governs what the parser meets after it, so it goes before the first script:
// right after <meta charset> (React puts that first in <head>), else right after <head>.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { withoutHeaderOnlyDirectives } from "#contract/hosting/security-headers.ts";

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

/** Rewrites every HTML file of the build with its own policy. */
export function writeCspMetaTags(root: string, policyByFile: ReadonlyMap<string, string>): void {
  for (const [file, policy] of policyByFile) {
    const path = join(root, file);
    writeFileSync(path, withCspMeta(readFileSync(path, "utf8"), policy, path));
  }
}
