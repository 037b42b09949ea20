import type { ImgHTMLAttributes } from "react";
import { sitePath } from "#contract/site/site.ts";

/** Markdown images: pages write `/img/x.svg` (a file of public/), served under the base path. */
export function SiteImage({ src = "", alt = "", ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  return <img src={typeof src === "string" ? sitePath(src) : src} alt={alt} {...rest} />;
}
