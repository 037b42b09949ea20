// The build's last steps, in the order they run, on <buildDirectory>/client once React Router has
// prerendered every page: `buildEnd` in react-router.config.ts calls finishBuild, in the build's
// own process. As a CLI it redoes the steps that read every file (from the CSP on), for a folder
// whose files were changed after the build:
//   npx tsx build-scripts/postbuild/finish-build.ts [<client dir>=build/client]
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PageCodeTable } from "#contract/content/content-model.ts";
import { readSiteConfig } from "#contract/hosting/site-config.ts";
import { SITE_BASE } from "#contract/site/site.ts";
import { writeDemoProjects } from "../demo-export/write-demo-projects.ts";
import { writePublishArtifacts } from "../publish/write-publish-artifacts.ts";
import { writeCspMeta } from "./csp-meta.ts";
import { writeDemoStandIns } from "./demo-stand-ins.ts";
import { writeHeadersFile } from "./headers-file.ts";
import { hoistBaseDirectory } from "./hoist-base-directory.ts";
import { inlineStylesheets } from "./inline-stylesheet.ts";
import { writeNginxConfig } from "./nginx-config.ts";
import { writeNotFoundPage } from "./not-found-page.ts";
import { precompressDirectory, summaryLine } from "./precompress.ts";
import { writeCspManifest, writeSiteConfigIfAbsent } from "./server-dotfiles.ts";

interface Options {
  root?: string;
  log?: (line: string) => void;
}

export async function finishBuild(buildDirectory: string, { root = process.cwd(), log = console.log }: Options = {}): Promise<void> {
  const client = path.join(buildDirectory, "client");
  // The prerender wrote the pages under client/<base>/, Vite the assets and public files at
  // client/; a host serves client/ at the base, so the pages move up (react-router#14587).
  await hoistBaseDirectory(client, SITE_BASE);
  await inlineStylesheets(client, SITE_BASE);
  // demo-stand-ins/<page>.json: a page's demo boxes as prerendered, which a client navigation
  // shows until the demos' code has arrived.
  const pageCode = JSON.parse(readFileSync(path.join(root, "app/generated/page-code.json"), "utf8")) as PageCodeTable;
  await writeDemoStandIns(client, pageCode);
  // 404.html, not-found.js and route-index.json.
  await writeNotFoundPage(client, root);
  // sitemap.xml, robots.txt, llms.txt, llms-full.txt, the .md twin of every docs page, the
  // changelog feed, the OpenSearch description.
  await writePublishArtifacts({ root, clientDir: client });
  // demo-projects/<id>.zip for "Download project", <id>.json for StackBlitz and CodeSandbox.
  await writeDemoProjects({ root, clientDir: client });
  await finishServedFiles(client, { root, log });
  log(`build: ${path.relative(process.cwd(), client) || "."} is ready${process.env.VERBOSE === "1" ? "" : " (VERBOSE=1 npm run build shows chunk sizes and every prerendered page)"}`);
}

/** The steps that read every file the server would serve, so they come once all of them exist. */
async function finishServedFiles(client: string, { root = process.cwd(), log = console.log }: Options = {}): Promise<void> {
  // The site config an earlier run recorded (the CLI on an old build), else the build's environment.
  const { scriptHashes, policies } = writeCspMeta(client, readSiteConfig(client).docsearchAppId);
  const hostFiles = [writeHeadersFile(client), writeNginxConfig(client, policies)];
  writeCspManifest(client, scriptHashes);
  const wroteConfig = writeSiteConfigIfAbsent(client);
  const shown = hostFiles.map((file) => path.relative(process.cwd(), file)).join(", ");
  log(`postbuild: CSP of ${Object.keys(scriptHashes).length} HTML files in their <meta> and .csp.json${wroteConfig ? ", site config" : ""}; ${shown}`);
  log(summaryLine(await precompressDirectory(client, { cacheDir: path.join(root, ".cache/precompress") })));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  finishServedFiles(path.resolve(process.argv[2] ?? fileURLToPath(new URL("../../build/client", import.meta.url)))).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
