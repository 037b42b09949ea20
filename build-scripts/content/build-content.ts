import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { docPageId, type DocPage, type PageCodeTable, type RouteEntry, type SidebarGroup } from "#contract/content/content-model.ts";
import { compilePage, type CompiledPage } from "../mdx/compile-page.ts";
import type { PageSection } from "../mdx/rehype-page-data.ts";
import type { PageLinks } from "../links/check-links.ts";
import { BuildError, BuildErrors, type BuildWarning } from "../shared/build-error.ts";
import { HIGHLIGHTER_FINGERPRINT } from "../highlight/highlight-config.ts";
import { createJsonCache, hashOf, writeIfChanged } from "../shared/cache.ts";
import { aliasesFor, ANCHOR_ALIASES_FILE, checkAnchorAliases, readAnchorAliases } from "./anchor-aliases.ts";
import { changelogIntro, changelogToMarkdown } from "./changelog.ts";
import { withApiChanges } from "../api-history/changelog-api-changes.ts";
import { loadApiHistory } from "../api-history/history-model.ts";
import { readContentSources, type SourcePage } from "./content-sources.ts";
import { codeKey, type SampleNames } from "../samples/sample-names.ts";
import { readLastUpdated } from "./last-updated.ts";
import { buildSidebar, neighbours } from "./sidebar.ts";
import { DOCS_REPO_URL } from "#contract/site/site.ts";

export interface SearchSourcePage {
  path: string;
  title: string;
  group: string;
  description: string;
  sections: PageSection[];
}

export interface ContentBuildResult {
  pages: DocPage[];
  sidebar: SidebarGroup[];
  routes: RouteEntry[];
  links: PageLinks[];
  searchPages: SearchSourcePage[];
  warnings: BuildWarning[];
}

const CHANGELOG_PACKAGES = ["core", "react"] as const;

/**
 * Changelog pages come from the installed packages' CHANGELOG.md, rendered as plain markdown,
 * with an "API changes" section per version from the committed API history.
 */
async function changelogSources(root: string, symbols: Record<string, string>): Promise<SourcePage[]> {
  const history = await loadApiHistory(root);
  return Promise.all(
    CHANGELOG_PACKAGES.map(async (pkg, index) => {
      const file = `node_modules/@headless-tree/${pkg}/CHANGELOG.md`;
      const markdown = await readFile(path.join(root, file), "utf8");
      const version = JSON.parse(await readFile(path.join(root, `node_modules/@headless-tree/${pkg}/package.json`), "utf8")).version as string;
      // loadApiHistory has checked that the history covers both packages.
      const withChanges = withApiChanges(markdown, history.packages[`@headless-tree/${pkg}`]!, (name) => packageUrl(symbols[name], pkg));
      return {
        file,
        source: changelogIntro(version) + changelogToMarkdown(withChanges),
        format: "md" as const,
        group: "changelog",
        path: `/changelog/${pkg}`,
        frontmatter: {
          title: `@headless-tree/${pkg}`,
          sidebar_label: pkg,
          description: `Release notes of @headless-tree/${pkg}, every version up to ${version}, from the package's own changelog.`,
          order: index,
          layout: "docs" as const,
          hide_toc: false,
        },
      };
    }),
  );
}

