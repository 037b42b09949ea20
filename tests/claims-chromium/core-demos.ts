// Node side of the Chromium claim tests that run a live demo of app/demos/ (or a small entry of
// their own) as the reader runs it: the demo file, bundled with esbuild as it is, its CSS module
// included, `react-native` mapped to react-native-web as the site maps it. The page is served from an
// address no network sees; Playwright answers every request. Used by the core pages' claim tests.
import { build } from "esbuild";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../build-scripts/shared/chromium.ts";

const ORIGIN = "http://demo.test";
const ROOT = new URL("../..", import.meta.url).pathname;

const HTML = `<!doctype html><html><head><meta charset="utf-8"><title>demo</title>
<link rel="stylesheet" href="/entry.css"><style>body{margin:0;padding:20px;font:14px/1.2 sans-serif}</style></head>
<body><button id="before">before</button><div id="root"></div><button id="after">after</button>
<script src="/entry.js"></script></body></html>`;

/** The entry for one demo of app/demos/, rendered in StrictMode as the site renders it. */
export const demoEntry = (name: string) => `
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import Demo from "./app/demos/${name}.tsx";
createRoot(document.getElementById("root")!).render(<StrictMode><Demo /></StrictMode>);
window.demoMounted = true;
`;

const bundles = new Map<string, Promise<{ js: string; css: string }>>();

/** Bundles an entry module (TSX source, imports resolved from the project root). */
function bundle(entry: string) {
  let result = bundles.get(entry);
  if (!result) {
    result = build({
      stdin: { contents: entry, loader: "tsx", resolveDir: ROOT, sourcefile: "entry.tsx" },
      bundle: true,
      write: false,
      outdir: "/out",
      entryNames: "entry",
      format: "iife",
      jsx: "automatic",
      alias: { "react-native": "react-native-web" },
      define: { "process.env.NODE_ENV": '"development"' },
      logLevel: "silent",
    }).then((out) => ({
      js: out.outputFiles.find((file) => file.path.endsWith(".js"))!.text,
      css: out.outputFiles.find((file) => file.path.endsWith(".css"))?.text ?? "",
    }));
    bundles.set(entry, result);
  }
  return result;
}

export interface DemoPage {
  page: Page;
  /** Console errors and warnings and uncaught errors of the page. */
  problems: string[];
}

/** One browser per file; each test gets a new page in a new context, closed when the test ends. */
export function useDemoPages() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => {})));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /** Opens a page running `entry` (see `demoEntry`) and waits until it has rendered. */
    async open(entry: string, viewport = { width: 1000, height: 800 }): Promise<DemoPage> {
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      context.setDefaultTimeout(10_000);
      const { js, css } = await bundle(entry);
      await context.route("**/*", (route) => {
        const { pathname, origin } = new URL(route.request().url());
        if (origin !== ORIGIN) return route.abort();
        if (pathname === "/") return route.fulfill({ contentType: "text/html", body: HTML });
        if (pathname === "/entry.js") return route.fulfill({ contentType: "text/javascript", body: js });
        if (pathname === "/entry.css") return route.fulfill({ contentType: "text/css", body: css });
        return route.fulfill({ status: 404, body: "" });
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await page.goto(`${ORIGIN}/`);
      await page.waitForFunction(() => (window as unknown as { demoMounted?: boolean }).demoMounted === true);
      return { page, problems };
    },
  };
}

/** The accessible name of the element that has the focus, or its tag name. */
export function activeName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? el?.tagName.toLowerCase() ?? null;
  });
}

/**
 * Presses Tab from the button before the demo until the focus reaches a tree item (or leaves the
 * demo), and returns that item's aria-label, or null when Tab skipped every tree item.
 */
export async function tabIntoTree(page: Page, from = "#before"): Promise<string | null> {
  await page.locator(from).focus();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el.id === "after") return { done: true, name: null };
      if (el.getAttribute("role") === "treeitem") return { done: true, name: el.getAttribute("aria-label") };
      return { done: false, name: null };
    });
    if (where.done) return where.name;
  }
  return null;
}

/** Waits for the items of the first tree (or `tree`) on the page to have these accessible names. */
export function waitForItems(page: Page, names: string[], tree = '[role="tree"]') {
  return page.waitForFunction(
    ({ names, tree }) => {
      const items = [...document.querySelectorAll(`${tree} [role="treeitem"]`)].map((el) => el.getAttribute("aria-label"));
      return JSON.stringify(items) === JSON.stringify(names);
    },
    { names, tree },
  );
}

/** The aria-labels of the tree items of the first tree (or `tree`) on the page, in order. */
export function itemNames(page: Page, tree = '[role="tree"]'): Promise<string[]> {
  return page.evaluate((tree) => [...document.querySelectorAll(`${tree} [role="treeitem"]`)].map((el) => el.getAttribute("aria-label") ?? ""), tree);
}
