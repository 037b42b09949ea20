// The shapes build-scripts write into app/generated/ and the app reads back. Both sides import
// these types, so a change here is checked end to end by `npm run typecheck`.

export interface TocEntry {
  depth: 2 | 3;
  id: string;
  text: string;
}

export interface PageLink {
  title: string;
  href: string;
}

/** The id of the docs page at a path: "/features/dnd/" → "features/dnd". */
export const docPageId = (path: string) => path.replace(/^\/+|\/+$/g, "");

/** One docs page (MDX from content/, or a generated changelog). */
export interface DocPage {
  /** Stable id (`docPageId` of its path); also the module key under app/generated/pages/<id>.js */
  id: string;
  path: string;
  title: string;
  /** The <title> when another page shares `title` (build-scripts/manifest/document-titles.ts). */
  documentTitle?: string;
  description: string;
  sidebarLabel: string;
  layout: "docs" | "page";
  /** Feature key for the feature page header (see contract/content/features.ts). */
  feature?: string;
  hideToc: boolean;
  toc: TocEntry[];
  /** Repository-relative file the page was compiled from. */
  sourceFile: string;
  editUrl?: string;
  /** ISO date of the last commit that touched the source file, when git history is available. */
  lastUpdated?: string;
  breadcrumbs: PageLink[];
  prev?: PageLink;
  next?: PageLink;
}

export interface SidebarItem {
  label: string;
  href: string;
  external?: boolean;
}

export interface SidebarGroup {
  label: string;
  items: SidebarItem[];
}

export type RouteKind =
  | "home"
  | "doc"
  | "search"
  | "api-index"
  | "api-package"
  | "api-item"
  | "not-found";

/** One prerendered URL. The manifest is the single list of every path the site has. */
export interface RouteEntry {
  path: string;
  kind: RouteKind;
  title: string;
  description: string;
  /** Element ids on the page that `#anchor` links may target. */
  anchors: string[];
  /** Where the route comes from, for duplicate-route warnings. */
  source: string;
}

/** app/generated/page-code.json: page id → the demos it shows (one list per DemoBox). */
export type PageCodeTable = Record<string, { demos: string[][] }>;
