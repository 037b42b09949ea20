import { describe, expect, it } from "vitest";
import type { ApiType } from "#contract/api/api-model.ts";
import { needsParens, printFunctionType, printType, printTypeParameters } from "./type-print.ts";

const T: ApiType = { kind: "reference", name: "T", typeParameter: true };
const str: ApiType = { kind: "intrinsic", name: "string" };
const num: ApiType = { kind: "intrinsic", name: "number" };
const nul: ApiType = { kind: "literal", text: "null" };
const itemInstance: ApiType = {
  kind: "reference",
  name: "ItemInstance",
  href: "/api/core/interface/ItemInstance",
  typeArguments: [T],
};
const fn: ApiType = { kind: "function", parameters: [], returns: { kind: "intrinsic", name: "void" } };

describe("printType", () => {
  it("prints intrinsics and literals as written", () => {
    expect(printType(str)).toBe("string");
    expect(printType({ kind: "literal", text: '"checked"' })).toBe('"checked"');
    expect(printType({ kind: "literal", text: "-10n" })).toBe("-10n");
  });

  it("prints a reference with type arguments", () => {
    expect(printType(itemInstance)).toBe("ItemInstance<T>");
    const record: ApiType = { kind: "reference", name: "Record", external: "typescript", typeArguments: [str, { kind: "array", elementType: str }] };
    expect(printType(record)).toBe("Record<string, string[]>");
  });

  it("prints unions and intersections", () => {
    expect(printType({ kind: "union", types: [str, nul, { kind: "intrinsic", name: "undefined" }] })).toBe(
      "string | null | undefined",
    );
    expect(printType({ kind: "intersection", types: [itemInstance, { kind: "reference", name: "HTMLProps", typeArguments: [str] }] })).toBe(
      "ItemInstance<T> & HTMLProps<string>",
    );
  });

  it("parenthesises where TypeScript needs it", () => {
    expect(printType({ kind: "array", elementType: { kind: "union", types: [str, num] } })).toBe("(string | number)[]");
    expect(printType({ kind: "union", types: [fn, nul] })).toBe("(() => void) | null");
    expect(printType({ kind: "array", elementType: fn })).toBe("(() => void)[]");
    expect(printType({ kind: "intersection", types: [{ kind: "union", types: [str, num] }, T] })).toBe("(string | number) & T");
    expect(printType({ kind: "array", elementType: { kind: "typeOperator", operator: "keyof", target: T } })).toBe("(keyof T)[]");
    expect(needsParens({ kind: "union", types: [str, num] }, "unionElement")).toBe(false);
  });

  it("prints function types with type parameters, optional and rest parameters", () => {
    const callback: ApiType = {
      kind: "function",
      typeParameters: [{ name: "K", constraint: { kind: "typeOperator", operator: "keyof", target: T } }],
      parameters: [
        { name: "items", type: { kind: "array", elementType: itemInstance } },
        { name: "optimistic", type: { kind: "intrinsic", name: "boolean" }, optional: true },
        { name: "args", type: { kind: "array", elementType: { kind: "intrinsic", name: "any" } }, rest: true },
      ],
      returns: { kind: "reference", name: "Promise", typeArguments: [{ kind: "intrinsic", name: "void" }] },
    };
    expect(printType(callback)).toBe(
      "<K extends keyof T>(items: ItemInstance<T>[], optimistic?: boolean, ...args: any[]) => Promise<void>",
    );
    expect(printFunctionType({ parameters: [], returns: str }, ":")).toBe("(): string");
  });

  it("prints object literals, index signatures and single-signature objects", () => {
    const obj: ApiType = {
      kind: "object",
      members: [
        { name: "item", type: itemInstance },
        { name: "childIndex", type: num, optional: true },
        { name: "aria-label", type: str, readonly: true },
      ],
      indexSignatures: [{ parameter: "key", parameterType: str, type: num }],
    };
    expect(printType(obj)).toBe('{ [key: string]: number; item: ItemInstance<T>; childIndex?: number; readonly "aria-label": string }');
    expect(printType({ kind: "object", members: [] })).toBe("{}");
    expect(printType({ kind: "object", members: [], signatures: [{ kind: "function", parameters: [], returns: str }] })).toBe(
      "() => string",
    );
  });

  it("prints indexed access, typeof, conditional, mapped, template literal types", () => {
    const treeState: ApiType = { kind: "reference", name: "TreeState", typeArguments: [{ kind: "intrinsic", name: "any" }] };
    const K: ApiType = { kind: "reference", name: "K", typeParameter: true };
    expect(printType({ kind: "indexedAccess", objectType: treeState, indexType: K })).toBe("TreeState<any>[K]");
    expect(printType({ kind: "query", target: { kind: "reference", name: "selectionFeature" } })).toBe("typeof selectionFeature");
    expect(
      printType({
        kind: "conditional",
        checkType: T,
        extendsType: { kind: "function", parameters: [], returns: { kind: "inferred", name: "R" } },
        trueType: { kind: "reference", name: "R", typeParameter: true },
        falseType: { kind: "intrinsic", name: "never" },
      }),
    ).toBe("T extends (() => infer R) ? R : never");
    expect(
      printType({
        kind: "mapped",
        parameter: "key",
        parameterType: { kind: "typeOperator", operator: "keyof", target: T },
        templateType: num,
        optionalModifier: "+",
      }),
    ).toBe("{ [key in keyof T]?: number }");
    expect(printType({ kind: "templateLiteral", head: "custom", tail: [{ type: str, text: "" }] })).toBe("`custom${string}`");
  });

  it("prints tuples with named members, predicates and type parameter lists", () => {
    expect(
      printType({
        kind: "tuple",
        elements: [
          { kind: "namedTupleMember", name: "instance", element: T },
          { kind: "namedTupleMember", name: "finalize", element: fn },
        ],
      }),
    ).toBe("[instance: T, finalize: () => void]");
    expect(printType({ kind: "predicate", name: "dragTarget", asserts: false, targetType: itemInstance })).toBe(
      "dragTarget is ItemInstance<T>",
    );
    expect(printTypeParameters([{ name: "T", default: { kind: "intrinsic", name: "any" } }, { name: "U" }])).toBe("<T = any, U>");
  });
});
