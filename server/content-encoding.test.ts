import { expect, test } from "vitest";
import { pickEncoding } from "./content-encoding.ts";

const both = ["br", "gzip"] as const;

test.each([
  [undefined, both, undefined],
  ["", both, undefined],
  ["gzip, deflate, br, zstd", both, "br"],
  ["gzip, deflate", both, "gzip"],
  ["br", ["gzip"], undefined],
  ["gzip, br", ["gzip"], "gzip"],
  ["br;q=0, gzip", both, "gzip"],
  ["br;q=0.5, gzip;q=0.8", both, "gzip"],
  ["BR", both, "br"],
  ["x-gzip", both, "gzip"],
  ["*", both, "br"],
  ["*;q=0", both, undefined],
  ["identity", both, undefined],
  ["gzip;q=0, br;q=0", both, undefined],
  ["brotli", both, undefined], // not a registered coding name; sirv would have matched it
] as const)("Accept-Encoding %j with %j available picks %j", (header, available, expected) => {
  expect(pickEncoding(header, available)).toBe(expected);
});
