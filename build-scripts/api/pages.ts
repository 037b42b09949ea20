// ApiModel -> page slices (index, package pages, item pages), sidebar, route entries, symbols.
// Pure given a markdown renderer: no file system here, so tests can run it on the real model.

import type { JSONOutput } from "typedoc";
import type { PageLink, RouteEntry, SidebarGroup, TocEntry } from "#contract/content/content-model.ts";
import {
  apiPackagePath,
  EMPTY_MEMBERS_ID,
  MEMBER_INDEX_ID,
  memberIndexGroupId,
  MEMBER_INDEX_MIN_MEMBERS,
  PACKAGE_INDEX_ID,
  memberCount,
  signatureSectionIds,
  TYPE_PARAMETERS_ID,
  type ApiComment,
  type ApiDeclaration,
  type ApiIndexPage,
  type ApiIndexSection,
  type ApiItemKind,
  type ApiItemPage,
  type ApiMember,
  type ApiMemberGroup,
  type ApiPackagePage,
  type ApiPackageSlug,
  type ApiSidebarData,
  type ApiSignature,
  type ApiSource,
  type ApiTypeParameter,
} from "#contract/api/api-model.ts";
import { firstSentence, partsToMarkdown, renderComment, type CommentLinkScope } from "./comment.ts";
import { API_PACKAGES, sourceUrl } from "./config.ts";
import type { BuildWarning } from "../shared/build-error.ts";
import type { MarkdownRenderer } from "./markdown.ts";
import { ApiModel, Kind, compareNames, type ModelItem, type ModelPackage } from "./model.ts";
import { layoutDeclaration, layoutItemPage } from "./type-layout.ts";
import { convertParameters, convertType, convertTypeParameters, type TypeLinkResolver } from "./type-tree.ts";

export interface BuiltApi {
  index: ApiIndexPage;
  packages: ApiPackagePage[];
  items: ApiItemPage[];
  sidebar: ApiSidebarData;
  routes: RouteEntry[];
  symbols: Record<string, string>;
  warnings: BuildWarning[];
}

/** Item pages list their members in the TOC up to this many; longer pages show only the groups. */
export const TOC_MEMBER_LIMIT = 30;

const KIND_WORD: Record<ApiItemKind, string> = { enum: "enumeration", function: "function", interface: "interface" };
const SECTION_TITLES = {
  enum: "Enumerations",
  function: "Functions",
  interface: "Interfaces",
  type: "Type Aliases",
  variable: "Variables",
} as const;
const SECTION_ORDER = ["enum", "function", "interface", "type", "variable"] as const;

export function buildPages(model: ApiModel, md: MarkdownRenderer): BuiltApi {
  const warnings: BuildWarning[] = [...model.warnings];
  const builder = new PageBuilder(model, md, (w) => warnings.push(w));

  const items = model.allItems().filter(isPageItem).map((item) => builder.itemPage(item));
  const packages = model.packages.map((pkg) => builder.packagePage(pkg));
  const index = builder.indexPage();
  const sidebar = buildSidebar(model);

  const routes: RouteEntry[] = [
    route(index, ["packages"], "typedoc"),
    ...packages.map((p) => route(p, packageAnchors(p), `typedoc:${p.pkg}`)),
    ...items.map((p) => route(p, itemAnchors(p), `typedoc:${p.pkg}`)),
  ];
  for (const r of routes) {
    const seen = new Set<string>();
    for (const anchor of r.anchors) {
      if (seen.has(anchor)) warnings.push({ location: r.path, message: `duplicate element id #${anchor}` });
      seen.add(anchor);
    }
  }
  return { index, packages, items, sidebar, routes, symbols: model.symbols(), warnings };
}

function isPageItem(item: ModelItem): item is ModelItem & { kind: ApiItemKind } {
  return item.kind === "enum" || item.kind === "function" || item.kind === "interface";
}

function route(
  page: { path: string; kind: RouteEntry["kind"]; title: string; description: string },
  anchors: string[],
  source: string,
): RouteEntry {
  return { path: page.path, kind: page.kind, title: page.title, description: page.description, anchors, source };
}

