// Stress: live demos always come alive. The home page, the gallery and the docs pages with the
// most demos are loaded many times, each in a fresh browser context (cold cache). Every demo is
// brought near the viewport in turn and, within a deadline, must run (hydrated), show rows in each
// of its trees with nothing left loading (aria-busy), and take a key. All failures of all loads are
// collected and reported together.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { launchChromium } from "../build-scripts/shared/chromium.ts";
import { HANG_MS } from "../tests/support/hang-bound.ts";
import { openProbePage } from "./support/browser";

/** Cold loads per page: a race that hits one load in five shows up in 96 % of runs (0.8¹⁴ ≈ 4 % misses it). */
const LOADS_PER_PAGE = 14;
/** The gallery wakes every demo of the site in each load, so fewer loads give as many wake-ups. */
const GALLERY_LOADS = 6;
const loadsOf = (pathname: string) => (pathname === "/demos" ? GALLERY_LOADS : LOADS_PER_PAGE);
/**
 * Scrolled near → running with rows (its chunk plus a 600 ms fake request), and key → focus on
 * another row (the library moves the DOM focus in a timeout): only a hang misses these. How fast a
 * demo comes alive is a figure the test prints (slowest demo ready), not a bound.
 */
const DEMO_DEADLINE_MS = HANG_MS;
const REACTION_TIMEOUT_MS = HANG_MS;
/**
 * Pages loaded at once (this machine has 2 cores), each worker with a browser of its own. Two
 * windows of one headless browser share its frame production, and the one in the background
 * may get no animation frames (and so no IntersectionObserver reports) for seconds while its
 * timers run: https://github.com/puppeteer/puppeteer/issues/10350. A page that is its browser's
 * only window always gets them, so "the page stopped rendering" below is about the page again.
 */
const CONCURRENT_LOADS = 2;
/** How many docs pages: those with the most demo boxes in the prerendered HTML. */
const DOCS_PAGES = 3;

/** A demo: a docs-page demo box (it gets data-hydrated when running) or a home/gallery card (its stage gets it). */
const DEMO_SELECTOR = "main section[data-demo], main [data-demo-card]";

interface Key {
  key: string;
  code: string;
}
const ARROW_DOWN: Key = { key: "ArrowDown", code: "ArrowDown" };
/** The key that focuses the next row in demos that rebind it (by data-demo / data-demo-card id). */
const NEXT_ROW_KEYS: Record<string, Key> = { "hotkeys-override": { key: "j", code: "KeyJ" } };

// The content changes while the site grows, so the docs pages are picked from the build itself.
const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? "build/client");

