// Runs TypeDoc on the installed packages' src/ and caches the JSON models under .cache/api/.
// The cache key is the installed package versions, the TypeDoc/TypeScript versions and a hash of
// every source file in build-scripts/api/ (so a change to this pipeline re-runs TypeDoc).

import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { JSONOutput, LogLevel as LogLevelEnum, MinimalNode, MinimalSourceFile } from "typedoc";
import type { ApiPackageSlug } from "#contract/api/api-model.ts";
import type { BuildWarning } from "../shared/build-error.ts";
import { API_PACKAGES, CACHE_DIR, type ApiPackageConfig } from "./config.ts";

export interface TypedocPackageModel {
  slug: ApiPackageSlug;
  name: string;
  version: string;
  project: JSONOutput.ProjectReflection;
}

export interface TypedocModels {
  key: string;
  packages: TypedocPackageModel[];
  /** TypeDoc's warnings and errors (location = file:line:col), from the run that filled the cache. */
  warnings: BuildWarning[];
  /** True when the models came from .cache/api/ without running TypeDoc. */
  cached: boolean;
}

interface CacheFile {
  key: string;
  packages: TypedocPackageModel[];
  warnings: BuildWarning[];
}

/** Separates location and message inside the logger (addContext returns one string). */
const SEP = "\u0000";

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, "utf8")) as T;
}

export async function installedVersion(root: string, name: string): Promise<string> {
  const pkg = await readJson<{ version: string }>(path.join(root, "node_modules", name, "package.json"));
  return pkg.version;
}

/** Hash of the non-test sources of build-scripts/api/ (including the TypeDoc tsconfig). */
export async function hashPipelineSources(root: string): Promise<string> {
  const dir = path.join(root, "build-scripts", "api");
  const files = (await readdir(dir, { recursive: true }))
    .map(String)
    .filter((f) => /\.(ts|json)$/.test(f) && !/\.test\.ts$/.test(f) && !f.startsWith("fixtures"))
    .sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(path.join(dir, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

export async function typedocCacheKey(root: string): Promise<string> {
  const parts = [
    ...(await Promise.all(
      [...API_PACKAGES.map((p) => p.name), "typedoc", "typescript"].map(
        async (name) => `${name}@${await installedVersion(root, name)}`,
      ),
    )),
    await hashPipelineSources(root),
  ];
  return createHash("sha256").update(parts.join("\n")).digest("hex").slice(0, 16);
}

/** Returns the TypeDoc models, from .cache/api/ when the key matches, else by running TypeDoc. */
export async function loadTypedocModels(root: string, log: (msg: string) => void = () => {}): Promise<TypedocModels> {
  const key = await typedocCacheKey(root);
  const cacheFile = path.join(root, CACHE_DIR, "typedoc.json");
  try {
    const cached = await readJson<CacheFile>(cacheFile);
    if (cached.key === key) return { ...cached, cached: true };
  } catch {
    // no cache yet
  }
  const packages: TypedocPackageModel[] = [];
  const warnings: BuildWarning[] = [];
  for (const pkg of API_PACKAGES) {
    const started = performance.now();
    const version = await installedVersion(root, pkg.name);
    const result = await runTypedoc(root, pkg, version);
    packages.push({ slug: pkg.slug, name: pkg.name, version, project: result.project });
    warnings.push(...result.warnings);
    log(`typedoc ${pkg.name}@${version}: ${Math.round(performance.now() - started)} ms`);
  }
  await mkdir(path.dirname(cacheFile), { recursive: true });
  const file: CacheFile = { key, packages, warnings };
  await writeFile(cacheFile, JSON.stringify(file));
  return { ...file, cached: false };
}

async function runTypedoc(
  root: string,
  pkg: ApiPackageConfig,
  version: string,
): Promise<{ project: JSONOutput.ProjectReflection; warnings: BuildWarning[] }> {
  // Imported lazily: loading TypeDoc (and the TypeScript compiler) costs ~1 s, wasted on warm builds.
  const { Application, Logger, LogLevel, OptionDefaults, TSConfigReader } = await import("typedoc");

  const warnings: BuildWarning[] = [];
  // Collects warnings and errors with their file:line:col for the build report instead of printing.
  class CollectingLogger extends Logger {
    override log(message: string, level: Exclude<LogLevelEnum, LogLevelEnum.None>): void {
      super.log(message, level);
      if (level < LogLevel.Warn) return;
      const [location = pkg.name, text = message] = message.includes(SEP) ? message.split(SEP) : [];
      warnings.push({ location, message: `${level >= LogLevel.Error ? "TypeDoc error" : "TypeDoc"}: ${text}` });
    }
    protected override addContext(
      message: string,
      level: Exclude<LogLevelEnum, LogLevelEnum.None>,
      ...args: [MinimalNode?] | [number, MinimalSourceFile]
    ): string {
      void level;
      const [first, second] = args;
      let file: MinimalSourceFile | undefined;
      let pos = 0;
      if (typeof first === "number" && second) [file, pos] = [second, first];
      else if (first && typeof first === "object") [file, pos] = [first.getSourceFile(), first.getStart()];
      if (!file) return `${pkg.name}${SEP}${message}`;
      const { line, character } = file.getLineAndCharacterOfPosition(pos);
      return `${path.relative(root, file.fileName)}:${line + 1}:${character + 1}${SEP}${message}`;
    }
  }

  const pkgDir = path.join(root, "node_modules", pkg.name);
  const srcDir = path.join(pkgDir, "src");
  const app = await Application.bootstrapWithPlugins(
    {
      entryPoints: [path.join(pkgDir, pkg.entry)],
      tsconfig: path.join(root, "build-scripts", "api", "tsconfig.typedoc.json"),
      basePath: srcDir,
      displayBasePath: srcDir,
      // The packages live in node_modules, which TypeDoc treats as external by default.
      externalPattern: [],
      excludePrivate: true,
      excludeInternal: true,
      excludeProtected: true,
      skipErrorChecking: true,
      readme: "none",
      disableGit: true,
      sourceLinkTemplate: `https://github.com/lukasbach/headless-tree/blob/${pkg.name}@${version}/${pkg.repoDir}/src/{path}#L{line}`,
      logLevel: "Warn",
      validation: { notExported: false, invalidLink: true, notDocumented: false },
      // Upstream prose that TSDoc reads as a tag: "Use @invalidateItemData to clear…" (1.7.0,
      // async-data-loader/types.ts). Known here, so TypeDoc keeps it without a warning on every
      // build; renderComment (comment.ts) puts it back into the sentence as a link. Any other
      // unknown tag still warns.
      blockTags: [...OptionDefaults.blockTags, "@invalidateItemData"],
    },
    [new TSConfigReader()],
  );
  app.logger = new CollectingLogger();
  const project = await app.convert();
  if (!project) {
    const details = warnings.map((w) => `${w.location}: ${w.message}`).join("\n");
    throw new Error(`[api] TypeDoc could not convert ${pkg.name}:\n${details}`);
  }
  app.validate(project);
  const json = app.serializer.projectToObject(project, root.replaceAll("\\", "/") as never);
  return { project: json, warnings };
}
