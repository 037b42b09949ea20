import { describe, expect, it } from "vitest";
import { collapseDurationMs } from "./collapse-duration.ts";

describe("collapseDurationMs", () => {
  it("grows with the content height", () => {
    const durations = [0, 50, 200, 800, 2000].map((h) => collapseDurationMs(h, false));
    for (let i = 1; i < durations.length; i++) expect(durations[i]).toBeGreaterThan(durations[i - 1]!);
    expect(durations[0]).toBeGreaterThanOrEqual(100);
  });

  it("is capped for very tall content", () => {
    expect(collapseDurationMs(1_000_000, false)).toBeLessThanOrEqual(600);
  });

  it("is 1 ms under reduced motion, whatever the height", () => {
    expect(collapseDurationMs(0, true)).toBe(1);
    expect(collapseDurationMs(5000, true)).toBe(1);
  });
});
