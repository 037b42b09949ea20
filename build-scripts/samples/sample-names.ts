// The build stage that links API names in code: every checked ts/tsx block of the content and every
// demo file, resolved by api-names.ts. Results are cached per sample under .cache/api-names, so a
// warm build starts no compiler, and the dev server re-resolves only the samples that changed.

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type ts from "typescript";
import { BuildError } from "../shared/build-error.ts";
import { createJsonCache, hashOf, writeIfChanged } from "../shared/cache.ts";
import type { ApiName, createApiNameService, NameSource } from "./api-names.ts";
import { CHECKED_LANGUAGES, collectFromSource, type CodeBlock } from "./collect.ts";
import { DEMO_NAMES_FILE, demoShownCode, type DemoNames } from "./name-links.ts";

// The TypeScript compiler takes seconds to load: the modules that use it are imported on a cache
// miss only, so a warm build and most dev-server saves never load it.

/** Demo files, each shown as the source of its live demo (build-scripts/vite/demo-source-plugin.ts). */
export const DEMO_DIR = "app/demos";

/**
 * Errors that mean a sample names something the pinned packages do not have: a missing property or
 * export, an unknown key of an object literal (each with and without "did you mean").
 */
const MISSING_NAME_ERRORS = new Set([2305, 2339, 2353, 2551, 2561, 2724]);

/** The key of a code block's names: the same code in the same harness resolves the same. */
export const codeKey = (lang: string, harness: string | undefined, code: string) => hashOf(lang, harness ?? "", code);

interface CachedNames {
  names: ApiName[];
  unlinked: string[];
  /** Missing-name errors, by line and column inside the code. */
  errors: { line: number; column: number; message: string }[];
}

export interface SampleNames {
  /** Names of every checked block, by `codeKey`. */
  blocks: Map<string, ApiName[]>;
  /** Per page file, a hash of its blocks' names: part of the page's compile cache key. */
  pageKeys: Map<string, string>;
  /** Per page file, the names of all its blocks; per demo file, the names of its shown source. */
  pageNames: Map<string, ApiName[]>;
  demoNames: DemoNames;
  errors: BuildError[];
  /** One line for the build log: what was linked, what was not. */
  summary: string;
}

let service: { key: string; resolver: ReturnType<typeof createApiNameService> } | undefined;
let scopeExports: Map<string, string[]> | undefined;

async function fingerprint(root: string, symbols: Readonly<Record<string, string>>): Promise<string> {
  const version = async (pkg: string) => (JSON.parse(await readFile(path.join(root, "node_modules", pkg, "package.json"), "utf8")) as { version: string }).version;
  const here = fileURLToPath(new URL(".", import.meta.url));
  const sources = await Promise.all(["api-names.ts", "name-links.ts", "sample-files.ts", "sample-names.ts"].map((f) => readFile(path.join(here, f), "utf8")));
  return hashOf(await version("@headless-tree/core"), await version("@headless-tree/react"), await version("typescript"), JSON.stringify(symbols), ...sources);
}

/**
 * Resolves the API names of every page's code blocks and of every demo file, writes the demos'
 * names to `outDir/DEMO_NAMES_FILE` and returns the blocks'. Fails on a block that names a member
 * or export the pinned packages do not have.
 */
