import { REPO_URL } from "#contract/site/site.ts";

export interface ChangelogVersion {
  version: string;
  sections: { kind: string; items: string[] }[];
}

export interface Changelog {
  title: string;
  versions: ChangelogVersion[];
}

/** Parses a Changesets CHANGELOG.md: `# name`, `## version`, `### Major|Minor|Patch Changes`, bullets. */
export function parseChangelog(markdown: string): Changelog {
  const lines = markdown.split(/\r?\n/);
  let title = "";
  const versions: ChangelogVersion[] = [];
  let item: string[] | undefined;
  for (const line of lines) {
    const h1 = /^#\s+(.+)$/.exec(line);
    const h2 = /^##\s+(.+)$/.exec(line);
    const h3 = /^###\s+(.+)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const current = versions[versions.length - 1];
    if (h1) title = h1[1]!.trim();
    else if (h2) versions.push({ version: h2[1]!.trim(), sections: [] });
    else if (h3 && current) current.sections.push({ kind: h3[1]!.trim(), items: [] });
    else if (bullet && current) {
      if (current.sections.length === 0) current.sections.push({ kind: "Changes", items: [] });
      item = [bullet[1]!.trim()];
      current.sections[current.sections.length - 1]!.items.push("");
      commit(current, item);
    } else if (/^\s+\S/.test(line) && item && current) {
      item.push(line.trim());
      commit(current, item);
    } else if (!line.trim()) item = undefined;
  }
  return { title, versions };
}

function commit(version: ChangelogVersion, item: string[]) {
  const section = version.sections[version.sections.length - 1]!;
  section.items[section.items.length - 1] = item.join(" ");
}

/**
 * The markdown body of a changelog page: the package's own notes (they are the library's release
 * notes, shown as such), without the h1 (our page title), with commit hashes linked to GitHub.
 */
export function changelogToMarkdown(markdown: string): string {
  return markdown
    .replace(/^#\s+.+\r?\n/, "")
    .replace(/^([-*]\s+)([0-9a-f]{7,40}):\s/gm, (_m, bullet: string, sha: string) => `${bullet}[\`${sha.slice(0, 7)}\`](${REPO_URL}/commit/${sha}): `);
}

/**
 * The paragraph above a changelog's versions: the docs describe the installed version, and the bugs
 * of that version the claim tests pin are on the Known Issues page.
 */
export function changelogIntro(version: string): string {
  return `These docs describe version ${version}. What it does that you might not expect, and how to work around it, is on [Known Issues in ${version}](/guides/known-issues).\n\n`;
}
