// Turns the generated site data into search records. Pure functions over parsed JSON, so the
// tests can feed them small fixtures.

import type { SearchRecord } from "#contract/search/search-records.ts";

export type RecordDraft = Omit<SearchRecord, "id">;

/** app/generated/search-source.json (written by the content stage). */
export interface SearchSourcePage {
  path: string;
  title: string;
  group: string;
  description: string;
  sections: { level: number; id: string; heading: string; text: string }[];
}

/** app/generated/api/routes.json entries. */
export interface ApiRouteInfo {
  path: string;
  kind: string;
  title: string;
  description: string;
}

/** The parts of an API page slice (app/generated/api/pages/**) the index reads; all optional. */
export interface ApiSliceInfo {
  pkg?: string;
  packageName?: string;
  name?: string;
  itemKind?: string;
  comment?: CommentInfo;
  signatures?: { comment?: CommentInfo }[];
  groups?: { members?: ApiMemberInfo[] }[];
  declarations?: { items?: { id: string; name: string; kind?: string; comment?: CommentInfo }[] }[];
}

interface CommentInfo {
  summaryHtml?: string;
  deprecatedHtml?: string;
}

interface ApiMemberInfo {
  id: string;
  name: string;
  comment?: CommentInfo;
  signatures?: { comment?: CommentInfo }[];
  /** The member's anchor on the interface that declares it, when that is another page (TreeConfig's inherited options). */
  declaredBy?: { href: string };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Plain text of pre-rendered comment HTML. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/?(p|div|li|ul|ol|br|pre|h[1-6]|tr|td|th|table|blockquote)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

function commentText(comment: CommentInfo | undefined): string {
  if (!comment) return "";
  const summary = htmlToText(comment.summaryHtml ?? "");
  if (comment.deprecatedHtml === undefined) return summary;
  const reason = htmlToText(comment.deprecatedHtml);
  return [summary, `Deprecated${reason ? `: ${reason}` : "."}`].filter(Boolean).join(" ");
}

/** A member's own comment, else that of its first signature (methods keep theirs there). */
function memberText(member: ApiMemberInfo): string {
  return commentText(member.comment) || commentText(member.signatures?.find((s) => s.comment)?.comment);
}

function joinText(parts: string[]): string {
  return parts.filter(Boolean).join(" ");
}

/**
 * Docs pages: one lvl1 record for the page (its intro, else its description) and one record per
 * h2/h3 section. Changelogs: one record per version (the h2), with its h3 groups as text, since
 * "Patch Changes" alone says nothing.
 */
export function docRecords(pages: readonly SearchSourcePage[]): RecordDraft[] {
  const records: RecordDraft[] = [];
  for (const page of pages) {
    const base = { lvl0: page.group, lvl1: page.title };
    const intro = page.sections.find((s) => s.level === 1)?.text ?? "";
    const isChangelog = page.path.startsWith("/changelog/");
    records.push({
      ...base,
      kind: "page",
      level: "lvl1",
      url: page.path,
      text: intro.includes(page.description) ? intro : joinText([page.description, intro]),
    });

    let h2: RecordDraft | undefined;
    for (const section of page.sections) {
      if (section.level === 1) continue;
      const url = section.id ? `${page.path}#${section.id}` : page.path;
      if (isChangelog) {
        if (section.level === 2) {
          h2 = { ...base, kind: "changelog", level: "lvl2", url, lvl2: section.heading, text: section.text };
          records.push(h2);
        } else if (h2) {
          h2.text = joinText([h2.text, `${section.heading}: ${section.text}`]);
        }
        continue;
      }
      if (section.level === 2) {
        h2 = { ...base, kind: "section", level: "lvl2", url, lvl2: section.heading, text: section.text };
        records.push(h2);
      } else {
        records.push({
          ...base,
          kind: "section",
          level: "lvl3",
          url,
          lvl2: h2?.lvl2 ?? page.title,
          lvl3: section.heading,
          text: section.text,
        });
      }
    }
  }
  return records;
}

/** "Core API" for /api/core/…, "API" for /api itself. */
export function apiGroupLabel(path: string): string {
  const pkg = path.split("/")[2];
  return pkg ? `${pkg.charAt(0).toUpperCase()}${pkg.slice(1)} API` : "API";
}

const KIND_LABELS: Record<string, string> = { function: "Function", interface: "Interface", enum: "Enumeration" };

/** "Interface in @headless-tree/core": what an item is, for items without a comment. */
export function apiItemLabel(path: string): string {
  const [, , pkg, kind] = path.split("/");
  const label = KIND_LABELS[kind ?? ""] ?? "Declaration";
  return pkg ? `${label} in @headless-tree/${pkg}` : label;
}

/**
 * The comment text of an API page's item (`anchor` undefined: the page's own, else its first
 * signature's), of one of its members, or of a declaration listed on a package page.
 */
export function apiEntryText(slice: ApiSliceInfo, anchor?: string): string {
  if (anchor === undefined) return commentText(slice.comment) || commentText(slice.signatures?.find((s) => s.comment)?.comment);
  const member = slice.groups?.flatMap((group) => group.members ?? []).find((m) => m.id === anchor);
  if (member) return memberText(member);
  return commentText(slice.declarations?.flatMap((section) => section.items ?? []).find((item) => item.id === anchor)?.comment);
}

/**
 * API reference: the index and package pages, every enum/function/interface page, its members,
 * and the type aliases and variables listed on package pages. `symbols` (name → URL) is the
 * completeness check: any documented name not covered by a slice still gets a record. A member
 * inherited from another API page (TreeConfig's canReorder, declared by DragAndDropFeatureConfig)
 * gets no record of its own: one hit per member, on the page that declares and documents it.
 */
export function apiRecords(
  routes: readonly ApiRouteInfo[],
  slices: ReadonlyMap<string, ApiSliceInfo>,
  symbols: Readonly<Record<string, string>>,
): RecordDraft[] {
  const records: RecordDraft[] = [];
  const covered = new Set<string>();
  const routePaths = new Set(routes.map((route) => route.path));
  const declaredOnAnotherPage = (member: ApiMemberInfo, page: string) => {
    const href = member.declaredBy?.href;
    if (!href) return false;
    const declaringPage = href.split("#")[0]!;
    return declaringPage !== page && routePaths.has(declaringPage);
  };
  const add = (record: RecordDraft) => {
    if (covered.has(record.url)) return;
    covered.add(record.url);
    records.push(record);
  };

  for (const route of routes) {
    const slice = slices.get(route.path);
    const lvl0 = apiGroupLabel(route.path);
    if (route.kind !== "api-item") {
      add({ kind: "page", level: "lvl1", url: route.path, lvl0, lvl1: route.title, text: route.description });
      for (const section of slice?.declarations ?? []) {
        for (const item of section.items ?? []) {
          add({
            kind: "api",
            level: "lvl2",
            url: `${route.path}#${item.id}`,
            lvl0,
            lvl1: route.title,
            lvl2: item.name,
            text: commentText(item.comment),
          });
        }
      }
      continue;
    }
    const summary = slice ? apiEntryText(slice) : "";
    add({ kind: "api", level: "lvl1", url: route.path, lvl0, lvl1: route.title, text: summary || apiItemLabel(route.path) });
    for (const group of slice?.groups ?? []) {
      for (const member of group.members ?? []) {
        if (declaredOnAnotherPage(member, route.path)) {
          covered.add(`${route.path}#${member.id}`);
          continue;
        }
        add({
          kind: "api-member",
          level: "lvl2",
          url: `${route.path}#${member.id}`,
          lvl0,
          lvl1: route.title,
          lvl2: member.name,
          text: memberText(member),
        });
      }
    }
  }

  for (const [name, url] of Object.entries(symbols)) {
    if (covered.has(url)) continue;
    const hash = url.indexOf("#");
    const page = hash === -1 ? url : url.slice(0, hash);
    const dot = name.lastIndexOf(".");
    const owner = dot > 0 && !name.startsWith("@") ? name.slice(0, dot) : undefined;
    const title = routes.find((r) => r.path === page)?.title ?? owner ?? name;
    if (hash === -1) {
      add({ kind: "api", level: "lvl1", url, lvl0: apiGroupLabel(url), lvl1: name, text: "" });
    } else {
      add({
        kind: owner ? "api-member" : "api",
        level: "lvl2",
        url,
        lvl0: apiGroupLabel(url),
        lvl1: title,
        lvl2: owner ? name.slice(dot + 1) : name,
        text: "",
      });
    }
  }
  return records;
}

/** The slice file of an API route: /api → pages/index.json, /api/core/function/x → pages/core/function/x.json. */
export function apiSliceFile(routePath: string): string {
  const rest = routePath.replace(/^\/api\/?/, "");
  return `pages/${rest || "index"}.json`;
}
