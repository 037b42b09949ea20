import { describe, expect, it } from "vitest";
import { classifyResource, docsearchRequests, jsChunks, loadBytes, type RequestRecord } from "./byte-accounting.ts";

const BASE = "http://127.0.0.1:4000";

function request(path: string, overrides: Partial<RequestRecord> = {}): RequestRecord {
  const url = BASE + path;
  return {
    url,
    cdpType: "Script",
    kind: classifyResource(url, null),
    beforeLoad: true,
    status: 200,
    encodedBytes: 0,
    decodedBytes: 0,
    transferBytes: 0,
    finished: true,
    failed: null,
    fromCache: false,
    mimeType: null,
    contentEncoding: null,
    protocol: null,
    startMs: 0,
    responseMs: 1,
    endMs: 2,
    ...overrides,
  };
}

describe("classifyResource", () => {
  it("goes by the MIME type first", () => {
    expect(classifyResource(`${BASE}/getstarted`, "text/html", "Document")).toBe("html");
    expect(classifyResource(`${BASE}/assets/a.js`, "text/javascript")).toBe("js");
    expect(classifyResource(`${BASE}/x`, "application/javascript")).toBe("js");
    expect(classifyResource(`${BASE}/assets/a.css`, "text/css")).toBe("css");
    expect(classifyResource(`${BASE}/features/tree.data`, "text/x-script")).toBe("data");
    expect(classifyResource(`${BASE}/assets/search-index-X.json`, "application/json")).toBe("json");
    expect(classifyResource(`${BASE}/logo.svg`, "image/svg+xml")).toBe("image");
  });

  it("falls back to the extension, then to the CDP type", () => {
    expect(classifyResource(`${BASE}/assets/a-B1.js?v=1`, "")).toBe("js");
    expect(classifyResource(`${BASE}/fonts/inter.woff2`, undefined)).toBe("font");
    expect(classifyResource(`${BASE}/changelog/core`, null, "Document")).toBe("html");
    expect(classifyResource(`${BASE}/favicon`, null, "Other")).toBe("other");
    expect(classifyResource("not a url", null)).toBe("other");
  });
});

describe("loadBytes", () => {
  const requests = [
    request("/getstarted", { kind: "html", encodedBytes: 9_000, decodedBytes: 50_000 }),
    request("/assets/entry.client-A.js", { encodedBytes: 58_000, decodedBytes: 210_000 }),
    request("/assets/root-B.css", { encodedBytes: 2_700, decodedBytes: 9_800 }),
    request("/assets/demo-C.js", { beforeLoad: false, encodedBytes: 10_000, decodedBytes: 40_000 }),
    request("/features/tree.data", { beforeLoad: false, kind: "data", encodedBytes: 1_000, decodedBytes: 3_000 }),
  ];

  it("counts at load only what was sent before the load event", () => {
    const { atLoad } = loadBytes(requests);
    expect(atLoad.js).toEqual({ requests: 1, encoded: 58_000, decoded: 210_000 });
    expect(atLoad.css).toEqual({ requests: 1, encoded: 2_700, decoded: 9_800 });
    expect(atLoad.html.encoded).toBe(9_000);
    expect(atLoad.all).toEqual({ requests: 3, encoded: 69_700, decoded: 269_800 });
  });

  it("counts everything, prefetches included, by network idle", () => {
    const { atIdle } = loadBytes(requests);
    expect(atIdle.js).toEqual({ requests: 2, encoded: 68_000, decoded: 250_000 });
    expect(atIdle.data.requests).toBe(1);
    expect(atIdle.all.requests).toBe(5);
  });
});

describe("docsearchRequests", () => {
  it("finds DocSearch chunks and styles by path, not by host or query", () => {
    const requests = [
      request("/assets/search-modal-B5uvs6Gs.js"),
      request("/assets/docsearch-theme-X.css"),
      request("/assets/search-button-Y.js"),
      request("/assets/search-index-Z.json"),
      request("/getstarted?q=docsearch"),
    ];
    expect(docsearchRequests(requests)).toEqual([`${BASE}/assets/search-modal-B5uvs6Gs.js`, `${BASE}/assets/docsearch-theme-X.css`, `${BASE}/getstarted?q=docsearch`]);
  });
});

describe("jsChunks", () => {
  it("lists each chunk once per phase, biggest compressed first, with the runs it appeared in", () => {
    const run1 = [
      request("/assets/a.js", { encodedBytes: 100, decodedBytes: 300 }),
      request("/assets/b.js", { encodedBytes: 500, decodedBytes: 900 }),
      request("/assets/late.js", { beforeLoad: false, encodedBytes: 50 }),
      request("/assets/a.js", { encodedBytes: 100, decodedBytes: 300 }),
      request("/assets/root.css", { kind: "css", encodedBytes: 9_999 }),
    ];
    const run2 = [request("/assets/b.js", { encodedBytes: 500, decodedBytes: 900 })];
    expect(jsChunks([run1, run2], "atLoad")).toEqual([
      { path: "/assets/b.js", encoded: 500, decoded: 900, seenIn: 2 },
      { path: "/assets/a.js", encoded: 100, decoded: 300, seenIn: 1 },
    ]);
    expect(jsChunks([run1, run2], "afterLoad").map((chunk) => chunk.path)).toEqual(["/assets/late.js"]);
  });
});
