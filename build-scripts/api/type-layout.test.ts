import { describe, expect, it } from "vitest";
import type { ApiDeclaration, ApiItemPage, ApiSignature, ApiType } from "#contract/api/api-model.ts";
import { BLOCK_THRESHOLD, layoutDeclaration, layoutItemPage, layoutType } from "./type-layout.ts";
import { printType } from "./type-print.ts";

const str: ApiType = { kind: "intrinsic", name: "string" };
const num: ApiType = { kind: "intrinsic", name: "number" };
const voidFn = (): ApiType => ({ kind: "function", parameters: [], returns: { kind: "intrinsic", name: "void" } });
/** A union of string literals whose inline text is longer than BLOCK_THRESHOLD. */
const longUnion = (): Extract<ApiType, { kind: "union" }> => ({
  kind: "union",
  types: Array.from({ length: 10 }, (_, i) => ({ kind: "literal", text: `"value-number-${i}"` })),
});

describe("layoutType", () => {
  it("marks the nodes that need parentheses where they sit, and only those", () => {
    const union: ApiType = { kind: "union", types: [str, num] };
    const array: ApiType = { kind: "array", elementType: union };
    const withFn: ApiType = { kind: "union", types: [voidFn(), { kind: "literal", text: "null" }] };
    layoutType(array);
    layoutType(withFn);
    expect(array.parens).toBeUndefined();
    expect(union.parens).toBe(true);
    expect(withFn.kind === "union" && withFn.types.map((t) => t.parens)).toEqual([true, undefined]);
    // A root never needs parentheses, even a union.
    const root: ApiType = { kind: "union", types: [str, num] };
    layoutType(root);
    expect(root).toEqual({ kind: "union", types: [str, num] });
  });

  it("breaks long unions and object literals only where block layout is allowed", () => {
    const inline = longUnion();
    layoutType(inline);
    expect(inline.layout).toBeUndefined();

    const block = longUnion();
    expect(printType(block).length).toBeGreaterThan(BLOCK_THRESHOLD);
    layoutType(block, true);
    expect(block.layout).toBe("block");

    const short: ApiType = { kind: "union", types: [str, num] };
    layoutType(short, true);
    expect(short.layout).toBeUndefined();

    // Object members inherit block layout; array elements and function parameters do not.
    const nested = longUnion();
    const inArray = longUnion();
    const obj: ApiType = {
      kind: "object",
      members: [
        { name: "value", type: nested },
        { name: "list", type: { kind: "array", elementType: inArray } },
      ],
    };
    layoutType(obj, true);
    expect(obj.layout).toBe("block");
    expect(nested.layout).toBe("block");
    expect(inArray.layout).toBeUndefined();
    expect(inArray.parens).toBe(true);
  });

  it("quotes member names that are not identifiers", () => {
    const obj: Extract<ApiType, { kind: "object" }> = {
      kind: "object",
      members: [
        { name: "aria-label", type: str },
        { name: "item", type: str },
      ],
    };
    layoutType(obj);
    expect(obj.members.map((m) => m.quotedName)).toEqual(['"aria-label"', undefined]);
  });
});

describe("page layout", () => {
  const signature = (): ApiSignature => ({
    name: "f",
    typeParameters: [],
    parameters: [{ name: "value", type: longUnion() }],
    returns: longUnion(),
    sources: [],
  });
  const layoutOf = (t: ApiType | undefined) => (t?.kind === "union" ? t.layout : "not a union");

  it("lets function-page parameters break, but not returns or member signatures", () => {
    const page = {
      typeParameters: [],
      signatures: [signature()],
      extendedTypes: [],
      groups: [{ id: "methods", title: "Methods", members: [{ id: "m", name: "m", kind: "method", sources: [], signatures: [signature()] }] }],
    } as unknown as ApiItemPage;
    layoutItemPage(page);
    expect(layoutOf(page.signatures[0]!.parameters[0]!.type)).toBe("block");
    expect(layoutOf(page.signatures[0]!.returns)).toBeUndefined();
    const member = page.groups[0]!.members[0]!.signatures![0]!;
    expect(layoutOf(member.parameters[0]!.type)).toBeUndefined();
  });

  it("lets declarations break", () => {
    const decl: ApiDeclaration = { id: "X", name: "X", kind: "type", typeParameters: [], type: longUnion(), sources: [] };
    layoutDeclaration(decl);
    expect(layoutOf(decl.type)).toBe("block");
  });
});
