import type { ComponentType } from "react";
import type { DocPage } from "#contract/content/content-model.ts";
import { createLazyCache } from "./lazy-load.ts";

export interface MdxModule {
  default: ComponentType<{ components?: Record<string, unknown> }>;
  /** The page's record, as the docs route's loader returns it (build-scripts/content/build-content.ts). */
  page: DocPage;
}

// One chunk per compiled page; `id` is the page path without its leading slash.
const loaders = import.meta.glob<MdxModule>("../generated/pages/**/*.js");

export const pageModules = createLazyCache(loaders, (id) => `../generated/pages/${id}.js`);
