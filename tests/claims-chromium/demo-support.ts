// Runs a live demo of app/demos/ on its own in Chromium, as a reader who copied the file would:
// the demo module is bundled with the real @headless-tree/react (not the site's prerendering
// wrapper), rendered into an empty page next to a text field outside it, and driven with real
// clicks and keys. For claims a page makes about what its demo does.
import { build } from "esbuild";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../build-scripts/shared/chromium.ts";

const ORIGIN = "http://demo.test";
const ROOT = new URL("../../", import.meta.url).pathname;

const bundles = new Map<string, Promise<{ js: string; css: string }>>();
/**
 * Bundles `module` (TSX source resolved from the project root) with a line that renders its
 * default export into #demo.
 */
function bundle(module: string) {
  let built = bundles.get(module);
  if (!built) {
    built = build({
      stdin: {
        contents: `${module}
          import { createRoot as __createRoot } from "react-dom/client";
          __createRoot(document.getElementById("demo")!).render(<__Default />);`.replace(/export default function (\w+)/, "export default function __Default"),
        resolveDir: ROOT,
        loader: "tsx",
      },
      bundle: true,
      write: false,
      outdir: "/out",
      format: "iife",
      jsx: "automatic",
      define: { "process.env.NODE_ENV": '"development"' },
      logLevel: "silent",
    }).then((result) => ({
      js: result.outputFiles.find((file) => file.path.endsWith(".js"))!.text,
      css: result.outputFiles.find((file) => file.path.endsWith(".css"))?.text ?? "",
    }));
    bundles.set(module, built);
  }
  return built;
}
const demoModule = (id: string) => `import __Default from "./app/demos/${id}.tsx";`;

export interface DemoPage {
  page: Page;
  /** Console errors and warnings and uncaught errors of the page. */
  problems: string[];
}

/** One browser per file; each `open(id)` gets a new page in a new context, closed after the test. */
export function useDemo() {
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
    /** A demo of app/demos/ by its id. */
    open(id: string): Promise<DemoPage> {
      return this.openModule(demoModule(id), id);
    },
    /** Any TSX module whose default export is a component without props, e.g. a page's sample plus a wrapper. */
    async openModule(module: string, title = "module"): Promise<DemoPage> {
      const id = title;
      const { js, css } = await bundle(module);
      const context = await browser.newContext({ viewport: { width: 800, height: 700 } });
      contexts.push(context);
      context.setDefaultTimeout(10_000);
      const html = `<!doctype html><html><head><meta charset="utf-8"><title>${id}</title><style>${css}</style></head>
<body><input id="before" aria-label="before the demo"><div id="demo"></div><input id="after" aria-label="after the demo">
<script src="/demo.js"></script></body></html>`;
      await context.route("**/*", (route) => {
        const { pathname, origin } = new URL(route.request().url());
        if (origin !== ORIGIN) return route.abort();
        if (pathname === "/") return route.fulfill({ contentType: "text/html", body: html });
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
      await page.waitForFunction(() => document.querySelector('[role="treeitem"]') !== null);
      return { page, problems };
    },
  };
}

/** A tree row of the demo by its accessible name (the library's `aria-label`). */
export const treeItem = (page: Page, name: string) => page.locator(`[role="treeitem"][aria-label="${name}"]`);

/** What the focused element is: a row's name, or `#id`, or the tag name. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return el.getAttribute("role") === "treeitem" ? el.getAttribute("aria-label") : el.id ? `#${el.id}` : el.tagName.toLowerCase();
  });

/** The rows that keep `tabIndex` 0, by name: the roving tab stop. */
export const tabStops = (page: Page) =>
  page.locator('[role="treeitem"]').evaluateAll((els) => els.filter((el) => (el as HTMLElement).tabIndex === 0).map((el) => el.getAttribute("aria-label")));

/**
 * Tab into the demo from the field before it, past the demo's toolbar controls, and returns the
 * name of the first tree row that gets the focus (null when Tab leaves the demo without reaching a row).
 */
export async function tabIntoTree(page: Page): Promise<string | null> {
  await page.locator("#before").focus();
  for (let step = 0; step < 20; step++) {
    await page.keyboard.press("Tab");
    const name = await focusedName(page);
    if (name === "#after" || name === "body") return null;
    if (await page.evaluate(() => document.activeElement?.getAttribute("role") === "treeitem")) return name;
  }
  return null;
}
