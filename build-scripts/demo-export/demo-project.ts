// One live demo as a standalone Vite + React + TypeScript project: the files behind "Download
// project", "Open in StackBlitz" and "Open in CodeSandbox", and what exported-projects.test.ts builds.
import { access, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import ts from "typescript";
import type { DemoProjectFiles } from "#contract/demos/demo-project-urls.ts";
import { BuildError } from "../shared/build-error.ts";
import { readDemoMeta } from "../publish/demo-sources.ts";
import { projectStylesheet } from "./project-stylesheet.ts";

/** Files: path inside the project → text content, sorted by path. */
export type DemoProject = DemoProjectFiles;

const DEMOS_DIR = path.join("app", "demos");

/** Packages every project needs besides what the demo imports: the toolchain it builds with. */
const BASE_DEPENDENCIES = ["react", "react-dom"];
const DEV_DEPENDENCIES = ["@types/react", "@types/react-dom", "typescript", "vite"];

/**
 * Bare imports a demo may use, with what else the project needs for them. The site maps
 * `react-native` to react-native-web (vite.config.ts) and checks it against react-native's own
 * types; the project does the same.
 */
const PACKAGE_NEEDS: Record<string, { dependencies: string[]; devDependencies?: string[] }> = {
  react: { dependencies: [] },
  "react-dom": { dependencies: [] },
  "@headless-tree/core": { dependencies: ["@headless-tree/core"] },
  "@headless-tree/react": { dependencies: ["@headless-tree/react"] },
  "@tanstack/react-virtual": { dependencies: ["@tanstack/react-virtual"] },
  "react-native": { dependencies: ["react-native-web"], devDependencies: ["react-native"] },
};

/** The compiler options of every exported project (and of the test's single check over all of them). */
export const PROJECT_COMPILER_OPTIONS = {
  target: "ES2022",
  lib: ["DOM", "DOM.Iterable", "ES2023"],
  module: "ESNext",
  moduleResolution: "bundler",
  jsx: "react-jsx",
  types: ["vite/client"],
  strict: true,
  noUncheckedIndexedAccess: true,
  isolatedModules: true,
  verbatimModuleSyntax: true,
  skipLibCheck: true,
  noEmit: true,
} as const;

/** Exact versions of installed packages, from package-lock.json: what the site itself runs. */
export async function readLockedVersions(root: string): Promise<Map<string, string>> {
  const lock = JSON.parse(await readFile(path.join(root, "package-lock.json"), "utf8")) as { packages: Record<string, { version?: string }> };
  const versions = new Map<string, string>();
  for (const [key, entry] of Object.entries(lock.packages)) {
    // Top-level installs only: a nested node_modules holds some dependency's own copy.
    const name = key.startsWith("node_modules/") ? key.slice("node_modules/".length) : "";
    if (name && !name.includes("/node_modules/") && entry.version) versions.set(name, entry.version);
  }
  return versions;
}

interface CollectedSources {
  /** Path relative to app/demos → content. */
  files: Map<string, string>;
  packages: Set<string>;
}

/** The demo file and every local file it imports, transitively; bare imports are collected as packages. */
async function collectSources(root: string, id: string): Promise<CollectedSources> {
  const demosDir = path.join(root, DEMOS_DIR);
  const files = new Map<string, string>();
  const packages = new Set<string>();
  const pending = [`${id}.tsx`];
  while (pending.length > 0) {
    const relative = pending.pop()!;
    if (files.has(relative)) continue;
    const content = await readFile(path.join(demosDir, relative), "utf8");
    files.set(relative, content);
    if (!/\.tsx?$/.test(relative)) continue;
    const importer = path.posix.join(DEMOS_DIR, relative);
    for (const imported of importsOf(content)) {
      const where = positionOf(content, imported.pos);
      const fail = (why: string) => {
        throw new BuildError(`demo "${id}" cannot be exported: it imports "${imported.fileName}", ${why}`, importer, where.line, where.column);
      };
      const specifier = imported.fileName;
      if (specifier.startsWith(".")) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(relative), specifier));
        if (target.startsWith("../")) fail("which is site code outside app/demos; a demo may only import its own files and packages");
        const resolved = await resolveLocal(demosDir, target);
        if (!resolved) fail("which does not exist");
        else pending.push(resolved);
      } else {
        const name = packageName(specifier);
        if (!(name in PACKAGE_NEEDS)) {
          fail(/^[~#]/.test(specifier) ? "which is site code (the ~ or #contract alias); a demo may only import its own files and packages" : `a package the export does not know; add it to PACKAGE_NEEDS in build-scripts/demo-export/demo-project.ts`);
        }
        packages.add(name);
      }
    }
  }
  return { files, packages };
}

