// A live demo of app/demos/ on its own page in Chromium, as a reader who copies the file runs it:
// the demo's default export rendered into an empty page, with a button before and after it so that
// a test can Tab into and out of the tree. Used by the keyboard claims of /features/kdnd and
// /guides/accessibility.
import { build } from "esbuild";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../build-scripts/shared/chromium.ts";

const ORIGIN = "http://demo.test";
const DEMOS = new URL("../../app/demos/", import.meta.url).pathname;

const HTML = (css: string) => `<!doctype html><html><head><meta charset="utf-8"><title>demo</title>
<style>body{margin:0;padding:20px;font:14px/1.4 sans-serif} [role=treeitem]{display:block;height:28px}</style>
<style>${css}</style></head>
<body><button id="before">before</button><div id="root"></div><button id="after">after</button>
<script src="/demo.js"></script></body></html>`;

const bundles = new Map<string, Promise<{ js: string; css: string }>>();
function demoBundle(file: string) {
  let bundle = bundles.get(file);
  if (!bundle) {
    bundle = build({
      stdin: {
        contents: `import Demo from ${JSON.stringify(DEMOS + file)};
import { StrictMode, createElement } from "react";
import { createRoot } from "react-dom/client";
createRoot(document.getElementById("root")).render(createElement(StrictMode, null, createElement(Demo)));`,
        resolveDir: DEMOS,
        loader: "tsx",
      },
      bundle: true,
      write: false,
      outdir: "/out",
      format: "iife",
      jsx: "automatic",
      loader: { ".module.css": "local-css" },
      define: { "process.env.NODE_ENV": '"development"' },
      logLevel: "silent",
    }).then((result) => ({
      js: result.outputFiles.find((f) => f.path.endsWith(".js"))!.text,
      css: result.outputFiles.find((f) => f.path.endsWith(".css"))?.text ?? "",
    }));
    bundles.set(file, bundle);
  }
  return bundle;
}

/** One browser per test file; `open(file)` shows that demo on a new page, closed when the test ends. */
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
    async open(file: string): Promise<{ page: Page; problems: string[] }> {
      const { js, css } = await demoBundle(file);
      const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
      contexts.push(context);
      context.setDefaultTimeout(10_000);
      await context.route("**/*", (route) => {
        const { pathname, origin } = new URL(route.request().url());
        if (origin !== ORIGIN) return route.abort();
        if (pathname === "/") return route.fulfill({ contentType: "text/html", body: HTML(css) });
        if (pathname === "/demo.js") return route.fulfill({ contentType: "text/javascript", body: js });
        return route.fulfill({ status: 404, body: "" });
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await page.goto(`${ORIGIN}/`);
      await page.waitForSelector('[role="treeitem"]');
      return { page, problems };
    },
  };
}

/** The accessible name of the element that has the focus (rows carry their name in aria-label). */
export const activeLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.id ?? null);

/** The aria-labels of the rows with tabIndex 0. */
export const tabbableRows = (page: Page) =>
  page.locator('[role="treeitem"][tabindex="0"]').evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));

/** Tab from the button before the demo: where does the focus land? */
export async function tabIntoDemo(page: Page) {
  await page.locator("#before").focus();
  await page.keyboard.press("Tab");
  return activeLabel(page);
}
