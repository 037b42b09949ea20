// Classifies the TypeDoc models into our pages and anchors and knows every URL:
//   enum / function / interface -> /api/{pkg}/{kind}/{Name}        (own page)
//   type alias / variable       -> /api/{pkg}#{Name}               (inline on the package page)
//   members                     -> {page}#{member}
// It also answers link questions for types and comments, and builds the symbol map.

import type { JSONOutput } from "typedoc";
import {
  apiItemPath,
  apiPackagePath,
  type ApiInlineKind,
  type ApiItemKind,
  type ApiPackageSlug,
} from "#contract/api/api-model.ts";
import type { BuildWarning } from "../shared/build-error.ts";
import type { TypedocPackageModel } from "./typedoc-run.ts";
import type { TypeLinkResolver } from "./type-tree.ts";

/** TypeDoc ReflectionKind values (stable in JSON schema 2.0). */
export const Kind = {
  Project: 1,
  Module: 2,
  Namespace: 4,
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Property: 1024,
  Method: 2048,
  CallSignature: 4096,
  TypeLiteral: 65536,
  Accessor: 262144,
  TypeAlias: 2097152,
} as const;

export interface ModelItem {
  pkg: ApiPackageSlug;
  packageName: string;
  version: string;
  kind: ApiItemKind | ApiInlineKind;
  name: string;
  reflection: JSONOutput.DeclarationReflection;
  url: string;
  /**
   * Functions declared as `const f: FnType = …`: TypeDoc 0.28 keeps them as variables when the
   * declaration has a type annotation. We give them a function page (as TypeDoc 0.25 did) with
   * the signatures of their declared type.
   */
  promotedSignatures?: JSONOutput.SignatureReflection[];
}

export interface ModelPackage extends TypedocPackageModel {
  items: ModelItem[];
}

export class ApiModel {
  readonly packages: ModelPackage[];
  readonly warnings: BuildWarning[] = [];
  private readonly urlById = new Map<string, string>();
  private readonly urlByName = new Map<string, string>();
  private readonly reflectionById = new Map<string, JSONOutput.DeclarationReflection>();
  readonly ownPackages: ReadonlySet<string>;

  constructor(models: TypedocPackageModel[]) {
    this.ownPackages = new Set(models.map((m) => m.name));
    this.packages = models.map((m) => ({ ...m, items: [] }));
    for (const pkg of this.packages) {
      for (const child of pkg.project.children ?? []) this.reflectionById.set(key(pkg.slug, child.id), child);
    }
    for (const pkg of this.packages) {
      for (const child of pkg.project.children ?? []) {
        const item = this.classify(pkg, child);
        if (item) pkg.items.push(item);
      }
      pkg.items.sort((a, b) => compareNames(a.name, b.name));
      for (const item of pkg.items) this.register(item);
    }
  }

  private classify(pkg: TypedocPackageModel, r: JSONOutput.DeclarationReflection): ModelItem | undefined {
    const base = { pkg: pkg.slug, packageName: pkg.name, version: pkg.version, name: r.name, reflection: r };
    const page = (kind: ApiItemKind): ModelItem => ({ ...base, kind, url: apiItemPath(pkg.slug, kind, r.name) });
    const inline = (kind: ApiInlineKind): ModelItem => ({ ...base, kind, url: `${apiPackagePath(pkg.slug)}#${r.name}` });
    switch (r.kind) {
      case Kind.Enum:
        return page("enum");
      case Kind.Function:
        return page("function");
      case Kind.Interface:
        return page("interface");
      case Kind.TypeAlias:
        return inline("type");
      case Kind.Variable: {
        const signatures = this.functionSignaturesOfVariable(pkg.slug, r);
        return signatures ? { ...page("function"), promotedSignatures: signatures } : inline("variable");
      }
      default:
        this.warnings.push({ location: pkg.name, message: `export ${r.name} has unsupported kind ${r.kind}; skipped` });
        return undefined;
    }
  }