function importsOf(content: string): ts.FileReference[] {
  return ts.preProcessFile(content, true, true).importedFiles;
}

function positionOf(content: string, offset: number): { line: number; column: number } {
  const before = content.slice(0, offset).split("\n");
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

async function resolveLocal(demosDir: string, target: string): Promise<string | undefined> {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`]) {
    if (await access(path.join(demosDir, candidate)).then(() => true, () => false)) return candidate;
  }
  return undefined;
}

function pick(names: Iterable<string>, versions: Map<string, string>, id: string): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of [...new Set(names)].sort()) {
    const version = versions.get(name);
    if (!version) throw new Error(`demo "${id}": ${name} is not in package-lock.json, so the export has no version to pin it to`);
    picked[name] = version;
  }
  return picked;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The project of demo `id` (app/demos/<id>.tsx): its files, with versions from `versions`. */
export async function exportDemoProject(root: string, id: string, versions: Map<string, string>): Promise<DemoProject> {
  const { files: sources, packages } = await collectSources(root, id);
  const demoSource = sources.get(`${id}.tsx`)!;
  const meta = readDemoMeta(demoSource, path.join(DEMOS_DIR, `${id}.tsx`));
  const title = meta.title ?? id;
  const needs = [...packages].map((name) => PACKAGE_NEEDS[name]!);
  const usesReactNative = packages.has("react-native");

  const files: Record<string, string> = {
    "package.json": json({
      name: `headless-tree-demo-${id}`,
      private: true,
      version: "0.0.0",
      type: "module",
      scripts: { dev: "vite", build: "tsc --noEmit && vite build", preview: "vite preview" },
      dependencies: pick([...BASE_DEPENDENCIES, ...needs.flatMap((n) => n.dependencies)], versions, id),
      devDependencies: pick([...DEV_DEPENDENCIES, ...needs.flatMap((n) => n.devDependencies ?? [])], versions, id),
    }),
    "index.html": [
      "<!doctype html>",
      '<html lang="en">',
      "  <head>",
      '    <meta charset="utf-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
      `    <title>${escapeHtml(title)}</title>`,
      "  </head>",
      "  <body>",
      '    <div id="root"></div>',
      '    <script type="module" src="/src/main.tsx"></script>',
      "  </body>",
      "</html>",
      "",
    ].join("\n"),
    "tsconfig.json": json({ compilerOptions: PROJECT_COMPILER_OPTIONS, include: ["src"] }),
    "vite.config.ts": [
      'import { defineConfig } from "vite";',
      "",
      ...(usesReactNative
        ? [
            "// The demo is written against react-native; in the browser, react-native-web implements it.",
            'export default defineConfig({ resolve: { alias: [{ find: /^react-native$/, replacement: "react-native-web" }] } });',
          ]
        : ["export default defineConfig({});"]),
      "",
    ].join("\n"),
    "src/demo.css": projectStylesheet([...sources].filter(([file]) => file.endsWith(".css")).map(([, content]) => content)),
    "src/main.tsx": [
      'import { StrictMode } from "react";',
      'import { createRoot } from "react-dom/client";',
      "// Before the demo, so that its own styles come after the shared ones, as on the site.",
      'import "./demo.css";',
      `import Demo from "./${id}";`,
      "",
      'createRoot(document.getElementById("root")!).render(',
      "  <StrictMode>",
      "    <Demo />",
      "  </StrictMode>,",
      ");",
      "",
    ].join("\n"),
  };
  for (const [relative, content] of sources) files[`src/${relative}`] = content;
  return { id, title, description: meta.description ?? "", files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))) };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Ids of every live demo: app/demos/*.tsx but tests. */
export async function listDemoIds(root: string): Promise<string[]> {
  return (await readdir(path.join(root, DEMOS_DIR)))
    .filter((f) => f.endsWith(".tsx") && !f.includes(".test."))
    .map((f) => f.slice(0, -".tsx".length))
    .sort();
}
