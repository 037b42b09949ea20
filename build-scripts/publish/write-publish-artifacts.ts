// Files for readers and tools beside the prerendered pages: sitemap and robots.txt, llms.txt and llms-full.txt,
// a markdown twin of every docs page, the changelogs' Atom feed and the OpenSearch description. Runs after the React Router
// build (react-router.config.ts `buildEnd`); standalone: `npx tsx build-scripts/publish/write-publish-artifacts.ts`.
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { DocPage, RouteEntry, SidebarGroup } from "#contract/content/content-model.ts";
import { LIBRARY_VERSION, SITE_TITLE } from "#contract/site/site.ts";
import { readLastUpdated } from "../content/last-updated.ts";
import type { HotkeyData } from "#contract/content/hotkey-data.ts";
import { readRouteManifest } from "../manifest/read-manifest.ts";
import { FEED_PATH, changelogReleases, feedEntries, renderAtomFeed } from "./changelog-feed.ts";
import { readDemoSource, type DemoSource } from "./demo-sources.ts";
import { hotkeyTableMarkdown } from "./hotkey-table-markdown.ts";
import { buildLlmsFullTxt, buildLlmsTxt, docsSections, type LlmsInput } from "./llms-txt.ts";
import { mdxToMarkdown } from "./markdown-twin.ts";
import { OPENSEARCH_PATH, renderOpenSearch } from "./opensearch.ts";
import { readInstalledChangelogs, readReleaseDates } from "./release-dates.ts";
import { renderRobotsTxt, renderSitemap, sitemapUrls } from "./sitemap.ts";

async function readJson<T>(file: string): Promise<T> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as T;
  } catch {
    throw new Error(`${file} is missing or unreadable: run \`npm run content\` first.`);
  }
}

async function readDemos(root: string): Promise<Map<string, DemoSource>> {
  const files = (await readdir(path.join(root, "app", "demos"))).filter((f) => f.endsWith(".tsx") && !f.includes(".test."));
  const demos = await Promise.all(files.map((f) => readDemoSource(root, f.slice(0, -".tsx".length))));
  return new Map(demos.flatMap((d) => (d ? [[d.id, d] as const] : [])));
}

/** Markdown twins of every docs page, keyed by route. Changelog twins are the package's file as is. */
async function buildTwins(root: string, docs: DocPage[], symbols: Record<string, string>, warn: (m: string) => void): Promise<Map<string, string>> {
  const [demos, hotkeys] = await Promise.all([readDemos(root), readJson<HotkeyData>(path.join(root, "app/generated/hotkeys.json")).catch(() => undefined)]);
  const twinPaths = new Set(docs.map((d) => d.path));
  const fileToPath = new Map(docs.map((d) => [d.sourceFile, d.path]));
  const renderComponent = (name: string, attrs: Record<string, string>) => {
    if (name !== "HotkeyTable") return undefined;
    const rendered = hotkeys && attrs.feature ? hotkeyTableMarkdown(hotkeys, attrs.feature) : undefined;
    if (!rendered) warn(`HotkeyTable feature="${attrs.feature ?? ""}": no hotkey data; the markdown twin leaves the table out`);
    return rendered;
  };
  const twins = await Promise.all(
    docs.map(async (doc): Promise<[string, string]> => {
      const source = await readFile(path.join(root, doc.sourceFile), "utf8");
      if (doc.sourceFile.startsWith("node_modules/")) return [doc.path, source];
      const format = doc.sourceFile.endsWith(".md") ? "md" : "mdx";
      return [doc.path, mdxToMarkdown(source, { file: doc.sourceFile, path: doc.path, symbols, twinPaths, fileToPath, demos, renderComponent, warn }, format)];
    }),
  );
  return new Map(twins);
}

async function buildFeed(root: string): Promise<{ xml: string; entries: number; undated: number }> {
  const [changelogs, dates] = await Promise.all([readInstalledChangelogs(root), readReleaseDates(root)]);
  const packages = changelogs.map((log) => ({ pkg: log.pkg, name: log.name, releases: changelogReleases(log.markdown), dates: dates[log.name] ?? {} }));
  const entries = feedEntries(packages);
  const releases = packages.reduce((n, p) => n + p.releases.length, 0);
  return { xml: renderAtomFeed(entries, changelogs.map((log) => log.name)), entries: entries.length, undated: releases - entries.length };
}

export async function writePublishArtifacts(opts: { root: string; clientDir: string }): Promise<void> {
  const start = performance.now();
  const { root, clientDir } = opts;
  const generated = path.join(root, "app", "generated");
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);

  const manifest: RouteEntry[] = readRouteManifest(root);
  const [docsByPath, sidebar, symbols, packagesUpdated] = await Promise.all([
    readJson<Record<string, DocPage>>(path.join(generated, "docs.json")),
    readJson<SidebarGroup[]>(path.join(generated, "sidebar.json")),
    readJson<Record<string, string>>(path.join(generated, "api", "symbols.json")),
    readLastUpdated(root, ["package-lock.json"]).then((dates) => dates.get("package-lock.json")),
  ]);
  const docs = Object.values(docsByPath);
  const [twins, feed] = await Promise.all([buildTwins(root, docs, symbols, warn), buildFeed(root)]);

  const home = manifest.find((r) => r.path === "/");
  const llms: LlmsInput = {
    title: SITE_TITLE,
    summary: home?.description ?? SITE_TITLE,
    libraryVersion: LIBRARY_VERSION,
    sidebar,
    docs: docsByPath,
    apiRoutes: manifest.filter((r) => r.kind.startsWith("api")),
  };
  const urls = sitemapUrls(manifest, docsByPath, packagesUpdated);
  const files = new Map<string, string>([
    ["sitemap.xml", renderSitemap(urls)],
    ["robots.txt", renderRobotsTxt()],
    ["llms.txt", buildLlmsTxt(llms)],
    ["llms-full.txt", buildLlmsFullTxt(llms, twins)],
    [FEED_PATH.slice(1), feed.xml],
    [OPENSEARCH_PATH.slice(1), renderOpenSearch()],
    ...[...twins].map(([route, markdown]) => [`${route.slice(1)}.md`, markdown] as [string, string]),
  ]);

  let bytes = 0;
  await Promise.all(
    [...files].map(async ([file, content]) => {
      const target = path.join(clientDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
      bytes += Buffer.byteLength(content);
    }),
  );
  for (const message of warnings) console.warn(`warning: ${message}`);
  const listed = docsSections(llms).reduce((n, s) => n + s.pages.length, 0);
  console.log(
    `publish: ${files.size} files, ${(bytes / 1024).toFixed(0)} KB: sitemap.xml (${urls.length} URLs), llms.txt + llms-full.txt (${listed} pages), ` +
      `${twins.size} .md twins, ${FEED_PATH.slice(1)} (${feed.entries} entries${feed.undated ? `, ${feed.undated} undated versions left out` : ""}) in ${Math.round(performance.now() - start)} ms`,
  );
}

if (process.argv[1]?.endsWith("write-publish-artifacts.ts")) {
  await writePublishArtifacts({ root: process.cwd(), clientDir: path.resolve(process.argv[2] ?? "build/client") });
}