  /** Call signatures when a variable's declared type is a pure function type (no properties). */
  private functionSignaturesOfVariable(
    pkg: ApiPackageSlug,
    r: JSONOutput.DeclarationReflection,
  ): JSONOutput.SignatureReflection[] | undefined {
    let type = r.type;
    for (let depth = 0; depth < 5 && type; depth++) {
      if (type.type === "reflection") {
        const decl = type.declaration;
        const pure = decl.signatures?.length && !decl.children?.length && !decl.indexSignatures?.length;
        return pure ? decl.signatures : undefined;
      }
      if (type.type === "reference" && typeof type.target === "number" && !type.typeArguments?.length) {
        const target = this.reflectionById.get(key(pkg, type.target));
        if (!target || target.kind !== Kind.TypeAlias) return undefined;
        // An alias of a type literal keeps its members/signatures on itself (no `type`).
        type = target.type ?? { type: "reflection", declaration: target };
        continue;
      }
      return undefined;
    }
    return undefined;
  }

  private register(item: ModelItem): void {
    const r = item.reflection;
    this.urlById.set(key(item.pkg, r.id), item.url);
    const qualified = `${item.packageName}:${item.name}`;
    this.urlByName.set(qualified, item.url);
    if (item.kind === "interface" || item.kind === "enum") {
      for (const member of r.children ?? []) {
        const url = `${item.url}#${member.name}`;
        this.urlById.set(key(item.pkg, member.id), url);
        this.urlByName.set(`${qualified}.${member.name}`, url);
      }
    }
  }

  itemsOf(pkg: ApiPackageSlug): ModelItem[] {
    return this.packages.find((p) => p.slug === pkg)?.items ?? [];
  }

  allItems(): ModelItem[] {
    return this.packages.flatMap((p) => p.items);
  }

  urlForId(pkg: ApiPackageSlug, id: number): string | undefined {
    return this.urlById.get(key(pkg, id));
  }

  /** `name` may be "TreeConfig" or "TreeConfig.rootItemId"; own package first, then the others. */
  urlForName(pkg: ApiPackageSlug, name: string): string | undefined {
    const own = this.packages.find((p) => p.slug === pkg);
    const order = own ? [own, ...this.packages.filter((p) => p !== own)] : this.packages;
    for (const p of order) {
      const url = this.urlByName.get(`${p.name}:${name}`);
      if (url) return url;
    }
    return undefined;
  }

  urlForSymbol(pkg: ApiPackageSlug, target: JSONOutput.ReflectionSymbolId): string | undefined {
    if (!this.ownPackages.has(target.packageName)) return undefined;
    return this.urlByName.get(`${target.packageName}:${target.qualifiedName}`);
  }

  /** Link resolution for the type tree of one package. */
  typeLinks(pkg: ApiPackageSlug): TypeLinkResolver {
    return {
      ownPackages: this.ownPackages,
      resolveReference: (type) => {
        if (typeof type.target === "number") {
          return type.target >= 0 ? this.urlForId(pkg, type.target) : undefined;
        }
        return this.urlForSymbol(pkg, type.target);
      },
    };
  }

  /** {@link} targets: reflection id, symbol id or URL string. */
  linkTagUrl(pkg: ApiPackageSlug, part: JSONOutput.InlineTagDisplayPart): string | undefined {
    const target = part.target;
    if (typeof target === "string") return target;
    if (typeof target === "number") return this.urlForId(pkg, target);
    if (target) return this.urlForSymbol(pkg, target);
    return undefined;
  }

  /**
   * Symbol map for <ApiLink name=…> and the content checker: "TreeConfig", "TreeConfig.rootItemId",
   * "selectionFeature", "useTree", "CheckedState.Checked", "@headless-tree/core".
   */
  symbols(): Record<string, string> {
    const symbols: Record<string, string> = {};
    const add = (name: string, url: string) => {
      const existing = symbols[name];
      if (existing && existing !== url) {
        this.warnings.push({ location: url, message: `symbol ${name} is also at ${existing}; keeping that one` });
        return;
      }
      symbols[name] = url;
    };
    for (const pkg of this.packages) add(pkg.name, apiPackagePath(pkg.slug));
    for (const item of this.allItems()) {
      add(item.name, item.url);
      if (item.kind === "interface" || item.kind === "enum") {
        for (const member of item.reflection.children ?? []) add(`${item.name}.${member.name}`, `${item.url}#${member.name}`);
      }
    }
    return Object.fromEntries(Object.entries(symbols).sort(([a], [b]) => compareNames(a, b)));
  }
}

function key(pkg: ApiPackageSlug, id: number): string {
  return `${pkg}:${id}`;
}

export function compareNames(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  return la < lb ? -1 : la > lb ? 1 : a < b ? -1 : a > b ? 1 : 0;
}
