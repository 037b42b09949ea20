// Editing a demo: the editor (CodeMirror), its compile worker (sucrase) and the sandboxed frame that
// runs the edited code load only when the reader presses Edit. Measured on the largest demo, the
// slowest to compile and render: that no editor code comes before Edit, Edit → the demo running
// from the editor (cold, unthrottled) and what it fetched, then, at 4x CPU, the last keystroke of
// an edit → the re-run demo on screen.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, CDPSession, Frame, Page, Request } from "playwright-core";
import { pathOf } from "./byte-accounting.ts";
import type { BrowserHost } from "./browser.ts";
import { NETWORK_QUIET_MS, openMeasuredPage } from "./cdp-metrics.ts";
import { findPagesWithDemo } from "./demo-pages.ts";
import { PROFILES } from "./profiles.ts";
import { median } from "./stats.ts";

/** Chunks and files of the editor: none may be fetched before Edit. */
export const EDITOR_REQUEST = /demo-editing|codemirror|compile-worker|demo-sandbox|type-check|typescript-/;
/** Typed at the end of the first line, one key at a time; a comment, so every edit compiles. */
export const EDIT_TEXT = " // bench";
export const EDITS_PER_RUN = 3;
export const EDIT_CPU_SLOWDOWN = 4;
/** The editor's debounce (EDIT_DEBOUNCE_MS in app/components/demo/edit/use-sandbox.ts). */
export const EDIT_DEBOUNCE_MS = 100;
/** After an edit shows, time for the run of the complete text to come, if a partial one showed. */
const SETTLE_MS = 500;
const SANDBOX_FRAME = /\/demo-sandbox\/frame/;