/** The symbol map is shared by both packages; a changelog links only into its own package. */
function packageUrl(url: string | undefined, pkg: string): string | undefined {
  return url !== undefined && /^\/api\/([^/#]+)/.exec(url)?.[1] === pkg ? url : undefined;
}

/** Hash of the compiler's own sources: editing a plugin invalidates every cached page. */
async function compilerHash(): Promise<string> {
  const dir = fileURLToPath(new URL("..", import.meta.url));
  const files = ["mdx/compile-page.ts", "mdx/remark-api-links.ts", "mdx/rehype-code-blocks.ts", "mdx/rehype-page-data.ts", "mdx/remark-admonitions.ts", "mdx/remark-known-components.ts", "mdx/jsx-attributes.ts", "mdx/rehype-anchor-aliases.ts", "mdx/remark-site-relative-links.ts", "highlight/highlighter.ts", "highlight/highlight-config.ts", "samples/collect.ts", "samples/name-links.ts"];
  return hashOf(...(await Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")))));
}

export async function buildContent(opts: {
  root: string;
  outDir: string;
  contentDir?: string;
  /** API name → URL from the TypeDoc model, for <ApiLink>. */
  symbols?: Record<string, string>;
  /** Resolves the API names in the pages' code blocks (build-scripts/samples/sample-names.ts). */
  apiNames?: (pages: SourcePage[]) => Promise<SampleNames>;
}): Promise<ContentBuildResult> {
  const { root, outDir } = opts;
  const sources = await readContentSources(root, opts.contentDir);
  const all = [...sources.pages, ...(sources.groups.has("changelog") ? await changelogSources(root, opts.symbols ?? {}) : [])];
  const anchorAliases = await readAnchorAliases(root, opts.contentDir);
  const fileToPath = new Map(all.map((p) => [path.posix.normalize(p.file), p.path]));
  const cache = createJsonCache(root, "mdx");
  const symbols = opts.symbols ?? {};
  const compilerKey = hashOf(await compilerHash(), HIGHLIGHTER_FINGERPRINT, JSON.stringify(symbols));
  const names = await opts.apiNames?.(sources.pages);
  if (names?.errors.length) throw new BuildErrors(names.errors);
  const codeNames = names && ((lang: string, harness: string | undefined, code: string) => names.blocks.get(codeKey(lang, harness, code)));

  const errors: BuildError[] = [];
  const compiled = new Map<string, CompiledPage>();
  await Promise.all(
    all.map(async (page) => {
      const resolveFileLink = (href: string) => {
        const [file, hash] = href.split("#", 2);
        const target = fileToPath.get(path.posix.normalize(path.posix.join(path.posix.dirname(page.file), file!)));
        return target ? `${target}${hash ? `#${hash}` : ""}` : undefined;
      };
      const pageAliases = aliasesFor(anchorAliases, page.path);
      // Links to other files and the page's alias anchors are part of the output, so part of the key.
      const key = hashOf(compilerKey, page.file, page.source, page.format, JSON.stringify([...fileToPath]), JSON.stringify(pageAliases), names?.pageKeys.get(page.file) ?? "");
      const cached = await cache.get<CompiledPage>(key);
      if (cached) {
        compiled.set(page.path, cached);
        return;
      }
      try {
        const result = await compilePage(page.source, page.file, { format: page.format, resolveFileLink, symbols, anchorAliases: pageAliases, codeNames });
        if (result.data.firstHeading?.rank === 1) {
          throw new BuildError(
            "Pages must not contain an h1: the page title comes from the front matter `title`.",
            page.file,
            result.data.firstHeading.line,
            result.data.firstHeading.column,
          );
        }
        compiled.set(page.path, result);
        await cache.set(key, result);
      } catch (error) {
        if (error instanceof BuildError) errors.push(error);
        else throw error;
      }
    }),
  );
  if (errors.length) throw new BuildErrors(errors);
  const compiledIds = new Map([...compiled].map(([route, c]) => [route, { headingIds: c.data.toc.map((t) => t.id), anchors: c.data.anchors }]));
  const aliasErrors = checkAnchorAliases(anchorAliases, path.posix.join(opts.contentDir ?? "content", ANCHOR_ALIASES_FILE), compiledIds);
  if (aliasErrors.length) throw new BuildErrors(aliasErrors);

  const warnings: BuildWarning[] = [];
  const labelOf = (p: SourcePage) => p.frontmatter.sidebar_label ?? p.frontmatter.title;
  const sidebar = buildSidebar(
    sources.groups,
    all.filter((p) => p.frontmatter.layout === "docs").map((p) => ({ group: p.group, path: p.path, label: labelOf(p), title: p.frontmatter.title, order: p.frontmatter.order })),
  );
  const docPaths = new Set(all.map((p) => p.path));
  const order = neighbours(sidebar, docPaths, new Map(all.map((p) => [p.path, p.frontmatter.title])));
  const lastUpdated = await readLastUpdated(root, all.map((p) => p.file).filter((f) => f.startsWith("content/")));

  const pages: DocPage[] = [];
  const routes: RouteEntry[] = [];
  const links: PageLinks[] = [];
  const searchPages: SearchSourcePage[] = [];
  for (const page of all) {
    const result = compiled.get(page.path)!;
    const id = docPageId(page.path);
    const group = sources.groups.get(page.group)!;
    for (const broken of result.data.brokenFileLinks) {
      warnings.push({ location: `${page.file}:${broken.line}:${broken.column}`, message: `Broken markdown file link: ${broken.href} matches no content file` });
    }
    const fm = page.frontmatter;
    const updated = lastUpdated.get(page.file);
    pages.push({
      id,
      path: page.path,
      title: fm.title,
      description: fm.description,
      sidebarLabel: labelOf(page),
      layout: fm.layout,
      ...(fm.feature ? { feature: fm.feature } : {}),
      hideToc: fm.hide_toc,
      toc: result.data.toc,
      sourceFile: page.file,
      ...(page.file.startsWith("content/") ? { editUrl: `${DOCS_REPO_URL}/edit/main/${page.file}` } : {}),
      ...(updated ? { lastUpdated: updated } : {}),
      breadcrumbs: group.hidden ? [] : [{ title: group.label, href: firstHref(sidebar, group.label) ?? page.path }],
      ...order.get(page.path),
    });
    routes.push({ path: page.path, kind: "doc", title: fm.title, description: fm.description, anchors: result.data.anchors, source: page.file });
    links.push({ page: page.path, file: page.file, links: result.data.links });
    searchPages.push({ path: page.path, title: fm.title, group: group.label, description: fm.description, sections: result.data.sections });
    // The page's record (written by build-scripts/run.ts, with its document title) travels in
    // its module: a client navigation needs nothing else to render the page.
    await writeIfChanged(path.join(outDir, "pages", `${id}.js`), `${result.code}export { default as page } from "${pageDataImport(id)}";\n`);
  }
  await removeStaleModules(path.join(outDir, "pages"), new Set(pages.map((p) => `${p.id}.js`)));
  // The demos each page shows, so that a navigation or an intent (app/runtime/page-code.ts)
  // requests their code all at once instead of discovering it one import at a time.
  await writeIfChanged(path.join(outDir, "page-code.json"), `${JSON.stringify(pageCodeTable(all.map((p) => [docPageId(p.path), compiled.get(p.path)!.data])))}\n`);
  return { pages, sidebar, routes, links, searchPages, warnings };
}

/** The import of `page-data/<id>.json` from `pages/<id>.js`. */
export function pageDataImport(id: string): string {
  return `${"../".repeat(id.split("/").length)}${PAGE_DATA_DIR}/${id}.json`;
}

/** Folder of app/generated with each docs page's record, as JSON (written by build-scripts/run.ts). */
export const PAGE_DATA_DIR = "page-data";

/** Page id → the demos it shows (one list per DemoBox); pages without any are left out. */
export function pageCodeTable(pages: [id: string, data: { demos: string[][] }][]): PageCodeTable {
  return Object.fromEntries(pages.filter(([, d]) => d.demos.length).map(([id, d]) => [id, { demos: d.demos }]));
}

/**
 * A page's compiled module left behind by a deleted or renamed page would still be
 * bundled (the client imports these folders with globs) and change the build's output.
 */
async function removeStaleModules(dir: string, keep: Set<string>): Promise<void> {
  const files = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  await Promise.all(
    files
      .filter((file) => file.endsWith(".js") && !keep.has(file.split(path.sep).join("/")))
      .map((file) => rm(path.join(dir, file))),
  );
}

function firstHref(sidebar: SidebarGroup[], label: string): string | undefined {
  return sidebar.find((g) => g.label === label)?.items.find((i) => !i.external)?.href;
}
