// Headers sent with every response. The CSP is strict because the site is static: everything it
// loads is its own, except the hosted search service when the build was configured for it.
import type { ServerResponse } from "node:http";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  // Old browsers ignore frame-ancestors; this is their version of it.
  "X-Frame-Options": "DENY",
};

export interface CspOptions {
  /** "sha256-…" expressions of the inline scripts of the document being served. */
  scriptHashes?: readonly string[];
  docsearchAppId?: string | undefined;
}

/**
 * Directives a browser ignores in a `<meta http-equiv="Content-Security-Policy">` (CSP Level 3,
 * "Policy delivery via meta"): only a response header can carry them.
 */
export const HEADER_ONLY_DIRECTIVES: readonly string[] = ["frame-ancestors", "report-uri", "sandbox"];

const isHeaderOnly = (directive: string) => HEADER_ONLY_DIRECTIVES.includes(directive.split(/\s+/)[0]!.toLowerCase());
const directivesOf = (policy: string) => policy.split(";").map((directive) => directive.trim()).filter(Boolean);

/** What a page's `<meta>` can hold of a header policy. */
export function withoutHeaderOnlyDirectives(policy: string): string {
  return directivesOf(policy).filter((directive) => !isHeaderOnly(directive)).join("; ");
}

/** The rest, e.g. "frame-ancestors 'none'": what only a header can carry. */
export function headerOnlyDirectives(policy: string): string {
  return directivesOf(policy).filter(isHeaderOnly).join("; ");
}

/** Origins the demo boxes post projects to (app/components/demo/open-demo-project.ts). */
export const FORM_TARGETS = ["https://stackblitz.com", "https://codesandbox.io"];

/** The policy of one response, as `npm start` sends it in the header. */
export function contentSecurityPolicy({ scriptHashes = [], docsearchAppId }: CspOptions): string {
  const connect = ["'self'"];
  if (docsearchAppId) {
    connect.push(`https://${docsearchAppId.toLowerCase()}-dsn.algolia.net`, "https://*.algolia.net", "https://*.algolianet.com");
  }
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    // Shiki's highlighted code and React both write style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    // The demos' "Open in StackBlitz" and "Open in CodeSandbox" post a form to these services.
    `form-action 'self' ${FORM_TARGETS.join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

export function setSecurityHeaders(res: ServerResponse, csp: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", csp);
}
