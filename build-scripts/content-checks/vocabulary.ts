// The names the inline-identifier check accepts: everything the TypeDoc model of the installed
// packages documents (symbols.json plus members of type literals, parameters and hotkey names),
// and, to tell library names from ordinary code, the names of the DOM, JavaScript and React.

import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { JSONOutput } from "typedoc";
import ts from "typescript";
import { buildApi } from "../api/build-api.ts";
import { loadTypedocModels } from "../api/typedoc-run.ts";
import { COMPILER_OPTIONS } from "../samples/sample-files.ts";

export interface Vocabulary {
  /** `TreeConfig.rootItemId`, `selectionFeature`, … → URL (app/generated/api/symbols.json) */
  symbols: Record<string, string>;
  /** Owner (interface, enum) → its documented members. */
  members: Map<string, Set<string>>;
  /** `Owner.member` → the documented owner its value or return value is, e.g. TreeInstance.getState → TreeState. */
  memberTypes: Map<string, string>;
  /** Every name the model knows: exports, members, type-literal members, parameters, hotkey names. */
  library: Set<string>;
  /** Hotkey names (`toggleSelectedItem`, `renameItem`, …) from the features' `hotkeys` unions. */
  hotkeys: Set<string>;
  /** Names of the DOM, JavaScript and React: not the library's, so never reported as typos. */
  platform: Set<string>;
}

type Reflection = JSONOutput.DeclarationReflection | JSONOutput.SignatureReflection | JSONOutput.ParameterReflection;

/** symbols.json, produced by the engine's API stage; built on the spot when it is missing. */
export async function readSymbols(root: string): Promise<Record<string, string>> {
  const file = path.join(root, "app", "generated", "api", "symbols.json");
  if (!existsSync(file)) {
    return (await buildApi({ root })).symbols;
  }
  return JSON.parse(await readFile(file, "utf8")) as Record<string, string>;
}

/** The named, documented interface a type refers to, looking through `X | null | undefined`. */
function referencedOwner(type: JSONOutput.SomeType | undefined, owners: Set<string>): string | undefined {
  if (!type) return undefined;
  if (type.type === "reference") return owners.has(type.name) ? type.name : undefined;
  if (type.type === "union") {
    const named = type.types.map((t) => referencedOwner(t, owners)).filter(Boolean);
    return named.length === 1 ? named[0] : undefined;
  }
  if (type.type === "reflection") return referencedOwner(type.declaration.signatures?.[0]?.type, owners);
  return undefined;
}

/** Walks the TypeDoc JSON: every declared name, and string literals under a `hotkeys` member. */
function walkModel(node: unknown, visit: (reflection: Reflection, inHotkeys: boolean) => void, inHotkeys = false): void {
  if (Array.isArray(node)) {
    for (const child of node) walkModel(child, visit, inHotkeys);
    return;
  }
  if (!node || typeof node !== "object") return;
  const record = node as Record<string, unknown>;
  const here = inHotkeys || record.name === "hotkeys";
  if (typeof record.name === "string" && typeof record.kind === "number") visit(record as unknown as Reflection, here);
  for (const value of Object.values(record)) walkModel(value, visit, here);
}

function collectLiterals(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((child) => collectLiterals(child, into));
  if (!node || typeof node !== "object") return;
  const record = node as Record<string, unknown>;
  if (record.type === "literal" && typeof record.value === "string") into.add(record.value);
  for (const value of Object.values(record)) collectLiterals(value, into);
}

/** Property and global names of the platform, asked from the TypeScript libs and React's types. */
function platformNames(root: string): Set<string> {
  const probe = path.join(root, ".content-checks", "platform.ts");
  const interfaces = [
    "HTMLElement", "HTMLInputElement", "HTMLButtonElement", "Element", "Node", "Document", "Window", "Event",
    "UIEvent", "MouseEvent", "KeyboardEvent", "DragEvent", "FocusEvent", "PointerEvent", "DataTransfer", "DOMRect",
    "CSSStyleDeclaration", "Console", "Performance", "Storage", "Array", "ReadonlyArray", "Promise", "Map", "Set",
    "String", "Object", "Function", "JSON", "Math", "Number", "Date", "RegExp",
  ];
  const react = ["HTMLAttributes<HTMLElement>", "InputHTMLAttributes<HTMLInputElement>", "CSSProperties", "DOMAttributes<HTMLElement>"];
  const text = [
    'import * as React from "react";',
    ...interfaces.map((name, i) => `declare const g${i}: ${name}${name === "Array" || name === "ReadonlyArray" || name === "Promise" || name === "Set" ? "<unknown>" : name === "Map" ? "<unknown, unknown>" : ""};`),
    ...react.map((name, i) => `declare const r${i}: React.${name};`),
  ].join("\n");
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, onError, shouldCreate) =>
    name === probe ? ts.createSourceFile(name, text, version, true) : getSourceFile(name, version, onError, shouldCreate);
  host.fileExists = ((exists) => (name: string) => name === probe || exists(name))(host.fileExists.bind(host));
  const program = ts.createProgram([probe], COMPILER_OPTIONS, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probe)!;
  const names = new Set<string>();
  for (const symbol of checker.getSymbolsInScope(source, ts.SymbolFlags.Value | ts.SymbolFlags.Type)) names.add(symbol.name);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const reactModule = checker.getSymbolAtLocation(statement.moduleSpecifier);
      if (reactModule) for (const symbol of checker.getExportsOfModule(reactModule)) names.add(symbol.name);
      continue;
    }
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const type = checker.getTypeAtLocation(declaration.name);
      for (const property of checker.getPropertiesOfType(type)) names.add(property.name);
    }
  }
  return names;
}

export async function loadVocabulary(root: string): Promise<Vocabulary> {
  const [symbols, models] = await Promise.all([readSymbols(root), loadTypedocModels(root)]);
  const members = new Map<string, Set<string>>();
  const library = new Set<string>();
  for (const name of Object.keys(symbols)) {
    const [owner, member] = name.split(".", 2) as [string, string | undefined];
    library.add(member ?? owner);
    if (member) {
      if (!members.has(owner)) members.set(owner, new Set());
      members.get(owner)!.add(member);
    }
  }

  const hotkeys = new Set<string>();
  const memberTypes = new Map<string, string>();
  const owners = new Set(members.keys());
  for (const { project } of models.packages) {
    walkModel(project, (reflection, inHotkeys) => {
      if (reflection.name !== "__type" && !reflection.name.startsWith("__")) library.add(reflection.name);
      if (inHotkeys && "type" in reflection) collectLiterals(reflection.type, hotkeys);
    });
    for (const owner of project.children ?? []) {
      if (!owners.has(owner.name)) continue;
      for (const member of owner.children ?? []) {
        const target = referencedOwner(member.type ?? member.signatures?.[0]?.type, owners);
        if (target) memberTypes.set(`${owner.name}.${member.name}`, target);
      }
    }
  }
  for (const name of hotkeys) library.add(name);
  return { symbols, members, memberTypes, library, hotkeys, platform: platformNames(root) };
}