function docsPagesWithMostDemos(count: number): string[] {
  const pages: { route: string; demos: number; trees: number }[] = [];
  for (const file of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (path.basename(file) !== "index.html" || path.dirname(file) === ".") continue;
    const html = readFileSync(path.join(clientDir, file), "utf8");
    const demos = html.match(/<section\b[^>]*\bdata-demo="/g)?.length ?? 0;
    if (demos > 0) pages.push({ route: `/${path.dirname(file).split(path.sep).join("/")}`, demos, trees: html.split('role="tree"').length - 1 });
  }
  // Most demo boxes first, then most trees, then by path, so a tie always picks the same pages.
  pages.sort((a, b) => b.demos - a.demos || b.trees - a.trees || a.route.localeCompare(b.route));
  return pages.slice(0, count).map((page) => page.route);
}

const PAGES = ["/", "/demos", ...docsPagesWithMostDemos(DOCS_PAGES)];

/** What a demo shows right now. */
interface DemoState {
  found: boolean;
  name: string;
  running: boolean;
  /** A gallery card that runs but has not started its demo ("starts when it scrolls into view"). */
  waitingToMount: boolean;
  trees: { label: string; items: number }[];
  busy: string[];
  ready: boolean;
  /** ms since it was scrolled near */
  elapsed: number;
  /** Times something scrolled it out of view again and it was brought back. */
  rescrolls: number;
  /** When not ready: does the page still render frames (an animation frame, a fresh IntersectionObserver's first report)? */
  rendering?: string;
  /** A card whose HydrateWhenNear slot is empty: React dropped the server HTML and never rendered the demo. */
  emptySlot: boolean;
}

interface StepResult {
  /** The demo brought near. */
  state: DemoState | null;
  /** The key to press for real on its focused first row; null when none is due (or it was dispatched in the page). */
  press: Key | null;
  /** Why its first row could not be focused. */
  focusProblem: string | null;
  /** Earlier demos whose key had no effect: demo name and what happened instead. */
  ignored: { name: string; problem: string }[];
}

interface StressHelpers {
  step(next: number | null, dispatch: boolean, deadline: number, reactionTimeout: number): Promise<StepResult>;
}

declare global {
  interface Window {
    __demoStress: StressHelpers;
  }
}

/**
 * In-page helpers, installed before the page's own scripts run (page.addInitScript). One `step`
 * per demo, one round trip: bring it near and wait until it is ready, focus the first row of its
 * first tree and send it the "next row" key, then collect the outcome of the keys sent so far.
 * Those are judged from the focus events since (a row of the same tree other than the first got
 * the focus) or the row's aria-expanded, so the library's deferred DOM focus (a timeout and a
 * 20 ms poll) runs while the next demos are checked instead of being waited for demo by demo.
 */
function installHelpers({ selector, nextRowKeys, arrowDown }: { selector: string; nextRowKeys: Record<string, Key>; arrowDown: Key }) {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const demo = (index: number) => document.querySelectorAll(selector)[index];
  const label = (element: Element | null) =>
    element
      ? `${element.tagName.toLowerCase()}${element.getAttribute("role") ? `[role=${element.getAttribute("role")}]` : ""} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`
      : "nothing";

  const focused: Element[] = [];
  document.addEventListener("focusin", (event) => focused.push(event.target as Element), true);

  interface KeyCheck {
    name: string;
    tree: Element;
    row: Element;
    expanded: string | null;
    key: string;
    /** Index into `focused` when the key was sent. */
    since: number;
    sentAt: number;
    /** Set once it is overdue: the main thread may just have been blocked, so the library's timers get 200 ms more. */
    lastChance?: number;
  }
  let checks: KeyCheck[] = [];

  function inspect(index: number, started: number, rescrolls: number): DemoState {
    const element = demo(index);
    const elapsed = Math.round(performance.now() - started);
    const base = { name: `#${index + 1}`, running: false, waitingToMount: false, trees: [], busy: [], ready: false, elapsed, rescrolls, emptySlot: false };
    if (!element) return { ...base, found: false };
    const name = element.getAttribute("data-demo") ?? element.getAttribute("data-demo-card") ?? base.name;
    const running = element.matches("[data-hydrated]") || element.querySelector("[data-hydrated]") !== null;
    const trees = [...element.querySelectorAll('[role="tree"]')].map((t) => ({
      label: t.getAttribute("aria-label") || "(unlabelled)",
      items: t.querySelectorAll('[role="treeitem"]').length,
    }));
    const busy = [element, ...element.querySelectorAll('[aria-busy="true"]')]
      .filter((e) => e.getAttribute("aria-busy") === "true")
      .map((e) => `${e.getAttribute("role") ?? e.tagName.toLowerCase()} "${(e.textContent ?? "").trim().slice(0, 60)}"`);
    const waitingToMount = /The demo starts when it scrolls into view/.test(element.textContent ?? "");
    const ready = running && !waitingToMount && trees.length > 0 && trees.every((t) => t.items > 0) && busy.length === 0;
    const slot = element.querySelector("[data-hydrate-slot]");
    return { ...base, found: true, name, running, waitingToMount, trees, busy, ready, emptySlot: slot !== null && slot.childElementCount === 0 };
  }

  async function bringNear(index: number, deadline: number): Promise<DemoState> {
    const scroll = () => demo(index)?.scrollIntoView({ block: "center", behavior: "instant" });
    scroll();
    const started = performance.now();
    let rescrolls = 0;
    for (;;) {
      const state = inspect(index, started, rescrolls);
      if (state.ready || !state.found) return state;
      if (state.elapsed >= deadline) return { ...state, rendering: await rendering(demo(index)!, deadline / 3) };
      await sleep(20);
      // Something else scrolled it away again (a reader would scroll back): bring it back.
      const box = demo(index)?.getBoundingClientRect();
      if (box && (box.bottom < 0 || box.top > innerHeight)) {
        rescrolls++;
        scroll();
      }
    }
  }

  /** Tells a page that stopped rendering (no frames: no IntersectionObserver reports either) from a demo that missed its wake-up. */
  async function rendering(element: Element, bound: number): Promise<string> {
    const within = <T,>(promise: Promise<T>) => Promise.race([promise, sleep(bound).then(() => `none within ${bound} ms`)]);
    const frame = await within(new Promise<string>((resolve) => requestAnimationFrame(() => resolve("ok"))));
    const report = await within(
      new Promise<string>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          observer.disconnect();
          resolve(entry!.isIntersecting ? "in view" : "out of view");
        });
        observer.observe(element);
      }),
    );
    return `animation frame: ${frame}; fresh IntersectionObserver: ${report}; document ${document.visibilityState}`;
  }

  /** Null once the key moved the focus to another row of the tree or changed the row's aria-expanded. */
  function outcome(check: KeyCheck): string | null {
    const moved = focused.slice(check.since).some((e) => e !== check.row && e.getAttribute("role") === "treeitem" && check.tree.contains(e));
    const toggled = check.row.getAttribute("aria-expanded") !== check.expanded;
    if (moved || toggled) return null;
    return `focus on ${label(document.activeElement)}, aria-expanded still ${check.row.getAttribute("aria-expanded") ?? "absent"}`;
  }

  window.__demoStress = {
    async step(next, dispatch, deadline, reactionTimeout) {
      let result: StepResult = { state: null, press: null, focusProblem: null, ignored: [] };
      if (next !== null) {
        const state = await bringNear(next, deadline);
        result = { ...result, state };
        const tree = demo(next)?.querySelector('[role="tree"]');
        const row = tree?.querySelector<HTMLElement>('[role="treeitem"]');
        if (state.ready && tree && row) {
          // Focus, not a click: a click lands on whatever a layout shift (a neighbour mounting)
          // just moved under the pointer.
          row.focus({ preventScroll: true });
          const key = nextRowKeys[state.name] ?? arrowDown;
          if (document.activeElement !== row) {
            result.focusProblem = `its first row ${label(row)} does not take the focus (focus on ${label(document.activeElement)})`;
          } else {
            checks.push({ name: state.name, tree, row, expanded: row.getAttribute("aria-expanded"), key: key.key, since: focused.length, sentAt: performance.now() });
            if (dispatch) {
              for (const type of ["keydown", "keyup"]) row.dispatchEvent(new KeyboardEvent(type, { ...key, bubbles: true, cancelable: true, composed: true, view: window }));
            } else {
              result.press = key;
            }
          }
        }
      }
      // Keys that worked are done; one that has not worked yet fails once it is older than the
      // timeout (and its last chance has passed). The last step waits for all.
      for (;;) {
        const now = performance.now();
        checks = checks.filter((check) => {
          const problem = outcome(check);
          if (!problem) return false;
          if (now - check.sentAt < reactionTimeout) return true;
          check.lastChance ??= now + 200;
          if (now < check.lastChance) return true;
          result.ignored.push({ name: check.name, problem: `tree "${check.tree.getAttribute("aria-label") ?? ""}" ignored ${check.key} on its first row ${label(check.row)} (${problem})` });
          return false;
        });
        if (next !== null || checks.length === 0) return result;
        await sleep(10);
      }
    },
  };
}

