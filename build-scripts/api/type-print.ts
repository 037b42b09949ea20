// Prints an ApiType tree as TypeScript source text, at build time only. type-layout.ts uses it to
// measure types (inline or block?) and asks `needsParens` where each node sits, then stores both
// answers on the tree, so the renderer (app/components/api/api-type.tsx) prints the same text
// without this module. Tests use it to read types as plain TypeScript.

import type { ApiFunctionType, ApiParameter, ApiType, ApiTypeParameter } from "#contract/api/api-model.ts";

/** Where a type sits inside its parent; decides whether it needs parentheses. */
export type ApiTypeContext =
  | "none"
  | "arrayElement"
  | "unionElement"
  | "intersectionElement"
  | "indexedObject"
  | "typeOperatorTarget"
  | "conditionalCheck"
  | "conditionalExtends"
  | "optionalElement";

const PARENS: Partial<Record<ApiType["kind"], ReadonlySet<ApiTypeContext>>> = {
  function: new Set<ApiTypeContext>([
    "arrayElement",
    "unionElement",
    "intersectionElement",
    "indexedObject",
    "typeOperatorTarget",
    "conditionalCheck",
    "conditionalExtends",
    "optionalElement",
  ]),
  conditional: new Set<ApiTypeContext>([
    "arrayElement",
    "unionElement",
    "intersectionElement",
    "indexedObject",
    "typeOperatorTarget",
    "conditionalCheck",
    "conditionalExtends",
    "optionalElement",
  ]),
  union: new Set<ApiTypeContext>([
    "arrayElement",
    "intersectionElement",
    "indexedObject",
    "typeOperatorTarget",
    "optionalElement",
  ]),
  intersection: new Set<ApiTypeContext>([
    "arrayElement",
    "indexedObject",
    "typeOperatorTarget",
    "optionalElement",
  ]),
  typeOperator: new Set<ApiTypeContext>(["arrayElement", "indexedObject", "optionalElement"]),
  predicate: new Set<ApiTypeContext>(["arrayElement", "unionElement", "intersectionElement"]),
};

export function needsParens(type: ApiType, context: ApiTypeContext): boolean {
  return PARENS[type.kind]?.has(context) ?? false;
}

export function printType(type: ApiType, context: ApiTypeContext = "none"): string {
  const text = printBare(type);
  return needsParens(type, context) ? `(${text})` : text;
}

function printBare(type: ApiType): string {
  switch (type.kind) {
    case "intrinsic":
      return type.name;
    case "literal":
      return type.text;
    case "reference":
      return type.name + printTypeArguments(type.typeArguments);
    case "union":
      return type.types.map((t) => printType(t, "unionElement")).join(" | ");
    case "intersection":
      return type.types.map((t) => printType(t, "intersectionElement")).join(" & ");
    case "array":
      return `${printType(type.elementType, "arrayElement")}[]`;
    case "tuple":
      return `[${type.elements.map((t) => printType(t)).join(", ")}]`;
    case "namedTupleMember":
      return `${type.name}${type.optional ? "?" : ""}: ${printType(type.element)}`;
    case "optional":
      return `${printType(type.elementType, "optionalElement")}?`;
    case "rest":
      return `...${printType(type.elementType)}`;
    case "function":
      return printFunctionType(type, "=>");
    case "object":
      return printObject(type);
    case "indexedAccess":
      return `${printType(type.objectType, "indexedObject")}[${printType(type.indexType)}]`;
    case "typeOperator":
      return `${type.operator} ${printType(type.target, "typeOperatorTarget")}`;
    case "query":
      return `typeof ${printType(type.target)}`;
    case "conditional":
      return (
        `${printType(type.checkType, "conditionalCheck")} extends ` +
        `${printType(type.extendsType, "conditionalExtends")} ? ` +
        `${printType(type.trueType)} : ${printType(type.falseType)}`
      );
    case "mapped": {
      const ro = type.readonlyModifier ? `${type.readonlyModifier === "-" ? "-" : ""}readonly ` : "";
      const opt = type.optionalModifier ? `${type.optionalModifier === "-" ? "-" : ""}?` : "";
      const as = type.nameType ? ` as ${printType(type.nameType)}` : "";
      return `{ ${ro}[${type.parameter} in ${printType(type.parameterType)}${as}]${opt}: ${printType(type.templateType)} }`;
    }
    case "predicate": {
      const prefix = type.asserts ? "asserts " : "";
      return type.targetType
        ? `${prefix}${type.name} is ${printType(type.targetType)}`
        : `${prefix}${type.name}`;
    }
    case "templateLiteral":
      return (
        "`" +
        type.head +
        type.tail.map((part) => "${" + printType(part.type) + "}" + part.text).join("") +
        "`"
      );
    case "inferred":
      return type.constraint
        ? `infer ${type.name} extends ${printType(type.constraint)}`
        : `infer ${type.name}`;
    case "unknown":
      return type.text;
  }
}

export function printTypeArguments(args: ApiType[] | undefined): string {
  return args && args.length > 0 ? `<${args.map((t) => printType(t)).join(", ")}>` : "";
}

export function printTypeParameters(params: ApiTypeParameter[] | undefined): string {
  if (!params || params.length === 0) return "";
  const parts = params.map((p) => {
    let text = p.name;
    if (p.constraint) text += ` extends ${printType(p.constraint)}`;
    if (p.default) text += ` = ${printType(p.default)}`;
    return text;
  });
  return `<${parts.join(", ")}>`;
}

export function printParameter(param: ApiParameter): string {
  return `${param.rest ? "..." : ""}${param.name}${param.optional ? "?" : ""}: ${printType(param.type)}`;
}

/** `<T>(a: A) => R` with arrow "=>", or `<T>(a: A): R` with arrow ":" (method / call signature). */
export function printFunctionType(fn: Omit<ApiFunctionType, "kind">, arrow: "=>" | ":"): string {
  const params = fn.parameters.map(printParameter).join(", ");
  return `${printTypeParameters(fn.typeParameters)}(${params})${arrow === "=>" ? " => " : ": "}${printType(fn.returns)}`;
}

function printObject(type: Extract<ApiType, { kind: "object" }>): string {
  const onlySignature =
    type.members.length === 0 &&
    !type.indexSignatures?.length &&
    type.signatures?.length === 1 &&
    type.signatures[0];
  if (onlySignature) return printFunctionType(onlySignature, "=>");
  const parts: string[] = [];
  for (const sig of type.signatures ?? []) parts.push(printFunctionType(sig, ":"));
  for (const index of type.indexSignatures ?? []) {
    parts.push(`[${index.parameter}: ${printType(index.parameterType)}]: ${printType(index.type)}`);
  }
  for (const member of type.members) {
    parts.push(
      `${member.readonly ? "readonly " : ""}${printPropertyName(member.name)}${member.optional ? "?" : ""}: ${printType(member.type)}`,
    );
  }
  return parts.length === 0 ? "{}" : `{ ${parts.join("; ")} }`;
}

/** Property names that are not identifiers are quoted, as TypeScript would require. */
export function printPropertyName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}
