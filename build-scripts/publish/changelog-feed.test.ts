import { describe, expect, it } from "vitest";
import { changelogReleases, escapeXml, feedEntries, renderAtomFeed, type FeedPackage } from "./changelog-feed.ts";

const core = `# @headless-tree/core

## 1.10.0

### Minor Changes

- abc1234: Added \`<Tree>\` things & more.

### Patch Changes

- def5678: Fixed \`getItems()\`.

## 1.9.0

## 1.1.0

### Patch Changes

- 0123abc: A fix.
`;

const react = `# @headless-tree/react

## 1.10.0

### Patch Changes

- Updated dependencies [abc1234]
`;

const packages: FeedPackage[] = [
  { pkg: "core", name: "@headless-tree/core", releases: changelogReleases(core), dates: { "1.10.0": "2026-03-02T00:00:00.000Z", "1.9.0": "2026-02-01T00:00:00.000Z", "1.1.0": null } },
  { pkg: "react", name: "@headless-tree/react", releases: changelogReleases(react), dates: { "1.10.0": "2026-03-02T01:00:00.000Z" } },
];

describe("changelogReleases", () => {
  it("splits a changelog into versions with the page's heading ids and HTML notes", () => {
    const releases = changelogReleases(core);
    expect(releases.map((r) => [r.version, r.anchor])).toEqual([
      ["1.10.0", "1100"],
      ["1.9.0", "190"],
      ["1.1.0", "110"],
    ]);
    expect(releases[0]!.html).toContain("<h3>Minor Changes</h3>");
    expect(releases[0]!.html).toContain('<li><a href="https://github.com/lukasbach/headless-tree/commit/abc1234"><code>abc1234</code></a>: Added ');
    expect(releases[0]!.html).toContain("<code>getItems()</code>");
    expect(releases[1]!.html).toBe("<p>No changes were recorded for this version.</p>");
  });

  it("counts repeated heading texts like the page does", () => {
    const releases = changelogReleases("# x\n\n## Patch Changes\n\n## 1.0.0\n\n### Patch Changes\n\n## Patch Changes\n");
    expect(releases.map((r) => r.anchor)).toEqual(["patch-changes", "100", "patch-changes-2"]);
  });
});

describe("feedEntries", () => {
  it("lists dated versions only, newest version first, packages in order, with stable ids and page links", () => {
    const entries = feedEntries(packages);
    expect(entries.map((e) => e.title)).toEqual(["@headless-tree/core 1.10.0", "@headless-tree/react 1.10.0", "@headless-tree/core 1.9.0"]);
    expect(entries[0]).toMatchObject({
      id: "tag:headless-tree.lukasbach.com,2024:changelog:@headless-tree/core@1.10.0",
      url: "https://headless-tree.lukasbach.com/changelog/core#1100",
      updated: "2026-03-02T00:00:00.000Z",
    });
    expect(entries[1]!.url).toBe("https://headless-tree.lukasbach.com/changelog/react#1100");
  });
});

describe("renderAtomFeed", () => {
  const xml = renderAtomFeed(feedEntries(packages), ["@headless-tree/core", "@headless-tree/react"]);

  it("is an Atom feed whose updated date is the newest entry's", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">')).toBe(true);
    expect(xml).toContain("<updated>2026-03-02T01:00:00.000Z</updated>\n  <author>");
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://headless-tree.lukasbach.com/changelog/feed.xml"/>');
    expect(xml.match(/<entry>/g)).toHaveLength(3);
  });

  it("escapes the HTML content so the document stays well-formed", () => {
    expect(xml).toContain("Added &lt;code&gt;&amp;#x3C;Tree&gt;&lt;/code&gt; things &amp;#x26; more.");
    expect(xml).not.toMatch(/<content type="html">[^<]*<(?!\/content>)/);
  });

  it("gives the same bytes for the same input and refuses an empty feed", () => {
    expect(renderAtomFeed(feedEntries(packages), ["a", "b"])).toBe(renderAtomFeed(feedEntries(packages), ["a", "b"]));
    expect(() => renderAtomFeed([], [])).toThrow(/no dated entries/);
    expect(escapeXml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
  });
});
