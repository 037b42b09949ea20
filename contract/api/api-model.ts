// The shapes of the API reference slices that build-scripts/api writes into app/generated/api/ and
// the api routes read back. Framework-free: no React, no node:fs, no TypeDoc at runtime.
//
// Types are not strings: they are a small tree (`ApiType`) so the components can render every
// reference we document as a real <Link>. Comments are pre-rendered HTML (markdown + shiki).
// Layout is decided at build time too (build-scripts/api/type-layout.ts): each node says whether
// it needs parentheses and whether it breaks over lines, so no type printer ships to the browser.

import type { PageLink, SidebarGroup, TocEntry } from "../content/content-model";

export type ApiPackageSlug = "core" | "react";

/** Kinds that get their own page: /api/{pkg}/{kind}/{Name}. */
export type ApiItemKind = "enum" | "function" | "interface";

/** Kinds rendered inline on the package page, each with an anchor = its name. */
export type ApiInlineKind = "type" | "variable";

export const API_ITEM_KINDS: readonly ApiItemKind[] = ["enum", "function", "interface"];

// ---------------------------------------------------------------------------------------------
// Type tree

export interface ApiTypeParameter {
  name: string;
  constraint?: ApiType;
  default?: ApiType;
  /** Rendered comment (HTML), when the type parameter has one. */
  commentHtml?: string;
}

export interface ApiParameter {
  name: string;
  type: ApiType;
  optional?: boolean;
  rest?: boolean;
  defaultValue?: string;
  commentHtml?: string;
}

/** A call signature inside a type, e.g. `(item: ItemInstance<T>) => boolean`. */
export interface ApiFunctionType {
  kind: "function";
  typeParameters?: ApiTypeParameter[];
  parameters: ApiParameter[];
  returns: ApiType;
}

export interface ApiObjectMember {
  name: string;
  /** The name as TypeScript must write it when it is not an identifier (`"aria-label"`). */
  quotedName?: string;
  type: ApiType;
  optional?: boolean;
  readonly?: boolean;
}

export interface ApiIndexSignature {
  parameter: string;
  parameterType: ApiType;
  type: ApiType;
}

/** Render hints the build adds to every type node; absent means "no". */
export interface ApiTypeHints {
  /** Wrap in parentheses: TypeScript needs them where the node sits, e.g. `(A | B)[]`. */
  parens?: true;
}

/**
 * Only on unions and object literals, and only in trees the renderer may break over lines (type
 * alias / variable declarations, the parameters of function pages): one element or member per
 * line, because the inline text would be longer than 80 characters. Absent means inline.
 */
export type ApiTypeLayout = "block";

/** A type as a tree; every node may carry the build-time hints of `ApiTypeHints`. */
export type ApiType = ApiTypeHints & ApiTypeShape;

type ApiTypeShape =
  | { kind: "intrinsic"; name: string }
  /** `text` is the literal as written in TypeScript: `"checked"`, `0`, `true`, `null`, `10n`. */
  | { kind: "literal"; text: string }
  | {
      kind: "reference";
      name: string;
      /** Site URL when we document the target; absent for external or internal-only types. */
      href?: string;
      typeArguments?: ApiType[];
      /** The name refers to a type parameter (`T`). */
      typeParameter?: boolean;
      /** Package the target comes from when it is not ours (e.g. "typescript", "@types/react"). */
      external?: string;
    }
  | { kind: "union"; types: ApiType[]; layout?: ApiTypeLayout }
  | { kind: "intersection"; types: ApiType[] }
  | { kind: "array"; elementType: ApiType }
  | { kind: "tuple"; elements: ApiType[] }
  | { kind: "namedTupleMember"; name: string; optional?: boolean; element: ApiType }
  | { kind: "optional"; elementType: ApiType }
  | { kind: "rest"; elementType: ApiType }
  | ApiFunctionType
  | {
      kind: "object";
      members: ApiObjectMember[];
      signatures?: ApiFunctionType[];
      indexSignatures?: ApiIndexSignature[];
      layout?: ApiTypeLayout;
    }
  | { kind: "indexedAccess"; objectType: ApiType; indexType: ApiType }
  | { kind: "typeOperator"; operator: string; target: ApiType }
  | { kind: "query"; target: ApiType }
  | {
      kind: "conditional";
      checkType: ApiType;
      extendsType: ApiType;
      trueType: ApiType;
      falseType: ApiType;
    }
  | {
      kind: "mapped";
      parameter: string;
      parameterType: ApiType;
      templateType: ApiType;
      nameType?: ApiType;
      optionalModifier?: "+" | "-";
      readonlyModifier?: "+" | "-";
    }
  | { kind: "predicate"; name: string; asserts: boolean; targetType?: ApiType }
  | { kind: "templateLiteral"; head: string; tail: { type: ApiType; text: string }[] }
  | { kind: "inferred"; name: string; constraint?: ApiType }
  | { kind: "unknown"; text: string };

export type ApiTypeKind = ApiType["kind"];

