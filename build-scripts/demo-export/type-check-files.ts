// What the demo editor's type check needs besides the reader's code (loaded only when the reader
// asks for it): the exported projects' compiler options, TypeScript's own lib files, the
// declaration files of every package a demo may import, as installed (the pinned versions), and
// the TypeScript compiler itself, minified, as a module the worker imports.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { transform } from "esbuild";
import { TYPE_CHECK_FILE, type TypeCheckFiles } from "#contract/demos/demo-project-urls.ts";
import { PROJECT_COMPILER_OPTIONS } from "./demo-project.ts";

/** Packages whose declarations the check reads: what demos import, and what those declarations import. */
const TYPE_PACKAGES = ["@types/react", "@types/react-dom", "csstype", "@headless-tree/core", "@headless-tree/react", "@tanstack/react-virtual", "@tanstack/virtual-core"];

/** The libs of PROJECT_COMPILER_OPTIONS.lib, as TypeScript names their files. */
const ROOT_LIBS = PROJECT_COMPILER_OPTIONS.lib.map((lib) => `lib.${lib.toLowerCase()}.d.ts`);

/** What Vite's client types declare for the imports an exported project makes of stylesheets. */
const STYLESHEET_MODULES = [
  'declare module "*.module.css" { const classes: { readonly [key: string]: string }; export default classes; }',
  'declare module "*.css" {}',
  "",
].join("\n");

const DECLARATION = /\.d\.[cm]?ts$/;

function declarationFiles(dir: string, prefix: string, into: Record<string, string>): void {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (name === "node_modules") continue;
    if (statSync(full).isDirectory()) declarationFiles(full, `${prefix}${name}/`, into);
    else if (DECLARATION.test(name) || name === "package.json") into[`${prefix}${name}`] = readFileSync(full, "utf8");
  }
}

/** TypeScript's lib files from `roots` on, following their `/// <reference lib>`s. */
function libFiles(libDir: string, roots: string[]): Record<string, string> {
  const files: Record<string, string> = {};
  const pending = [...roots];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (files[`/lib/${name}`] !== undefined) continue;
    const text = readFileSync(path.join(libDir, name), "utf8");
    files[`/lib/${name}`] = text;
    for (const match of text.matchAll(/\/\/\/\s*<reference lib="([^"]+)"/g)) pending.push(`lib.${match[1]!.toLowerCase()}.d.ts`);
  }
  return files;
}

/** The type check's files (virtual paths → text) and options; `typescript` is the script's file name, set by the caller. */
export function collectTypeCheckFiles(root: string): Omit<TypeCheckFiles, "typescript"> {
  const nodeModules = path.join(root, "node_modules");
  const files: Record<string, string> = { ...libFiles(path.join(nodeModules, "typescript", "lib"), ROOT_LIBS), "/stylesheets.d.ts": STYLESHEET_MODULES };
  for (const name of TYPE_PACKAGES) declarationFiles(path.join(nodeModules, name), `/node_modules/${name}/`, files);
  // Vite's own client types are what projects list in `types`; the stylesheet declarations above stand in for them.
  const { types: _types, ...compilerOptions } = PROJECT_COMPILER_OPTIONS;
  return { compilerOptions: { ...compilerOptions, types: [] }, files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) };
}

/**
 * TypeScript's compiler (the installed, pinned one) minified, as an ES module whose default export
 * is `ts`: the worker is a module worker (Vite's dev server serves no other kind with imports), and
 * a module worker has no importScripts.
 */
export async function typescriptModule(root: string): Promise<{ version: string; code: string }> {
  const dir = path.join(root, "node_modules", "typescript");
  const { version } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string };
  const source = readFileSync(path.join(dir, "lib", "typescript.js"), "utf8").replace(/\n\/\/# sourceMappingURL=.*\s*$/, "\n");
  // No output format: esbuild keeps the top-level names, so \`ts\` is still there to export. (Its
  // CommonJS tail sees no \`module\` and leaves \`ts\` alone.)
  const { code } = await transform(source, { minify: true, legalComments: "none" });
  return { version, code: `${code}export default ts;\n` };
}

/** The files to publish beside the projects: file name → content. */
export async function typeCheckFiles(root: string): Promise<Record<string, string>> {
  const { version, code } = await typescriptModule(root);
  const script = `typescript-${version}.js`;
  const files: TypeCheckFiles = { ...collectTypeCheckFiles(root), typescript: script };
  return { [TYPE_CHECK_FILE]: JSON.stringify(files), [script]: code };
}
