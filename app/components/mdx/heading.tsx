import type { HTMLAttributes } from "react";

/** h2–h4 with a visible "#" link to themselves, so any section can be shared. */
export function makeHeading(Tag: "h2" | "h3" | "h4") {
  return function Heading({ id, children, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} {...rest}>
        {children}
        {id ? (
          <a className="heading-anchor" href={`#${id}`} aria-label={`Link to this section`}>
            #
          </a>
        ) : null}
      </Tag>
    );
  };
}
