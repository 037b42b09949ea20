import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compilePage } from "../mdx/compile-page.ts";
import { changelogIntro, changelogToMarkdown, parseChangelog } from "./changelog.ts";

const sample = `# @headless-tree/core

## 1.2.0

### Minor Changes

- abc1234: Added a thing
  that spans two lines.
- def5678: Another thing.

### Patch Changes

- 0123abc: Fixed it.

## 1.1.0

## 1.0.0

- 9999999: Initial release.
`;

describe("parseChangelog", () => {
  it("reads the package name, versions, sections and multi-line bullets", () => {
    const log = parseChangelog(sample);
    expect(log.title).toBe("@headless-tree/core");
    expect(log.versions.map((v) => v.version)).toEqual(["1.2.0", "1.1.0", "1.0.0"]);
    expect(log.versions[0]!.sections).toEqual([
      { kind: "Minor Changes", items: ["abc1234: Added a thing that spans two lines.", "def5678: Another thing."] },
      { kind: "Patch Changes", items: ["0123abc: Fixed it."] },
    ]);
    expect(log.versions[1]!.sections).toEqual([]);
    expect(log.versions[2]!.sections).toEqual([{ kind: "Changes", items: ["9999999: Initial release."] }]);
  });

  it("parses the installed packages' real changelogs, newest version first", () => {
    for (const pkg of ["core", "react"]) {
      const log = parseChangelog(readFileSync(`node_modules/@headless-tree/${pkg}/CHANGELOG.md`, "utf8"));
      const installed = JSON.parse(readFileSync(`node_modules/@headless-tree/${pkg}/package.json`, "utf8")).version;
      expect(log.title).toBe(`@headless-tree/${pkg}`);
      expect(log.versions[0]!.version).toBe(installed);
      expect(log.versions.length).toBeGreaterThan(20);
    }
  });
});

describe("changelogToMarkdown", () => {
  it("drops the h1 and links commit hashes", () => {
    const md = changelogToMarkdown(sample);
    expect(md.startsWith("## 1.2.0")).toBe(false);
    expect(md).not.toMatch(/^# /m);
    expect(md).toContain("- [`abc1234`](https://github.com/lukasbach/headless-tree/commit/abc1234): Added a thing");
  });

  it("turns links to the production host into site links the link checker sees (the react 1.7.0 notes link /guides/react-compiler)", async () => {
    const md = changelogToMarkdown(readFileSync("node_modules/@headless-tree/react/CHANGELOG.md", "utf8"));
    expect(md).toContain("https://headless-tree.lukasbach.com/guides/react-compiler");
    const { data } = await compilePage(md, "node_modules/@headless-tree/react/CHANGELOG.md", { format: "md" });
    const hrefs = data.links.map((l) => l.href);
    expect(hrefs).toContain("/guides/react-compiler");
    expect(hrefs.filter((h) => h.includes("lukasbach.com") && !h.includes("/storybook/"))).toEqual([]);
  });
});

describe("changelogIntro", () => {
  it("names the version and links the Known Issues page, a link the link checker sees", async () => {
    const { data } = await compilePage(changelogIntro("1.7.0") + "## 1.7.0\n", "CHANGELOG.md", { format: "md" });
    expect(data.links.map((l) => l.href)).toEqual(["/guides/known-issues"]);
    expect(changelogIntro("1.7.0")).toContain("Known Issues in 1.7.0");
  });
});
