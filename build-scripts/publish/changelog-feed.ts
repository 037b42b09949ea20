import GithubSlugger from "github-slugger";
import type { Root, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { CHANGELOG_FEED_PATH, CHANGELOG_FEED_TITLE } from "#contract/feeds/feed-links.ts";
import { SITE_TITLE } from "#contract/site/site.ts";
import { absoluteUrl } from "#contract/seo/seo.ts";
import { changelogToMarkdown } from "../content/changelog.ts";
import { compareVersions } from "./release-dates.ts";

export const FEED_PATH = CHANGELOG_FEED_PATH;
// Tag URIs (RFC 4151) stay the same if pages or anchors move; the date is when the name was ours.
const TAG_PREFIX = "tag:headless-tree.lukasbach.com,2024:changelog";

export interface ChangelogRelease {
  version: string;
  /** The version heading's id on the changelog page (github-slugger, as rehype-slug makes it). */
  anchor: string;
  /** The release notes below the heading, as HTML. */
  html: string;
}

/**
 * The releases of one changelog as the changelog page shows them: the same markdown (commit
 * hashes linked) and the same heading ids, counted over every heading in page order so that
 * repeated headings get the same `-1`, `-2` suffixes as on the page.
 */
export function changelogReleases(changelogMarkdown: string): ChangelogRelease[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(changelogToMarkdown(changelogMarkdown)) as Root;
  const slugger = new GithubSlugger();
  const releases: { version: string; anchor: string; nodes: RootContent[] }[] = [];
  for (const node of tree.children) {
    const slug = node.type === "heading" ? slugger.slug(toString(node)) : undefined;
    if (node.type === "heading" && node.depth === 2) releases.push({ version: toString(node).trim(), anchor: slug!, nodes: [] });
    else releases[releases.length - 1]?.nodes.push(node);
  }
  const toHtml = unified().use(remarkRehype).use(rehypeStringify);
  return releases.map(({ version, anchor, nodes }) => {
    const root: Root = { type: "root", children: nodes };
    const html = nodes.length ? String(toHtml.stringify(toHtml.runSync(root))) : "<p>No changes were recorded for this version.</p>";
    return { version, anchor, html };
  });
}

export interface FeedPackage {
  /** Short name, the changelog route's last segment: "core". */
  pkg: string;
  /** npm name: "@headless-tree/core". */
  name: string;
  releases: ChangelogRelease[];
  /** version → ISO date; versions without a date are left out (Atom needs one per entry). */
  dates: Record<string, string | null>;
}

export interface FeedEntry {
  id: string;
  title: string;
  url: string;
  updated: string;
  html: string;
}

/** Dated releases of every package, newest version first (then in package order). */
export function feedEntries(packages: readonly FeedPackage[]): FeedEntry[] {
  const entries = packages.flatMap((p, order) =>
    p.releases.flatMap((release) => {
      const date = p.dates[release.version];
      if (!date) return [];
      return [
        {
          order,
          version: release.version,
          entry: {
            id: `${TAG_PREFIX}:${p.name}@${release.version}`,
            title: `${p.name} ${release.version}`,
            url: `${absoluteUrl(`/changelog/${p.pkg}`)}#${release.anchor}`,
            updated: date,
            html: release.html,
          },
        },
      ];
    }),
  );
  return entries.sort((a, b) => compareVersions(b.version, a.version) || a.order - b.order).map((e) => e.entry);
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** An Atom 1.0 document; `updated` is the newest entry's date, so the same input gives the same bytes. */
export function renderAtomFeed(entries: readonly FeedEntry[], packageNames: readonly string[]): string {
  if (entries.length === 0) throw new Error("The changelog feed has no dated entries.");
  const updated = entries.map((e) => e.updated).reduce((a, b) => (b > a ? b : a));
  const lines = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom">`,
    `  <id>${TAG_PREFIX}</id>`,
    `  <title>${escapeXml(CHANGELOG_FEED_TITLE)}</title>`,
    `  <subtitle>${escapeXml(`Release notes of ${packageNames.join(" and ")}.`)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(FEED_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl("/changelog/core"))}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(SITE_TITLE)}</name><uri>${escapeXml(absoluteUrl("/"))}</uri></author>`,
    `  <icon>${escapeXml(absoluteUrl("/favicon.svg"))}</icon>`,
    ...entries.flatMap((entry) => [
      `  <entry>`,
      `    <id>${escapeXml(entry.id)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
      `    <published>${entry.updated}</published>`,
      `    <updated>${entry.updated}</updated>`,
      `    <content type="html">${escapeXml(entry.html)}</content>`,
      `  </entry>`,
    ]),
    `</feed>`,
    ``,
  ];
  return lines.join("\n");
}
