import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { PageCodeTable } from "#contract/content/content-model.ts";
import { buildApi } from "./api/build-api.ts";
import { buildContent, PAGE_DATA_DIR } from "./content/build-content.ts";
import { checkLinks, findDuplicateRoutes } from "./links/check-links.ts";
import { withDocumentTitles } from "./manifest/document-titles.ts";
import { pageBytes } from "./manifest/page-bytes.ts";
import { STATIC_ROUTES } from "./manifest/static-routes.ts";
import { writeHotkeys } from "./hotkeys/extract-hotkeys.ts";
import { writeQuickInfo } from "./samples/quick-info.ts";
import { buildSampleNames, type SampleNames } from "./samples/sample-names.ts";
import { buildSearchIndex } from "./search/build-search-index.ts";
import { BuildError, BuildErrors, type BuildWarning } from "./shared/build-error.ts";
import { writeIfChanged } from "./shared/cache.ts";

const root = process.cwd();
const outDir = path.join(root, "app", "generated");

let quiet = false;

function log(message: string) {
  if (!quiet) console.log(message);
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  log(`  ${label.padEnd(10)} ${Math.round(performance.now() - start)} ms`);
  return result;
}

async function listStaticFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listStaticFiles(path.join(dir, e.name), `${prefix}/${e.name}`) : [`${prefix}/${e.name}`])),
  );
  return nested.flat();
}

/** Every file-dependent stage of the site: API model, content, manifest, link check. */
export async function buildSite(options: { quiet?: boolean } = {}): Promise<{ warnings: BuildWarning[]; indexChanged: boolean }> {
  quiet = options.quiet ?? false;
  log("build-scripts: generating app/generated");
  // Content needs the API's symbol map to resolve <ApiLink>; the API stage is cached when unchanged.
  const [api] = await Promise.all([
    timed("api", () => buildApi({ root, outDir: path.join(outDir, "api") })),
    timed("hotkeys", () => writeHotkeys({ outDir })),
  ]);
  // API names in code samples and demo files become links to the reference (first build ~10 s, then cached).
  let sampleNames: SampleNames | undefined;
  const apiNames = (pages: { file: string; source: string }[]) =>
    timed("api names", async () => {
      const names = (sampleNames = await buildSampleNames({ root, outDir, symbols: api.symbols, pages }));
      log(`  ${names.summary}`);
      return names;
    });
  const content = await timed("content", () => buildContent({ root, outDir, symbols: api.symbols, apiNames }));
  const routes = [...STATIC_ROUTES, ...content.routes, ...api.routes];
  const warnings = [...api.warnings, ...content.warnings, ...findDuplicateRoutes(routes)];
  const staticFiles = new Set(await listStaticFiles(path.join(root, "public")));
  const report = checkLinks(content.links, routes, staticFiles);
  warnings.push(...report.warnings);
  if (report.errors.length) throw new BuildErrors(report.errors);

  const unique = [...new Map(routes.map((r) => [r.path, r])).values()];
  const docs = withDocumentTitles(content.pages, unique);
  const changed = await Promise.all([
    writeIfChanged(path.join(outDir, "manifest.json"), JSON.stringify(unique, null, 1)),
    writeIfChanged(path.join(outDir, "docs.json"), JSON.stringify(Object.fromEntries(docs.map((p) => [p.path, p])))),
    writeIfChanged(path.join(outDir, "sidebar.json"), JSON.stringify(content.sidebar, null, 1)),
    writeIfChanged(path.join(outDir, "search-source.json"), JSON.stringify(content.searchPages)),
    writeIfChanged(path.join(outDir, "page-bytes.json"), JSON.stringify(await pageBytes(outDir, unique.map((r) => r.path)))),
    // Each page's record again, for its compiled module to carry (build-content.ts).
    ...docs.map((p) => writeIfChanged(path.join(outDir, PAGE_DATA_DIR, `${p.id}.json`), JSON.stringify(p))),
  ]);
  const pageDemos = JSON.parse(await readFile(path.join(outDir, "page-code.json"), "utf8")) as PageCodeTable;
  const [search] = await Promise.all([
    timed("search", () => buildSearchIndex({ root, outDir })),
    // What hovering a linked name in a page's code shows (contract/content/quick-info.ts).
    writeQuickInfo({ outDir, pages: content.pages, pageNames: sampleNames!.pageNames, demoNames: sampleNames!.demoNames, pageDemos }),
  ]);
  log(`  ${unique.length} routes (${content.pages.length} docs, ${api.routes.length} API), ${search.records} search records (${Math.round(search.bytes / 1024)} KB)`);
  return { warnings, indexChanged: changed.slice(0, 3).some(Boolean) };
}

const isMain = import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("build-scripts/run.ts");
if (isMain) {
  const start = performance.now();
  try {
    const { warnings } = await buildSite();
    for (const w of warnings) console.warn(`warning: ${w.location}: ${w.message}`);
    console.log(`build-scripts: done in ${Math.round(performance.now() - start)} ms`);
  } catch (error) {
    const errors = error instanceof BuildErrors ? error.errors : error instanceof BuildError ? [error] : undefined;
    if (!errors) throw error;
    for (const e of errors) console.error(`error: ${e.toString()}`);
    console.error(`build-scripts: ${errors.length} error(s); the build stopped.`);
    process.exit(1);
  }
}
