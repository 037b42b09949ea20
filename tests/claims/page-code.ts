// The code samples of a page, so a claim test can run the very code a reader copies instead of a
// copy of it that could drift: `pageSample(route, "one-per-folder.ts")` is the fence titled so.
import { readFileSync } from "node:fs";
import { transformSync } from "esbuild";
import { pageFiles } from "./claim.ts";

/** The source of the fenced block with `title="<title>"` on the page at `route`. */
export function pageSample(route: string, title: string): string {
  const file = pageFiles().get(route);
  if (!file) throw new Error(`pageSample: no page has the route ${route}`);
  const mdx = readFileSync(file, "utf8");
  const fence = new RegExp("^```\\w+[^\\n]*title=\"" + title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "\"[^\\n]*\\n([\\s\\S]*?)^```", "m").exec(mdx);
  if (!fence) throw new Error(`pageSample: ${route} has no code block titled "${title}"`);
  return fence[1]!;
}

/**
 * The sample as a CommonJS function body: run it with `new Function("module", "exports", "require", js)`.
 * Type-only imports disappear; value imports go through the `require` you pass.
 */
export function sampleAsCommonJs(route: string, title: string): string {
  return transformSync(pageSample(route, title), { loader: title.endsWith(".tsx") ? "tsx" : "ts", format: "cjs", jsx: "automatic" }).code;
}

/** Runs the sample and returns its exports; `modules` answers its value imports. */
export function runSample<T = Record<string, unknown>>(route: string, title: string, modules: Record<string, unknown> = {}): T {
  const module = { exports: {} as Record<string, unknown> };
  const require = (name: string) => {
    if (!(name in modules)) throw new Error(`the sample imports ${name}; pass it in modules`);
    return modules[name];
  };
  new Function("module", "exports", "require", sampleAsCommonJs(route, title))(module, module.exports, require);
  return module.exports as T;
}
