// The one way the Chromium claim tests put code in front of the browser: `bundle` builds TSX with
// esbuild into one script and its CSS (React's production build, as readers run it, unless a
// bundle asks for the development build and its warnings), and
// `useChromium` opens it on a page of an address no network sees (the browser resolves that name
// to a server of the test's own, and every other name to nothing). The
// harness, the demo pages and the page samples differ only in what they bundle and the HTML around it.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { build, type Plugin } from "esbuild";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterEach, beforeAll } from "vitest";
import { launchChromium } from "../../build-scripts/shared/chromium.ts";
import { HANG_MS } from "../support/hang-bound.ts";

/** The project root: bundles resolve the installed packages and app/ from here. */
export const ROOT = new URL("../..", import.meta.url).pathname;
const ORIGIN = "http://claims.test";

export interface BundleInput {
  /** A file to bundle, by absolute path… */
  file?: string;
  /** …or TSX source, resolved from the project root. */
  source?: string;
  /** Modules the source imports by name (`import x from "fence:name"`), e.g. a page's code block. */
  modules?: Record<string, string>;
  alias?: Record<string, string>;
  /** Expose the entry's exports as `window[globalName]`. */
  globalName?: string;
  /** React's development build, which warns about misuse; it costs the claims about a fifth more time. */
  development?: boolean;
}

export interface Bundle {
  js: string;
  css: string;
}

const bundles = new Map<string, Promise<Bundle>>();

/** Builds `input` once per test file (the same input returns the same promise). */
export function bundle(input: BundleInput): Promise<Bundle> {
  const key = JSON.stringify(input);
  let built = bundles.get(key);
  if (!built) {
    built = build({
      ...(input.file ? { entryPoints: [input.file] } : { stdin: { contents: input.source ?? "", loader: "tsx", resolveDir: ROOT, sourcefile: "entry.tsx" } }),
      bundle: true,
      write: false,
      outdir: "/out",
      format: "iife",
      globalName: input.globalName,
      jsx: "automatic",
      alias: input.alias,
      plugins: input.modules ? [namedModules(input.modules)] : [],
      define: { "process.env.NODE_ENV": input.development ? '"development"' : '"production"' },
      logLevel: "silent",
    }).then((result) => ({
      js: result.outputFiles.find((file) => file.path.endsWith(".js"))!.text,
      css: result.outputFiles.find((file) => file.path.endsWith(".css"))?.text ?? "",
    }));
    bundles.set(key, built);
  }
  return built;
}

function namedModules(modules: Record<string, string>): Plugin {
  return {
    name: "named-modules",
    setup(b) {
      b.onResolve({ filter: /^fence:/ }, (args) => ({ path: args.path, namespace: "named" }));
      b.onLoad({ filter: /.*/, namespace: "named" }, (args) => {
        const contents = modules[args.path];
        if (contents === undefined) throw new Error(`no module ${args.path}`);
        return { contents, loader: "tsx", resolveDir: ROOT };
      });
    },
  };
}

export interface PageSpec {
  /** What goes in <body> before the script. */
  body: string;
  /** Extra <head> content, e.g. a <style>. */
  head?: string;
  bundle: Bundle;
  /** A JavaScript expression that is true once the page is ready, waited for after loading. */
  ready?: string;
}

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings and uncaught errors of the page. */
  problems: string[];
}

export interface ContextOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: "reduce" | "no-preference";
  /** Touch input: Playwright's `page.touchscreen`, and touch events sent over the DevTools protocol. */
  hasTouch?: boolean;
}

/** The HTML of a page: its head (an empty icon, so the browser asks for no favicon) and the bundle's CSS, its body, then the bundle's script at `scriptSrc`. */
function html(spec: PageSpec, scriptSrc: string): string {
  const css = spec.bundle.css ? `<style>${spec.bundle.css}</style>` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>claims</title><link rel="icon" href="data:,">${spec.head ?? ""}${css}</head>
<body>${spec.body}<script src="${scriptSrc}"></script></body></html>`;
}

/**
 * Serves `spec` at `path` (a folder, ending in "/") of the page's origin, its script beside it,
 * from the page's routes (a second page on a harness tab, e.g. a demo); other addresses fall
 * through to the origin's server.
 */
export async function servePage(page: Page, spec: PageSpec, path: string) {
  await page.route(`${ORIGIN}${path}**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === path) return route.fulfill({ contentType: "text/html", body: html(spec, "page.js") });
    if (pathname === `${path}page.js`) return route.fulfill({ contentType: "text/javascript", body: spec.bundle.js });
    return route.fallback();
  });
  return `${ORIGIN}${path}`;
}

const scriptNames = new WeakMap<Bundle, string>();
/** A bundle's script address, named by its content so the browser may cache it. */
function scriptPath(bundle: Bundle): string {
  let name = scriptNames.get(bundle);
  if (!name) scriptNames.set(bundle, (name = `/script/${createHash("sha1").update(bundle.js).digest("hex")}.js`));
  return name;
}

/**
 * The origin's server, in the test's process: each tab's page at /tab-<n>/ (never cached, as each
 * test brings its own), the scripts under a name of their content (cached for good). A real
 * server rather than Playwright's routes, because a context with routes gets no HTTP cache: with
 * it, a reused tab compiles the same bundle of React and the library again for every test.
 */
