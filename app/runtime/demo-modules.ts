import type { ComponentType } from "react";
import { createLazyCache } from "./lazy-load.ts";

export interface DemoMeta {
  title: string;
  description: string;
  /** Features the demo shows, for the gallery. */
  tags?: string[];
}

export interface DemoModule {
  default: ComponentType;
  meta: DemoMeta;
}

export interface DemoSource {
  code: string;
  html: string;
}

// Every file in app/demos is a live demo; its source, highlighted at build time, comes from the
// same file through the ?demo-source query (build-scripts/vite/demo-source-plugin.ts).
const demoLoaders = import.meta.glob<DemoModule>(["../demos/*.tsx", "!../demos/*.test.tsx"]);
const sourceLoaders = import.meta.glob<DemoSource>(["../demos/*.tsx", "!../demos/*.test.tsx"], {
  query: "?demo-source",
  import: "default",
});

const key = (id: string) => `../demos/${id}.tsx`;

export const demoModules = createLazyCache(demoLoaders, key);
export const demoSources = createLazyCache(sourceLoaders, key);
