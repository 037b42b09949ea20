import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";

/** Markdown links: internal ones become client-side links with prefetch on intent. */
export function SmartLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) {
    return (
      <a href={href} rel="noopener" {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith("#")) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} prefetch="intent" {...rest}>
      {children}
    </Link>
  );
}
