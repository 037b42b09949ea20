import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";

type JsxElement = Pick<MdxJsxFlowElement | MdxJsxTextElement, "attributes">;

/** The string elements of an array attribute such as `demos={["a", "b"]}`. */
export function stringArrayAttribute(element: JsxElement, name: string): string[] | undefined {
  const attribute = element.attributes.find((a): a is MdxJsxAttribute => a.type === "mdxJsxAttribute" && a.name === name);
  const value = attribute?.value;
  if (!value || typeof value === "string") return undefined;
  const statement = value.data?.estree?.body[0];
  if (statement?.type !== "ExpressionStatement" || statement.expression.type !== "ArrayExpression") return undefined;
  return statement.expression.elements.flatMap((e) => (e?.type === "Literal" && typeof e.value === "string" ? [e.value] : []));
}

/** The demo ids a `<DemoBox demo="…">` or `<DemoBox demos={[…]}>` shows. */
export function demoBoxIds(element: JsxElement): string[] {
  const single = element.attributes.find((a): a is MdxJsxAttribute => a.type === "mdxJsxAttribute" && a.name === "demo")?.value;
  return stringArrayAttribute(element, "demos") ?? (typeof single === "string" ? [single] : []);
}