// ---------------------------------------------------------------------------------------------
// Comments, sources, signatures, members

export interface ApiCommentBlock {
  /** The tag without "@", e.g. "default", "example", "remarks", "see". */
  tag: string;
  /** Human heading, e.g. "Default value", "Example". */
  title: string;
  html: string;
}

export interface ApiComment {
  /** Summary rendered to HTML ("" when the comment only has block tags). */
  summaryHtml: string;
  /** Block tags in source order, except @deprecated, @returns and the hidden ones (@category …). */
  blocks: ApiCommentBlock[];
  /** Present when the reflection is @deprecated; the HTML may be "" (no reason given). */
  deprecatedHtml?: string;
  /** The release(s) that deprecated it, from content/api/history.json (see `ApiAddedIn`). */
  deprecatedIn?: ApiAddedIn;
  /** @returns of a signature. */
  returnsHtml?: string;
}

export interface ApiSource {
  /** Path inside the package's src/, e.g. "types/core.ts". */
  fileName: string;
  line: number;
  /** GitHub URL at the pinned release tag. */
  url: string;
}

export interface ApiSignature {
  name: string;
  typeParameters: ApiTypeParameter[];
  parameters: ApiParameter[];
  returns: ApiType;
  comment?: ApiComment;
  sources: ApiSource[];
}

export type ApiMemberKind = "property" | "method" | "enumMember";

/**
 * The release(s) that may have added (or deprecated) an item, oldest first, from
 * content/api/history.json: one version, or the releases missing from the npm registry before the
 * first one that shows it. Absent when that is the first release analysed (which says nothing)
 * or the history does not know the item.
 */
export type ApiAddedIn = [...string[], string];

/** "Added in 1.4.0", "Deprecated in 1.1.0 or 1.2.0", "Added in 1.0.0, 1.1.0 or 1.2.0". */
export function releasesLabel(what: "Added" | "Deprecated", releases: ApiAddedIn): string {
  const last = releases[releases.length - 1]!;
  return releases.length === 1 ? `${what} in ${last}` : `${what} in ${releases.slice(0, -1).join(", ")} or ${last}`;
}

export interface ApiMember {
  /** Element id on the page; always the member name. */
  id: string;
  name: string;
  kind: ApiMemberKind;
  optional?: boolean;
  readonly?: boolean;
  /** Property type, or the enum member's value as a literal type. */
  type?: ApiType;
  /** Methods (including arrow-function properties). */
  signatures?: ApiSignature[];
  comment?: ApiComment;
  sources: ApiSource[];
  /** The per-feature interface that declares this member, for the merged TreeConfig/… pages. */
  declaredBy?: PageLink;
  /** TypeDoc's `inheritedFrom` name when no declaring page is known, e.g. "TreeConfigType.canDrag". */
  inheritedFrom?: string;
  addedIn?: ApiAddedIn;
}

export interface ApiMemberGroup {
  /** Element id of the group heading, e.g. "properties". */
  id: string;
  title: "Properties" | "Methods" | "Enumeration Members";
  members: ApiMember[];
}

// ---------------------------------------------------------------------------------------------
// Pages

export interface ApiPackageInfo {
  slug: ApiPackageSlug;
  /** npm name, e.g. "@headless-tree/core". */
  name: string;
  version: string;
  href: string;
  /** Counts per section for the index page. */
  counts: { title: string; count: number }[];
}

export interface ApiIndexPage {
  kind: "api-index";
  path: "/api";
  title: string;
  description: string;
  packages: ApiPackageInfo[];
}

export interface ApiIndexEntry {
  name: string;
  href: string;
  /** First sentence of the comment, plain text. */
  summary?: string;
  deprecated?: boolean;
}

export interface ApiIndexSection {
  /** Element id of the section heading, e.g. "interfaces". */
  id: string;
  title: "Enumerations" | "Functions" | "Interfaces" | "Type Aliases" | "Variables";
  entries: ApiIndexEntry[];
}

/** A type alias or variable, rendered in full on its package page. */
export interface ApiDeclaration {
  /** Element id on the package page; always the name. */
  id: string;
  name: string;
  kind: ApiInlineKind;
  typeParameters: ApiTypeParameter[];
  type: ApiType;
  comment?: ApiComment;
  sources: ApiSource[];
  addedIn?: ApiAddedIn;
}

export interface ApiPackagePage {
  kind: "api-package";
  path: string;
  pkg: ApiPackageSlug;
  packageName: string;
  version: string;
  title: string;
  description: string;
  /** Index panel: every export, grouped by kind, alphabetical. */
  index: ApiIndexSection[];
  /** Inline sections (Type Aliases, Variables) with their declarations. */
  declarations: { id: string; title: "Type Aliases" | "Variables"; items: ApiDeclaration[] }[];
  toc: TocEntry[];
  breadcrumbs: PageLink[];
}

