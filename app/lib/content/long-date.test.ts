import { expect, it } from "vitest";
import { longDate } from "./long-date";

it("prints a date as Intl's long English format in UTC does", () => {
  const intl = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });
  const dates = ["2024-02-29", "2026-11-26T23:59:59Z", "2026-01-01T00:00:00+02:00", "1999-12-31", ...Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, "0")}-15`)];
  for (const iso of dates) expect(longDate(iso), iso).toBe(intl.format(new Date(iso)));
  expect(longDate("2026-11-26")).toBe("November 26, 2026");
});
