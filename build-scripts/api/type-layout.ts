// Decides at build time how each ApiType node is printed, so the renderer
// (app/components/api/api-type.tsx) needs no printer: it reads the hints from the tree.
//
// - `parens`: TypeScript needs parentheses where the node sits (`(A | B)[]`), see `needsParens`.
// - `layout: "block"`: a union or object literal breaks over lines, one element / member per
//   line. Only in trees the renderer may break (declarations on the package page, parameters on
//   function pages) and only when the inline text is longer than BLOCK_THRESHOLD.
// - `quotedName`: object members whose name is not an identifier (`"aria-label"`).
//
// The walk mirrors the renderer node for node: which child sits in which context, and which
// children may break when their parent may. Mutates the (freshly converted) tree in place.

import type {
  ApiDeclaration,
  ApiFunctionType,
  ApiItemPage,
  ApiSignature,
  ApiType,
  ApiTypeParameter,
} from "#contract/api/api-model.ts";
import { needsParens, printPropertyName, printType, type ApiTypeContext } from "./type-print.ts";

/** Inline types longer than this are broken over lines where the renderer allows it. */
export const BLOCK_THRESHOLD = 80;

/**
 * Annotates `type` as a root of the renderer's `<ApiTypeNode>`; `block` = the renderer passes
 * `block` there (it may break lines).
 */
export function layoutType(type: ApiType, block = false): void {
  layoutNode(type, "none", block);
}

function layoutNode(type: ApiType, context: ApiTypeContext, block: boolean): void {
  if (needsParens(type, context)) type.parens = true;
  else delete type.parens;
  switch (type.kind) {
    case "intrinsic":
    case "literal":
    case "unknown":
      return;
    case "reference":
      for (const t of type.typeArguments ?? []) layoutNode(t, "none", false);
      return;
    case "union": {
      const isBlock = block && printType(type).length > BLOCK_THRESHOLD;
      setLayout(type, isBlock);
      for (const t of type.types) layoutNode(t, "unionElement", isBlock);
      return;
    }
    case "intersection":
      for (const t of type.types) layoutNode(t, "intersectionElement", block);
      return;
    case "array":
      layoutNode(type.elementType, "arrayElement", false);
      return;
    case "tuple":
      for (const t of type.elements) layoutNode(t, "none", false);
      return;
    case "namedTupleMember":
      layoutNode(type.element, "none", false);
      return;
    case "optional":
      layoutNode(type.elementType, "optionalElement", false);
      return;
    case "rest":
      layoutNode(type.elementType, "none", false);
      return;
    case "function":
      layoutCallSignature(type);
      return;
    case "object": {
      const only = type.members.length === 0 && !type.indexSignatures?.length && type.signatures?.length === 1;
      for (const sig of type.signatures ?? []) layoutCallSignature(sig);
      if (only) {
        delete type.layout;
        return;
      }
      for (const index of type.indexSignatures ?? []) {
        layoutNode(index.parameterType, "none", false);
        layoutNode(index.type, "none", false);
      }
      for (const member of type.members) {
        const quoted = printPropertyName(member.name);
        if (quoted !== member.name) member.quotedName = quoted;
        else delete member.quotedName;
        layoutNode(member.type, "none", block);
      }
      setLayout(type, block && printType(type).length > BLOCK_THRESHOLD);
      return;
    }
    case "indexedAccess":
      layoutNode(type.objectType, "indexedObject", false);
      layoutNode(type.indexType, "none", false);
      return;
    case "typeOperator":
      layoutNode(type.target, "typeOperatorTarget", false);
      return;
    case "query":
      layoutNode(type.target, "none", false);
      return;
    case "conditional":
      layoutNode(type.checkType, "conditionalCheck", false);
      layoutNode(type.extendsType, "conditionalExtends", false);
      layoutNode(type.trueType, "none", false);
      layoutNode(type.falseType, "none", false);
      return;
    case "mapped":
      layoutNode(type.parameterType, "none", false);
      if (type.nameType) layoutNode(type.nameType, "none", false);
      layoutNode(type.templateType, "none", false);
      return;
    case "predicate":
      if (type.targetType) layoutNode(type.targetType, "none", false);
      return;
    case "templateLiteral":
      for (const part of type.tail) layoutNode(part.type, "none", false);
      return;
    case "inferred":
      if (type.constraint) layoutNode(type.constraint, "none", false);
      return;
  }
}

function setLayout(type: Extract<ApiType, { kind: "union" | "object" }>, block: boolean): void {
  if (block) type.layout = "block";
  else delete type.layout;
}

/** `<T>(a: A) => R`: type parameters, parameters and return type are always inline. */
function layoutCallSignature(fn: Pick<ApiFunctionType, "typeParameters" | "parameters" | "returns">): void {
  layoutTypeParameters(fn.typeParameters);
  for (const p of fn.parameters) layoutType(p.type);
  layoutType(fn.returns);
}

function layoutTypeParameters(params: ApiTypeParameter[] | undefined): void {
  for (const p of params ?? []) {
    if (p.constraint) layoutType(p.constraint);
    if (p.default) layoutType(p.default);
  }
}

/**
 * A signature as the renderer shows it: its title is inline; on function pages (`blockParameters`)
 * the Parameters list may break long parameter types. The title and the list render the same
 * parameter nodes, so the renderer honours `layout` only where it passes `block`.
 */
function layoutSignature(sig: ApiSignature, blockParameters: boolean): void {
  layoutTypeParameters(sig.typeParameters);
  for (const p of sig.parameters) layoutType(p.type, blockParameters);
  layoutType(sig.returns);
}

/** Every type on an enum / function / interface page. */
export function layoutItemPage(page: ApiItemPage): void {
  layoutTypeParameters(page.typeParameters);
  for (const sig of page.signatures) layoutSignature(sig, true);
  if (page.declaredType) layoutType(page.declaredType);
  for (const t of page.extendedTypes) layoutType(t);
  for (const group of page.groups) {
    for (const member of group.members) {
      if (member.type) layoutType(member.type);
      for (const sig of member.signatures ?? []) layoutSignature(sig, false);
    }
  }
}

/** A type alias or variable: its type may break over lines. */
export function layoutDeclaration(decl: ApiDeclaration): void {
  layoutTypeParameters(decl.typeParameters);
  layoutType(decl.type, true);
}
