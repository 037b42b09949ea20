// The server over real HTTP against a fixture build. Hostile paths go through node:http (or a raw
// socket) so nothing is normalised on the client side.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { get, type Server } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { IMMUTABLE, REVALIDATE, ROUTE_DATA } from "#contract/hosting/cache-control.ts";
import { createStaticServer } from "./create-server.ts";
import { sandboxFramePolicy } from "#contract/hosting/security-headers.ts";
import { closeGracefully } from "./graceful-shutdown.ts";
import { BIG_FILE, BIG_FILE_SIZE, COLOR_MODE_SCRIPT, createPrecompressedFixture, type Fixture } from "../tests/support/built-site-fixture.ts";
import { close, listen, rawExchange, request } from "./test-support/http.ts";

let fixture: Fixture;
let server: Server;
let port: number;
const serverErrors: unknown[] = [];

beforeAll(async () => {
  fixture = await createPrecompressedFixture();
  server = createStaticServer({ root: fixture.root, siteConfig: { docsearchAppId: undefined }, onError: (e) => serverErrors.push(e) });
  port = await listen(server);
});

afterAll(async () => {
  await close(server);
  fixture.remove();
  // Nothing a client did should have reached the error log.
  expect(serverErrors).toEqual([]);
});

const text = (path: string) => fixture.files[path] as string;
const sha256 = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

