import type { Root } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { editDistance } from "#contract/text/edit-distance.ts";

/** The closest known names, so a typo's error message says what was probably meant. */
export function closestNames(name: string, names: string[], limit = 3): string[] {
  const lower = name.toLowerCase();
  const score = (candidate: string) => {
    const c = candidate.toLowerCase();
    if (c === lower) return 0;
    if (c.includes(lower) || lower.includes(c)) return 1;
    return 2 + editDistance(lower, c);
  };
  return names
    .map((n) => [n, score(n)] as const)
    .sort((a, b) => a[1] - b[1])
    .slice(0, limit)
    .map(([n]) => n);
}

/**
 * `<ApiLink name="TreeConfig.rootItemId" />` gets its `href` from the TypeDoc model at build time.
 * A name the model does not have fails the build, so pages cannot keep linking to removed API.
 */
export function remarkApiLinks(options: { symbols: Record<string, string> }) {
  const names = Object.keys(options.symbols);
  return (tree: Root, file: VFile) => {
    visit(tree, ["mdxJsxFlowElement", "mdxJsxTextElement"], (node) => {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      if (element.name !== "ApiLink") return;
      const nameAttribute = element.attributes.find(
        (a): a is MdxJsxAttribute => a.type === "mdxJsxAttribute" && a.name === "name",
      );
      if (typeof nameAttribute?.value !== "string") {
        file.fail('<ApiLink> needs a literal name, e.g. <ApiLink name="TreeConfig.rootItemId" />.', element, "mdx:api-link");
      }
      const name = nameAttribute!.value as string;
      const href = options.symbols[name];
      if (!href) {
        file.fail(`Unknown API name "${name}" in <ApiLink>. Did you mean: ${closestNames(name, names).join(", ")}?`, element, "mdx:api-link");
      }
      element.attributes = element.attributes.filter((a) => !(a.type === "mdxJsxAttribute" && a.name === "href"));
      element.attributes.push({ type: "mdxJsxAttribute", name: "href", value: href! });
    });
  };
}
