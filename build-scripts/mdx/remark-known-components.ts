import type { Program } from "estree";
import type { Root } from "mdast";
import type { MdxjsEsm } from "mdast-util-mdxjs-esm";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

/**
 * Every capitalised JSX element in a page must be imported by the page, one of the components the
 * site provides to all pages, or one the site imports into the pages that use it (`imported`:
 * name → [module, export]); this plugin adds those imports. Without the check a typo would only
 * surface as a render crash during prerender, far from the file that caused it.
 */
export function remarkKnownComponents(options: { provided: readonly string[]; imported?: Readonly<Record<string, readonly [string, string]>> }) {
  const provided = new Set(options.provided);
  const importable = options.imported ?? {};
  return (tree: Root, file: VFile) => {
    const declared = new Set<string>();
    visit(tree, "mdxjsEsm", (node: MdxjsEsm) => {
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type === "ImportDeclaration") {
          for (const specifier of statement.specifiers) declared.add(specifier.local.name);
        }
        if (statement.type === "ExportNamedDeclaration" && statement.declaration?.type === "VariableDeclaration") {
          for (const d of statement.declaration.declarations) if (d.id.type === "Identifier") declared.add(d.id.name);
        }
      }
    });
    const toImport = new Set<string>();
    visit(tree, ["mdxJsxFlowElement", "mdxJsxTextElement"], (node) => {
      const name = (node as { name?: string | null }).name;
      if (!name || !/^[A-Z]/.test(name)) return;
      const root = name.split(".")[0]!;
      if (provided.has(root) || declared.has(root)) return;
      if (Object.hasOwn(importable, root)) {
        toImport.add(root);
        return;
      }
      file.fail(
        `Unknown component <${name}>. Import it, or use one of the components every page has: ${[...provided, ...Object.keys(importable)].sort().join(", ")}.`,
        node,
        "mdx:unknown-component",
      );
    });
    if (toImport.size) tree.children.unshift(...[...toImport].sort().map((name) => importNode(name, ...importable[name]!)));
  };
}

/** `import { exported as name } from "module";` as MDX's ESM node, which carries its estree. */
function importNode(name: string, module: string, exported: string): MdxjsEsm {
  const program: Program = {
    type: "Program",
    sourceType: "module",
    body: [
      {
        type: "ImportDeclaration",
        specifiers: [{ type: "ImportSpecifier", imported: { type: "Identifier", name: exported }, local: { type: "Identifier", name } }],
        source: { type: "Literal", value: module, raw: JSON.stringify(module) },
        attributes: [],
      },
    ],
  };
  return { type: "mdxjsEsm", value: `import { ${exported} as ${name} } from ${JSON.stringify(module)};`, data: { estree: program } };
}
