import { Children, type HTMLAttributes, type ReactNode, isValidElement } from "react";

/** Plain text of rendered heading children (text, inline code, emphasis), for the anchor's label. */
function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  if (Array.isArray(node)) return Children.toArray(node).map(textOf).join("");
  return "";
}

/** h2–h4 with a "#" link to themselves (visible on hover or focus), so any section can be shared. */
export function makeHeading(Tag: "h2" | "h3" | "h4") {
  return function Heading({ id, children, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} {...rest}>
        {children}
        {id ? (
          <a className="heading-anchor" href={`#${id}`} aria-label={`Direct link to ${textOf(children) || "this section"}`}>
            #
          </a>
        ) : null}
      </Tag>
    );
  };
}