export async function buildSampleNames(opts: {
  root: string;
  outDir: string;
  symbols: Readonly<Record<string, string>>;
  pages: readonly { file: string; source: string }[];
}): Promise<SampleNames> {
  const { root, symbols } = opts;
  const key = await fingerprint(root, symbols);
  const cache = createJsonCache(root, "api-names");
  const virtualDir = path.join(root, ".content-checks");

  // Parsing every page again costs a second: each page's blocks are kept by its source.
  const pageBlocks = await Promise.all(
    opts.pages.map(async (page) => {
      if (!page.file.endsWith(".mdx")) return [];
      const blocksKey = hashOf("blocks", key, page.file, page.source);
      const known = await cache.get<CodeBlock[]>(blocksKey);
      if (known) return known;
      let found: CodeBlock[];
      try {
        found = collectFromSource(page.source, page.file).blocks;
      } catch {
        return []; // Broken MDX: the page's compile reports it with file:line:column.
      }
      await cache.set(blocksKey, found);
      return found;
    }),
  );
  const blocks = pageBlocks.flat();
  const checked = blocks.filter((b) => CHECKED_LANGUAGES.has(b.lang) && !("nocheck" in b.meta));
  const demoFiles = (await readdir(path.join(root, DEMO_DIR))).filter((f) => /\.tsx?$/.test(f)).sort();
  const demos = await Promise.all(
    demoFiles.map(async (name) => ({ file: path.posix.join(DEMO_DIR, name), code: demoShownCode(await readFile(path.join(root, DEMO_DIR, name), "utf8")) })),
  );

  interface Job {
    cacheKey: string;
    block?: CodeBlock;
    demo?: { file: string; code: string };
    result?: CachedNames;
  }
  const jobs: Job[] = [
    ...checked.map((block) => ({ block, cacheKey: hashOf(key, codeKey(block.lang, block.meta.harness, block.code)) })),
    ...demos.map((demo) => ({ demo, cacheKey: hashOf(key, demo.file, demo.code) })),
  ];
  await Promise.all(jobs.map(async (job) => (job.result = await cache.get<CachedNames>(job.cacheKey))));

  const missing = [...new Map(jobs.filter((j) => !j.result).map((j) => [j.cacheKey, j])).values()];
  if (missing.length) {
    const [{ createApiNameService, featurePartNames }, { buildSample, exportedNames }, { default: typescript }] = await Promise.all([
      import("./api-names.ts"),
      import("./sample-files.ts"),
      import("typescript"),
    ]);
    if (service?.key !== key) {
      const partNames = featurePartNames(path.join(root, "node_modules/@headless-tree/core/src/mddocs-entry.ts"));
      service = { key, resolver: createApiNameService({ root, symbols, partNames }) };
    }
    const sources = missing.map((job): NameSource & { codeLine: number } => {
      if (job.demo) return { fileName: path.join(root, job.demo.file), text: job.demo.code, shown: [0, job.demo.code.length], codeLine: 0 };
      scopeExports ??= exportedNames(root);
      const sample = buildSample(job.block!, 0, scopeExports, virtualDir);
      if ("message" in sample) throw new BuildError(sample.message, job.block!.file, job.block!.line, job.block!.column);
      const start = sample.text.split("\n").slice(0, sample.offset).reduce((n, line) => n + line.length + 1, 0);
      const fileName = path.join(virtualDir, `${job.cacheKey}.${job.block!.lang}`);
      return { fileName, text: sample.text, shown: [start, start + job.block!.code.length], codeLine: sample.offset };
    });
    const reports = service.resolver.resolve(sources);
    await Promise.all(
      missing.map(async (job, i) => {
        const source = sources[i]!;
        const errors = job.demo ? [] : missingNameErrors(typescript, service!.resolver.diagnostics(source.fileName), source.codeLine, job.block!.code);
        const report = reports[i]!;
        job.result = { names: report.names, unlinked: report.unlinked.map((u) => u.name), errors };
        await cache.set(job.cacheKey, job.result);
      }),
    );
    for (const job of jobs) job.result ??= missing.find((m) => m.cacheKey === job.cacheKey)!.result;
  }

  const demoNames: DemoNames = {};
  const result: SampleNames = { blocks: new Map(), pageKeys: new Map(), pageNames: new Map(), demoNames, errors: [], summary: "" };
  const unlinked = new Set<string>();
  let linked = 0;
  for (const job of jobs) {
    const names = job.result!;
    linked += names.names.length;
    for (const name of names.unlinked) unlinked.add(name);
    if (job.demo) {
      demoNames[job.demo.file] = { codeHash: hashOf(job.demo.code), names: names.names };
      continue;
    }
    const block = job.block!;
    result.blocks.set(codeKey(block.lang, block.meta.harness, block.code), names.names);
    result.pageKeys.set(block.file, hashOf(result.pageKeys.get(block.file) ?? "", JSON.stringify(names.names)));
    result.pageNames.set(block.file, [...(result.pageNames.get(block.file) ?? []), ...names.names]);
    for (const error of names.errors) result.errors.push(new BuildError(error.message, block.file, block.codeLine + error.line, error.column));
  }
  await writeIfChanged(path.join(opts.outDir, DEMO_NAMES_FILE), JSON.stringify(demoNames));
  const unchecked = blocks.filter((b) => CHECKED_LANGUAGES.has(b.lang) && "nocheck" in b.meta).length;
  result.summary =
    `${linked} API names linked in ${checked.length} code blocks and ${demos.length} demo files` +
    (unchecked ? `; ${unchecked} nocheck blocks not resolved` : "") +
    (unlinked.size ? `; not in the reference: ${[...unlinked].sort().join(", ")}` : "");
  return result;
}

/** The missing-name errors of a sample, by line and column inside its code (harness lines are the type check's business). */
function missingNameErrors(typescript: typeof ts, diagnostics: readonly ts.Diagnostic[], codeLine: number, code: string): CachedNames["errors"] {
  const lines = code.split("\n").length;
  return diagnostics.flatMap((diagnostic) => {
    if (!MISSING_NAME_ERRORS.has(diagnostic.code) || !diagnostic.file || diagnostic.start === undefined) return [];
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    if (line < codeLine || line >= codeLine + lines) return [];
    return [{ line: line - codeLine, column: character + 1, message: `TS${diagnostic.code}: ${typescript.flattenDiagnosticMessageText(diagnostic.messageText, " ")}` }];
  });
}
