// TypeDoc JSON type nodes -> the small ApiType tree the site renders (contract/api/api-model.ts).
// One `switch` over TypeDoc's type kinds; references get the URL of their page when we document
// the target, so the components can render them as <Link>s.

import type { JSONOutput } from "typedoc";
import type {
  ApiFunctionType,
  ApiObjectMember,
  ApiParameter,
  ApiType,
  ApiTypeParameter,
} from "#contract/api/api-model.ts";

export interface TypeLinkResolver {
  /** URL of the page/anchor documenting a reference target, if we document it. */
  resolveReference(type: JSONOutput.ReferenceType): string | undefined;
  /** Our package names; references into other packages are marked `external`. */
  ownPackages: ReadonlySet<string>;
}

/** For tests and for code that has no link targets. */
export const NO_LINKS: TypeLinkResolver = {
  resolveReference: () => undefined,
  ownPackages: new Set(),
};

export function convertType(type: JSONOutput.SomeType | undefined, links: TypeLinkResolver): ApiType {
  if (!type) return { kind: "intrinsic", name: "any" };
  switch (type.type) {
    case "intrinsic":
      return { kind: "intrinsic", name: type.name };
    case "literal":
      return { kind: "literal", text: literalText(type.value) };
    case "reference": {
      const href = type.refersToTypeParameter ? undefined : links.resolveReference(type);
      const node: Extract<ApiType, { kind: "reference" }> = { kind: "reference", name: type.name };
      if (href) node.href = href;
      if (type.typeArguments?.length) node.typeArguments = type.typeArguments.map((t) => convertType(t, links));
      if (type.refersToTypeParameter) node.typeParameter = true;
      else if (!href && type.package && !links.ownPackages.has(type.package)) node.external = type.package;
      return node;
    }
    case "reflection":
      return convertReflectionType(type.declaration, links);
    case "union":
      return { kind: "union", types: type.types.map((t) => convertType(t, links)) };
    case "intersection":
      return { kind: "intersection", types: type.types.map((t) => convertType(t, links)) };
    case "array":
      return { kind: "array", elementType: convertType(type.elementType, links) };
    case "tuple":
      return { kind: "tuple", elements: (type.elements ?? []).map((t) => convertType(t, links)) };
    case "namedTupleMember": {
      const node: Extract<ApiType, { kind: "namedTupleMember" }> = {
        kind: "namedTupleMember",
        name: type.name,
        element: convertType(type.element, links),
      };
      if (type.isOptional) node.optional = true;
      return node;
    }
    case "optional":
      return { kind: "optional", elementType: convertType(type.elementType, links) };
    case "rest":
      return { kind: "rest", elementType: convertType(type.elementType, links) };
    case "indexedAccess":
      return {
        kind: "indexedAccess",
        objectType: convertType(type.objectType, links),
        indexType: convertType(type.indexType, links),
      };
    case "typeOperator":
      return { kind: "typeOperator", operator: type.operator, target: convertType(type.target, links) };
    case "query":
      return { kind: "query", target: convertType(type.queryType, links) };
    case "conditional":
      return {
        kind: "conditional",
        checkType: convertType(type.checkType, links),
        extendsType: convertType(type.extendsType, links),
        trueType: convertType(type.trueType, links),
        falseType: convertType(type.falseType, links),
      };
    case "mapped": {
      const node: Extract<ApiType, { kind: "mapped" }> = {
        kind: "mapped",
        parameter: type.parameter,
        parameterType: convertType(type.parameterType, links),
        templateType: convertType(type.templateType, links),
      };
      if (type.nameType) node.nameType = convertType(type.nameType, links);
      if (type.optionalModifier) node.optionalModifier = type.optionalModifier;
      if (type.readonlyModifier) node.readonlyModifier = type.readonlyModifier;
      return node;
    }
    case "predicate": {
      const node: Extract<ApiType, { kind: "predicate" }> = {
        kind: "predicate",
        name: type.name,
        asserts: type.asserts,
      };
      if (type.targetType) node.targetType = convertType(type.targetType, links);
      return node;
    }
    case "templateLiteral":
      return {
        kind: "templateLiteral",
        head: type.head,
        tail: type.tail.map(([t, text]) => ({ type: convertType(t, links), text })),
      };
    case "inferred": {
      const node: Extract<ApiType, { kind: "inferred" }> = { kind: "inferred", name: type.name };
      if (type.constraint) node.constraint = convertType(type.constraint, links);
      return node;
    }
    case "unknown":
      return { kind: "unknown", text: type.name };
  }
}

