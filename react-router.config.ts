import { readFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { SITE_BASE } from "#contract/site/site.ts";
import { readRouteManifest } from "./build-scripts/manifest/read-manifest.ts";
import { hoistBaseDirectory } from "./build-scripts/postbuild/hoist-base-directory.ts";
import { inlineStylesheets } from "./build-scripts/postbuild/inline-stylesheet.ts";
import { writeNotFoundPage } from "./build-scripts/postbuild/not-found-page.ts";
import { writeDemoStandIns } from "./build-scripts/postbuild/demo-stand-ins.ts";
import { finishClientDirectory } from "./build-scripts/postbuild/precompress.ts";
import { writeDemoProjects } from "./build-scripts/demo-export/write-demo-projects.ts";
import { writePublishArtifacts } from "./build-scripts/publish/write-publish-artifacts.ts";

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
  async buildEnd({ reactRouterConfig }) {
    // First: the prerender wrote the pages under client/<base>/, the assets and public files at
    // client/; a host serves client/ at the base, so the pages move up (react-router#14587).
    await hoistBaseDirectory(path.join(reactRouterConfig.buildDirectory, "client"), SITE_BASE);
    await inlineStylesheets(path.join(reactRouterConfig.buildDirectory, "client"), SITE_BASE);
    // demo-stand-ins/<page>.json: each page's demo boxes as prerendered, which a client navigation
    // shows until the demos' code has arrived.
    await writeDemoStandIns(path.join(reactRouterConfig.buildDirectory, "client"), JSON.parse(readFileSync("app/generated/page-code.json", "utf8")));
    await writeNotFoundPage(reactRouterConfig.buildDirectory);
    // sitemap.xml, llms.txt, llms-full.txt, the .md twin of every docs page, the changelog feed.
    await writePublishArtifacts({ root: process.cwd(), clientDir: path.join(reactRouterConfig.buildDirectory, "client") });
    // Every demo as a project: demo-projects/<id>.zip for "Download project", <id>.json for the
    // StackBlitz and CodeSandbox buttons.
    await writeDemoProjects({ root: process.cwd(), clientDir: path.join(reactRouterConfig.buildDirectory, "client") });
    // Last, once every file exists: CSP hashes, each page's CSP <meta>, _headers and ../nginx.conf,
    // site config, then .br/.gz siblings of the final files.
    await finishClientDirectory(path.join(reactRouterConfig.buildDirectory, "client"), { cacheDir: path.resolve(".cache/precompress") });
    const client = path.relative(process.cwd(), path.join(reactRouterConfig.buildDirectory, "client")) || ".";
    console.log(`build: ${client} is ready${process.env.VERBOSE === "1" ? "" : " (VERBOSE=1 npm run build shows chunk sizes and every prerendered page)"}`);
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
