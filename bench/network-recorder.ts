// Records a page's requests from the DevTools protocol's Network domain and tells when the network
// has gone quiet. Times are CDP monotonic timestamps (seconds), the clock of Page.loadEventFired.
import type { CDPSession } from "playwright-core";
import { classifyResource, type RequestRecord } from "./byte-accounting.ts";

interface PendingRecord {
  url: string;
  cdpType: string;
  startedAt: number;
  status: number | null;
  mimeType: string | null;
  headBytes: number;
  transferBytes: number;
  decodedBytes: number;
  finished: boolean;
  failed: string | null;
  respondedAt: number | null;
  endedAt: number | null;
  fromCache: boolean;
}

export const LOOPBACK = /^http:\/\/127\.0\.0\.1(:\d+)?\//;

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
        headBytes: 0,
        transferBytes: 0,
        decodedBytes: 0,
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
      // Up to the response head, this is the bytes of the head itself.
      record.headBytes = event.response.encodedDataLength;
    });
    session.on("Network.requestServedFromCache", (event) => {
      const record = this.byId.get(event.requestId);
      if (record) record.fromCache = true;
    });
    session.on("Network.dataReceived", (event) => {
      const record = this.byId.get(event.requestId);
      if (record) record.decodedBytes += event.dataLength;
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
        encodedBytes: Math.max(0, record.transferBytes - record.headBytes),
        decodedBytes: record.decodedBytes,
        transferBytes: record.transferBytes,
        finished: record.finished,
        failed: record.failed,
        // Cache hits do not always say so (a prefetched .data does not): a body that arrived
        // without a byte of it on the wire came from the cache.
        fromCache: record.fromCache || (record.finished && record.transferBytes <= record.headBytes && record.decodedBytes > 0),
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

export function isExternal(url: string): boolean {
  return /^https?:/.test(url) && !LOOPBACK.test(url);
}
