import { expect, test } from "vitest";
import { parseByteRange } from "./byte-range.ts";

test.each([
  [undefined, { kind: "full" }],
  ["bytes=0-4", { kind: "partial", start: 0, end: 4 }],
  ["bytes=0-0", { kind: "partial", start: 0, end: 0 }],
  ["bytes=5-", { kind: "partial", start: 5, end: 99 }],
  ["bytes=-5", { kind: "partial", start: 95, end: 99 }],
  ["bytes=-500", { kind: "partial", start: 0, end: 99 }],
  ["bytes=90-500", { kind: "partial", start: 90, end: 99 }],
  ["bytes=0-18446744073709551615", { kind: "partial", start: 0, end: 99 }],
  ["BYTES = 1 - 2", { kind: "partial", start: 1, end: 2 }],
  ["bytes=100-", { kind: "unsatisfiable" }],
  ["bytes=100-200", { kind: "unsatisfiable" }],
  ["bytes=-0", { kind: "unsatisfiable" }],
  // Invalid or unsupported: ignored, the whole file is sent (RFC 9110 allows ignoring Range).
  ["bytes=5-2", { kind: "full" }],
  ["bytes=0-1,4-5", { kind: "full" }],
  ["bytes=-", { kind: "full" }],
  ["items=0-5", { kind: "full" }],
  ["bytes=a-b", { kind: "full" }],
  ["bytes=1.5-2", { kind: "full" }],
] as const)("%j of 100 bytes", (header, expected) => {
  expect(parseByteRange(header, 100)).toEqual(expected);
});

test("an empty file has no satisfiable range", () => {
  expect(parseByteRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
  expect(parseByteRange("bytes=-1", 0)).toEqual({ kind: "unsatisfiable" });
});
