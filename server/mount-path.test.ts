// A build made for a base path, served under it: unit rules of the mapping, then real HTTP
// against the fixture build.
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createStaticServer } from "./create-server.ts";
import { mountRequestTarget } from "./mount-path.ts";
import { createPrecompressedFixture, type Fixture } from "../tests/support/built-site-fixture.ts";
import { close, listen, request } from "./test-support/http.ts";

describe("mountRequestTarget", () => {
  test("takes the base off paths inside it, query kept", () => {
    expect(mountRequestTarget("/docs/guide?x=1", "/docs/")).toEqual({ kind: "inside", target: "/guide?x=1" });
    expect(mountRequestTarget("/docs/", "/docs/")).toEqual({ kind: "inside", target: "/" });
    expect(mountRequestTarget("http://example.com/docs/guide", "/docs/")).toEqual({ kind: "inside", target: "/guide" });
  });

  test("sends the base without its slash to the base", () => {
    expect(mountRequestTarget("/docs", "/docs/")).toEqual({ kind: "redirect", location: "/docs/" });
    expect(mountRequestTarget("/docs?q=a b", "/docs/")).toEqual({ kind: "redirect", location: "/docs/?q=a%20b" });
  });

  test("puts everything else outside, look-alikes and escaped spellings included", () => {
    for (const target of ["/", "/guide", "/docsx/guide", "/Docs/guide", "/%64ocs/guide", "/assets/app.js"]) {
      expect(mountRequestTarget(target, "/docs/"), target).toEqual({ kind: "outside" });
    }
  });

  test("changes nothing at the root", () => {
    expect(mountRequestTarget("/guide/../x", "/")).toEqual({ kind: "inside", target: "/guide/../x" });
  });
});

describe("a server for a build under /docs/", () => {
  let fixture: Fixture;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    fixture = await createPrecompressedFixture();
    server = createStaticServer({ root: fixture.root, siteConfig: { docsearchAppId: undefined }, basePath: "/docs/", onError: (e) => { throw e; } });
    port = await listen(server);
  });
  afterAll(async () => {
    await close(server);
    fixture.remove();
  });

  test("serves the build's pages and files under the base", async () => {
    const home = await request(port, "/docs/");
    expect(home.status).toBe(200);
    expect(home.text).toBe(fixture.files["index.html"]);
    expect((await request(port, "/docs/guide")).text).toBe(fixture.files["guide/index.html"]);
    expect((await request(port, "/docs/assets/app-AbCd1234.js")).status).toBe(200);
  });

  test("answers the same files outside the base with the not-found page", async () => {
    for (const path of ["/", "/guide", "/assets/app-AbCd1234.js", "/docsguide"]) {
      const res = await request(port, path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toBe(fixture.files["404.html"]);
    }
  });

  test("keeps clean-URL redirects inside the base, and adds the home page's slash", async () => {
    const cases: [string, string][] = [
      ["/docs/guide/", "/docs/guide"],
      ["/docs/guide.html?x=1", "/docs/guide?x=1"],
      ["/docs/index.html", "/docs/"],
      ["/docs", "/docs/"],
    ];
    for (const [path, location] of cases) {
      const res = await request(port, path);
      expect([res.status, res.headers.location], path).toEqual([308, location]);
    }
  });

  test("an unknown page under the base gets the not-found page", async () => {
    const res = await request(port, "/docs/nope");
    expect(res.status).toBe(404);
    expect(res.text).toBe(fixture.files["404.html"]);
  });
});