/** The largest demo of `demosDir` by bytes (its id is the file name), or null. */
export function largestDemo(demosDir: string): { id: string; bytes: number } | null {
  const demos = readdirSync(demosDir)
    .filter((name) => name.endsWith(".tsx"))
    .map((name) => ({ id: name.slice(0, -".tsx".length), bytes: statSync(path.join(demosDir, name)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  return demos[0] ?? null;
}

export interface EditorTarget {
  demo: string;
  demoBytes: number;
  page: string;
}

/** The largest demo and the first built page with its box, or why there is none. */
export function findEditorTarget(demosDir: string, clientDir: string): EditorTarget | string {
  const demo = largestDemo(demosDir);
  if (!demo) return `no demo in ${demosDir}`;
  if (!existsSync(clientDir)) return `no build at ${clientDir}`;
  const page = findPagesWithDemo(clientDir, demo.id)[0];
  return page ? { demo: demo.id, demoBytes: demo.bytes, page } : `no built page has the box of the largest demo, ${demo.id}`;
}

export interface EditRun {
  /** Last keydown → the first swap of the frame's #stage after it, then a requestAnimationFrame callback. */
  keyToUpdateMs: number;
  /** Last keydown → the new render's container appended to #stage, still hidden (debounce, compile, module evaluation). */
  keyToAppendMs: number | null;
  /** The longest gap between two keydowns of the edit. */
  maxKeyGapMs: number;
  /** Runs of a partial text the frame was sent before the complete one (keystrokes EDIT_DEBOUNCE_MS apart). */
  partialRuns: number;
}

export interface EditorRun {
  /** Requests matching EDITOR_REQUEST before Edit, by path (none expected). */
  editorRequestsBeforeEdit: string[];
  /** Click on Edit → the box's status data-state="running": editor, worker and frame loaded, demo run once. */
  clickToRunningMs: number;
  /** Sent from the click until the network was quiet, the frame's and the worker's requests included. */
  fetchedOnEdit: { path: string; status: number | null; encoded: number }[];
  edits: EditRun[];
  /** Median of the edits, 4x CPU on the page and the frame. */
  keyToUpdateMs: number | null;
  /** Whether the sandbox frame had its own CDP target (an out-of-process frame), throttled on its own. */
  frameOutOfProcess: boolean;
}

interface SeenRequest {
  url: string;
  status: number | null;
  encoded: number;
  done: boolean;
}

/**
 * Every request of the context as Playwright reports them. Not the page's NetworkRecorder: the
 * sandbox frame is out of process (site isolation of sandboxed frames), so the page's CDP session
 * never sees its scripts, nor the frame document and worker script finish. Body bytes are
 * Playwright's responseBodySize, else the Content-Length (0 for the worker script otherwise).
 */
function watchRequests(context: BrowserContext) {
  const seen = new Map<Request, SeenRequest>();
  let lastChange = Date.now();
  context.on("request", (request) => {
    seen.set(request, { url: request.url(), status: null, encoded: 0, done: false });
    lastChange = Date.now();
  });
  const settle = async (request: Request, failed: boolean) => {
    const entry = seen.get(request);
    if (!entry) return;
    try {
      const response = failed ? null : await request.response();
      entry.status = response?.status() ?? null;
      const length = Number((await response?.allHeaders())?.["content-length"]);
      entry.encoded = (response ? (await request.sizes()).responseBodySize : 0) || (Number.isInteger(length) ? length : 0);
    } finally {
      entry.done = true;
      lastChange = Date.now();
    }
  };
  context.on("requestfinished", (request) => void settle(request, false).catch(() => {}));
  context.on("requestfailed", (request) => void settle(request, true).catch(() => {}));
  return {
    mark: () => seen.size,
    since: (mark: number) => [...seen.values()].slice(mark),
    /** No request in flight for `quietMs`; false if that does not happen within `timeoutMs`. */
    async waitForQuiet(quietMs: number, timeoutMs: number): Promise<boolean> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if ([...seen.values()].every((entry) => entry.done) && Date.now() - lastChange >= quietMs) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    },
  };
}

interface EditorProbe {
  clickAt: number | null;
  runningAt: number | null;
  /** Keydowns, epoch ms (the frame's clock is another process's). */
  keys: { key: string; at: number }[];
}

interface StageProbe {
  /** "run" messages from the page (one per compiled text). */
  runs: number[];
  appends: number[];
  swaps: { mutatedAt: number; paintedAt: number }[];
}

declare global {
  interface Window {
    __editorProbe?: EditorProbe;
    __stageProbe?: StageProbe;
  }
}

class EditorMissing extends Error {}

/** Sets the CPU slowdown on the page and, when it is out of process, the frame. The compile worker
 * keeps full speed: Chromium throttles a renderer's main thread only, and refuses Emulation on workers. */
async function throttle(sessions: readonly CDPSession[], rate: number): Promise<void> {
  await Promise.all(sessions.map((session) => session.send("Emulation.setCPUThrottlingRate", { rate })));
}

async function oneEdit(page: Page, frame: Frame, box: string): Promise<EditRun> {
  const keysBefore = await page.evaluate(() => window.__editorProbe!.keys.length);
  const runsBefore = await frame.evaluate(() => window.__stageProbe!.runs.length);
  await page.keyboard.type(EDIT_TEXT);
  const keys = (await page.evaluate((n) => window.__editorProbe!.keys.slice(n), keysBefore)).filter((key) => key.key.length === 1);
  if (keys.length !== EDIT_TEXT.length) throw new Error(`${keys.length} keydowns seen for ${EDIT_TEXT.length} keys typed`);
  const lastKey = keys.at(-1)!.at;
  // Keystrokes EDIT_DEBOUNCE_MS apart (typing at 4x CPU comes close) run a partial text first. The
  // complete one is the last run the frame is sent, by SETTLE_MS after the first swap that follows
  // the last keydown; its swap is the first after its message (the frame drops a render of an
  // older run that commits after a newer run arrived).
  await frame.waitForFunction((after) => window.__stageProbe!.swaps.some((swap) => swap.mutatedAt > after), lastKey, { timeout: 15_000, polling: 50 });
  await page.waitForTimeout(SETTLE_MS);
  await frame.waitForFunction(() => window.__stageProbe!.swaps.some((swap) => swap.mutatedAt > window.__stageProbe!.runs.at(-1)!), undefined, { timeout: 15_000, polling: 50 });
  const stage = await frame.evaluate(() => window.__stageProbe!);
  const finalRun = stage.runs.at(-1)!;
  if (finalRun < lastKey) throw new Error("the frame was sent no run after the last keystroke");
  const swap = stage.swaps.find((candidate) => candidate.mutatedAt > finalRun)!;
  const append = stage.appends.find((at) => at > finalRun && at < swap.mutatedAt);
  const running = await page
    .locator(`${box} [role=status][data-state="running"]`)
    .waitFor({ timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  if (!running) throw new Error(`the status is "${await page.locator(`${box} [role=status][data-state]`).getAttribute("data-state")}" after the edit`);
  return {
    keyToUpdateMs: swap.paintedAt - lastKey,
    keyToAppendMs: append === undefined ? null : append - lastKey,
    maxKeyGapMs: Math.max(0, ...keys.slice(1).map((key, index) => key.at - keys[index]!.at)),
    partialRuns: stage.runs.length - runsBefore - 1,
  };
}

async function editorOnce(browser: Browser, baseUrl: string, target: EditorTarget): Promise<EditorRun> {
  const measured = await openMeasuredPage(browser, PROFILES.unthrottled, { cacheDisabled: false });
  const { context, page, session } = measured;
  const requests = watchRequests(context);
  const box = `section[data-demo="${target.demo}"]`;
  const sessions: CDPSession[] = [session];
  try {
    const response = await page.goto(baseUrl + target.page, { waitUntil: "load", timeout: 30_000 });
    if (response?.status() !== 200) throw new Error(`${target.page} answered ${response?.status() ?? "nothing"}`);
    // The demo hydrates once near the viewport; by script, as Playwright's scroll fails on a box
    // that hydration replaces.
    await page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView({ block: "center" }), box);
    await page.locator(`${box}[data-hydrated]`).waitFor({ timeout: 15_000 });
    await requests.waitForQuiet(NETWORK_QUIET_MS, 15_000);
    const edit = page.locator(`${box} button`, { hasText: /^Edit$/ });
    if ((await edit.count()) === 0) throw new EditorMissing(`no Edit button in ${box} on ${target.page}`);
    const editorRequestsBeforeEdit = requests
      .since(0)
      .map((request) => pathOf(request.url))
      .filter((url) => EDITOR_REQUEST.test(url));

    await page.evaluate((selector) => {
      const probe: EditorProbe = { clickAt: null, runningAt: null, keys: [] };
      window.__editorProbe = probe;
      const now = () => performance.timeOrigin + performance.now();
      addEventListener("click", (event) => (probe.clickAt ??= performance.timeOrigin + event.timeStamp), { capture: true });
      addEventListener("keydown", (event) => probe.keys.push({ key: event.key, at: performance.timeOrigin + event.timeStamp }), { capture: true });
      new MutationObserver(() => {
        if (probe.runningAt === null && document.querySelector(`${selector} [role=status][data-state="running"]`)) probe.runningAt = now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-state"] });
    }, box);
    const beforeEdit = requests.mark();
    await edit.click();
    await page.locator(`${box} [role=status][data-state="running"], ${box} [role=status][data-state="failed"]`).waitFor({ timeout: 30_000 });
    const opened = await page.evaluate(() => window.__editorProbe!);
    if (opened.runningAt === null) throw new Error(`the edited demo failed: ${await page.locator(`${box} [role=status][data-state]`).textContent()}`);
    await requests.waitForQuiet(NETWORK_QUIET_MS, 10_000);
    const fetchedOnEdit = requests.since(beforeEdit).map((request) => ({ path: pathOf(request.url), status: request.status, encoded: request.encoded }));

    const frame = page.frames().find((candidate) => SANDBOX_FRAME.test(candidate.url()));
    if (!frame) throw new Error("no sandbox frame after Edit");
    // A render is appended to #stage hidden, then shown by clearing its style (the one it
    // replaces is hidden then, and removed a second later; app/demo-sandbox/frame-runtime.ts). So
    // the append is not yet on screen: the update is a container of #stage losing its
    // `visibility: hidden` (a failed render removes its own container, still hidden).
    await frame.evaluate(() => {
      const probe: StageProbe = { runs: [], appends: [], swaps: [] };
      window.__stageProbe = probe;
      const now = () => performance.timeOrigin + performance.now();
      // The event's own time: the runtime's listener, registered first, may render before this one runs.
      addEventListener("message", (event: MessageEvent<{ type?: string }>) => event.data?.type === "run" && probe.runs.push(performance.timeOrigin + event.timeStamp));
      const stage = document.getElementById("stage")!;
      new MutationObserver((records) => {
        const at = now();
        if (records.some((record) => record.addedNodes.length > 0)) probe.appends.push(at);
        const shown = records.some(
          (record) =>
            record.type === "attributes" &&
            (record.target as Element).parentElement === stage &&
            record.oldValue?.includes("visibility: hidden") &&
            !(record.target as HTMLElement).style.visibility,
        );
        if (shown) requestAnimationFrame(() => probe.swaps.push({ mutatedAt: at, paintedAt: now() }));
      }).observe(stage, { childList: true, subtree: true, attributes: true, attributeFilter: ["style"], attributeOldValue: true });
    });
    let frameOutOfProcess = true;
    try {
      sessions.push(await context.newCDPSession(frame));
    } catch {
      frameOutOfProcess = false; // In the page's process: the page's throttling covers it.
    }
    await throttle(sessions, EDIT_CPU_SLOWDOWN);
    await page.locator(`${box} .cm-content`).focus();
    await page.keyboard.press("Control+Home");
    await page.keyboard.press("End");
    // The frame must stay on screen: Chromium renders no frames of a hidden cross-origin frame.
    const visible = await page.evaluate((selector) => {
      const rect = document.querySelector(`${selector} iframe[sandbox]`)?.getBoundingClientRect();
      return rect !== undefined && rect.bottom > 0 && rect.top < innerHeight;
    }, box);
    if (!visible) throw new Error("the sandbox frame is not in the viewport");

    const edits: EditRun[] = [];
    for (let i = 0; i < EDITS_PER_RUN; i++) edits.push(await oneEdit(page, frame, box));
    return {
      editorRequestsBeforeEdit,
      clickToRunningMs: opened.runningAt - opened.clickAt!,
      fetchedOnEdit,
      edits,
      keyToUpdateMs: median(edits.map((run) => run.keyToUpdateMs)),
      frameOutOfProcess,
    };
  } finally {
    await throttle(sessions, 1).catch(() => {});
    await measured.close();
  }
}

export interface EditorResult {
  demo: string | null;
  demoBytes: number | null;
  page: string | null;
  skipped: string | null;
  runs: EditorRun[];
  errors: string[];
}

export async function measureEditor(host: BrowserHost, baseUrl: string, target: EditorTarget | string, runs: number): Promise<EditorResult> {
  if (typeof target === "string") return { demo: null, demoBytes: null, page: null, skipped: target, runs: [], errors: [] };
  const result: EditorResult = { demo: target.demo, demoBytes: target.demoBytes, page: target.page, skipped: null, runs: [], errors: [] };
  for (let i = 0; i < runs; i++) {
    let missing: string | null = null;
    const attempt = await host.attempt("timing the demo editor", { attempts: 3, boundMs: 120_000 }, (browser) =>
      editorOnce(browser, baseUrl, target).catch((error: unknown) => {
        if (!(error instanceof EditorMissing)) throw error;
        missing = error.message;
        return null;
      }),
    );
    if (missing !== null) {
      result.skipped = missing;
      break;
    }
    if (attempt.ok && attempt.value) result.runs.push(attempt.value);
    else if (!attempt.ok) result.errors.push(attempt.error);
  }
  return result;
}
