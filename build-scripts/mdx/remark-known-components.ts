import type { Root } from "mdast";
import type { MdxjsEsm } from "mdast-util-mdxjs-esm";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

/**
 * Every capitalised JSX element in a page must be either imported by the page or one of the
 * components the site provides to all pages. Without this check a typo would only surface as a
 * render crash during prerender, far from the file that caused it.
 */
export function remarkKnownComponents(options: { provided: readonly string[] }) {
  const provided = new Set(options.provided);
  return (tree: Root, file: VFile) => {
    const imported = new Set<string>();
    visit(tree, "mdxjsEsm", (node: MdxjsEsm) => {
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type === "ImportDeclaration") {
          for (const specifier of statement.specifiers) imported.add(specifier.local.name);
        }
        if (statement.type === "ExportNamedDeclaration" && statement.declaration?.type === "VariableDeclaration") {
          for (const d of statement.declaration.declarations) if (d.id.type === "Identifier") imported.add(d.id.name);
        }
      }
    });
    visit(tree, ["mdxJsxFlowElement", "mdxJsxTextElement"], (node) => {
      const name = (node as { name?: string | null }).name;
      if (!name || !/^[A-Z]/.test(name)) return;
      const root = name.split(".")[0]!;
      if (provided.has(root) || imported.has(root)) return;
      file.fail(
        `Unknown component <${name}>. Import it, or use one of the components every page has: ${[...provided].sort().join(", ")}.`,
        node,
        "mdx:unknown-component",
      );
    });
  };
}
