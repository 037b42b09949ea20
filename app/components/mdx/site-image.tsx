import type { ImgHTMLAttributes } from "react";
import { sitePath } from "~/lib/content/site";

/** Markdown images: pages write `/img/x.svg` (a file of public/), served under the base path. */
export function SiteImage({ src = "", alt = "", ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  return <img src={typeof src === "string" ? sitePath(src) : src} alt={alt} {...rest} />;
}
