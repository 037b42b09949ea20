import { describe, expect, it } from "vitest";
import { isDismissed } from "./announcement.ts";

describe("isDismissed", () => {
  it("is dismissed only for the announcement that was dismissed", () => {
    expect(isDismissed("true", "a", "a")).toBe(true);
    expect(isDismissed("true", "a", "b")).toBe(false);
    expect(isDismissed("false", "a", "a")).toBe(false);
    expect(isDismissed(null, null, "a")).toBe(false);
  });
});
