import type { JSONOutput } from "typedoc";
import { describe, expect, it } from "vitest";
import { printType } from "./type-print.ts";
import { convertSignatureType, convertType, NO_LINKS, type TypeLinkResolver } from "./type-tree.ts";

/** TypeDoc brands ids; fixtures use plain numbers. */
const rid = (n: number) => n as JSONOutput.ReflectionId;

// Small TypeDoc JSON (schema 2.0) nodes, shaped like the real model of @headless-tree/core.
const T_REF: JSONOutput.ReferenceType = {
  type: "reference",
  target: rid(693),
  name: "T",
  package: "@headless-tree/core",
  refersToTypeParameter: true,
};
const itemInstanceOfT: JSONOutput.ReferenceType = {
  type: "reference",
  target: rid(1018),
  name: "ItemInstance",
  package: "@headless-tree/core",
  typeArguments: [T_REF],
};

const links: TypeLinkResolver = {
  ownPackages: new Set(["@headless-tree/core", "@headless-tree/react"]),
  resolveReference: (ref) => {
    if (ref.target === 1018) return "/api/core/interface/ItemInstance";
    if (typeof ref.target === "object" && ref.target.qualifiedName === "DndState") return "/api/core/interface/DndState";
    return undefined;
  },
};

function signature(
  params: [string, JSONOutput.SomeType, boolean?][],
  returns: JSONOutput.SomeType,
): JSONOutput.SignatureReflection {
  return {
    id: rid(1),
    name: "__type",
    variant: "signature",
    kind: 4096,
    flags: {},
    parameters: params.map(([name, type, optional], i) => ({
      id: rid(10 + i),
      name,
      variant: "param",
      kind: 32768,
      flags: optional ? { isOptional: true } : {},
      type,
    })),
    type: returns,
  };
}

function reflection(decl: Partial<JSONOutput.DeclarationReflection>): JSONOutput.ReflectionType {
  return {
    type: "reflection",
    declaration: { id: rid(2), name: "__type", variant: "declaration", kind: 65536, flags: {}, ...decl },
  };
}

