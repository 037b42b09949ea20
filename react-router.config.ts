import type { Config } from "@react-router/dev/config";
import { readRouteManifest } from "./build-scripts/manifest/read-manifest.ts";
import { writeNotFoundPage } from "./build-scripts/postbuild/not-found-page.ts";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // A static site: every URL is prerendered from the route manifest that build-scripts wrote.
  ssr: false,
  prerender: {
    paths: () => [...readRouteManifest().map((route) => route.path), "/404"],
    concurrency: 2,
  },
  async buildEnd({ reactRouterConfig }) {
    await writeNotFoundPage(reactRouterConfig.buildDirectory);
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
