import { describe, expect, it } from "vitest";
import type { RequestRecord } from "./byte-accounting.ts";
import { judgeTlsCache } from "./tls-cache-check.ts";

const BASE = "https://127.0.0.1:4443";

function request(path: string, overrides: Partial<RequestRecord> = {}): RequestRecord {
  return {
    url: BASE + path,
    cdpType: "Script",
    kind: "js",
    beforeLoad: true,
    status: 200,
    encodedBytes: 1_000,
    decodedBytes: 3_000,
    transferBytes: 1_200,
    finished: true,
    failed: null,
    fromCache: false,
    mimeType: "text/javascript",
    contentEncoding: "br",
    protocol: "h2",
    startMs: 0,
    responseMs: 1,
    endMs: 2,
    ...overrides,
  };
}

const first = [request("/getstarted", { cdpType: "Document", kind: "html" }), request("/assets/entry.client-5qM99mSU.js")];

describe("judgeTlsCache", () => {
  it("holds when the document came over h2 and the second tab took the asset from the cache or a 304", () => {
    expect(judgeTlsCache("h2", first, [request("/assets/entry.client-5qM99mSU.js", { fromCache: true })])).toMatchObject({ ok: true, protocol: "h2", secondUse: "cache" });
    expect(judgeTlsCache("h2", first, [request("/assets/entry.client-5qM99mSU.js", { status: 304 })])).toMatchObject({ ok: true, secondUse: "304" });
  });

  it("fails without the cache (a certificate error) or over another protocol, and says why", () => {
    const again = judgeTlsCache("h2", first, [request("/assets/entry.client-5qM99mSU.js")]);
    expect(again).toMatchObject({ ok: false, secondUse: "network" });
    expect(again.detail).toMatch(/fetched again from the network.*no HTTP cache/);
    const http1 = judgeTlsCache("h2", [{ ...first[0]!, protocol: "http/1.1" }, first[1]!], [request("/assets/entry.client-5qM99mSU.js", { fromCache: true })]);
    expect(http1).toMatchObject({ ok: false, detail: "the document came over http/1.1, not h2" });
    expect(judgeTlsCache("h2", [first[0]!], [])).toMatchObject({ ok: false, asset: null });
  });

  it("asks only for h2 on a host that sends no cache headers, and says what the second tab did", () => {
    const again = judgeTlsCache("h2", first, [request("/assets/entry.client-5qM99mSU.js")], false);
    expect(again).toMatchObject({ ok: true, secondUse: "network" });
    expect(again.detail).toMatch(/fetched again by a second tab \(the host sends no cache headers; not checked\)/);
    expect(judgeTlsCache("h2", [{ ...first[0]!, protocol: "http/1.1" }, first[1]!], [], false)).toMatchObject({ ok: false });
  });
});