describe("pages and clean URLs", () => {
  test("/ serves index.html with HTML headers", async () => {
    const res = await request(port, "/");
    expect(res.status).toBe(200);
    expect(res.text).toBe(text("index.html"));
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe(REVALIDATE);
    expect(res.headers["content-length"]).toBe(String(Buffer.byteLength(text("index.html"))));
  });

  test("/guide serves guide/index.html; percent-encoded names are decoded", async () => {
    expect((await request(port, "/guide")).text).toBe(text("guide/index.html"));
    expect((await request(port, "/with%20space")).text).toBe(text("with space/index.html"));
  });

  test.each([
    ["/guide/", "/guide"],
    ["/guide/index.html", "/guide"],
    ["/guide.html", "/guide"],
    ["/index.html", "/"],
    ["/guide/?tab=api&x=%20", "/guide?tab=api&x=%20"],
    ["/guide.html?q=1", "/guide?q=1"],
    ["//evil.example/x.html", "/evil.example/x"],
  ])("%s answers a permanent redirect to %s", async (path, location) => {
    for (const method of ["GET", "HEAD"]) {
      const res = await request(port, path, { method });
      expect(res.status).toBe(308);
      expect(res.headers.location).toBe(location);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  test("unknown paths answer the not-found page with 404", async () => {
    for (const path of ["/nope", "/guide/nope", "/assets/missing-AbCd1234.js", "/guide/index", "/%252e%252e%252fsecret.txt"]) {
      const res = await request(port, path);
      expect(res.status, path).toBe(404);
      expect(res.text).toBe(text("404.html"));
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe(REVALIDATE);
      expect(res.headers.etag).toBeUndefined();
    }
  });

  test("the not-found page itself never answers 200", async () => {
    expect((await request(port, "/404.html")).headers.location).toBe("/404");
    const res = await request(port, "/404");
    expect(res.status).toBe(404);
    expect(res.text).toBe(text("404.html"));
  });

  test("the 404 page is compressed like any page and has its own CSP hashes", async () => {
    const res = await request(port, "/nope", { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(404);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toBe(text("404.html"));
    expect(res.headers["content-security-policy"]).toContain(sha256(`window.__reactRouterContext = {"url":"/404"};`));
  });
});

describe("loader data, assets and public files", () => {
  test("/guide.data is turbo-stream text, fresh for five minutes", async () => {
    const res = await request(port, "/guide.data");
    expect(res.status).toBe(200);
    expect(res.text).toBe(text("guide.data"));
    expect(res.headers["content-type"]).toBe("text/x-script; charset=utf-8");
    expect(res.headers["cache-control"]).toBe(ROUTE_DATA);
  });

  test("root data is /_.data, and /guide/_.data (URL with trailing slash) falls back to guide.data", async () => {
    expect((await request(port, "/_.data")).text).toBe(text("_.data"));
    expect((await request(port, "/guide/_.data")).text).toBe(text("guide.data"));
  });

  test("hashed assets are immutable, unhashed ones revalidate", async () => {
    const js = await request(port, "/assets/app-AbCd1234.js");
    expect(js.headers["cache-control"]).toBe(IMMUTABLE);
    expect(js.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect((await request(port, "/assets/style-XyZ98765.css")).headers["cache-control"]).toBe(IMMUTABLE);
    expect((await request(port, "/assets/logo.svg")).headers["cache-control"]).toBe(REVALIDATE);
    expect((await request(port, "/search-index.json")).headers["cache-control"]).toBe(REVALIDATE);
  });

  test.each([
    ["/robots.txt", "text/plain; charset=utf-8"],
    ["/sitemap.xml", "application/xml; charset=utf-8"],
    ["/site.webmanifest", "application/manifest+json; charset=utf-8"],
    ["/llms/guide.md", "text/markdown; charset=utf-8"],
    ["/assets/logo.svg", "image/svg+xml; charset=utf-8"],
    ["/favicon.ico", "image/x-icon"],
    ["/search-index.json", "application/json; charset=utf-8"],
  ])("%s is %s", async (path, contentType) => {
    const res = await request(port, path);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe(contentType);
  });
});

describe("security headers", () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=(), interest-cohort=()");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self'/);
  };

  test("on every kind of response", async () => {
    for (const [path, method] of [["/", "GET"], ["/guide/", "GET"], ["/nope", "GET"], ["/%zz", "GET"], ["/", "POST"], ["/guide.data", "HEAD"]] as const) {
      expectSecurityHeaders((await request(port, path, { method })).headers);
    }
    const longUrl = await rawExchange(port, `GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(longUrl).toContain("X-Content-Type-Options: nosniff");
    expect(longUrl).toContain("Content-Security-Policy: default-src 'self'");
  });

  test("the demo editor's sandbox frame gets its own policy and SAMEORIGIN; pages keep DENY", async () => {
    const dir = join(fixture.root, "demo-sandbox");
    mkdirSync(dir);
    writeFileSync(join(dir, "frame.html"), "<!doctype html><title>frame</title>");
    const frameServer = createStaticServer({ root: fixture.root, siteConfig: { docsearchAppId: undefined } });
    const framePort = await listen(frameServer);
    try {
      const { headers } = await request(framePort, "/demo-sandbox/frame");
      expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(headers["content-security-policy"]).toBe(sandboxFramePolicy());
      expect((await request(framePort, "/guide")).headers["x-frame-options"]).toBe("DENY");
    } finally {
      await close(frameServer);
      rmSync(dir, { recursive: true });
    }
  });

  test("HTML gets a CSP with exactly its own inline-script hashes", async () => {
    const csp = (await request(port, "/guide")).headers["content-security-policy"];
    expect(csp).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${sha256(COLOR_MODE_SCRIPT)} ${sha256(`window.__reactRouterContext = {"url":"/guide"};`)} ${sha256(`import "/assets/app-AbCd1234.js";`)}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' https://stackblitz.com https://codesandbox.io",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    // Non-HTML responses get the same policy without hashes.
    expect((await request(port, "/guide.data")).headers["content-security-policy"]).toContain("script-src 'self'; style-src");
  });

  test("the hosted search origin is allowed only when the build had DOCSEARCH_APP_ID", async () => {
    const withSearch = createStaticServer({ root: fixture.root, siteConfig: { docsearchAppId: "BH4D9OD16A" } });
    const searchPort = await listen(withSearch);
    try {
      const csp = (await request(searchPort, "/")).headers["content-security-policy"];
      expect(csp).toContain("connect-src 'self' https://bh4d9od16a-dsn.algolia.net https://*.algolia.net https://*.algolianet.com;");
    } finally {
      await close(withSearch);
    }
    expect((await request(port, "/")).headers["content-security-policy"]).toContain("connect-src 'self';");
  });

  test("hashes and site config are read from the dotfiles written at build time", async () => {
    const root = fixture.root;
    writeFileSync(join(root, ".csp.json"), JSON.stringify({ version: 1, scriptHashes: { "index.html": ["sha256-fromTheManifest"] } }));
    writeFileSync(join(root, ".site-config.json"), JSON.stringify({ docsearchAppId: "APPFROMFILE" }));
    const fromFiles = createStaticServer({ root });
    const filesPort = await listen(fromFiles);
    try {
      const csp = (await request(filesPort, "/")).headers["content-security-policy"];
      expect(csp).toContain("script-src 'self' 'sha256-fromTheManifest';");
      expect(csp).toContain("https://appfromfile-dsn.algolia.net");
      // Pages missing from the manifest are hashed at startup instead.
      expect((await request(filesPort, "/guide")).headers["content-security-policy"]).toContain(sha256(COLOR_MODE_SCRIPT));
      // And the dotfiles themselves are not served.
      expect((await request(filesPort, "/.csp.json")).status).toBe(404);
      expect((await request(filesPort, "/.site-config.json")).status).toBe(404);
    } finally {
      await close(fromFiles);
      writeFileSync(join(root, ".site-config.json"), JSON.stringify({ docsearchAppId: "bad id; script-src *" }));
      expect(() => createStaticServer({ root })).toThrow(/letters and digits/);
      rmSync(join(root, ".site-config.json"));
      rmSync(join(root, ".csp.json"));
    }
  });
});

describe("compression", () => {
  test.each([
    ["br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
  ])("Accept-Encoding %j gets %s", async (acceptEncoding, encoding) => {
    for (const path of ["/guide", "/guide.data", "/assets/app-AbCd1234.js"]) {
      const res = await request(port, path, { headers: { "Accept-Encoding": acceptEncoding } });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
      const decoded = encoding === "br" ? brotliDecompressSync(res.body) : gunzipSync(res.body);
      const original = path === "/guide" ? "guide/index.html" : path.slice(1);
      expect(decoded.toString()).toBe(text(original));
    }
  });

  test("no Accept-Encoding (or identity) gets the original bytes, still with Vary", async () => {
    for (const headers of [{}, { "Accept-Encoding": "identity" }] as Record<string, string>[]) {
      const res = await request(port, "/guide", { headers });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.text).toBe(text("guide/index.html"));
    }
  });

  test("small and binary files have no variants and no Vary", async () => {
    for (const path of ["/robots.txt", "/favicon.ico"]) {
      const res = await request(port, path, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers.vary).toBeUndefined();
    }
  });

  test("a precompressed sibling is sent with the original's Content-Type and without Accept-Ranges", async () => {
    const types: [string, string][] = [
      ["/guide", "text/html; charset=utf-8"],
      ["/guide.data", "text/x-script; charset=utf-8"],
      ["/assets/app-AbCd1234.js", "text/javascript; charset=utf-8"],
      ["/assets/style-XyZ98765.css", "text/css; charset=utf-8"],
      ["/search-index.json", "application/json; charset=utf-8"],
      ["/sitemap.xml", "application/xml; charset=utf-8"],
    ];
    for (const [path, contentType] of types) {
      for (const encoding of ["br", "gzip"]) {
        for (const method of ["GET", "HEAD"]) {
          const res = await request(port, path, { method, headers: { "Accept-Encoding": encoding } });
          expect(res.headers["content-encoding"], `${method} ${path} ${encoding}`).toBe(encoding);
          expect(res.headers["content-type"], `${method} ${path} ${encoding}`).toBe(contentType);
          expect(res.headers["accept-ranges"]).toBeUndefined();
        }
      }
      expect((await request(port, path)).headers["accept-ranges"]).toBe("bytes");
    }
  });

  test("the precompressed siblings are not URLs of their own", async () => {
    expect(readdirSync(join(fixture.root, "guide"))).toContain("index.html.br");
    for (const path of ["/guide/index.html.br", "/guide.data.gz", "/assets/app-AbCd1234.js.br"]) {
      expect((await request(port, path)).status, path).toBe(404);
    }
  });
});

describe("conditional requests and HEAD", () => {
  test("If-None-Match with the ETag answers 304 with validators and no body", async () => {
    for (const acceptEncoding of ["br", "gzip", ""]) {
      const headers = { "Accept-Encoding": acceptEncoding };
      const first = await request(port, "/guide", { headers });
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await request(port, "/guide", { headers: { ...headers, "If-None-Match": etag } });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe(REVALIDATE);
      expect(again.headers.vary).toBe("Accept-Encoding");
      expect(again.headers["x-frame-options"]).toBe("DENY");
    }
  });

  test("each encoding has its own ETag, and lists, * and If-Modified-Since work", async () => {
    const br = (await request(port, "/guide.data", { headers: { "Accept-Encoding": "br" } })).headers.etag!;
    const plain = await request(port, "/guide.data");
    expect(plain.headers.etag).not.toBe(br);
    expect((await request(port, "/guide.data", { headers: { "If-None-Match": br } })).status).toBe(200);
    expect((await request(port, "/guide.data", { headers: { "If-None-Match": `"other", ${plain.headers.etag}` } })).status).toBe(304);
    expect((await request(port, "/guide.data", { headers: { "If-None-Match": "*" } })).status).toBe(304);
    const lastModified = plain.headers["last-modified"]!;
    expect((await request(port, "/guide.data", { headers: { "If-Modified-Since": lastModified } })).status).toBe(304);
    expect((await request(port, "/guide.data", { headers: { "If-Modified-Since": "Thu, 01 Jan 1970 00:00:00 GMT" } })).status).toBe(200);
  });

  test("a failed precondition answers 412 with our headers and none of the file's", async () => {
    const cases: Record<string, string>[] = [
      { "If-Match": `"nope"` },
      { "If-Match": `"nope"`, "Accept-Encoding": "br" },
      { "If-Unmodified-Since": "Thu, 01 Jan 1970 00:00:00 GMT" },
    ];
    for (const headers of cases) {
      const res = await request(port, "/guide", { headers });
      expect(res.status, JSON.stringify(headers)).toBe(412);
      expect(res.text).toBe("Precondition Failed\n");
      expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      // The page's own policy (with its script hashes) belongs to the page, not to this answer.
      expect(res.headers["content-security-policy"]).toContain("script-src 'self'; style-src");
    }
    const lastModified = (await request(port, "/guide")).headers["last-modified"]!;
    expect((await request(port, "/guide", { headers: { "If-Match": "*" } })).status).toBe(200);
    expect((await request(port, "/guide", { headers: { "If-Unmodified-Since": lastModified } })).status).toBe(200);
  });

  test("the not-found page ignores preconditions and ranges (RFC 9110 §13.2.1)", async () => {
    const cases: Record<string, string>[] = [
      { "If-Match": `"nope"` },
      { "If-Unmodified-Since": "Thu, 01 Jan 1970 00:00:00 GMT" },
      { "If-None-Match": "*" },
      { "If-Modified-Since": new Date(Date.now() + 86_400_000).toUTCString() },
      { Range: "bytes=0-4" },
      { Range: "bytes=999999-" },
    ];
    for (const headers of cases) {
      for (const method of ["GET", "HEAD"]) {
        const res = await request(port, "/nope", { method, headers });
        expect(res.status, `${method} ${JSON.stringify(headers)}`).toBe(404);
        expect(res.headers["content-length"]).toBe(String(Buffer.byteLength(text("404.html"))));
        if (method === "GET") expect(res.text).toBe(text("404.html"));
        expect(res.headers["accept-ranges"]).toBeUndefined();
        expect(res.headers["last-modified"]).toBeUndefined();
        expect(res.headers.etag).toBeUndefined();
      }
    }
  });

  test("HEAD answers the GET headers without a body", async () => {
    const get = await request(port, "/assets/app-AbCd1234.js", { headers: { "Accept-Encoding": "br" } });
    const head = await request(port, "/assets/app-AbCd1234.js", { method: "HEAD", headers: { "Accept-Encoding": "br" } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ["content-length", "content-type", "content-encoding", "etag", "cache-control"]) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
    expect((await request(port, "/nope", { method: "HEAD" })).status).toBe(404);
  });
});

describe("range requests", () => {
  const guideData = () => Buffer.from(text("guide.data"));

  test.each([
    ["bytes=0-4", 0, 4],
    ["bytes=0-0", 0, 0],
    ["bytes=-5", -5, -1],
    ["bytes=10-", 10, -1],
    ["bytes=0-18446744073709551615", 0, -1], // crashed sirv 3.0.2 (lukeed/sirv#175)
  ])("%s answers 206 with the identity bytes", async (range, from, to) => {
    const full = guideData();
    const start = from < 0 ? full.length + from : from;
    const end = to < 0 ? full.length + to : to;
    // Even when brotli is acceptable: ranges address the identity representation.
    const res = await request(port, "/guide.data", { headers: { Range: range, "Accept-Encoding": "br, gzip" } });
    expect(res.status).toBe(206);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-range"]).toBe(`bytes ${start}-${end}/${full.length}`);
    expect(res.body.equals(full.subarray(start, end + 1))).toBe(true);
    expect(res.headers.etag).toBe((await request(port, "/guide.data")).headers.etag);
  });

  test("a range past the end answers 416 with the size", async () => {
    const res = await request(port, "/guide.data", { headers: { Range: "bytes=999999-" } });
    expect(res.status).toBe(416);
    expect(res.headers["content-range"]).toBe(`bytes */${guideData().length}`);
  });

  test("invalid and multiple ranges are ignored (200, whole file), a reversed one answers 416, and none crash", async () => {
    // "bytes=5-2" is an invalid int-range (RFC 9110 §14.1.1), which a server MAY ignore or reject
    // (§14.2). send rejects it, as nginx does; what matters is the answer instead of a crash (sirv 3.0.2).
    const reversed = await request(port, "/guide.data", { headers: { Range: "bytes=5-2" } });
    expect(reversed.status).toBe(416);
    expect(reversed.headers["content-range"]).toBe(`bytes */${guideData().length}`);
    for (const range of ["bytes=0-1,4-5", "bytes=x-y", "lines=1-2"]) {
      const res = await request(port, "/guide.data", { headers: { Range: range } });
      expect(res.status, range).toBe(200);
      expect(res.body.equals(guideData())).toBe(true);
    }
    expect((await request(port, "/")).status).toBe(200);
  });

  test("a 416 carries our headers and none of the file's", async () => {
    const res = await request(port, "/guide.data", { headers: { Range: "bytes=999999-", "Accept-Encoding": "br" } });
    expect(res.status).toBe(416);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toMatch(/^default-src 'self'/);
  });

  test("adjacent ranges are merged into one 206; bytes=-0 and an empty suffix are handled", async () => {
    const full = guideData();
    const merged = await request(port, "/guide.data", { headers: { Range: "bytes=0-1,2-3" } });
    expect(merged.status).toBe(206);
    expect(merged.headers["content-range"]).toBe(`bytes 0-3/${full.length}`);
    expect(merged.body.equals(full.subarray(0, 4))).toBe(true);
    expect((await request(port, "/guide.data", { headers: { Range: "bytes=-0" } })).status).toBe(416);
    expect((await request(port, "/guide.data", { headers: { Range: "bytes=-" } })).status).toBe(200);
  });

  // RFC 9110 §14.1.2: a suffix longer than the representation means all of it. range-parser 1.3.0
  // (used by send 1.2.1) answers 416 instead; the fix (jshttp/range-parser#66) is merged upstream
  // but not released. When this starts passing, make it a plain test.
  test.fails("a suffix range longer than the file answers 206 with the whole file", async () => {
    const full = guideData();
    const res = await request(port, "/guide.data", { headers: { Range: `bytes=-${full.length + 10}` } });
    expect(res.status).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes 0-${full.length - 1}/${full.length}`);
  });

  test("If-Range keeps the range only for the current Last-Modified date", async () => {
    const lastModified = (await request(port, "/guide.data")).headers["last-modified"]!;
    expect((await request(port, "/guide.data", { headers: { Range: "bytes=0-1", "If-Range": lastModified } })).status).toBe(206);
    expect((await request(port, "/guide.data", { headers: { Range: "bytes=0-1", "If-Range": "Thu, 01 Jan 1970 00:00:00 GMT" } })).status).toBe(200);
    expect((await request(port, "/guide.data", { headers: { Range: "bytes=0-1", "If-Range": `W/"weak"` } })).status).toBe(200);
  });

  test("HEAD with a range answers the 206 headers only", async () => {
    const res = await request(port, "/guide.data", { method: "HEAD", headers: { Range: "bytes=0-9" } });
    expect(res.status).toBe(206);
    expect(res.headers["content-length"]).toBe("10");
    expect(res.body.length).toBe(0);
  });
});

describe("methods", () => {
  test.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "BREW"])("%s answers 405 with Allow", async (method) => {
    const res = await request(port, "/", { method });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    expect(res.headers["content-security-policy"]).toBeDefined();
  });

  test("CONNECT answers 405 too", async () => {
    const response = await rawExchange(port, "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n");
    expect(response).toMatch(/^HTTP\/1\.1 405 /);
    expect(response).toContain("Allow: GET, HEAD");
  });

  test("OPTIONS * (asterisk form) answers 405", async () => {
    expect(await rawExchange(port, "OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 405 /);
  });
});

describe("hostile paths never leave the root", () => {
  // [path, expected status]
  const cases: [string, number][] = [
    ["/../secret.txt", 400],
    ["/../../../../../../etc/passwd", 400],
    ["/guide/../../secret.txt", 400],
    ["/assets/../../secret.txt", 400],
    ["/%2e%2e/secret.txt", 400],
    ["/%2E%2E/%2E%2E/secret.txt", 400],
    ["/%2e%2e%2fsecret.txt", 400],
    ["/..%2fsecret.txt", 400],
    ["/.%2e/secret.txt", 400],
    ["/%252e%252e/secret.txt", 404],
    ["/%252e%252e%252fsecret.txt", 404],
    ["/..\\secret.txt", 400],
    ["/%5c..%5csecret.txt", 400],
    ["/..%5csecret.txt", 400],
    ["/%2e%2e%5csecret.txt", 400],
    ["/%c0%ae%c0%ae/secret.txt", 400],
    ["/%uff0e%uff0e/secret.txt", 400],
    ["/../client-evil/secret.txt", 400],
    ["/%2e%2e/client-evil/secret.txt", 400],
    ["/link-to-secret.txt", 404],
    ["/link-to-parent/secret.txt", 404],
    ["/link-to-parent/client-evil/secret.txt", 404],
    ["/.hidden.txt", 404],
    ["/%2ehidden.txt", 404],
    ["/.well-known/security.txt", 404],
    ["/secret.txt", 404],
    ["/%00", 400],
    ["/index.html%00", 400],
    ["/robots.txt%00.html", 400],
    ["/%zz", 400],
    ["/%", 400],
    ["/%e0%a4%a", 400],
    ["/a%0d%0aSet-Cookie:%20a=b", 400],
    ["http://127.0.0.1/../secret.txt", 400],
    ["*", 400],
  ];

  test.each(cases)("%s answers %i without the secret", async (path, status) => {
    for (const method of ["GET", "HEAD"]) {
      const res = await request(port, path, { method });
      expect(res.status).toBe(status);
      expect(res.text).not.toContain(fixture.secret);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });

  test("the same paths on a raw socket, with encodings a client library would refuse", async () => {
    const rawCases = [...cases.map(([path]) => path), "/../secret.txt#x", "/guide/..;/../secret.txt"];
    for (const path of rawCases) {
      const response = await rawExchange(port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(response, path).toMatch(/^HTTP\/1\.1 (400|404) /);
      expect(response).not.toContain(fixture.secret);
    }
  });

  test("very long paths answer 414 (and oversized heads 431)", async () => {
    expect((await request(port, `/${"a".repeat(8 * 1024 + 10)}`)).status).toBe(414);
    for (const length of [20_000, 100_000]) {
      const response = await rawExchange(port, `GET /${"a".repeat(length)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(response).toMatch(/^HTTP\/1\.1 414 /);
    }
    const bigHeaders = await rawExchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Pad: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(bigHeaders).toMatch(/^HTTP\/1\.1 431 /);
    // The server is still answering.
    expect((await request(port, "/")).status).toBe(200);
  });

  test("bytes outside ASCII in the request line answer 400", async () => {
    const response = await rawExchange(port, Buffer.concat([Buffer.from("GET /caf"), Buffer.from([0xc3, 0xa9]), Buffer.from(" HTTP/1.1\r\nHost: x\r\n\r\n")]));
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe("connections", () => {
  const openFileDescriptors = () => readdirSync("/proc/self/fd").length;

  test.runIf(process.platform === "linux")("a client hanging up mid-download does not leak the file descriptor", async () => {
    // A leaked FileHandle is either still open (counted below) or closed by the GC, which warns.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    const before = openFileDescriptors();
    for (let i = 0; i < 30; i++) {
      await new Promise<void>((resolve) => {
        const req = get({ host: "127.0.0.1", port, path: `/${BIG_FILE}`, agent: false }, (res) => {
          res.once("data", () => {
            req.destroy();
            setTimeout(resolve, 5);
          });
        });
        req.on("error", () => {});
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    // sirv 3.0.2's bare .pipe() leaves one descriptor per aborted download open for good.
    expect(openFileDescriptors()).toBeLessThan(before + 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.off("warning", onWarning);
    expect(warnings.filter((message) => /file descriptor|FileHandle/i.test(message))).toEqual([]);
    expect((await request(port, "/")).status).toBe(200);
  });

  test.runIf(process.platform === "linux")("hanging up mid-way through a ranged or not-found download does not leak either", async () => {
    const before = openFileDescriptors();
    for (const [path, headers] of [[`/${BIG_FILE}`, { Range: "bytes=1000-" }], ["/nope", {}]] as const) {
      for (let i = 0; i < 15; i++) {
        await new Promise<void>((resolve) => {
          const req = get({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
            req.destroy();
            res.on("error", () => {});
            setTimeout(resolve, 5);
          });
          req.on("error", () => {});
        });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(openFileDescriptors()).toBeLessThan(before + 3);
    expect((await request(port, "/")).status).toBe(200);
  });

  test("graceful shutdown lets a slow download finish, refuses new connections, and resolves", async () => {
    const slow = createStaticServer({ root: fixture.root, siteConfig: { docsearchAppId: undefined } });
    const slowPort = await listen(slow);
    let received = 0;
    const { response, done } = await new Promise<{ response: import("node:http").IncomingMessage; done: Promise<void> }>((resolve) => {
      const req = get({ host: "127.0.0.1", port: slowPort, path: `/${BIG_FILE}`, agent: false }, (res) => {
        res.pause(); // hold the transfer open: the server cannot finish until we read
        const done = new Promise<void>((finish) => res.on("end", () => finish()));
        res.on("data", (chunk: Buffer) => (received += chunk.length));
        resolve({ response: res, done });
      });
      req.on("error", () => {});
    });

    let closed = false;
    const shutdown = closeGracefully(slow, 5_000).then((result) => {
      closed = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(closed).toBe(false);
    await expect(request(slowPort, "/")).rejects.toMatchObject({ code: "ECONNREFUSED" });

    response.resume();
    await done;
    expect(received).toBe(BIG_FILE_SIZE);
    await expect(shutdown).resolves.toEqual({ forced: false });
  });

  test("graceful shutdown is bounded: a client that never reads is cut at the deadline", async () => {
    const stuck = createStaticServer({ root: fixture.root, siteConfig: { docsearchAppId: undefined } });
    const stuckPort = await listen(stuck);
    await new Promise<void>((resolve) => {
      const req = get({ host: "127.0.0.1", port: stuckPort, path: `/${BIG_FILE}`, agent: false }, (res) => {
        res.pause();
        resolve();
      });
      req.on("error", () => {});
    });
    const started = Date.now();
    await expect(closeGracefully(stuck, 300)).resolves.toEqual({ forced: true });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
