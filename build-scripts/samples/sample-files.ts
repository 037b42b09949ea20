// The program every ts/tsx code block of the content compiles in: a complete module as is, a
// partial sample wrapped in the harness its fence meta names (see content-checks/README.md). Shared
// by the type check (content-checks/code-samples.ts) and the build's API-name links (api-names.ts).

import path from "node:path";
import ts from "typescript";
import type { CodeBlock } from "./collect.ts";

/** Packages whose exports (and React's) are in scope for the `scope` and `jsx` harnesses. */
const SCOPE_PACKAGES = ["@headless-tree/core", "@headless-tree/react", "react"] as const;

/** Declared for partial samples: they may use `tree`, `item` and `Item` without defining them. */
const AMBIENT = [
  "/** The item payload that partial samples assume. */",
  "interface Item { name: string; children?: string[] }",
  "declare const tree: TreeInstance<Item>;",
  "declare const item: ItemInstance<Item>;",
];

export const HARNESSES = {
  /** Statements inside an async function, with the library, React and `tree`/`item` in scope. */
  scope: { open: ["export async function __sample() {"], close: ["}"] },
  /** JSX children (e.g. one item's markup), with the same scope as `scope`. */
  jsx: { open: ["export function __sample() {", "  return (", "    <>"], close: ["    </>", "  );", "}"] },
} as const;

export type HarnessName = keyof typeof HARNESSES;

export const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ["lib.dom.d.ts", "lib.dom.iterable.d.ts", "lib.es2023.d.ts"],
  types: [],
  skipLibCheck: true,
  noEmit: true,
  esModuleInterop: true,
  allowImportingTsExtensions: true,
};

export interface SampleProblem {
  /** file:line:column in the .mdx source */
  location: string;
  message: string;
}

export interface VirtualSample {
  block: CodeBlock;
  fileName: string;
  text: string;
  /** 0-based line of the generated file where the sample's first line sits. */
  offset: number;
}

export const where = (block: CodeBlock, line = block.line, column = block.column) => `${block.file}:${line}:${column}`;

/** Top-level `import` statements of a sample: their text and the local names they bind. */
function sampleImports(code: string, fileName: string): { ranges: [number, number][]; names: Set<string>; text: string[] } {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const ranges: [number, number][] = [];
  const names = new Set<string>();
  const text: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    ranges.push([statement.getStart(source), statement.getEnd()]);
    text.push(statement.getText(source));
    const clause = statement.importClause;
    if (clause?.name) names.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
  }
  return { ranges, names, text };
}

/** Blanks out ranges of a text but keeps its line breaks, so line numbers stay valid. */
function blank(code: string, ranges: [number, number][]): string {
  let result = code;
  for (const [start, end] of ranges) {
    result = result.slice(0, start) + result.slice(start, end).replace(/[^\n]/g, " ") + result.slice(end);
  }
  return result;
}

/** The generated source for one block: as is, or wrapped in its harness. */
export function buildSample(
  block: CodeBlock,
  index: number,
  scopeExports: Map<string, string[]>,
  virtualDir: string,
): VirtualSample | SampleProblem {
  const extension = block.lang === "tsx" ? "tsx" : "ts";
  const fileName = path.join(virtualDir, block.file.replace(/[\\/]/g, "__"), `${index}-line${block.line}.${extension}`);
  const harnessName = block.meta.harness;
  if (harnessName === undefined) {
    // A complete module; `export {}` keeps samples without imports out of the global scope.
    return { block, fileName, text: `${block.code}\nexport {};\n`, offset: 0 };
  }
  if (!(harnessName in HARNESSES)) {
    return { location: where(block), message: `Unknown harness "${harnessName}". Known: ${Object.keys(HARNESSES).join(", ")}.` };
  }
  const harness = HARNESSES[harnessName as HarnessName];
  if (harnessName === "jsx" && extension !== "tsx") {
    return { location: where(block), message: 'The "jsx" harness needs a tsx fence.' };
  }
  const imports = sampleImports(block.code, fileName);
  const preamble: string[] = [...imports.text];
  for (const [pkg, names] of scopeExports) {
    const missing = names.filter((name) => !imports.names.has(name));
    if (missing.length) preamble.push(`import { ${missing.join(", ")} } from "${pkg}";`);
  }
  if (!imports.names.has("React")) preamble.push('import * as React from "react";');
  preamble.push(...AMBIENT.filter((line) => !imports.names.has(line.match(/(?:interface|const) (\w+)/)?.[1] ?? "")), ...harness.open);
  const lines = [...preamble, blank(block.code, imports.ranges), ...harness.close, ""];
  return { block, fileName, text: lines.join("\n"), offset: preamble.length };
}

/** Names exported by each package of SCOPE_PACKAGES, asked from the compiler itself. */
export function exportedNames(root: string): Map<string, string[]> {
  const probe = path.join(root, ".content-checks", "exports.ts");
  const text = SCOPE_PACKAGES.map((pkg, i) => `import * as m${i} from "${pkg}";`).join("\n");
  const host = virtualHost(new Map([[probe, text]]));
  const program = ts.createProgram([probe], COMPILER_OPTIONS, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probe)!;
  const result = new Map<string, string[]>();
  source.statements.forEach((statement, i) => {
    if (!ts.isImportDeclaration(statement)) return;
    const moduleSymbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
    const names = moduleSymbol ? checker.getExportsOfModule(moduleSymbol).map((s) => s.name) : [];
    // React's namespace has a `default`; the rest are plain names.
    result.set(SCOPE_PACKAGES[i]!, names.filter((n) => n !== "default" && /^[A-Za-z_$][\w$]*$/.test(n)).sort());
  });
  return result;
}

export function virtualHost(files: Map<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const getSourceFile = host.getSourceFile.bind(host);
  return {
    ...host,
    fileExists: (name) => files.has(name) || host.fileExists(name),
    readFile: (name) => files.get(name) ?? host.readFile(name),
    getSourceFile: (name, languageVersion, onError, shouldCreate) => {
      const text = files.get(name);
      return text !== undefined
        ? ts.createSourceFile(name, text, languageVersion, true, name.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
        : getSourceFile(name, languageVersion, onError, shouldCreate);
    },
  };
}
