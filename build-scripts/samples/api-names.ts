// Finds the names of `@headless-tree/*` API in code samples, with the TypeScript compiler on the
// pinned packages, and gives each the API reference URL of its declaration: `tree.getItems()` links
// `getItems` to TreeFeatureTreeInstance#getItems, whatever the variable is called. Names are
// resolved as an editor's "go to definition" resolves them (object-literal keys through their
// contextual type, JSX attributes, imports), so only what the compiler knows is linked.

import { readFileSync } from "node:fs";
import ts from "typescript";
import { COMPILER_OPTIONS } from "./sample-files.ts";

/** One source to resolve: a sample's generated file, or a demo file as it is shown. */
export interface NameSource {
  /** Absolute file name; demo files keep their real path so relative imports resolve. */
  fileName: string;
  text: string;
  /** The part of `text` that is shown, as [start, end) character offsets. */
  shown: [number, number];
}

/** A name in a shown code, by character offsets into that code. */
export interface ApiName {
  start: number;
  end: number;
  /** The identifier as written. */
  name: string;
  /** Key of the API symbol map: `createTree`, `TreeConfig`, `SelectionFeatureConfig.setSelectedItems`. */
  symbol: string;
  href: string;
  /** What an editor's hover shows for the declaration: `(property) canReorder?: boolean | undefined`. */
  signature: string;
}

export interface NameReport {
  names: ApiName[];
  /** Names declared by the library that the reference has no page or anchor for. */
  unlinked: { start: number; name: string; declaration: string }[];
}

const LIBRARY_FILE = /[\\/]node_modules[\\/]@headless-tree[\\/](core|react)[\\/]/;

/**
 * `type SelectionFeatureConfig<T> = SelectionFeatureDef<T>["config"]` in the core's documentation
 * entry: the reference documents a feature's config, state and instances under these names, while
 * the compiler finds their members in the `…FeatureDef` type literals. Key: `SelectionFeatureDef.config`.
 */
export function featurePartNames(entryFile: string): Map<string, string> {
  const source = ts.createSourceFile(entryFile, readFileSync(entryFile, "utf8"), ts.ScriptTarget.Latest, true);
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isTypeAliasDeclaration(statement) || !ts.isIndexedAccessTypeNode(statement.type)) continue;
    const { objectType, indexType } = statement.type;
    if (!ts.isTypeReferenceNode(objectType) || !ts.isLiteralTypeNode(indexType) || !ts.isStringLiteral(indexType.literal)) continue;
    names.set(`${objectType.typeName.getText(source)}.${indexType.literal.text}`, statement.name.text);
  }
  return names;
}

const isTopLevel = (node: ts.Node): boolean =>
  ts.isSourceFile(node.parent) || ts.isModuleBlock(node.parent) || (ts.isVariableDeclarationList(node.parent) && isTopLevel(node.parent.parent));

/** The symbol-map key of a declaration in the library's `.d.ts`, or undefined when it has none. */
export function symbolKeyOf(declaration: ts.Node, partNames: ReadonlyMap<string, string>): string | undefined {
  if (ts.isTypeParameterDeclaration(declaration) || ts.isParameter(declaration)) return undefined;
  const name = ts.getNameOfDeclaration(declaration as ts.Declaration);
  if (!name || !(ts.isIdentifier(name) || ts.isStringLiteral(name))) return undefined;
  if (isTopLevel(declaration)) return name.text;
  const owner = declaration.parent;
  if ((ts.isInterfaceDeclaration(owner) || ts.isEnumDeclaration(owner) || ts.isClassDeclaration(owner)) && owner.name) {
    return `${owner.name.text}.${name.text}`;
  }
  if (!ts.isTypeLiteralNode(owner)) return undefined;
  // A member of `type XFeatureDef<T> = { config: { … } }`: documented as `XFeatureConfig.member`.
  const part = owner.parent;
  if (ts.isPropertySignature(part) && ts.isTypeLiteralNode(part.parent) && ts.isTypeAliasDeclaration(part.parent.parent)) {
    const documented = partNames.get(`${part.parent.parent.name.text}.${part.name.getText()}`);
    return documented ? `${documented}.${name.text}` : undefined;
  }
  return ts.isTypeAliasDeclaration(part) ? `${part.name.text}.${name.text}` : undefined;
}

/**
 * The reference entry to link for a declaration: its own, else the declaration it is part of (a
 * member of an object type inside a member's signature, a type alias shown whole on its package
 * page). A member the reference leaves out (`@internal`) gets none.
 */
export function referenceKeyOf(
  declaration: ts.Node,
  symbols: Readonly<Record<string, string>>,
  partNames: ReadonlyMap<string, string>,
): string | undefined {
  if (ts.isTypeParameterDeclaration(declaration)) return undefined;
  const own = symbolKeyOf(declaration, partNames);
  if (own && symbols[own]) return own;
  const ownerHref = own?.includes(".") ? symbols[own.slice(0, own.lastIndexOf("."))] : undefined;
  if (ownerHref && !ownerHref.includes("#")) return undefined;
  for (let node = declaration.parent; node && !ts.isSourceFile(node); node = node.parent) {
    const key = symbolKeyOf(node, partNames);
    if (key && symbols[key]) return key;
  }
  return undefined;
}

