// Records a page's requests from the DevTools protocol's Network domain and tells when the network
// has gone quiet. Times are CDP monotonic timestamps (seconds), the clock of Page.loadEventFired.
import type { CDPSession } from "playwright-core";
import { classifyResource, type RequestRecord } from "./byte-accounting.ts";

export interface PendingRecord {
  url: string;
  cdpType: string;
  startedAt: number;
  status: number | null;
  mimeType: string | null;
  contentEncoding: string | null;
  protocol: string | null;
  headBytes: number;
  transferBytes: number;
  decodedBytes: number;
  /** Sum of dataReceived.encodedDataLength (often 0 over h2 and under emulation). */
  dataEncodedBytes: number;
  contentLength: number | null;
  finished: boolean;
  failed: string | null;
  respondedAt: number | null;
  endedAt: number | null;
  fromCache: boolean;
}

export const LOOPBACK = /^https?:\/\/127\.0\.0\.1(:\d+)?\//;

export class NetworkRecorder {
  private readonly byId = new Map<string, PendingRecord>();
  private inFlight = new Set<string>();
  private lastChange = Date.now();
  private loadTimestamp: number | null = null;
  /** When the first document request started: time zero of startMs/responseMs/endMs. */
  private documentStart: number | null = null;

  constructor(session: CDPSession) {
    session.on("Network.requestWillBeSent", (event) => {
      const existing = this.byId.get(event.requestId);
      // A redirect reuses the request id: the same request, now at a new URL.
      if (existing && event.redirectResponse) {
        existing.url = event.request.url;
        return;
      }
      this.byId.set(event.requestId, {
        url: event.request.url,
        cdpType: event.type ?? "Other",
        startedAt: event.timestamp,
        status: null,
        mimeType: null,
        contentEncoding: null,
        protocol: null,
        headBytes: 0,
        transferBytes: 0,
        decodedBytes: 0,
        dataEncodedBytes: 0,
        contentLength: null,
        finished: false,
        failed: null,
        respondedAt: null,
        endedAt: null,
        fromCache: false,
      });
      if (event.type === "Document") this.documentStart ??= event.timestamp;
      this.touch(event.requestId, true);
    });
    session.on("Network.responseReceived", (event) => {
      const record = this.byId.get(event.requestId);
      if (!record) return;
      record.status = event.response.status;
      record.respondedAt = event.timestamp;
      if (event.response.fromDiskCache || event.response.fromPrefetchCache) record.fromCache = true;
      record.mimeType = event.response.mimeType;
      record.protocol = event.response.protocol ?? null;
      // Header names are lower case over h2, as sent over HTTP/1.1.
      const header = (wanted: string) => Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === wanted)?.[1];
      const encoding = header("content-encoding");
      record.contentEncoding = encoding === undefined ? null : String(encoding);
      const length = Number(header("content-length") ?? Number.NaN);
      record.contentLength = Number.isInteger(length) && length >= 0 ? length : null;
      // Up to the response head, this is the bytes of the head itself.
      record.headBytes = event.response.encodedDataLength;
    });
    session.on("Network.requestServedFromCache", (event) => {
      const record = this.byId.get(event.requestId);
      if (record) record.fromCache = true;
    });
    session.on("Network.dataReceived", (event) => {
      const record = this.byId.get(event.requestId);
      if (!record) return;
      record.decodedBytes += event.dataLength;
      record.dataEncodedBytes += event.encodedDataLength;
    });
    session.on("Network.loadingFinished", (event) => {
      const record = this.byId.get(event.requestId);
      if (!record) return;
      record.transferBytes = event.encodedDataLength;
      record.finished = true;
      record.endedAt = event.timestamp;
      this.touch(event.requestId, false);
    });
    session.on("Network.loadingFailed", (event) => {
      const record = this.byId.get(event.requestId);
      if (!record) return;
      record.failed = event.blockedReason ? `${event.errorText} (${event.blockedReason})` : event.errorText;
      record.endedAt = event.timestamp;
      this.touch(event.requestId, false);
    });
    session.on("Page.loadEventFired", (event) => {
      this.loadTimestamp ??= event.timestamp;
    });
  }

  private touch(requestId: string, started: boolean): void {
    if (started) this.inFlight.add(requestId);
    else this.inFlight.delete(requestId);
    this.lastChange = Date.now();
  }

  get loadFired(): boolean {
    return this.loadTimestamp !== null;
  }

  /** Everything recorded so far (http and https only). */
  records(): RequestRecord[] {
    return this.recordsSince(0);
  }

  /** A position in the record list; `recordsSince` returns what was sent after it. */
  mark(): number {
    return this.byId.size;
  }

  recordsSince(mark: number): RequestRecord[] {
    const zero = this.documentStart ?? 0;
    const ms = (timestamp: number | null) => (timestamp === null ? null : Math.round((timestamp - zero) * 10_000) / 10);
    return [...this.byId.values()]
      .slice(mark)
      .filter((record) => /^https?:/.test(record.url))
      .map((record) => ({
        url: record.url,
        cdpType: record.cdpType,
        kind: classifyResource(record.url, record.mimeType, record.cdpType),
        beforeLoad: this.loadTimestamp !== null && record.startedAt <= this.loadTimestamp,
        status: record.status,
        encodedBytes: bodyBytesOnWire(record),
        decodedBytes: record.decodedBytes,
        transferBytes: record.transferBytes,
        finished: record.finished,
        failed: record.failed,
        fromCache: record.fromCache || arrivedWithoutWire(record),
        mimeType: record.mimeType,
        contentEncoding: record.contentEncoding,
        protocol: record.protocol,
        startMs: ms(record.startedAt)!,
        responseMs: ms(record.respondedAt),
        endMs: ms(record.endedAt),
      }));
  }

  /** A CDP timestamp (seconds) on the scale of the records' startMs/endMs; null before the document. */
  msSinceDocumentStart(timestamp: number): number | null {
    return this.documentStart === null ? null : (timestamp - this.documentStart) * 1000;
  }

  pendingUrls(): string[] {
    return [...this.inFlight].map((id) => this.byId.get(id)?.url ?? id);
  }

  /**
   * Resolves once no request has been in flight for `quietMs` (Playwright's "networkidle" uses
   * 500 ms), or after `timeoutMs` with idle false. Never rejects.
   */
  async waitForIdle(quietMs: number, timeoutMs: number): Promise<{ idle: boolean; waitedMs: number }> {
    const start = Date.now();
    for (;;) {
      const now = Date.now();
      if (this.inFlight.size === 0 && now - this.lastChange >= quietMs) return { idle: true, waitedMs: now - start };
      if (now - start >= timeoutMs) return { idle: false, waitedMs: now - start };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const isHttp1 = (protocol: string | null) => protocol === null || /^http\/1/i.test(protocol);

/**
 * Cache hits do not always say so (a prefetched .data does not): a body that arrived without a
 * byte of it on the wire came from the cache. Over HTTP/1.1 the response head's size is known
 * (responseReceived's encodedDataLength), so "no more than the head" is nothing of the body. Over
 * h2 that figure is whatever had arrived when the response was dispatched, often the whole
 * response, so only a transfer of 0 bytes tells a cache hit.
 */
export function arrivedWithoutWire(record: Pick<PendingRecord, "finished" | "transferBytes" | "headBytes" | "decodedBytes" | "protocol">): boolean {
  if (!record.finished || record.decodedBytes === 0) return false;
  return isHttp1(record.protocol) ? record.transferBytes <= record.headBytes : record.transferBytes === 0;
}

/**
 * The body's bytes on the wire (compressed as sent), without the response head. HTTP/1.1: the
 * whole transfer minus the head. h2 (see above: the head's figure is unreliable, and HPACK-packed
 * headers have no size of their own in CDP): nothing for a 304; Content-Length when the server
 * sent one (nginx does for every file it sends as is, precompressed or not); else the encoded
 * bytes of the data events; else the transfer minus the head when that is positive; else the
 * whole transfer: a response compressed on the fly, under emulation, then counts its header block
 * too (some tens of bytes).
 */
export function bodyBytesOnWire(
  record: Pick<PendingRecord, "status" | "transferBytes" | "headBytes" | "protocol" | "contentLength" | "dataEncodedBytes">,
): number {
  if (isHttp1(record.protocol)) return Math.max(0, record.transferBytes - record.headBytes);
  if (record.transferBytes === 0 || record.status === 304) return 0;
  if (record.contentLength !== null) return Math.min(record.contentLength, record.transferBytes);
  if (record.dataEncodedBytes > 0) return Math.min(record.dataEncodedBytes, record.transferBytes);
  return record.headBytes < record.transferBytes ? record.transferBytes - record.headBytes : record.transferBytes;
}

export function isExternal(url: string): boolean {
  return /^https?:/.test(url) && !LOOPBACK.test(url);
}
