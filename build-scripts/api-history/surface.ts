// The public API of one published package version, read from its declaration files with the
// TypeScript checker: every exported symbol and every member of an exported interface, class,
// enum or object type alias, each with a normalised signature.
//
// Signatures are types printed by the checker, never source text, so whitespace, comments,
// `import("./x").Foo` versus an imported `Foo`, method versus arrow-property syntax and the
// bundler's renames do not count as changes; a different type does.

import ts from "typescript";

export interface ApiSurfaceEntry {
  /** Normalised declaration, e.g. `?: ((item: ItemInstance<T>) => boolean) | undefined`. */
  signature: string;
  /** The declaration carries a `@deprecated` tag. */
  deprecated?: true;
}

/** `Name` or `Name.member` → entry. */
export type ApiSurface = Record<string, ApiSurfaceEntry>;

export interface ReadSurfaceOptions {
  /** Module name → declaration file, e.g. the react package's `@headless-tree/core` of the same release. */
  paths?: Record<string, string>;
}

/** Reads the exports of `entryFile` (a .d.ts / .d.mts) and everything it imports. */
export function readApiSurface(entryFile: string, options: ReadSurfaceOptions = {}): ApiSurface {
  const compilerOptions: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    types: [],
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    paths: Object.fromEntries(Object.entries(options.paths ?? {}).map(([name, file]) => [name, [file]])),
  };
  const program = ts.createProgram({ rootNames: [entryFile], options: compilerOptions, host: cachingHost(compilerOptions) });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entryFile}: not a module with exports`);

  const exports = checker
    .getExportsOfModule(moduleSymbol)
    .map((exported) => [exported.name, exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported] as const);
  const printer = new TypePrinter(checker, exports.map(([, symbol]) => symbol));
  const surface: ApiSurface = {};
  for (const [name, symbol] of exports) {
    for (const [key, entry] of describeSymbol(checker, printer, name, symbol)) surface[key] = entry;
  }
  return Object.fromEntries(Object.entries(surface).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function* describeSymbol(checker: ts.TypeChecker, printer: TypePrinter, name: string, symbol: ts.Symbol): Generator<[string, ApiSurfaceEntry]> {
  const decl = symbol.declarations?.[0];
  if (!decl) return;
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Enum) {
    yield [name, entry("enum", symbol)];
    for (const member of checker.getExportsOfModule(symbol)) {
      const value = member.valueDeclaration && ts.isEnumMember(member.valueDeclaration) ? checker.getConstantValue(member.valueDeclaration) : undefined;
      yield [`${name}.${member.name}`, entry(`= ${JSON.stringify(value ?? null)}`, member)];
    }
    return;
  }
  if (flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.TypeAlias)) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const params = printer.typeParameters(symbol);
    const kind = flags & ts.SymbolFlags.Class ? "class" : flags & ts.SymbolFlags.Interface ? "interface" : "type";
    if (kind === "type" && !isObjectLike(type)) {
      yield [name, entry(`type${params} = ${printer.print(type, decl, ts.NodeBuilderFlags.InTypeAlias)}`, symbol)];
      return;
    }
    // Interfaces, classes and object type aliases: the header here, the shape in the members.
    yield [name, entry(`${kind}${params}`, symbol)];
    for (const member of checker.getPropertiesOfType(type)) {
      const memberDecl = member.valueDeclaration ?? member.declarations?.[0] ?? decl;
      const optional = member.flags & ts.SymbolFlags.Optional ? "?" : "";
      const readonly = ts.getCombinedModifierFlags(memberDecl) & ts.ModifierFlags.Readonly ? "readonly " : "";
      const memberType = printer.print(checker.getTypeOfSymbolAtLocation(member, memberDecl), decl);
      yield [`${name}.${member.name}`, entry(`${readonly}${optional}: ${memberType}`, member)];
    }
    return;
  }
  // `function f()` and `const f: () => …` are the same to a caller: only the type counts.
  if (flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
    yield [name, entry(`: ${printer.print(checker.getTypeOfSymbolAtLocation(symbol, decl), decl)}`, symbol)];
  }
}

/**
 * Prints types on one line through the checker's node builder. Import types print as the plain
 * name, and a reference that spells out the defaults of a generic type prints as the bare name:
 * `FeatureImplementation<any>` and `FeatureImplementation` are the same type, which per-file
 * declarations write one way and a bundled declaration file the other.
 */
class TypePrinter {
  private readonly printer = ts.createPrinter({ removeComments: true, omitTrailingSemicolon: true });
  private readonly file = ts.createSourceFile("print.d.ts", "", ts.ScriptTarget.Latest);
  /** Generic type name → its default type arguments, printed; only when every parameter has one. */
  private readonly defaults = new Map<string, string>();

  constructor(
    private readonly checker: ts.TypeChecker,
    exported: readonly ts.Symbol[],
  ) {
    for (const symbol of exported) {
      const params = typeParameterDeclarations(symbol);
      if (params.length === 0 || !params.every((p) => p.default)) continue;
      this.defaults.set(symbol.name, params.map((p) => this.printNode(p.default!)).join(", "));
    }
  }

  print(type: ts.Type, at: ts.Node, flags = ts.NodeBuilderFlags.None): string {
    const node = this.checker.typeToTypeNode(type, at, flags | ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.IgnoreErrors);
    if (!node) return this.checker.typeToString(type, at, ts.TypeFormatFlags.NoTruncation);
    const [normalised] = ts.transform(node, [(context) => (root) => ts.visitNode(root, this.normalise(context)) as ts.TypeNode]).transformed;
    // Rebuilt nodes lose the node builder's single-line flag; one line keeps the data file diffable.
    return this.printNode(normalised!).replace(/\s*\n\s*/g, " ");
  }

  /** `<T, K extends keyof X = Y>`, each type printed by the checker. */
  typeParameters(symbol: ts.Symbol): string {
    const params = typeParameterDeclarations(symbol);
    if (params.length === 0) return "";
    const at = symbol.declarations![0]!;
    const print = (node: ts.TypeNode) => this.print(this.checker.getTypeFromTypeNode(node), at);
    const parts = params.map((p) => `${p.name.text}${p.constraint ? ` extends ${print(p.constraint)}` : ""}${p.default ? ` = ${print(p.default)}` : ""}`);
    return `<${parts.join(", ")}>`;
  }

  private normalise(context: ts.TransformationContext): ts.Visitor {
    const visit: ts.Visitor = (node) => {
      // `import("..").DragTarget<T>` (how the checker names a type the declaration file does not import) → `DragTarget<T>`.
      if (ts.isImportTypeNode(node) && node.qualifier && !node.isTypeOf) {
        return visit(ts.factory.createTypeReferenceNode(node.qualifier, node.typeArguments));
      }
      if (ts.isTypeReferenceNode(node) && node.typeArguments && ts.isIdentifier(node.typeName)) {
        const defaults = this.defaults.get(node.typeName.text);
        if (defaults !== undefined && node.typeArguments.map((a) => this.printNode(a)).join(", ") === defaults) {
          return ts.factory.createTypeReferenceNode(node.typeName);
        }
      }
      return ts.visitEachChild(node, visit, context);
    };
    return visit;
  }

  private printNode(node: ts.Node): string {
    return this.printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile?.() ?? this.file);
  }
}

function typeParameterDeclarations(symbol: ts.Symbol): readonly ts.TypeParameterDeclaration[] {
  for (const decl of symbol.declarations ?? []) {
    const params = ts.getEffectiveTypeParameterDeclarations(decl as ts.DeclarationWithTypeParameters);
    if (params.length > 0) return params;
  }
  return [];
}

function isObjectLike(type: ts.Type): boolean {
  if (type.flags & ts.TypeFlags.Object) return true;
  return Boolean(type.flags & ts.TypeFlags.Intersection) && (type as ts.IntersectionType).types.every(isObjectLike);
}

function entry(signature: string, symbol: ts.Symbol): ApiSurfaceEntry {
  const deprecated = symbol.declarations?.some((d) => ts.getJSDocDeprecatedTag(d) !== undefined);
  return deprecated ? { signature, deprecated: true } : { signature };
}

/**
 * TypeScript's lib files and @types/react are the same for every release: parse them once per
 * run instead of once per version (most of a program's parse time is lib.dom.d.ts).
 */
const sharedSourceFiles = new Map<string, ts.SourceFile>();

function cachingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (!fileName.includes("/node_modules/")) return getSourceFile(fileName, languageVersion, ...rest);
    let file = sharedSourceFiles.get(fileName);
    if (!file) {
      file = getSourceFile(fileName, languageVersion, ...rest);
      if (file) sharedSourceFiles.set(fileName, file);
    }
    return file;
  };
  return host;
}