function step(page: Page, next: number | null, dispatch: boolean): Promise<StepResult> {
  return page.evaluate(
    ({ next, dispatch, deadline, reactionTimeout }) => window.__demoStress.step(next, dispatch, deadline, reactionTimeout),
    { next, dispatch, deadline: DEMO_DEADLINE_MS, reactionTimeout: REACTION_TIMEOUT_MS },
  );
}

/** Why a demo that missed the deadline is not ready, in words. */
function describeStuck(state: DemoState, code: string): string {
  const after = `${DEMO_DEADLINE_MS} ms after it was scrolled near${state.rescrolls ? ` (the page scrolled it away ${state.rescrolls}x, brought back)` : ""}`;
  if (!state.found) return "demo vanished from the page";
  if (state.emptySlot) return `demo emptied: its slot lost the prerendered HTML and rendered nothing ${after} [its code: ${code}; ${state.rendering}]`;
  return `${stuckSymptom(state, after)} [its code: ${code}; ${state.rendering}]`;
}

function stuckSymptom(state: DemoState, after: string): string {
  if (!state.running) {
    const shown = state.trees.length ? `its prerendered tree(s) ${state.trees.map((t) => `"${t.label}" (${t.items} rows)`).join(", ")} still static` : "no tree shown";
    return `never hydrated: no [data-hydrated] ${after}; ${shown}${state.busy.length ? `, busy: ${state.busy.join(", ")}` : ""}`;
  }
  if (state.waitingToMount) return `hydrated, but the demo never started ("The demo starts when it scrolls into view." ${after})`;
  if (state.trees.length === 0) return `hydrated, but no [role="tree"] rendered ${after}`;
  const empty = state.trees.filter((tree) => tree.items === 0).map((tree) => `"${tree.label}"`);
  const parts: string[] = [];
  if (state.busy.length) parts.push(`still aria-busy="true", its data never arrived: ${state.busy.join(", ")}`);
  if (empty.length) parts.push(`tree ${empty.join(", ")} has no treeitems`);
  return `hydrated, but ${parts.join("; ")} ${after}`;
}

