import { describe, expect, it } from "vitest";
import { maximum, median, medianOf, percentile } from "./stats.ts";

describe("median", () => {
  it("takes the middle value of an odd count, whatever the input order", () => {
    expect(median([900, 100, 300, 200, 5000])).toBe(300);
  });

  it("averages the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("ignores NaN and infinities, and has no median for no values", () => {
    expect(median([Number.NaN, 7, Number.POSITIVE_INFINITY])).toBe(7);
    expect(median([])).toBeNull();
  });

  it("does not reorder the caller's array", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("medianOf and maximum", () => {
  it("skips runs where the figure is missing", () => {
    const runs = [{ lcp: 1200 }, { lcp: null }, { lcp: 1000 }, { lcp: 1100 }];
    expect(medianOf(runs, (run) => run.lcp)).toBe(1100);
    expect(medianOf([{ lcp: null }], (run) => run.lcp)).toBeNull();
  });

  it("maximum ignores non-finite values", () => {
    expect(maximum([0.01, Number.NaN, 0.2])).toBe(0.2);
    expect(maximum([])).toBeNull();
  });
});

describe("percentile", () => {
  it("takes the nearest rank, whatever the input order, and ignores non-finite values", () => {
    const values = [50, 10, 40, 20, 30, 60, 70, 80, 100, 90];
    expect(percentile(values, 90)).toBe(90);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([5, Number.NaN], 90)).toBe(5);
    expect(percentile([], 90)).toBeNull();
  });
});