describe("convertType", () => {
  it("links references we document and marks type parameters and external types", () => {
    const node = convertType(itemInstanceOfT, links);
    expect(node).toEqual({
      kind: "reference",
      name: "ItemInstance",
      href: "/api/core/interface/ItemInstance",
      typeArguments: [{ kind: "reference", name: "T", typeParameter: true }],
    });
    const dataTransfer = convertType(
      {
        type: "reference",
        target: { packageName: "typescript", packagePath: "lib/lib.dom.d.ts" as never, qualifiedName: "DataTransfer" },
        name: "DataTransfer",
        package: "typescript",
      },
      links,
    );
    expect(dataTransfer).toEqual({ kind: "reference", name: "DataTransfer", external: "typescript" });
    // Cross-package reference (react -> core) by symbol id.
    const dnd = convertType(
      {
        type: "reference",
        target: { packageName: "@headless-tree/core", packagePath: "dist/index.d.mts" as never, qualifiedName: "DndState" },
        name: "DndState",
        package: "@headless-tree/core",
        typeArguments: [T_REF],
      },
      links,
    );
    expect(dnd).toMatchObject({ kind: "reference", href: "/api/core/interface/DndState" });
    // A non-exported internal type of our own package: plain name, not external.
    expect(convertType({ type: "reference", target: rid(-1), name: "TreeConfigType", package: "@headless-tree/core" }, links)).toEqual({
      kind: "reference",
      name: "TreeConfigType",
    });
  });

  it("turns a single-signature type literal into a function type (arrow-function property)", () => {
    const canDrag = reflection({
      signatures: [signature([["items", { type: "array", elementType: itemInstanceOfT }]], { type: "intrinsic", name: "boolean" })],
    });
    const node = convertType(canDrag, links);
    expect(node.kind).toBe("function");
    expect(printType(node)).toBe("(items: ItemInstance<T>[]) => boolean");
  });

  it("keeps object literals with members, optional flags and methods", () => {
    const dragTarget = reflection({
      children: [
        { id: rid(3), name: "item", variant: "declaration", kind: 1024, flags: {}, type: itemInstanceOfT },
        { id: rid(4), name: "childIndex", variant: "declaration", kind: 1024, flags: { isOptional: true }, type: { type: "intrinsic", name: "number" } },
        {
          id: rid(5),
          name: "update",
          variant: "declaration",
          kind: 2048,
          flags: {},
          signatures: [signature([], { type: "intrinsic", name: "void" })],
        },
      ],
    });
    expect(printType(convertType(dragTarget, links))).toBe("{ item: ItemInstance<T>; childIndex?: number; update: () => void }");
  });

  it("converts unions with literals, arrays, intersections and indexed access", () => {
    const union: JSONOutput.SomeType = {
      type: "union",
      types: [
        { type: "literal", value: "checked" },
        { type: "literal", value: 4 },
        { type: "literal", value: null },
        { type: "literal", value: { value: "10", negative: true } },
        { type: "array", elementType: { type: "union", types: [{ type: "intrinsic", name: "string" }, { type: "intrinsic", name: "number" }] } },
      ],
    };
    expect(printType(convertType(union, NO_LINKS))).toBe('"checked" | 4 | null | -10n | (string | number)[]');
    const indexed: JSONOutput.SomeType = {
      type: "indexedAccess",
      objectType: { type: "reference", target: rid(9), name: "TreeState", typeArguments: [{ type: "intrinsic", name: "any" }] },
      indexType: { type: "reference", target: rid(8), name: "K", refersToTypeParameter: true },
    };
    expect(printType(convertType(indexed, NO_LINKS))).toBe("TreeState<any>[K]");
    const intersection: JSONOutput.SomeType = {
      type: "intersection",
      types: [reflection({ children: [{ id: rid(7), name: "tree", variant: "declaration", kind: 1024, flags: {}, type: T_REF }] }), {
        type: "reference",
        target: { packageName: "@types/react", packagePath: "index.d.ts" as never, qualifiedName: "React.HTMLProps" },
        name: "HTMLProps",
        package: "@types/react",
        typeArguments: [{ type: "reference", target: { packageName: "typescript", packagePath: "lib.dom.d.ts" as never, qualifiedName: "HTMLSpanElement" }, name: "HTMLSpanElement", package: "typescript" }],
      }],
    };
    expect(printType(convertType(intersection, links))).toBe("{ tree: T } & HTMLProps<HTMLSpanElement>");
  });

  it("converts named tuples, predicates, mapped and template literal types", () => {
    const tuple: JSONOutput.SomeType = {
      type: "tuple",
      elements: [
        { type: "namedTupleMember", name: "instance", isOptional: false, element: T_REF },
        { type: "namedTupleMember", name: "finalize", isOptional: false, element: reflection({ signatures: [signature([], { type: "intrinsic", name: "void" })] }) },
      ],
    };
    expect(printType(convertType(tuple, links))).toBe("[instance: T, finalize: () => void]");
    expect(
      printType(convertType({ type: "predicate", name: "dragTarget", asserts: false, targetType: itemInstanceOfT }, links)),
    ).toBe("dragTarget is ItemInstance<T>");
    const mapped: JSONOutput.SomeType = {
      type: "mapped",
      parameter: "key",
      parameterType: { type: "typeOperator", operator: "keyof", target: T_REF },
      templateType: { type: "intrinsic", name: "string" },
      optionalModifier: "+",
    };
    expect(printType(convertType(mapped, links))).toBe("{ [key in keyof T]?: string }");
    expect(printType(convertType({ type: "templateLiteral", head: "custom", tail: [[{ type: "intrinsic", name: "string" }, ""]] }, links))).toBe(
      "`custom${string}`",
    );
  });

  it("converts a signature with type parameters and optional parameters", () => {
    const sig = signature(
      [
        ["itemIds", { type: "array", elementType: { type: "intrinsic", name: "string" } }],
        ["optimistic", { type: "intrinsic", name: "boolean" }, true],
      ],
      { type: "reference", target: { packageName: "typescript", packagePath: "lib.es5.d.ts" as never, qualifiedName: "Promise" }, name: "Promise", package: "typescript", typeArguments: [{ type: "intrinsic", name: "void" }] },
    );
    sig.typeParameters = [{ id: rid(30), name: "T", variant: "typeParam", kind: 131072, flags: {} }];
    const fn = convertSignatureType(sig, links);
    expect(printType(fn)).toBe("<T>(itemIds: string[], optimistic?: boolean) => Promise<void>");
  });
});
