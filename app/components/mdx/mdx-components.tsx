import { Admonition } from "./admonition";
import { ApiLink } from "./api-link";
import { CodeBlock } from "./code-block";
import { Details } from "./details";
import { makeHeading } from "./heading";
import { SiteImage } from "./site-image";
import { Link, SmartLink } from "./smart-link";
import { TaskCheckbox } from "./task-checkbox";

/**
 * What MDX pages get without importing anything. The names must match PROVIDED_COMPONENTS in
 * build-scripts/mdx/compile-page.ts, which rejects unknown components at build time.
 */
export const mdxComponents = {
  a: SmartLink,
  img: SiteImage,
  h2: makeHeading("h2"),
  h3: makeHeading("h3"),
  h4: makeHeading("h4"),
  input: TaskCheckbox,
  Admonition,
  ApiLink,
  CodeBlock,
  Details,
  Link,
};
