import { describe, expect, it } from "vitest";
import { prefetchAllowed } from "./prefetch-policy.ts";

describe("prefetchAllowed", () => {
  it("prefetches when the connection is unknown or fast", () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "3g" })).toBe(true);
  });

  it("does not prefetch on 2g or with data saver on", () => {
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "4g", saveData: true })).toBe(false);
  });
});
