import type { AnchorHTMLAttributes, ReactNode } from "react";
import { sitePath } from "#contract/site/site.ts";

/**
 * Markdown links. Internal ones are plain links too: the router's one delegated click handler
 * (app/runtime/link-navigation.tsx) turns a click on any internal link into a client navigation.
 */
export function SmartLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
  return (
    <a href={sitePath(href)} rel={external ? "noopener" : undefined} {...rest}>
      {children}
    </a>
  );
}

/** `<Link to="/x">` in MDX pages. */
export function Link({ to, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; children?: ReactNode }) {
  return <SmartLink href={to} {...rest} />;
}
