// The documents of the embedded search index: one record per page, heading section, API item,
// API member and changelog version. Written by build-scripts/search, read by the search UI.

/** DocSearch's hierarchy levels that our records use. */
export type SearchRecordLevel = "lvl1" | "lvl2" | "lvl3";

export type SearchRecordKind = "page" | "section" | "api" | "api-member" | "changelog";

export interface SearchRecord {
  id: number;
  kind: SearchRecordKind;
  level: SearchRecordLevel;
  /** Site-relative URL, with `#anchor` for sections and members. */
  url: string;
  /** Group shown above the hits in the dialog: sidebar group, "Core API", "Changelog". */
  lvl0: string;
  /** Page title (API: the item name). */
  lvl1: string;
  /** Heading, member or version; absent on page records. */
  lvl2?: string;
  /** h3 heading; only on lvl3 records. */
  lvl3?: string;
  /** Plain body text of the section, used for matching and snippets. */
  text: string;
}

/** The record's own title: the heading of its level. */
export function recordTitle(record: Pick<SearchRecord, "level" | "lvl1" | "lvl2" | "lvl3">): string {
  if (record.level === "lvl3") return record.lvl3 ?? "";
  if (record.level === "lvl2") return record.lvl2 ?? "";
  return record.lvl1;
}

/** The headings above the record's own title, e.g. the page title of a section. */
export function recordParents(record: Pick<SearchRecord, "level" | "lvl1" | "lvl2">): string {
  if (record.level === "lvl3") return [record.lvl1, record.lvl2 ?? ""].join(" ");
  if (record.level === "lvl2") return record.lvl1;
  return "";
}

/** The page URL of a record, without its anchor. */
export function recordPageUrl(url: string): string {
  const hash = url.indexOf("#");
  return hash === -1 ? url : url.slice(0, hash);
}