export interface ApiItemPage {
  kind: "api-item";
  path: string;
  pkg: ApiPackageSlug;
  packageName: string;
  version: string;
  itemKind: ApiItemKind;
  name: string;
  title: string;
  description: string;
  comment?: ApiComment;
  typeParameters: ApiTypeParameter[];
  /** Functions: the call signatures. */
  signatures: ApiSignature[];
  /**
   * Functions declared as `const f: SomeFunctionType = …` (TypeDoc models them as variables):
   * the declared type, shown as "Declared as".
   */
  declaredType?: ApiType;
  /** Interfaces: `extends` clause, when it names something. */
  extendedTypes: ApiType[];
  /** Interfaces and enums: members grouped Properties / Methods / Enumeration Members. */
  groups: ApiMemberGroup[];
  sources: ApiSource[];
  addedIn?: ApiAddedIn;
  toc: TocEntry[];
  breadcrumbs: PageLink[];
}

export type ApiPage = ApiIndexPage | ApiPackagePage | ApiItemPage;

/** app/generated/api/sidebar.json */
export interface ApiSidebarData {
  packages: SidebarGroup;
  byPackage: Record<ApiPackageSlug, SidebarGroup[]>;
}

/** The API sidebar: the packages, then the current package's enums, functions and interfaces. */
export function apiSidebarGroups(data: ApiSidebarData, pkg: string | undefined): SidebarGroup[] {
  return isApiPackageSlug(pkg) ? [data.packages, ...data.byPackage[pkg]] : [data.packages];
}

/**
 * The slice of app/generated/api/pages/ an API path's page is in, without `.json` ("/api" →
 * "index", "/api/core" → "core", "/api/core/interface/TreeConfig" → "core/interface/TreeConfig"),
 * or undefined when the path is no API page's. Validated, so no path can leave the folder.
 */
export function apiPageSlice(params: ApiRouteParams): string | undefined {
  const { pkg, kind, name } = params;
  if (kind !== undefined || name !== undefined) return isApiPackageSlug(pkg) && isApiItemKind(kind) && isApiItemName(name) ? `${pkg}/${kind}/${name}` : undefined;
  if (pkg === undefined) return "index";
  return isApiPackageSlug(pkg) ? pkg : undefined;
}

// ---------------------------------------------------------------------------------------------
// URLs (one place, used by build-scripts and routes)

export function apiPackagePath(pkg: ApiPackageSlug): string {
  return `/api/${pkg}`;
}

export function apiItemPath(pkg: ApiPackageSlug, kind: ApiItemKind, name: string): string {
  return `/api/${pkg}/${kind}/${name}`;
}

/** The API routes' params (routes.ts): all absent on the index, `pkg` on a package page. */
export type ApiRouteParams = { pkg?: string; kind?: string; name?: string };

/** The API routes' params of a router path ("/api/core/interface/TreeConfig"), or undefined for other paths. */
export function apiRouteParams(path: string): ApiRouteParams | undefined {
  const parts = path.split("/").slice(1);
  if (parts[0] !== "api" || parts.length === 3 || parts.length > 4) return undefined;
  const [, pkg, kind, name] = parts;
  return { pkg, kind, name };
}

export function isApiPackageSlug(value: string | undefined): value is ApiPackageSlug {
  return value === "core" || value === "react";
}

export function isApiItemKind(value: string | undefined): value is ApiItemKind {
  return value === "enum" || value === "function" || value === "interface";
}

/** Item names are exported TypeScript identifiers; anything else cannot be a page. */
export function isApiItemName(value: string | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z_$][\w$]*$/.test(value);
}

// ---------------------------------------------------------------------------------------------
// Element ids shared by the page builder (anchors in the manifest) and the components (render).
// Members use their bare name as id; fixed section ids contain a hyphen, so no TypeScript member
// name can collide with them. Group ids ("properties", "methods") are checked at build time.

export const TYPE_PARAMETERS_ID = "type-parameters";
export const MEMBER_INDEX_ID = "member-index";

/** The index panel's heading of one member group ("Properties", "Methods"…). */
export function memberIndexGroupId(groupId: string): string {
  return `${MEMBER_INDEX_ID}-${groupId}`;
}
/** The Index panel of a package page (its lists use "index-enumerations", "index-functions", …). */
export const PACKAGE_INDEX_ID = "package-index";
/** Interfaces and enums without any member show an explicit, linkable "Members: none" section. */
export const EMPTY_MEMBERS_ID = "members";
/** Item pages with more members than this get an index panel at the top. */
export const MEMBER_INDEX_MIN_MEMBERS = 10;

/** Ids of a function page's signature sections: [signature, parameters, returns, type parameters]. */
export function signatureSectionIds(index: number, count: number): [string, string, string, string] {
  const suffix = count > 1 ? `-${index + 1}` : "";
  return [`call-signature${suffix}`, `call-parameters${suffix}`, `call-returns${suffix}`, `call-type-parameters${suffix}`];
}

export function memberCount(page: Pick<ApiItemPage, "groups">): number {
  return page.groups.reduce((n, g) => n + g.members.length, 0);
}
