import { expect, test } from "vitest";
import { pagePolicies } from "./page-policies.ts";
import { sandboxFramePolicy, withoutHeaderOnlyDirectives } from "./security-headers.ts";

test("the demo editor's sandbox frame gets its own policy: eval in an opaque origin, no connections, framed only by the site", () => {
  const policies = pagePolicies({ "index.html": ["sha256-a="], "demo-sandbox/frame.html": [] }, undefined);
  const frame = policies.byFile.get("demo-sandbox/frame.html")!;
  expect(frame).toBe(sandboxFramePolicy());
  expect(frame.split("; ")).toEqual(
    expect.arrayContaining(["default-src 'none'", "script-src 'self' 'unsafe-eval'", "frame-ancestors 'self'", "sandbox allow-scripts"]),
  );
  expect(frame).not.toContain("connect-src");
  expect(frame).not.toContain("form-action 'self'");
  // Pages keep theirs: no eval, their own hashes.
  expect(policies.byFile.get("index.html")).toContain("script-src 'self' 'sha256-a='");
  expect(policies.byFile.get("index.html")).not.toContain("unsafe-eval");
  // A <meta> (GitHub Pages) cannot carry sandbox or frame-ancestors; the iframe's sandbox attribute does the first.
  expect(withoutHeaderOnlyDirectives(frame)).not.toMatch(/sandbox|frame-ancestors/);
});
