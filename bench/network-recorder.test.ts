import { describe, expect, it } from "vitest";
import { arrivedWithoutWire, bodyBytesOnWire } from "./network-recorder.ts";

// Figures as Chromium 156 reported them for the bench's hosts (node over HTTP/1.1, nginx over h2),
// with and without the latency emulation.
const wire = { status: 200, contentLength: null, dataEncodedBytes: 0 };

describe("bodyBytesOnWire", () => {
  it("is the transfer minus the head over HTTP/1.1, as before", () => {
    expect(bodyBytesOnWire({ ...wire, protocol: "http/1.1", transferBytes: 3_231, headBytes: 777, contentLength: 2_454, dataEncodedBytes: 2_454 })).toBe(2_454);
    expect(bodyBytesOnWire({ ...wire, protocol: null, transferBytes: 0, headBytes: 0 })).toBe(0);
  });

  it("does not trust the head over h2, where it can be the whole response", () => {
    // Stock nginx, .data under emulation: head = transfer = 12223, Content-Length 12077.
    expect(bodyBytesOnWire({ ...wire, protocol: "h2", transferBytes: 12_223, headBytes: 12_223, contentLength: 12_077 })).toBe(12_077);
    // Gzipped on the fly (no Content-Length), without emulation: the data events say it.
    expect(bodyBytesOnWire({ ...wire, protocol: "h2", transferBytes: 487, headBytes: 123, dataEncodedBytes: 364 })).toBe(364);
    expect(bodyBytesOnWire({ ...wire, protocol: "h2", transferBytes: 487, headBytes: 123 })).toBe(364);
    // …under emulation, nothing separates the header block: the whole transfer, an upper bound.
    expect(bodyBytesOnWire({ ...wire, protocol: "h2", transferBytes: 487, headBytes: 487 })).toBe(487);
    expect(bodyBytesOnWire({ ...wire, protocol: "h2", status: 304, transferBytes: 90, headBytes: 90 })).toBe(0);
    expect(bodyBytesOnWire({ ...wire, protocol: "h2", transferBytes: 0, headBytes: 0, contentLength: 12_077 })).toBe(0);
  });
});

describe("arrivedWithoutWire", () => {
  const finished = { finished: true, decodedBytes: 12_077 };
  it("takes a body with nothing of it on the wire for a cache hit", () => {
    expect(arrivedWithoutWire({ ...finished, protocol: "http/1.1", transferBytes: 777, headBytes: 777 })).toBe(true);
    expect(arrivedWithoutWire({ ...finished, protocol: "http/1.1", transferBytes: 3_231, headBytes: 777 })).toBe(false);
    expect(arrivedWithoutWire({ ...finished, protocol: "h2", transferBytes: 0, headBytes: 0 })).toBe(true);
  });

  it("does not take an h2 response whose head figure covers it all for a cache hit", () => {
    expect(arrivedWithoutWire({ ...finished, protocol: "h2", transferBytes: 12_223, headBytes: 12_223 })).toBe(false);
    expect(arrivedWithoutWire({ ...finished, decodedBytes: 0, protocol: "http/1.1", transferBytes: 0, headBytes: 0 })).toBe(false);
  });
});