/** The innermost node of `source` that starts at `position` and is an identifier or string literal. */
function nameAt(source: ts.SourceFile, position: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node) => {
    if (position < node.getStart(source) || position >= node.getEnd()) return;
    if ((ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isPrivateIdentifier(node)) && node.getStart(source) === position) found = node;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export interface ApiNameOptions {
  root: string;
  symbols: Readonly<Record<string, string>>;
  partNames: ReadonlyMap<string, string>;
}

/**
 * A language service over the sources it was last asked about, kept between calls: the dev server
 * resolves a changed sample again in a fraction of the first call's time, since the DOM, React
 * and library types stay parsed.
 */
export function createApiNameService(options: ApiNameOptions) {
  const files = new Map<string, { text: string; version: number }>();
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => COMPILER_OPTIONS,
    getScriptFileNames: () => [...files.keys()],
    getScriptVersion: (name) => String(files.get(name)?.version ?? 0),
    getScriptSnapshot: (name) => {
      const text = files.get(name)?.text ?? ts.sys.readFile(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => options.root,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (name) => files.has(name) || ts.sys.fileExists(name),
    readFile: (name) => files.get(name)?.text ?? ts.sys.readFile(name),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  let declared: Set<string> | undefined;
  const signatures = new Map<string, string>();

  /** The quick info of a declaration in the library, as an editor shows it when hovering the declaration. */
  function signatureAt(fileName: string, position: number): string {
    const key = `${fileName}:${position}`;
    let signature = signatures.get(key);
    if (signature === undefined) {
      signature = quickInfoText(ts.displayPartsToString(service.getQuickInfoAtPosition(fileName, position)?.displayParts));
      signatures.set(key, signature);
    }
    return signature;
  }

  /** Resolves every identifier in the shown part of each source. */
  function resolve(sources: readonly NameSource[]): NameReport[] {
    for (const name of [...files.keys()]) if (!sources.some((s) => s.fileName === name)) files.delete(name);
    for (const source of sources) {
      const known = files.get(source.fileName);
      if (known?.text !== source.text) files.set(source.fileName, { text: source.text, version: (known?.version ?? 0) + 1 });
    }
    const program = service.getProgram()!;
    declared ??= declaredNames(program);
    return sources.map((source) => namesOf(source, program));
  }

  function namesOf(source: NameSource, program: ts.Program): NameReport {
    const report: NameReport = { names: [], unlinked: [] };
    const file = program.getSourceFile(source.fileName)!;
    const [shownStart, shownEnd] = source.shown;
    const visit = (node: ts.Node) => {
      if (node.getEnd() <= shownStart || node.getStart(file) >= shownEnd) return;
      if (ts.isIdentifier(node) && node.getStart(file) >= shownStart && declared!.has(node.text)) {
        const start = node.getStart(file);
        const definition = service.getDefinitionAtPosition(source.fileName, start)?.find((d) => LIBRARY_FILE.test(d.fileName));
        const declaration = definition && nameAt(program.getSourceFile(definition.fileName)!, definition.textSpan.start)?.parent;
        if (declaration && !ts.isTypeParameterDeclaration(declaration)) {
          const symbol = referenceKeyOf(declaration, options.symbols, options.partNames);
          if (symbol) {
            const signature = signatureAt(definition.fileName, definition.textSpan.start);
            report.names.push({ start: start - shownStart, end: node.getEnd() - shownStart, name: node.text, symbol, href: options.symbols[symbol]!, signature });
          }
          else report.unlinked.push({ start: start - shownStart, name: node.text, declaration: `${definition.containerName}.${definition.name}` });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return report;
  }

  /** Semantic errors of a source, for the build to stop on a name the library does not have. */
  function diagnostics(fileName: string): readonly ts.Diagnostic[] {
    return service.getSemanticDiagnostics(fileName);
  }

  return { resolve, diagnostics };
}

/**
 * Quick info text on one line, without the import-alias qualifiers the compiler adds for types of
 * another package (`_headless_tree_core.TreeInstance<T>` → `TreeInstance<T>`).
 */
export function quickInfoText(text: string): string {
  return text.replace(/\b_[A-Za-z0-9_]+\./g, "").replace(/\s+/g, " ").trim();
}

/**
 * Only a name the library declares can resolve to it (an import renamed with `as` keeps its
 * original name in the specifier): every other identifier skips the lookup, most of the time.
 */
function declaredNames(program: ts.Program): Set<string> {
  const declared = new Set<string>();
  for (const file of program.getSourceFiles()) {
    if (!LIBRARY_FILE.test(file.fileName)) continue;
    const collect = (node: ts.Node) => {
      const name = ts.getNameOfDeclaration(node as ts.Declaration);
      if (name && ts.isIdentifier(name)) declared.add(name.text);
      ts.forEachChild(node, collect);
    };
    collect(file);
  }
  return declared;
}
