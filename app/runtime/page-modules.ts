import type { ComponentType } from "react";
import type { DocPage } from "~/lib/content/content-model";
import { createLazyCache } from "./lazy-load.ts";

export interface MdxModule {
  default: ComponentType<{ components?: Record<string, unknown> }>;
  /** The page's record, as the docs route's loader returns it (build-scripts/content/build-content.ts). */
  page: DocPage;
  /** The page's live demos, one list of ids per DemoBox (build-scripts/mdx/compile-page.ts). */
  demos?: readonly (readonly string[])[];
  /** Names of the JSX components the page uses. */
  components?: readonly string[];
}

// One chunk per compiled page; `id` is the page path without its leading slash.
const loaders = import.meta.glob<MdxModule>("../generated/pages/**/*.js");

export const pageModules = createLazyCache(loaders, (id) => `../generated/pages/${id}.js`);
