// Runs the code samples of the pages in Chromium, as a reader who copies them would: a page's code
// block is written to a folder under .cache (so it imports the installed packages and its files
// import each other), bundled together with a small entry the test writes, and opened on the one
// mechanism of chromium-page.ts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { bundle as bundlePage, ROOT, useChromium, type OpenedPage } from "./chromium-page.ts";

/** The code of the fenced block whose meta has `title="<title>"` in a page of content/. */
export function codeBlock(page: string, title: string): string {
  const source = readFileSync(path.join(ROOT, "content", page), "utf8");
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const code = new RegExp("```\\w+ [^\\n]*title=\"" + escaped + "\"[^\\n]*\\n([\\s\\S]*?)\\n```").exec(source)?.[1];
  if (code === undefined) throw new Error(`content/${page} has no code block titled ${title}`);
  return code;
}

export interface SampleOptions {
  /** Files of the sample by name (e.g. "vanilla-tree.ts"); the entry is "entry.tsx". */
  files: Record<string, string>;
  /** HTML inside <body> before the entry's script. */
  body?: string;
  /**
   * Replace `@headless-tree/react` with the real package plus a `useTree` that pushes every tree it
   * returns to `window.sampleTrees`, so a test can read the tree a sample's component made.
   */
  recordTrees?: boolean;
  /** React's development build (a <Profiler> reports commits only there). */
  development?: boolean;
}

declare global {
  interface Window {
    sampleTrees?: unknown[];
  }
}

const bundles = new Map<string, Promise<string>>();

/** Bundles `files` (entry.tsx first) into one script, once per distinct sample. */
function bundle(options: SampleOptions): Promise<string> {
  const key = JSON.stringify([options.files, options.recordTrees ?? false, options.development ?? false]);
  let result = bundles.get(key);
  if (!result) bundles.set(key, (result = bundleNow(options)));
  return result;
}

async function bundleNow(options: SampleOptions): Promise<string> {
  mkdirSync(path.join(ROOT, ".cache"), { recursive: true });
  const dir = mkdtempSync(path.join(ROOT, ".cache", "claims-sample-"));
  try {
    for (const [name, code] of Object.entries(options.files)) writeFileSync(path.join(dir, name), code);
    const alias: Record<string, string> = {};
    if (options.recordTrees) {
      const real = path.join(ROOT, "node_modules/@headless-tree/react/dist/index.mjs");
      writeFileSync(
        path.join(dir, "record-trees.ts"),
        `import { useTree as realUseTree } from ${JSON.stringify(real)};
export * from ${JSON.stringify(real)};
export const useTree: typeof realUseTree = (config) => {
  const tree = realUseTree(config);
  (window.sampleTrees ??= []).push(tree);
  return tree;
};`,
      );
      alias["@headless-tree/react"] = path.join(dir, "record-trees.ts");
    }
    return (await bundlePage({ file: path.join(dir, "entry.tsx"), alias, development: options.development })).js;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type SamplePage = OpenedPage;

/** One browser per file; each `open` bundles a sample and loads it in a new context, closed when the test ends. */
export function useSamplePage() {
  const chromium = useChromium();
  return {
    async open(options: SampleOptions): Promise<SamplePage> {
      const js = await bundle(options);
      return chromium.open({ head: "<style>body{margin:0;padding:20px;font:14px/1.4 sans-serif}</style>", body: options.body ?? "", bundle: { js, css: "" } });
    },
  };
}

/** What has the DOM focus: a treeitem's aria-label, else the element's tag and text. */
export function focused(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    return el.getAttribute("aria-label") ?? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}`;
  });
}
