import { describe, expect, it } from "vitest";
import { cumulativeLayoutShift, totalBlockingTime } from "./web-vitals.ts";

const shift = (start: number, value: number, hadRecentInput = false) => ({ start, value, hadRecentInput });

describe("cumulativeLayoutShift", () => {
  it("is 0 without shifts", () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it("sums shifts less than 1 s apart into one session window", () => {
    expect(cumulativeLayoutShift([shift(100, 0.05), shift(900, 0.05), shift(1800, 0.02)])).toBeCloseTo(0.12);
  });

  it("reports the worst window, not the sum of all shifts, once a gap of 1 s or more splits them", () => {
    expect(cumulativeLayoutShift([shift(100, 0.05), shift(1200, 0.1), shift(1300, 0.01)])).toBeCloseTo(0.11);
  });

  it("caps a window at 5 s even when shifts keep coming", () => {
    const steady = Array.from({ length: 12 }, (_, i) => shift(i * 800, 0.01));
    // 0, 800, …, 4800 fall in the first window (7 shifts); 5600 starts the next one.
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.07);
  });

  it("leaves out shifts that follow user input, and accepts entries out of order", () => {
    expect(cumulativeLayoutShift([shift(500, 0.03), shift(100, 0.3, true), shift(200, 0.02)])).toBeCloseTo(0.05);
  });
});

describe("totalBlockingTime", () => {
  it("sums what each long task has beyond 50 ms", () => {
    expect(totalBlockingTime([{ start: 1000, duration: 120 }, { start: 2000, duration: 60 }], 500, 10_000)).toBe(80);
  });

  it("ignores tasks of 50 ms or less", () => {
    expect(totalBlockingTime([{ start: 1000, duration: 50 }], 0, 10_000)).toBe(0);
  });

  it("clips a task at first contentful paint before taking the 50 ms off", () => {
    // [0, 150] clipped at FCP 50 → [50, 150] → 100 ms long → 50 ms blocking.
    expect(totalBlockingTime([{ start: 0, duration: 150 }], 50, 10_000)).toBe(50);
    expect(totalBlockingTime([{ start: 0, duration: 90 }], 50, 10_000)).toBe(0);
  });

  it("counts nothing after the end of the observation", () => {
    expect(totalBlockingTime([{ start: 900, duration: 200 }, { start: 5000, duration: 300 }], 0, 1000)).toBe(50);
  });
});