/** Trees in main outside every demo, or empty at the end: "every tree" means every tree. */
function strayTrees(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const demos = [...document.querySelectorAll(selector)];
    return [...document.querySelectorAll('main [role="tree"]')]
      .map((tree) => ({ tree, inDemo: demos.some((demo) => demo.contains(tree)) }))
      .filter(({ tree, inDemo }) => !inDemo || tree.querySelector('[role="treeitem"]') === null)
      .map(({ tree, inDemo }) => `tree "${tree.getAttribute("aria-label") ?? ""}" ${inDemo ? "has no treeitems at the end" : "is outside every demo"}`);
  }, DEMO_SELECTOR);
}

describe("demo stress: every live demo comes alive on a cold load", () => {

  it(
    `${PAGES.join(", ")}: ${LOADS_PER_PAGE} cold loads each (/demos ${GALLERY_LOADS}); every demo runs with rows once near and takes a key`,
    async () => {
      const failures: string[] = [];
      const stats = new Map<string, { loadMs: number[]; slowestDemoMs: number; demos: number }>();

      async function stressOnce(browser: Browser, pathname: string, run: number) {
        const fail = (demo: string, problem: string) => failures.push(`${pathname} run ${run}, demo ${demo}: ${problem}`);
        const { page, problems } = await openProbePage(browser);
        // What became of each demo's chunks (assets/<demo id>-<hash>.js): tells a demo that was
        // never woken (never requested) from one whose code came and still did not run.
        const chunks = new Map<string, string>();
        const track = (url: string, status: string, onlyIfNew = false) => {
          const id = /\/assets\/([a-z0-9-]+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1];
          if (id && !(onlyIfNew && chunks.has(id))) chunks.set(id, status);
        };
        page.on("request", (request) => track(request.url(), "requested, not loaded", true));
        page.on("requestfinished", (request) => track(request.url(), "loaded"));
        page.on("requestfailed", (request) => track(request.url(), `failed (${request.failure()?.errorText})`));
        await page.addInitScript(installHelpers, { selector: DEMO_SELECTOR, nextRowKeys: NEXT_ROW_KEYS, arrowDown: ARROW_DOWN });
        const started = Date.now();
        try {
          await page.goto(pathname, { waitUntil: "load" });
          const total = await page.locator(DEMO_SELECTOR).count();
          const stat = stats.get(pathname) ?? { loadMs: [], slowestDemoMs: 0, demos: total };
          stats.set(pathname, stat);
          if (total === 0) fail("-", "no demos on the page");
          // The first key of each load is a real key press (through the browser's input pipeline,
          // a CDP round trip of its own); the later ones are dispatched at the focused row.
          let realKeyPressed = false;
          for (let demo = 0; demo <= total; demo++) {
            const result = await step(page, demo < total ? demo : null, realKeyPressed);
            for (const { name, problem } of result.ignored) fail(name, problem);
            const state = result.state;
            if (!state) continue;
            if (!state.ready) {
              fail(state.name, describeStuck(state, chunks.get(state.name) ?? "never requested"));
              // A page that renders no frames wakes no demo: one report, not one per demo.
              if (state.rendering?.startsWith("animation frame: none")) {
                fail("-", `the page stopped rendering; ${total - demo - 1} more demos not checked`);
                demo = total - 1; // on to the last step, which settles the keys sent so far
                continue;
              }
            } else {
              stat.slowestDemoMs = Math.max(stat.slowestDemoMs, state.elapsed);
            }
            if (result.focusProblem) fail(state.name, result.focusProblem);
            if (result.press) {
              await page.keyboard.press(result.press.code);
              realKeyPressed = true;
            }
          }
          for (const stray of await strayTrees(page)) fail("-", stray);
          if (new URL(page.url()).pathname !== new URL(pathname, page.url()).pathname) fail("-", `the keys navigated to ${page.url()}`);
          stat.loadMs.push(Date.now() - started);
        } catch (error) {
          fail("-", `load aborted: ${(error as Error).message.split("\n")[0]}`);
        } finally {
          for (const problem of problems) fail("-", `console/page error: ${problem}`);
          await page.context().close();
        }
      }

      // Interleaved over the pages; CONCURRENT_LOADS workers take the next load from the queue.
      const queue = Array.from({ length: LOADS_PER_PAGE }, (_, run) => PAGES.filter((pathname) => run < loadsOf(pathname)).map((pathname) => ({ pathname, run: run + 1 }))).flat();
      await Promise.all(
        Array.from({ length: CONCURRENT_LOADS }, async () => {
          const browser = await launchChromium();
          try {
            for (let job = queue.shift(); job; job = queue.shift()) await stressOnce(browser, job.pathname, job.run);
          } finally {
            await browser.close();
          }
        }),
      );

      for (const pathname of PAGES) {
        const stat = stats.get(pathname);
        if (!stat) continue;
        const sorted = [...stat.loadMs].sort((a, b) => a - b);
        console.log(
          `${pathname}: ${stat.demos} demos, ${sorted.length} loads completed; per load median ${sorted[sorted.length >> 1] ?? "-"} ms, max ${sorted.at(-1) ?? "-"} ms; slowest demo ready ${stat.slowestDemoMs} ms after coming near`,
        );
      }
      expect(failures.length, `${failures.length} failure(s):\n${failures.join("\n")}`).toBe(0);
    },
    // Only a hang: every load of a worker's share may take the hang bound.
    Math.ceil(PAGES.reduce((sum, pathname) => sum + loadsOf(pathname), 0) / CONCURRENT_LOADS) * HANG_MS,
  );
});
