// The site's protection without `npm start`: every page carries its CSP in a <meta>, and Debian's
// nginx, configured with the file the build generated, answers like `npm start` does.
import { request } from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, useBrowser } from "./support/browser";
import { startNginx, type RunningNginx } from "./support/nginx";

const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? "build/client");
const SITE = "https://headless-tree.lukasbach.com";
const routes = [...readFileSync(path.join(clientDir, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!.slice(SITE.length) || "/");

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET (no automatic decompression or redirects), with the Accept-Encoding given. */
function get(origin: string, target: string, acceptEncoding = "gzip"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${target}`, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

// What a host must send alike. ETag spelling, Date, Server and Content-Length are the server's own.
const COMPARED = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "content-type",
  "cache-control",
  "content-encoding",
  "vary",
  "location",
];
function comparable(answer: Answer) {
  return {
    status: answer.status,
    ...Object.fromEntries(COMPARED.map((name) => [name, answer.headers[name]])),
    hasEtag: answer.headers.etag !== undefined,
    hasLastModified: answer.headers["last-modified"] !== undefined,
  };
}

const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1]?.replace(/&#x27;|&#39;/g, "'");
const withoutFrameAncestors = (policy: string) =>
  policy
    .split(";")
    .map((d) => d.trim())
    .filter((d) => d && !d.startsWith("frame-ancestors"))
    .join("; ");

describe("the CSP <meta>", () => {
  it("every page and the 404 page carry the header policy minus frame-ancestors, before any script", async () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const route of [...routes, "/no-such-page"]) {
      const answer = await get(baseUrl(), route, "identity");
      const html = answer.body.toString("utf8");
      const header = String(answer.headers["content-security-policy"]);
      expect(header, route).toContain("frame-ancestors 'none'");
      expect(metaPolicy(html), route).toBe(withoutFrameAncestors(header));
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head.indexOf('http-equiv="Content-Security-Policy"'), route).toBeLessThan(head.indexOf("<script"));
    }
  });
});

describe("nginx with the generated config", () => {
  let nginx: RunningNginx;
  beforeAll(async () => {
    nginx = await startNginx(clientDir);
  });
  afterAll(() => nginx?.stop());

  it("answers every route of the sitemap with 200 and the page's HTML", async () => {
    for (const route of routes) {
      const answer = await get(nginx.baseUrl, route, "identity");
      expect(answer.status, route).toBe(200);
      const file = route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
      expect(answer.body.equals(readFileSync(path.join(clientDir, file))), route).toBe(true);
    }
  });

  it("answers an unknown path, /404 and a dotfile with the 404 page and status 404", async () => {
    const notFoundPage = readFileSync(path.join(clientDir, "404.html"));
    for (const target of ["/no-such-page", "/features/no-such-feature", "/404", "/.csp.json"]) {
      const answer = await get(nginx.baseUrl, target, "identity");
      expect(answer.status, target).toBe(404);
      expect(answer.body.equals(notFoundPage), target).toBe(true);
    }
  });

  it("normalises .html, /index.html and trailing slashes with the same 308 as npm start", async () => {
    for (const target of ["/getstarted.html", "/getstarted/index.html", "/getstarted/", "/index.html", "/features/dnd.html?x=1&y", "/404.html"]) {
      const [fromNginx, fromNpmStart] = await Promise.all([get(nginx.baseUrl, target), get(baseUrl(), target)]);
      expect(fromNginx.status, target).toBe(308);
      // Only the type of the tiny body differs (nginx writes an HTML note, npm start plain text).
      expect(comparable(fromNginx), target).toEqual({ ...comparable(fromNpmStart), "content-type": fromNginx.headers["content-type"] });
    }
  });

  it("sends the headers npm start sends, for a page, an asset, a .data file and the 404 page", async () => {
    const asset = `/assets/${readFileSync(path.join(clientDir, "index.html"), "utf8").match(/\/assets\/(root-[^"]+\.js)/)![1]}`;
    for (const target of ["/getstarted", "/", asset, "/getstarted.data", "/no-such-page", "/favicon.svg", "/demo-sandbox/frame"]) {
      for (const encoding of ["gzip", "identity"]) {
        const [fromNginx, fromNpmStart] = await Promise.all([get(nginx.baseUrl, target, encoding), get(baseUrl(), target, encoding)]);
        expect(comparable(fromNginx), `${target} (${encoding})`).toEqual(comparable(fromNpmStart));
      }
    }
    // The demo editor's sandbox frame: a policy of its own, framed by the site only.
    const frame = await get(nginx.baseUrl, "/demo-sandbox/frame", "identity");
    expect(String(frame.headers["content-security-policy"])).toMatch(/script-src 'self' 'unsafe-eval'.*frame-ancestors 'self'; sandbox allow-scripts$/);
    expect(frame.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  describe("in Chromium", () => {
    const browser = useBrowser();
    it.each(["/", "/features/dnd", "/api/core/interface/TreeInstance", "/search?q=drag"])("%s loads with no console error (CSP violations are errors)", async (route) => {
      // openDemoPage fails unless every demo on the page hydrates, i.e. React's scripts ran.
      const { problems } = await browser.openDemoPage(route, { baseURL: nginx.baseUrl });
      expect(problems).toEqual([]);
    });
  });
});