export function itemAnchors(page: ApiItemPage): string[] {
  const ids: string[] = [];
  if (page.typeParameters.length > 0) ids.push(TYPE_PARAMETERS_ID);
  page.signatures.forEach((signature, i, all) => {
    const [sig, params, returns, typeParams] = signatureSectionIds(i, all.length);
    ids.push(sig, params, returns, ...(signature.typeParameters.length > 0 ? [typeParams] : []));
  });
  if (memberCount(page) > MEMBER_INDEX_MIN_MEMBERS) ids.push(MEMBER_INDEX_ID, ...page.groups.map((group) => memberIndexGroupId(group.id)));
  if (page.itemKind !== "function" && memberCount(page) === 0) ids.push(EMPTY_MEMBERS_ID);
  for (const group of page.groups) {
    ids.push(group.id);
    for (const member of group.members) ids.push(member.id);
  }
  return ids;
}

export function packageAnchors(page: ApiPackagePage): string[] {
  const ids = [PACKAGE_INDEX_ID, ...page.index.map((s) => s.id)];
  for (const section of page.declarations) {
    ids.push(section.id);
    for (const item of section.items) ids.push(item.id);
  }
  return ids;
}


class PageBuilder {
  /** Source position of a per-feature interface member -> that member's page anchor. */
  private readonly featureMembers = new Map<string, PageLink>();

