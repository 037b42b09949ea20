import { describe, expect, test } from "vitest";
import { contentSecurityPolicy } from "#contract/hosting/security-headers.ts";
import { cspMetaTag, withCspMeta } from "./csp-meta.ts";

const policy = contentSecurityPolicy({ scriptHashes: ["sha256-abc="] });
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script id="theme-init">x()</script><title>T</title></head><body><script>y()</script></body></html>`;

describe("the CSP <meta>", () => {
  test("carries the header policy without frame-ancestors, which a <meta> cannot hold", () => {
    const tag = cspMetaTag(policy);
    expect(tag).toContain("script-src 'self' 'sha256-abc='");
    expect(tag).toContain("default-src 'self'");
    expect(tag).not.toContain("frame-ancestors");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  test("goes after <meta charset> and before the first script", () => {
    const html = withCspMeta(page, policy);
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(html.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(meta);
    expect(meta).toBeLessThan(html.indexOf("<script"));
  });

  test("without a charset <meta> it goes first in <head>", () => {
    const html = withCspMeta("<html><head><script>x()</script></head></html>", policy);
    expect(html).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><script>/);
  });

  test("a second run replaces the tag instead of adding one", () => {
    const once = withCspMeta(page, policy);
    const twice = withCspMeta(once, contentSecurityPolicy({ scriptHashes: ["sha256-other="] }));
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).toContain("sha256-other=");
    expect(twice).not.toContain("sha256-abc=");
  });

  test("a page without <head> is an error naming the file", () => {
    expect(() => withCspMeta("<p>x</p>", policy, "build/client/x/index.html")).toThrow("build/client/x/index.html: no <head>");
  });
});