function startOrigin(tabs: Map<string, Tab>): Promise<http.Server> {
  const scripts = new Map<string, string>();
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", ORIGIN).pathname;
    const tab = tabs.get(pathname);
    if (tab?.spec) {
      scripts.set(scriptPath(tab.spec.bundle), tab.spec.bundle.js);
      return void response.writeHead(200, { "content-type": "text/html", "cache-control": "no-store" }).end(html(tab.spec, scriptPath(tab.spec.bundle)));
    }
    const script = scripts.get(pathname);
    if (script !== undefined) return void response.writeHead(200, { "content-type": "text/javascript", "cache-control": "max-age=31536000, immutable" }).end(script);
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** A context with one page, which the next test of the file gets again if the last one passed. */
interface Tab {
  context: BrowserContext;
  page: Page;
  /** Its page's address on the origin. */
  path: string;
  /** The context options it was made with, as JSON. */
  options: string;
  spec: PageSpec | null;
  problems: string[];
}

interface WorkerBrowser {
  browser: Browser;
  /** Every open tab of the worker, by its page's path on the origin. */
  tabsByPath: Map<string, Tab>;
  /** The tab of the last test that passed, for the next test to reuse. */
  idle: Tab | null;
}

let workerBrowser: Promise<WorkerBrowser> | undefined;
let tabCount = 0;

/**
 * The worker's browser and the origin's server it resolves `claims.test` to: started by the first
 * file a worker runs and kept for the files after it (the claims run with `isolate: false`: a
 * worker keeps its modules from file to file). A launch costs about as much CPU as four claims.
 * Playwright ends the browser when the worker process exits; one that went away is launched anew.
 */
function sharedBrowser(): Promise<WorkerBrowser> {
  const launched = (workerBrowser ??= (async () => {
    const tabsByPath = new Map<string, Tab>();
    const origin = await startOrigin(tabsByPath);
    // The worker's end ends it: nothing waits for it.
    origin.unref();
    // The origin's name leads to its server; every other name resolves to nothing.
    const { port } = origin.address() as AddressInfo;
    const hosts = `--host-resolver-rules=MAP ${new URL(ORIGIN).hostname} 127.0.0.1:${port}, MAP * ~NOTFOUND`;
    const browser = await launchChromium(["--no-proxy-server", hosts]);
    browser.on("disconnected", () => {
      origin.close();
      if (workerBrowser === launched) workerBrowser = undefined;
    });
    return { browser, tabsByPath, idle: null };
  })());
  return launched;
}

/** Pages whose context has Playwright's clock: its init script stays for every later document. */
const clocked = new WeakSet<Page>();

/**
 * Installs Playwright's clock on the page and stops it: Date.now() stands still, and the page's
 * timers run only when the test moves the clock on (`page.clock.runFor`). The clock stays in the
 * tab's context for every later document, so the tab is not reused for the next test.
 */
export async function stopClock(page: Page) {
  clocked.add(page);
  await page.clock.install();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/** Whether `stopClock` stopped the clock of this page. */
export const hasStoppedClock = (page: Page) => clocked.has(page);

/**
 * The worker's browser (`sharedBrowser`), for one test file. `open` gives each test a fresh
 * document; the tab it is in is reused from the test before when that one passed with one tab and
 * the same options. A new context and tab cost about 400 ms a test (a renderer's start, and
 * compiling the bundle again), more than half the time of a typical claim. What a test can leave
 * behind in a tab is reset before the next one: routes of the page, pressed buttons and modifiers,
 * storage.
 */
export function useChromium(defaults: ContextOptions = {}) {
  let worker: WorkerBrowser;
  const inUse: Tab[] = [];

  async function newTab(options: ContextOptions, key: string): Promise<Tab> {
    const context = await worker.browser.newContext({ viewport: { width: 1000, height: 700 }, ...options });
    context.setDefaultTimeout(HANG_MS);
    const tab: Tab = { context, page: await context.newPage(), path: `/tab-${++tabCount}/`, options: key, spec: null, problems: [] };
    worker.tabsByPath.set(tab.path, tab);
    context.on("close", () => worker.tabsByPath.delete(tab.path));
    tab.page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning") tab.problems.push(`${msg.type()}: ${msg.text()}`);
    });
    tab.page.on("pageerror", (error) => tab.problems.push(`pageerror: ${error.message}`));
    return tab;
  }

  async function reset({ page }: Tab) {
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.mouse.up();
    for (const key of ["Shift", "Control", "Alt", "Meta"]) await page.keyboard.up(key);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }

  beforeAll(async () => {
    worker = await sharedBrowser();
  });
  afterEach(async ({ task }) => {
    const tabs = inUse.splice(0);
    const passed = task.result?.state !== "fail" && !task.result?.errors?.length;
    const keep = passed && tabs.length === 1 && tabs[0]!.context.pages().length === 1 && !clocked.has(tabs[0]!.page) ? tabs[0]! : null;
    await Promise.all(tabs.filter((tab) => tab !== keep).map((tab) => tab.context.close().catch(() => {})));
    if (keep) worker.idle = await reset(keep).then(() => keep, () => (void keep.context.close().catch(() => {}), null));
  });
  return {
    async open(spec: PageSpec, options: ContextOptions = {}): Promise<OpenedPage> {
      const contextOptions = { ...defaults, ...options };
      const key = JSON.stringify(contextOptions);
      const { idle } = worker;
      let tab = idle?.options === key && !inUse.length ? idle : null;
      if (idle && !tab) await idle.context.close().catch(() => {});
      worker.idle = null;
      tab ??= await newTab(contextOptions, key);
      inUse.push(tab);
      tab.spec = spec;
      tab.problems = [];
      await tab.page.goto(`${ORIGIN}${tab.path}`);
      if (spec.ready) await tab.page.waitForFunction(spec.ready);
      return { page: tab.page, problems: tab.problems };
    },
  };
}
