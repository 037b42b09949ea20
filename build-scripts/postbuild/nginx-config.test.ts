import { expect, test } from "vitest";
import { IMMUTABLE, REDIRECT_CACHE, REVALIDATE, ROUTE_DATA } from "#contract/hosting/cache-control.ts";
import { pagePolicies } from "#contract/hosting/page-policies.ts";
import { SECURITY_HEADERS } from "#contract/hosting/security-headers.ts";
import { nginxConfig } from "./nginx-config.ts";

const policies = pagePolicies({ "index.html": ["sha256-root="], "guide/index.html": ["sha256-guide="], "404.html": ["sha256-nf="] }, undefined);
const config = nginxConfig({ root: "/srv/site/client", listen: "8080", policies });

/** nginx's unescaping inside a quoted string: backslash-quote and double backslash. */
const unquote = (text: string) => text.replace(/^"|"$/g, "").replace(/\\(["\\])/g, "$1");

/** The entries of one `map … $name { … }` block, key → value, as nginx reads them. */
function mapEntries(name: string): Map<string, string> {
  const block = new RegExp(`map [^{]+ \\$${name} \\{([\\s\\S]*?)\\n\\}`).exec(config)![1]!;
  const entries = new Map<string, string>();
  for (const [, key, value] of block.matchAll(/^\s*("(?:[^"\\]|\\.)*"|\S+)\s+"((?:[^"\\]|\\.)*)";$/gm)) {
    entries.set(unquote(key!), unquote(value!));
  }
  return entries;
}

test("each page's file gets its own policy, everything else the fallback", () => {
  const csp = mapEntries("docs_page_csp");
  expect(mapEntries("docs_csp").get("308")).toBe(policies.fallback);
  expect(csp.get("default")).toBe(policies.fallback);
  expect(csp.get("/guide/index.html")).toBe(policies.byFile.get("guide/index.html"));
  expect(csp.get("/404.html")).toContain("'sha256-nf='");
  expect(csp.get("/index.html")).toContain("frame-ancestors 'none'");
});

test("caching: hashed assets immutable (by the server's own pattern), route data five minutes, redirects an hour, the rest revalidated", () => {
  const cache = mapEntries("docs_cache_control");
  expect(cache.get("default")).toBe(REVALIDATE);
  expect(cache.get("~^308:")).toBe(REDIRECT_CACHE);
  const [assetPattern] = [...cache].find(([, value]) => value === IMMUTABLE)!;
  const asRegex = new RegExp(assetPattern.slice(1));
  expect(asRegex.test("200:/assets/root-BxY3kP_9.js")).toBe(true);
  expect(asRegex.test("304:/assets/chunks/x-BxY3kP_9.css")).toBe(true);
  expect(asRegex.test("404:/assets/root-BxY3kP_9.js")).toBe(false);
  expect(asRegex.test("200:/assets/logo.svg")).toBe(false);
  const [dataPattern] = [...cache].find(([, value]) => value === ROUTE_DATA)!;
  const dataRegex = new RegExp(dataPattern.slice(1));
  expect(dataRegex.test("200:/api/core/interface/TreeConfig.data")).toBe(true);
  expect(dataRegex.test("404:/missing.data")).toBe(false);
  expect(dataRegex.test("200:/guide/index.html")).toBe(false);
});

test("every security header is sent on every response, the 404 page's included", () => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === "X-Frame-Options") continue;
    expect(config.split(`add_header ${name} "${value}" always;`)).toHaveLength(3);
  }
  expect(config.split("add_header Content-Security-Policy $docs_csp always;")).toHaveLength(3);
  // DENY, but for the demo editor's sandbox frame, which the site frames itself.
  expect(config.split("add_header X-Frame-Options $docs_frame_options always;")).toHaveLength(3);
  expect(mapEntries("docs_frame_options")).toEqual(new Map([["default", "DENY"], ["/demo-sandbox/frame.html", "SAMEORIGIN"]]));
});

test("listen, root, clean-URL redirects and the 404 page", () => {
  expect(config).toContain("listen 8080;");
  expect(config).toContain('root "/srv/site/client";');
  expect(config).toContain("try_files $uri $uri/index.html $uri.html =404;");
  expect(config).toContain("return 308 $docs_page$is_args$args;");
  expect(config).toContain("error_page 404 /__not_found;");
  expect(config).toContain('"text/x-script; charset=utf-8" data;');
});

test("bad input is refused with a clear error", () => {
  expect(() => nginxConfig({ root: "build/client", policies })).toThrow("root must be an absolute path");
  const withDollar = pagePolicies({ "x.html": ["$bad"] }, undefined);
  expect(() => nginxConfig({ root: "/srv", policies: withDollar })).toThrow("cannot write");
});
