import { describe, expect, it } from "vitest";
import { mergeDates, outOfOrder } from "./fetch-release-dates.ts";
import { FETCH_RELEASE_DATES_COMMAND, RELEASE_DATES_FILE, compareVersions, readInstalledChangelogs, readReleaseDates, unrecordedVersions } from "./release-dates.ts";

describe(RELEASE_DATES_FILE, () => {
  it("has an entry for every version in the installed changelogs, and a date for the installed one", async () => {
    const [dates, changelogs] = await Promise.all([readReleaseDates(process.cwd()), readInstalledChangelogs(process.cwd())]);
    const unrecorded = unrecordedVersions(dates, changelogs);
    expect(unrecorded, `No release date recorded for ${unrecorded.join(", ")}: run \`${FETCH_RELEASE_DATES_COMMAND}\` and commit ${RELEASE_DATES_FILE}.`).toEqual([]);
    for (const log of changelogs) {
      const installed = dates[log.name]?.[log.installed];
      expect(installed, `${log.name}@${log.installed} has no date: run \`${FETCH_RELEASE_DATES_COMMAND}\`.`).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    }
  });

  it("holds only ISO dates or null", async () => {
    const dates = await readReleaseDates(process.cwd());
    for (const [name, versions] of Object.entries(dates)) {
      for (const [version, date] of Object.entries(versions)) {
        if (date !== null) expect(new Date(date).toISOString(), `${name}@${version}`).toBe(date);
      }
    }
  });
});

describe("unrecordedVersions", () => {
  it("names versions the file does not mention, but not those recorded as unknown (null)", () => {
    const dates = { "@x/core": { "1.1.0": "2026-01-02T00:00:00.000Z", "1.0.0": null } };
    expect(unrecordedVersions(dates, [{ name: "@x/core", versions: ["1.2.0", "1.1.0", "1.0.0"] }])).toEqual(["@x/core@1.2.0"]);
    expect(unrecordedVersions({}, [{ name: "@x/react", versions: ["1.0.0"] }])).toEqual(["@x/react@1.0.0"]);
  });
});

describe("mergeDates", () => {
  it("takes the registry's time, keeps an earlier recorded date, and marks the rest null", () => {
    const merged = mergeDates(["1.2.0", "1.1.0", "1.0.0"], { "1.2.0": "2026-03-01T10:00:00.000+00:00", created: "x" }, { "1.1.0": "2026-02-01T00:00:00.000Z" });
    expect(merged).toEqual({ "1.2.0": "2026-03-01T10:00:00.000Z", "1.1.0": "2026-02-01T00:00:00.000Z", "1.0.0": null });
    expect(Object.keys(merged)).toEqual(["1.2.0", "1.1.0", "1.0.0"]);
  });

  it("flags versions dated after a higher version", () => {
    expect(outOfOrder({ "1.2.0": "2026-03-01T00:00:00.000Z", "1.1.0": "2026-04-01T00:00:00.000Z", "1.0.0": "2026-01-01T00:00:00.000Z", "0.9.0": null })).toEqual(["1.1.0"]);
  });
});

describe("compareVersions", () => {
  it("compares numerically, part by part", () => {
    expect(["1.9.2", "1.10.0", "0.0.15", "1.2.0"].sort(compareVersions)).toEqual(["0.0.15", "1.2.0", "1.9.2", "1.10.0"]);
  });
});
