import type { Root, Paragraph, PhrasingContent } from "mdast";
import type { ContainerDirective, LeafDirective, TextDirective } from "mdast-util-directive";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { visit, SKIP } from "unist-util-visit";
import type { VFile } from "vfile";

export const ADMONITION_TYPES = ["note", "tip", "info", "warning", "danger"] as const;

/**
 * `:::tip[Optional title]` … `:::` becomes `<Admonition type="tip" title="…">`. remark-directive
 * also reads `a:b` in prose as a text directive; those are turned back into the text they were.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type === "containerDirective") {
        const directive = node as ContainerDirective;
        if (!(ADMONITION_TYPES as readonly string[]).includes(directive.name)) {
          file.fail(
            `Unknown admonition ":::${directive.name}". Use one of: ${ADMONITION_TYPES.join(", ")}.`,
            directive,
            "mdx:admonition",
          );
        }
        const [first, ...rest] = directive.children;
        const hasLabel = first?.type === "paragraph" && first.data?.directiveLabel === true;
        const title = hasLabel ? plainText((first as Paragraph).children) : undefined;
        const element: MdxJsxFlowElement = {
          type: "mdxJsxFlowElement",
          name: "Admonition",
          attributes: [
            { type: "mdxJsxAttribute", name: "type", value: directive.name },
            ...(title ? [{ type: "mdxJsxAttribute" as const, name: "title", value: title }] : []),
          ],
          children: (hasLabel ? rest : directive.children) as MdxJsxFlowElement["children"],
          position: directive.position,
        };
        if (parent && index !== undefined) parent.children[index] = element as never;
        return;
      }
      if ((node.type === "textDirective" || node.type === "leafDirective") && parent && index !== undefined) {
        const directive = node as TextDirective | LeafDirective;
        const restored = `${node.type === "leafDirective" ? "::" : ":"}${directive.name}`;
        const children: PhrasingContent[] = [{ type: "text", value: restored }, ...directive.children];
        if (node.type === "leafDirective") {
          parent.children.splice(index, 1, { type: "paragraph", children } as never);
        } else {
          parent.children.splice(index, 1, ...(children as never[]));
        }
        return [SKIP, index];
      }
      return undefined;
    });
  };
}

function plainText(nodes: PhrasingContent[]): string {
  return nodes.map((n) => ("value" in n ? n.value : "children" in n ? plainText(n.children as PhrasingContent[]) : "")).join("");
}
