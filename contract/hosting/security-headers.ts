// Headers sent with every response. The CSP is strict because the site is static: everything it
// loads is its own, except the hosted search service when the build was configured for it.

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  // Old browsers ignore frame-ancestors; this is their version of it.
  "X-Frame-Options": "DENY",
};

/**
 * The demo editor's sandbox frame (app/demo-sandbox/) is framed by the site's own pages: its
 * response says so (with `frame-ancestors 'self'` in its policy). Every other response keeps DENY.
 */
export const SANDBOX_FRAME_HEADERS: Readonly<Record<string, string>> = { "X-Frame-Options": "SAMEORIGIN" };

/**
 * Hosts configured by path patterns (`_headers`) join the values of overlapping rules, so the
 * frame cannot get headers of its own there: on such hosts every path allows framing by the site
 * itself (other sites still cannot frame it).
 */
export const PATH_PATTERN_FRAMING: Readonly<Record<string, string>> = {
  ...SANDBOX_FRAME_HEADERS,
  "Content-Security-Policy": "frame-ancestors 'self'",
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

/**
 * The policy of the sandbox frame's document (app/demo-sandbox/), which runs code a reader has
 * edited: its own scripts and eval (the compiled code), inline styles (the demo's stylesheets), its
 * own images and fonts, and nothing else — no fetch, no forms, no frames. `sandbox` keeps its
 * origin opaque even when it is opened on its own (where the host sends headers).
 */
export function sandboxFramePolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "sandbox allow-scripts",
  ].join("; ");
}
