import type { Config } from "@react-router/dev/config";
import { SITE_BASE } from "#contract/site/site.ts";
import { readRouteManifest } from "./build-scripts/manifest/read-manifest.ts";
import { finishBuild } from "./build-scripts/postbuild/finish-build.ts";

export default {
  appDirectory: "app",
  // DOCS_BUILD_DIR builds elsewhere (`DOCS_BUILD_DIR=/tmp/x npm run build` writes /tmp/x/client),
  // e.g. the determinism check's two builds, which must not touch build/. The buildEnd steps below
  // follow it through reactRouterConfig.buildDirectory (resolved to an absolute path).
  buildDirectory: process.env.DOCS_BUILD_DIR || "build",
  // BASE_PATH (normalised to "/x/", same as Vite's `base`): the router's links, navigations and
  // `.data` requests go under it. With the trailing slash, the home page's data is "/x/_.data"
  // rather than "/x.data", which would lie outside the base.
  basename: SITE_BASE,
  // A static site: every URL is prerendered from the route manifest that build-scripts wrote.
  ssr: false,
  prerender: {
    paths: () => [
      ...readRouteManifest().map((route) => route.path),
      "/404",
      ...(process.env.DOCS_TEST_HOOKS === "1" ? ["/__test/crash"] : []),
    ],
    concurrency: 2,
  },
  // The build's last steps (404 page, publish files, demo projects, CSP, host configs,
  // precompression), in order: build-scripts/postbuild/finish-build.ts.
  buildEnd: ({ reactRouterConfig }) => finishBuild(reactRouterConfig.buildDirectory),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