function literalText(value: JSONOutput.LiteralType["value"]): string {
  if (value === null) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "object") return `${value.negative ? "-" : ""}${value.value}n`;
  return String(value);
}

/** `{ … }` type literals: a single call signature becomes a function type. */
function convertReflectionType(decl: JSONOutput.DeclarationReflection, links: TypeLinkResolver): ApiType {
  const signatures = decl.signatures ?? [];
  const children = decl.children ?? [];
  const indexSignatures = decl.indexSignatures ?? [];
  if (signatures.length === 1 && children.length === 0 && indexSignatures.length === 0) {
    return convertSignatureType(signatures[0]!, links);
  }
  const members: ApiObjectMember[] = children.map((child) => {
    const member: ApiObjectMember = { name: child.name, type: memberType(child, links) };
    if (child.flags.isOptional) member.optional = true;
    if (child.flags.isReadonly) member.readonly = true;
    return member;
  });
  const node: Extract<ApiType, { kind: "object" }> = { kind: "object", members };
  if (signatures.length > 0) node.signatures = signatures.map((s) => convertSignatureType(s, links));
  if (indexSignatures.length > 0) {
    node.indexSignatures = indexSignatures.map((s) => ({
      parameter: s.parameters?.[0]?.name ?? "key",
      parameterType: convertType(s.parameters?.[0]?.type, links),
      type: convertType(s.type, links),
    }));
  }
  return node;
}

function memberType(child: JSONOutput.DeclarationReflection, links: TypeLinkResolver): ApiType {
  if (child.type) return convertType(child.type, links);
  // Methods (`m(): void`) and accessors carry signatures instead of a type.
  const signature = child.signatures?.[0];
  if (signature) return convertSignatureType(signature, links);
  if (child.getSignature) return convertType(child.getSignature.type, links);
  return { kind: "intrinsic", name: "any" };
}

export function convertSignatureType(sig: JSONOutput.SignatureReflection, links: TypeLinkResolver): ApiFunctionType {
  const fn: ApiFunctionType = {
    kind: "function",
    parameters: convertParameters(sig.parameters, links),
    returns: convertType(sig.type ?? { type: "intrinsic", name: "void" }, links),
  };
  const typeParameters = convertTypeParameters(sig.typeParameters, links);
  if (typeParameters.length > 0) fn.typeParameters = typeParameters;
  return fn;
}

/** Parameters without comments (comments are added by the page builder, which renders markdown). */
export function convertParameters(
  params: JSONOutput.ParameterReflection[] | undefined,
  links: TypeLinkResolver,
): ApiParameter[] {
  return (params ?? []).map((p) => {
    const param: ApiParameter = { name: p.name, type: convertType(p.type, links) };
    if (p.flags.isOptional) param.optional = true;
    if (p.flags.isRest) param.rest = true;
    if (p.defaultValue && p.defaultValue !== "...") param.defaultValue = p.defaultValue;
    return param;
  });
}

export function convertTypeParameters(
  params: JSONOutput.TypeParameterReflection[] | undefined,
  links: TypeLinkResolver,
): ApiTypeParameter[] {
  return (params ?? []).map((p) => {
    const tp: ApiTypeParameter = { name: p.name };
    if (p.type) tp.constraint = convertType(p.type, links);
    if (p.default) tp.default = convertType(p.default, links);
    return tp;
  });
}
