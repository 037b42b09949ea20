import type { AnchorHTMLAttributes } from "react";
import { PrefetchLink } from "../nav/prefetch-link";

/** Markdown links: internal ones become client-side links that prefetch on intent (see prefetch-link). */
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
    <PrefetchLink to={href} {...rest}>
      {children}
    </PrefetchLink>
  );
}
