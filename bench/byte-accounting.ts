// Byte accounting over the requests of one page load, as recorded from the DevTools protocol's
// Network domain. "Encoded" is the body as it crossed the wire (brotli/gzip when the server sent a
// compressed sibling), "decoded" the body after decompression; response headers are kept apart in
// `transferBytes` so that the budgets measure code, not our security headers.

export type ResourceKind = "html" | "js" | "css" | "data" | "json" | "font" | "image" | "other";

export interface RequestRecord {
  url: string;
  /** CDP resource type: Document, Script, Stylesheet, Fetch, Other… */
  cdpType: string;
  kind: ResourceKind;
  /** Sent before the load event fired. */
  beforeLoad: boolean;
  status: number | null;
  /** Body bytes on the wire (loadingFinished.encodedDataLength minus the response head). */
  encodedBytes: number;
  /** Body bytes after content decoding (sum of Network.dataReceived.dataLength). */
  decodedBytes: number;
  /** Everything received, response head included (loadingFinished.encodedDataLength). */
  transferBytes: number;
  finished: boolean;
  failed: string | null;
  /** Answered from the browser's cache (a prefetch, for instance), not the network. */
  fromCache: boolean;
  /** The response's MIME type and Content-Encoding as sent, and the protocol (CDP: "http/1.1", "h2"). */
  mimeType: string | null;
  contentEncoding: string | null;
  protocol: string | null;
  /** ms from the start of the page's document request (CDP clock, so throttling is included). */
  startMs: number;
  responseMs: number | null;
  endMs: number | null;
}

const KIND_BY_EXTENSION: Record<string, ResourceKind> = {
  html: "html",
  js: "js",
  mjs: "js",
  css: "css",
  data: "data",
  json: "json",
  woff: "font",
  woff2: "font",
  ttf: "font",
  otf: "font",
  svg: "image",
  png: "image",
  jpg: "image",
  jpeg: "image",
  gif: "image",
  webp: "image",
  avif: "image",
  ico: "image",
};

/** The kind of a resource, from its MIME type when the response had one, else from its URL. */
export function classifyResource(url: string, mimeType: string | null | undefined, cdpType = ""): ResourceKind {
  const mime = (mimeType ?? "").toLowerCase();
  if (mime === "text/html") return "html";
  if (mime.includes("javascript") || mime === "text/ecmascript") return "js";
  if (mime === "text/css") return "css";
  // React Router's single-fetch turbo-stream payloads (`/x.data`).
  if (mime === "text/x-script") return "data";
  if (mime === "application/json" || mime.endsWith("+json")) return "json";
  if (mime.startsWith("font/") || mime.includes("font")) return "font";
  if (mime.startsWith("image/")) return "image";
  let pathname = "";
  try {
    pathname = new URL(url).pathname;
  } catch {
    return "other";
  }
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  if (extension && KIND_BY_EXTENSION[extension]) return KIND_BY_EXTENSION[extension];
  if (cdpType === "Document") return "html";
  return "other";
}

export interface ByteTotals {
  requests: number;
  encoded: number;
  decoded: number;
}

export type KindTotals = Record<ResourceKind | "all", ByteTotals>;

const KINDS: readonly (ResourceKind | "all")[] = ["html", "js", "css", "data", "json", "font", "image", "other", "all"];

/**
 * Totals per resource kind over a set of requests. A request counts once it was sent (its bytes
 * as far as they arrived — a load that is cut short still shows what it cost). Requests that
 * never reached a server (blocked, data: URLs) count as requests with no bytes.
 */
export function totalsByKind(requests: readonly RequestRecord[]): KindTotals {
  const totals = Object.fromEntries(KINDS.map((kind) => [kind, { requests: 0, encoded: 0, decoded: 0 }])) as KindTotals;
  for (const request of requests) {
    for (const bucket of [totals[request.kind], totals.all]) {
      bucket.requests += 1;
      bucket.encoded += request.encodedBytes;
      bucket.decoded += request.decodedBytes;
    }
  }
  return totals;
}

export interface LoadBytes {
  /** Requests sent before the load event. */
  atLoad: KindTotals;
  /** Every request until the network went idle (prefetches included). */
  atIdle: KindTotals;
}

export function loadBytes(requests: readonly RequestRecord[]): LoadBytes {
  return { atLoad: totalsByKind(requests.filter((request) => request.beforeLoad)), atIdle: totalsByKind(requests) };
}

/** Requests for DocSearch code or styles, which must wait for search intent. */
export function docsearchRequests(requests: readonly RequestRecord[]): string[] {
  return requests.map((request) => request.url).filter((url) => /docsearch|search-modal/i.test(pathOf(url)));
}

export function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

export interface ChunkSize {
  path: string;
  encoded: number;
  decoded: number;
  /** In how many of the runs the chunk was requested in this phase. */
  seenIn: number;
}

/**
 * The JavaScript files of a page, biggest compressed first, over several runs of the same page:
 * a chunk's size is the same each run, but whether it was requested before the load event may
 * vary with timing, hence `seenIn`.
 */
export function jsChunks(runs: readonly (readonly RequestRecord[])[], phase: "atLoad" | "afterLoad"): ChunkSize[] {
  const chunks = new Map<string, ChunkSize>();
  for (const requests of runs) {
    const seen = new Set<string>();
    for (const request of requests) {
      if (request.kind !== "js" || request.beforeLoad !== (phase === "atLoad")) continue;
      const path = pathOf(request.url);
      if (seen.has(path)) continue;
      seen.add(path);
      const chunk = chunks.get(path) ?? { path, encoded: 0, decoded: 0, seenIn: 0 };
      chunk.encoded = Math.max(chunk.encoded, request.encodedBytes);
      chunk.decoded = Math.max(chunk.decoded, request.decodedBytes);
      chunk.seenIn += 1;
      chunks.set(path, chunk);
    }
  }
  return [...chunks.values()].sort((a, b) => b.encoded - a.encoded || a.path.localeCompare(b.path));
}
