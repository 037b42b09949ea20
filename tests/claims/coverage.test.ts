import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { claimCoverage } from "./coverage.ts";

const ROOT = join(import.meta.dirname, "../..");

describe("claims:coverage", () => {
  it("counts every claim() call: each is written with two string literals the count can read", () => {
    for (const folder of ["tests/claims", "tests/claims-chromium"]) {
      for (const entry of readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })) {
        if (!/\.test\.tsx?$/.test(entry) || entry === "coverage.test.ts") continue;
        const source = readFileSync(join(ROOT, folder, entry), "utf8");
        const calls = source.match(/\bclaim\(/g)?.length ?? 0;
        const readable = source.match(/\bclaim\(\s*"[^"]+",\s*"(?:[^"\\]|\\.)*"/g)?.length ?? 0;
        expect(readable, `${folder}/${entry}: a claim() the count cannot read`).toBe(calls);
      }
    }
  });

  it("lists every page, with the sentences its tests back", () => {
    const rows = claimCoverage();
    expect(rows.map((r) => r.route)).toContain("/dnd/behavior");
    for (const row of rows) expect(row.sentences).toBeLessThanOrEqual(row.unit + row.chromium);
  });
});
