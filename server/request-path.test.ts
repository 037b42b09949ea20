import { describe, expect, test } from "vitest";
import { MAX_REQUEST_TARGET_LENGTH, parseRequestTarget } from "./request-path.ts";

describe("parseRequestTarget", () => {
  test.each([
    ["/", "/"],
    ["/guide", "/guide"],
    ["/guide?x=1", "/guide"],
    ["/assets/app-AbCd1234.js", "/assets/app-AbCd1234.js"],
    ["/with%20space", "/with space"],
    ["/guid%65", "/guide"],
    ["/%252e%252e%252fsecret.txt", "/%2e%2e%2fsecret.txt"], // decoded once only: a harmless literal name
    ["http://example.com/guide", "/guide"],
    ["http://example.com", "/"],
  ])("%s is the path %s", (raw, path) => {
    expect(parseRequestTarget(raw)).toEqual({ kind: "path", path });
  });

  test.each([
    ["/guide/", "/guide"],
    ["/guide/index.html", "/guide"],
    ["/guide.html", "/guide"],
    ["/guide/index.html/", "/guide"],
    ["/index.html", "/"],
    ["/index.html?x=1", "/?x=1"],
    ["/guide/?a=1&b=%20", "/guide?a=1&b=%20"],
    ["/a.html/index.html", "/a"],
    ["//guide", "/guide"],
    ["/guide//intro/", "/guide/intro"],
    // Never a protocol-relative location (open redirect).
    ["//evil.example/x.html", "/evil.example/x"],
    ["///evil.example/", "/evil.example"],
    ["/with%20space/", "/with%20space"],
  ])("%s redirects to %s", (raw, location) => {
    expect(parseRequestTarget(raw)).toEqual({ kind: "redirect", location });
  });

  test("query bytes outside printable ASCII are escaped in the location", () => {
    expect(parseRequestTarget("/guide/?q=caf\u00e9 x")).toEqual({ kind: "redirect", location: "/guide?q=caf%E9%20x" });
  });

  test.each([
    "/../secret.txt",
    "/guide/../../secret.txt",
    "/./index.html",
    "/%2e%2e/secret.txt",
    "/%2E%2E/secret.txt",
    "/%2e%2e%2fsecret.txt",
    "/..%2fsecret.txt",
    "/..%5csecret.txt",
    "/..\\secret.txt",
    "/\\evil.example",
    "/%5c%5cevil.example",
    "/%00",
    "/index.html%00.txt",
    "/%zz",
    "/%",
    "/%e0%a4%a",
    "/%c0%ae%c0%ae/secret.txt", // overlong UTF-8 for "..": invalid, not decoded
    "/a%0d%0aSet-Cookie:%20x=1",
    "/a#b",
    "*",
    "",
    "secret.txt",
  ])("%j is a bad request", (raw) => {
    expect(parseRequestTarget(raw).kind).toBe("bad-request");
  });

  test.each(["/.hidden.txt", "/.well-known/security.txt", "/.csp.json", "/assets/.env", "/.html", "/%2ehidden"])(
    "%s (a dotfile) is not found",
    (raw) => {
      expect(parseRequestTarget(raw)).toEqual({ kind: "not-found" });
    },
  );

  test("targets longer than the limit are too long", () => {
    expect(parseRequestTarget(`/${"a".repeat(MAX_REQUEST_TARGET_LENGTH)}`)).toEqual({ kind: "uri-too-long" });
    expect(parseRequestTarget(`/${"a".repeat(MAX_REQUEST_TARGET_LENGTH - 1)}`).kind).toBe("path");
  });
});