  constructor(
    private readonly model: ApiModel,
    private readonly md: MarkdownRenderer,
    private readonly warn: (warning: BuildWarning) => void,
  ) {
    for (const item of model.allItems()) {
      if (item.kind !== "interface") continue;
      for (const member of item.reflection.children ?? []) {
        const source = member.sources?.[0];
        if (member.flags.isInherited || !source) continue;
        const k = `${item.pkg}:${source.fileName}:${source.line}:${source.character}:${member.name}`;
        if (!this.featureMembers.has(k)) {
          this.featureMembers.set(k, { title: item.name, href: `${item.url}#${member.name}` });
        }
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // pages

  indexPage(): ApiIndexPage {
    const versions = [...new Set(this.model.packages.map((p) => p.version))];
    return {
      kind: "api-index",
      path: "/api",
      title: "API",
      description:
        `API reference for the headless-tree packages ${this.model.packages.map((p) => p.name).join(" and ")} ` +
        `(version ${versions.join(", ")}), generated from their TypeScript sources.`,
      packages: [...this.model.packages]
        .sort((a, b) => compareNames(a.name, b.name))
        .map((pkg) => ({
          slug: pkg.slug,
          name: pkg.name,
          version: pkg.version,
          href: apiPackagePath(pkg.slug),
          counts: SECTION_ORDER.map((kind) => ({
            title: SECTION_TITLES[kind],
            count: pkg.items.filter((i) => i.kind === kind).length,
          })).filter((c) => c.count > 0),
        })),
    };
  }

  packagePage(pkg: ModelPackage): ApiPackagePage {
    const index: ApiIndexSection[] = [];
    for (const kind of SECTION_ORDER) {
      const entries = pkg.items
        .filter((i) => i.kind === kind)
        .map((item) => {
          const summary = firstSentence(mainComment(item));
          const entry: ApiIndexSection["entries"][number] = { name: item.name, href: item.url };
          if (summary) entry.summary = summary;
          if (isDeprecated(mainComment(item))) entry.deprecated = true;
          return entry;
        });
      if (entries.length > 0) index.push({ id: `index-${slug(SECTION_TITLES[kind])}`, title: SECTION_TITLES[kind], entries });
    }
    const declarations: ApiPackagePage["declarations"] = [];
    const names = new Set(pkg.items.map((i) => i.name));
    for (const kind of ["type", "variable"] as const) {
      const items = pkg.items.filter((i) => i.kind === kind).map((item) => this.declaration(item));
      const id = slug(SECTION_TITLES[kind]);
      if (items.length > 0) {
        declarations.push({ id: names.has(id) ? `${id}-section` : id, title: SECTION_TITLES[kind], items });
      }
    }
    const counts = index.map((s) => `${s.entries.length} ${s.title.toLowerCase()}`);
    const toc: TocEntry[] = [
      { depth: 2, id: PACKAGE_INDEX_ID, text: "Index" },
      ...index.map((s): TocEntry => ({ depth: 3, id: s.id, text: s.title })),
      ...declarations.map((s): TocEntry => ({ depth: 2, id: s.id, text: s.title })),
    ];
    return {
      kind: "api-package",
      path: apiPackagePath(pkg.slug),
      pkg: pkg.slug,
      packageName: pkg.name,
      version: pkg.version,
      title: pkg.name,
      description: `API reference for ${pkg.name} ${pkg.version}: ${joinList(counts)}.`,
      index,
      declarations,
      toc,
      breadcrumbs: [
        { title: "API", href: "/api" },
        { title: pkg.name, href: apiPackagePath(pkg.slug) },
      ],
    };
  }

  itemPage(item: ModelItem & { kind: ApiItemKind }): ApiItemPage {
    const r = item.reflection;
    const links = this.model.typeLinks(item.pkg);
    const siblings = new Map<string, string>();
    for (const child of r.children ?? []) siblings.set(child.name, `${item.url}#${child.name}`);
    const scope = (where: string) => this.scope(item.pkg, where, siblings);

    const rawSignatures = item.promotedSignatures ?? (item.kind === "function" ? (r.signatures ?? []) : []);
    const signatures = rawSignatures.map((sig) =>
      this.signature(item, sig, item.name, links, scope(item.url), r.sources),
    );
    // Functions keep their comment on the signature; promoted variables on the variable.
    const comment = this.comment(r.comment, scope(item.url));
    const groups = item.kind === "function" ? [] : this.memberGroups(item, links, scope);
    const typeParameters = this.typeParameters(r.typeParameters, links, scope(item.url));
    const extendedTypes = (r.extendedTypes ?? [])
      .map((t) => convertType(t, links))
      .filter((t) => t.kind === "reference" && t.href !== undefined);

    const page: ApiItemPage = {
      kind: "api-item",
      path: item.url,
      pkg: item.pkg,
      packageName: item.packageName,
      version: item.version,
      itemKind: item.kind,
      name: item.name,
      title: item.name,
      description:
        firstSentence(mainComment(item)) ??
        `API reference for the ${item.name} ${KIND_WORD[item.kind]} of ${item.packageName}.`,
      typeParameters,
      signatures,
      extendedTypes,
      groups,
      sources: this.sources(item, r.sources),
      toc: [],
      breadcrumbs: [
        { title: "API", href: "/api" },
        { title: item.packageName, href: apiPackagePath(item.pkg) },
        { title: item.name, href: item.url },
      ],
    };
    if (comment) page.comment = comment;
    if (item.promotedSignatures && r.type) page.declaredType = convertType(r.type, links);
    layoutItemPage(page);
    page.toc = itemToc(page);
    return page;
  }

  // -------------------------------------------------------------------------------------------
  // parts

  private declaration(item: ModelItem): ApiDeclaration {
    const r = item.reflection;
    const links = this.model.typeLinks(item.pkg);
    const scope = this.scope(item.pkg, item.url, new Map());
    const decl: ApiDeclaration = {
      id: item.name,
      name: item.name,
      kind: item.kind === "variable" ? "variable" : "type",
      typeParameters: this.typeParameters(r.typeParameters, links, scope),
      type: convertType(declaredType(r), links),
      sources: this.sources(item, r.sources),
    };
    const comment = this.comment(r.comment, scope);
    if (comment) decl.comment = comment;
    layoutDeclaration(decl);
    return decl;
  }

  private memberGroups(
    item: ModelItem,
    links: TypeLinkResolver,
    scope: (where: string) => CommentLinkScope,
  ): ApiMemberGroup[] {
    const properties: ApiMember[] = [];
    const methods: ApiMember[] = [];
    const enumMembers: ApiMember[] = [];
    const children = [...(item.reflection.children ?? [])].sort((a, b) => compareNames(a.name, b.name));
    for (const child of children) {
      const where = `${item.url}#${child.name}`;
      const member = this.member(item, child, links, scope(where));
      if (!member) continue;
      if (member.kind === "enumMember") enumMembers.push(member);
      else if (member.kind === "method") methods.push(member);
      else properties.push(member);
    }
    // Group ids read naturally ("#properties"); should a member be called that, the group yields.
    const memberIds = new Set([...enumMembers, ...properties, ...methods].map((m) => m.id));
    const groupId = (base: string) => (memberIds.has(base) ? `${base}-group` : base);
    const groups: ApiMemberGroup[] = [];
    if (enumMembers.length > 0) {
      groups.push({ id: groupId("enumeration-members"), title: "Enumeration Members", members: enumMembers });
    }
    if (properties.length > 0) groups.push({ id: groupId("properties"), title: "Properties", members: properties });
    if (methods.length > 0) groups.push({ id: groupId("methods"), title: "Methods", members: methods });
    return groups;
  }

  private member(
    item: ModelItem,
    child: JSONOutput.DeclarationReflection,
    links: TypeLinkResolver,
    scope: CommentLinkScope,
  ): ApiMember | undefined {
    const base: ApiMember = {
      id: child.name,
      name: child.name,
      kind: "property",
      sources: this.sources(item, child.sources),
    };
    if (child.flags.isOptional) base.optional = true;
    if (child.flags.isReadonly) base.readonly = true;
    const comment = this.comment(child.comment, scope);
    if (comment) base.comment = comment;

    if (child.flags.isInherited) {
      const source = child.sources?.[0];
      const declaredBy = source
        ? this.featureMembers.get(`${item.pkg}:${source.fileName}:${source.line}:${source.character}:${child.name}`)
        : undefined;
      if (declaredBy && declaredBy.title !== item.name) base.declaredBy = declaredBy;
      else if (child.inheritedFrom?.type === "reference") base.inheritedFrom = child.inheritedFrom.name;
    }

    const member = this.memberBody(item, child, links, scope, base);
    // Arrow-property signatures inherit the property's source; don't repeat it per signature.
    const sourceKey = JSON.stringify(base.sources);
    for (const sig of member?.signatures ?? []) if (JSON.stringify(sig.sources) === sourceKey) sig.sources = [];
    return member;
  }

  private memberBody(
    item: ModelItem,
    child: JSONOutput.DeclarationReflection,
    links: TypeLinkResolver,
    scope: CommentLinkScope,
    base: ApiMember,
  ): ApiMember | undefined {
    switch (child.kind) {
      case Kind.EnumMember:
        return { ...base, kind: "enumMember", type: convertType(child.type, links) };
      case Kind.Method:
        return {
          ...base,
          kind: "method",
          signatures: (child.signatures ?? []).map((sig) =>
            this.signature(item, sig, child.name, links, scope, child.sources),
          ),
        };
      case Kind.Property:
      case Kind.Accessor: {
        // Arrow-function properties (`select: () => void`) are methods for readers.
        const decl = child.type?.type === "reflection" ? child.type.declaration : undefined;
        if (decl?.signatures?.length && !decl.children?.length && !decl.indexSignatures?.length) {
          return {
            ...base,
            kind: "method",
            signatures: decl.signatures.map((sig) => this.signature(item, sig, child.name, links, scope, child.sources)),
          };
        }
        const type = child.type ?? child.getSignature?.type;
        return { ...base, kind: "property", type: convertType(type, links) };
      }
      default:
        this.warn({ location: item.url, message: `member ${child.name} has unsupported kind ${child.kind}; skipped` });
        return undefined;
    }
  }

  private signature(
    item: ModelItem,
    sig: JSONOutput.SignatureReflection,
    name: string,
    links: TypeLinkResolver,
    scope: CommentLinkScope,
    fallbackSources: JSONOutput.SourceReference[] | undefined,
  ): ApiSignature {
    const parameters = convertParameters(sig.parameters, links);
    for (const p of parameters) {
      // TypeDoc's name for a destructured parameter; React components call it props.
      if (p.name === "__namedParameters") p.name = item.pkg === "react" && /^[A-Z]/.test(name) ? "props" : "options";
    }
    sig.parameters?.forEach((p, i) => {
      const html = p.comment ? this.md.render(partsToMarkdown(p.comment.summary, scope)) : "";
      if (html && parameters[i]) parameters[i].commentHtml = html;
    });
    const signature: ApiSignature = {
      name,
      typeParameters: this.typeParameters(sig.typeParameters, links, scope),
      parameters,
      returns: convertType(sig.type ?? { type: "intrinsic", name: "void" }, links),
      sources: this.sources(item, sig.sources ?? fallbackSources),
    };
    const comment = this.comment(sig.comment, scope);
    if (comment) signature.comment = comment;
    return signature;
  }

  private typeParameters(
    params: JSONOutput.TypeParameterReflection[] | undefined,
    links: TypeLinkResolver,
    scope: CommentLinkScope,
  ): ApiTypeParameter[] {
    const converted = convertTypeParameters(params, links);
    params?.forEach((p, i) => {
      const html = p.comment ? this.md.render(partsToMarkdown(p.comment.summary, scope)) : "";
      if (html && converted[i]) converted[i].commentHtml = html;
    });
    return converted;
  }

  private comment(comment: JSONOutput.Comment | undefined, scope: CommentLinkScope): ApiComment | undefined {
    return renderComment(comment, scope, this.md);
  }

  private sources(item: ModelItem, sources: JSONOutput.SourceReference[] | undefined): ApiSource[] {
    const pkg = API_PACKAGES.find((p) => p.slug === item.pkg)!;
    const seen = new Set<string>();
    const out: ApiSource[] = [];
    for (const s of sources ?? []) {
      const k = `${s.fileName}:${s.line}`;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push({ fileName: s.fileName, line: s.line, url: s.url ?? sourceUrl(pkg, item.version, s.fileName, s.line) });
    }
    return out;
  }

  private scope(pkg: ApiPackageSlug, where: string, siblings: Map<string, string>): CommentLinkScope {
    return {
      where,
      warn: this.warn,
      resolveLinkTag: (part) => this.model.linkTagUrl(pkg, part),
      resolveName: (name) => siblings.get(name) ?? this.model.urlForName(pkg, name),
    };
  }
}

function itemToc(page: ApiItemPage): TocEntry[] {
  const toc: TocEntry[] = [];
  if (page.typeParameters.length > 0) toc.push({ depth: 2, id: TYPE_PARAMETERS_ID, text: "Type parameters" });
  page.signatures.forEach((signature, i, all) => {
    const [sig, params, returns, typeParams] = signatureSectionIds(i, all.length);
    toc.push({ depth: 2, id: sig, text: page.signatures.length > 1 ? `Signature ${i + 1}` : "Signature" });
    if (signature.typeParameters.length > 0) toc.push({ depth: 3, id: typeParams, text: "Type parameters" });
    if (signature.parameters.length > 0) toc.push({ depth: 3, id: params, text: "Parameters" });
    toc.push({ depth: 3, id: returns, text: "Returns" });
  });
  if (page.itemKind !== "function" && memberCount(page) === 0) {
    toc.push({ depth: 2, id: EMPTY_MEMBERS_ID, text: "Members" });
  }
  const withMembers = memberCount(page) <= TOC_MEMBER_LIMIT;
  for (const group of page.groups) {
    toc.push({ depth: 2, id: group.id, text: group.title });
    if (withMembers) for (const m of group.members) toc.push({ depth: 3, id: m.id, text: m.name });
  }
  return toc;
}

function buildSidebar(model: ApiModel): ApiSidebarData {
  const packages: SidebarGroup = {
    label: "Packages",
    items: [
      { label: "Overview", href: "/api" },
      ...model.packages.map((p) => ({ label: p.name, href: apiPackagePath(p.slug) })),
    ],
  };
  const byPackage = {} as Record<ApiPackageSlug, SidebarGroup[]>;
  for (const pkg of model.packages) {
    byPackage[pkg.slug] = (["enum", "function", "interface"] as const)
      .map((kind) => ({
        label: SECTION_TITLES[kind],
        items: pkg.items.filter((i) => i.kind === kind).map((i) => ({ label: i.name, href: i.url })),
      }))
      .filter((g) => g.items.length > 0);
  }
  return { packages, byPackage };
}

/**
 * The type of a type alias or variable. TypeDoc 0.28 stores `type X = { a: A }` as an alias with
 * `children` (and no `type`); we read those back as the object literal they are.
 */
export function declaredType(r: JSONOutput.DeclarationReflection): JSONOutput.SomeType | undefined {
  if (r.type) return r.type;
  if (r.children?.length || r.signatures?.length || r.indexSignatures?.length) {
    return { type: "reflection", declaration: r };
  }
  return undefined;
}

/** The comment readers see first: the declaration's, else its (first) signature's. */
function mainComment(item: ModelItem): JSONOutput.Comment | undefined {
  const r = item.reflection;
  return r.comment ?? r.signatures?.[0]?.comment ?? item.promotedSignatures?.[0]?.comment;
}

function isDeprecated(comment: JSONOutput.Comment | undefined): boolean {
  return Boolean(comment?.blockTags?.some((t) => t.tag === "@deprecated") || comment?.modifierTags?.includes("@deprecated"));
}

function slug(title: string): string {
  return title.toLowerCase().replace(/\s+/g, "-");
}

function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

