// Every demo's keyboard path, as a keyboard user meets it in the /demos gallery (which shows every
// file of app/demos): Tab from the element before the demo reaches each of its trees (a row with
// tabIndex 0 gets the DOM focus), and it still does after a set of generic actions made with real
// clicks and keys: a click on a row, the arrow keys, Enter and Space, End and Home, a pointer drag
// where the rows are draggable, and Enter on each of the demo's own buttons (after which the focus
// must not have fallen to <body>). After every single action the page is asked whether each tree
// still has a visible row with tabIndex 0 (one round trip); after each group of actions, and
// whenever that answer is no, Tab walks from the element before the demo for real. A failure names the demo and the first action after which Tab no longer
// reached a tree.
import { readdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { launchChromium } from "../build-scripts/shared/chromium.ts";
import { HANG_MS } from "../tests/support/hang-bound.ts";
import { openProbePage } from "./support/browser";
import { withoutPrefetching } from "./support/connection";

const DEMO_IDS = readdirSync("app/demos")
  .filter((file) => file.endsWith(".tsx"))
  .map((file) => file.replace(/\.tsx$/, ""))
  .sort();

/** Pages worked on at once, each in a browser of its own (a background window gets no animation frames). */
const WORKERS = 2;
/** Keys pressed on the focused row, in groups; each key is followed by a check, each group by a Tab walk. */
const KEY_GROUPS = [["ArrowDown", "ArrowRight", "ArrowLeft", "ArrowUp"], ["Enter", "Space"], ["End", "Home"]];

interface Where {
  /** The focused element is inside the demo's stage. */
  inStage: boolean;
  /** Index of the tree (in the stage) that holds the focused element, or -1. */
  tree: number;
  /** The focused element is a treeitem with tabindex="0". */
  tabStop: boolean;
  label: string;
}

interface TreeInfo {
  label: string;
  rows: number;
  tabStops: string[];
}

/** Where a Tab walk starts and how many presses should bring it to the last tree's tab stop. */
interface Plan {
  /** The page still had timers pending 5 s after the last input. */
  busy: boolean;
  before: string | null;
  presses: number;
  trees: TreeInfo[];
}

interface KeyboardHelpers {
  delivered: { dragover: { x: number; y: number } | null; dragstarts: number; dragends: number; drops: number };
  settled(): Promise<boolean>;
  ready(id: string): boolean;
  /** Once settled: null when every tree has a visible row with tabindex 0, else what is wrong. */
  stopsLost(id: string): Promise<string | null>;
  /** Once settled: null unless the focus fell to the page's body (a disabled or removed button drops it there). */
  focusDropped(): Promise<string | null>;
  plan(id: string): Promise<Plan>;
  /** Where the focus went since plan(): the trees whose tab stop got it, and the path through the demo. */
  walked(id: string): { reached: number[]; path: string[]; left: boolean };
  buttons(id: string): string[];
}

declare global {
  interface Window {
    __keyboard: KeyboardHelpers;
  }
}

/**
 * In-page helpers, installed before the site's scripts (page.addInitScript). `settled()` waits for
 * what the library and the demos do after an input: timeouts and intervals of up to a second are
 * tracked (the library moves the DOM focus from a timeout and a 20 ms poll; the demos fake server
 * delays with timeouts), and the page is settled once two animation frames pass with none pending.
 */
function installHelpers() {
  const pending = new Set<number>();
  const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout, setInterval: realSetInterval, clearInterval: realClearInterval } = window;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (typeof handler !== "function" || (ms ?? 0) > 1000) return realSetTimeout(handler, ms, ...args);
    const id: number = realSetTimeout(
      (...callArgs: unknown[]) => {
        pending.delete(id);
        (handler as (...a: unknown[]) => void)(...callArgs);
      },
      ms,
      ...args,
    );
    pending.add(id);
    return id;
  }) as typeof setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) pending.delete(id);
    realClearTimeout(id);
  }) as typeof clearTimeout;
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = realSetInterval(handler, ms, ...args);
    if ((ms ?? 0) <= 1000) pending.add(id);
    return id;
  }) as typeof setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) pending.delete(id);
    realClearInterval(id);
  }) as typeof clearInterval;

  const delivered: KeyboardHelpers["delivered"] = { dragover: null, dragstarts: 0, dragends: 0, drops: 0 };
  window.addEventListener("dragover", (e) => void (delivered.dragover = { x: e.clientX, y: e.clientY }), true);
  // Counted after the page's own handlers ran (bubbling, at the window): a dragstart that a demo
  // cancels (canDrag) starts no drag.
  window.addEventListener("dragstart", (e) => void (e.defaultPrevented || delivered.dragstarts++));
  window.addEventListener("dragend", () => void delivered.dragends++, true);
  window.addEventListener("drop", () => void delivered.drops++, true);

  const card = (id: string) => document.querySelector(`[data-demo-card="${id}"]`);
  const stage = (id: string) => card(id)?.querySelector("[data-hydrated]") ?? null;
  const treesOf = (id: string) => [...(stage(id)?.querySelectorAll('[role="tree"]') ?? [])];
  const label = (el: Element | null) =>
    el
      ? `${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`
      : "nothing";
  const tabbable = (el: Element) =>
    el instanceof HTMLElement &&
    el.tabIndex >= 0 &&
    !(el as HTMLButtonElement).disabled &&
    el.getClientRects().length > 0 &&
    !el.closest("[inert]") &&
    (el.matches("a[href], button, input, select, textarea, summary") || el.hasAttribute("tabindex"));

  const focusLog: Element[] = [];
  document.addEventListener("focusin", (e) => void focusLog.push(e.target as Element), true);
  const describe = (id: string, el: Element | null): Where => {
    const inStage = !!el && !!stage(id)?.contains(el);
    return {
      inStage,
      tree: treesOf(id).findIndex((t) => el && t.contains(el)),
      tabStop: !!el && el.getAttribute("role") === "treeitem" && el.getAttribute("tabindex") === "0",
      label: label(el),
    };
  };
  const treeInfo = (id: string): TreeInfo[] =>
    treesOf(id).map((tree) => ({
      label: tree.getAttribute("aria-label") ?? "(unnamed)",
      rows: tree.querySelectorAll('[role="treeitem"]').length,
      tabStops: [...tree.querySelectorAll('[role="treeitem"][tabindex="0"]')].map((row) => label(row)),
    }));
  /** The last tabbable element before the demo's stage in document order, found walking backwards. */
  const before = (target: Element) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    walker.currentNode = target;
    for (let node = walker.previousNode(); node; node = walker.previousNode()) {
      if (node instanceof Element && !target.contains(node) && tabbable(node)) return node as HTMLElement;
    }
    return null;
  };
  const focusBefore = (id: string) => {
    const target = stage(id);
    const element = target && before(target);
    element?.focus();
    return element && document.activeElement === element ? label(element) : null;
  };

  window.__keyboard = {
    delivered,
    settled() {
      return new Promise((resolve) => {
        const started = performance.now();
        let quiet = 0;
        const frame = () => {
          quiet = pending.size === 0 ? quiet + 1 : 0;
          if (quiet >= 2) resolve(true);
          else if (performance.now() - started > 5000) resolve(false);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
    },
    ready(id) {
      // A focus() the library makes from a timeout of the last demo scrolls back to that demo:
      // bring this one near again, so that it starts.
      const box = card(id)?.getBoundingClientRect();
      if (box && (box.bottom < 0 || box.top > window.innerHeight)) card(id)!.scrollIntoView({ block: "center", behavior: "instant" });
      const trees = treesOf(id);
      return (
        stage(id) !== null &&
        trees.length > 0 &&
        trees.every((tree) => tree.querySelector('[role="treeitem"]') && tree.getAttribute("aria-busy") !== "true") &&
        !card(id)!.querySelector('[aria-busy="true"]')
      );
    },
    async stopsLost(id) {
      const busy = !(await this.settled());
      const lost = treesOf(id)
        .filter((tree) => ![...tree.querySelectorAll('[role="treeitem"][tabindex="0"]')].some((row) => row.getClientRects().length > 0))
        .map((tree) => `tree "${tree.getAttribute("aria-label")}" has no visible row with tabindex 0`);
      if (lost.length === 0) return null;
      return `${lost.join(", ")}${busy ? " (the page still had timers pending 5 s later)" : ""}`;
    },
    async focusDropped() {
      const busy = !(await this.settled());
      const active = document.activeElement;
      if (active && active !== document.body) return null;
      return `the focus fell to the page's <body>${busy ? " (the page still had timers pending 5 s later)" : ""}`;
    },
    async plan(id) {
      const busy = !(await this.settled());
      // Leaving an input of the demo can make it move the focus back in (a rename aborted on blur
      // focuses the row from a timeout): then wait, and start again from before the demo. Focus on
      // a row leaves nothing behind (and the link before the demo starts a prefetch timer that
      // Tab cancels again, not worth waiting for).
      const active = document.activeElement;
      const leavesInput = !!active && !!stage(id)?.contains(active) && active.getAttribute("role") !== "treeitem";
      let from = focusBefore(id);
      if (leavesInput) {
        await this.settled();
        if (stage(id)?.contains(document.activeElement)) from = focusBefore(id);
      }
      // In document order, the stage's tab sequence up to the last tree's tab stop.
      const sequence = [...(stage(id)?.querySelectorAll("*") ?? [])].filter(tabbable);
      const trees = treesOf(id);
      const stops = trees.map((tree) => sequence.findIndex((el) => tree.contains(el) && el.getAttribute("role") === "treeitem"));
      const presses = stops.includes(-1) ? sequence.length + 1 : Math.max(...stops) + 1;
      focusLog.length = 0;
      return { busy, before: from, presses, trees: treeInfo(id) };
    },
    walked(id) {
      const reached = new Set<number>();
      const path: string[] = [];
      let left = false;
      for (const el of focusLog) {
        const where = describe(id, el);
        if (!where.inStage) {
          left = true;
          break;
        }
        path.push(where.label);
        if (where.tree >= 0 && where.tabStop) reached.add(where.tree);
      }
      return { reached: [...reached], path, left };
    },
    buttons(id) {
      return [...(stage(id)?.querySelectorAll("button") ?? [])]
        .filter((b) => !b.closest('[role="treeitem"]') && b.getClientRects().length > 0)
        .map((b) => (b.getAttribute("aria-label") ?? b.textContent ?? "").trim());
    },
  };
}

/**
 * Tab from the element before the demo until every tree's tab stop had the focus or the focus left
 * the demo: null when every tree was reached, else what happened. The presses the walk should need
 * are counted in the page first and sent without a round trip each; a walk that falls short goes
 * on one press at a time.
 */
async function tabPath(page: Page, id: string): Promise<string | null> {
  const plan = await page.evaluate((id) => window.__keyboard.plan(id), id);
  if (!plan.before) return "no focusable element before the demo";
  for (let press = 0; press < plan.presses; press++) await page.keyboard.press("Tab");
  let walk = await page.evaluate((id) => window.__keyboard.walked(id), id);
  for (let press = plan.presses; press < 60 && !walk.left && walk.reached.length < plan.trees.length; press++) {
    await page.keyboard.press("Tab");
    walk = await page.evaluate((id) => window.__keyboard.walked(id), id);
  }
  if (walk.reached.length === plan.trees.length) return null;
  const missed = plan.trees
    .filter((_, index) => !walk.reached.includes(index))
    .map((tree) => `tree "${tree.label}" (${tree.rows} rows, ${tree.tabStops.length ? `tab stop on ${tree.tabStops.join(", ")}` : "no row with tabindex 0"})`);
  const busy = plan.busy ? " (the page still had timers pending 5 s after the action)" : "";
  return `Tab from ${plan.before} went ${walk.path.length ? walk.path.join(" → ") : "straight past the demo"} and never reached ${missed.join(" and ")}${busy}`;
}

/** A pointer drag as a person makes it, from the last row's drag source onto the middle of the first row. */
async function dragRows(page: Page, id: string): Promise<string | null> {
  const tree = page.locator(`[data-demo-card="${id}"] [data-hydrated] [role="tree"]`).first();
  const rows = tree.locator('[role="treeitem"]');
  const count = await rows.count();
  if (count < 2) return null;
  const last = rows.nth(count - 1);
  const source = (await last.getAttribute("draggable")) === "true" ? last : last.locator('[draggable="true"]').first();
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await rows.first().boundingBox();
  if (!from || !to) return null;
  const start = { x: from.x + Math.min(from.width / 2, 30), y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  const before = await page.evaluate(() => ({ ...window.__keyboard.delivered }));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 4, start.y + 4, { steps: 2 });
  await page.mouse.move(end.x, end.y, { steps: 5 });
  const started = (await page.evaluate(() => window.__keyboard.delivered.dragstarts)) > before.dragstarts;
  if (started) {
    // The browser drops a dragover that arrives while the page is busy; repeat the position, as an
    // operating system does while the pointer rests, until the page has seen it there.
    const arrived = () =>
      page.evaluate(({ x, y }) => {
        const last = window.__keyboard.delivered.dragover;
        return !!last && Math.abs(last.x - x) < 1 && Math.abs(last.y - y) < 1;
      }, end);
    for (let attempt = 0; !(await arrived()); attempt++) {
      if (attempt === 20) break;
      await page.mouse.move(end.x, end.y);
    }
  }
  await page.mouse.up();
  if (started) {
    await page
      .waitForFunction(
        (before) => window.__keyboard.delivered.drops > before.drops || window.__keyboard.delivered.dragends > before.dragends,
        before,
        { polling: "raf" },
      )
      .catch(() => {
        throw new Error("a pointer drag of the last row onto the first never ended (no drop, no dragend)");
      });
  }
  return started ? "a pointer drag of the last row onto the first" : "a pointer drag of the last row (the demo did not start it)";
}

/** Every check of one demo; the first failure ends it. */
async function checkDemo(page: Page, id: string): Promise<{ failure: string | null; actions: number }> {
  const card = page.locator(`[data-demo-card="${id}"]`);
  await card.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  await page.waitForFunction((id) => window.__keyboard.ready(id), id).catch(async () => {
    const seen = await card.evaluate((el) => {
      const stage = el.querySelector("[data-hydrated]");
      const trees = [...(stage ?? el).querySelectorAll('[role="tree"]')];
      return `${stage ? "running" : "not running"}, ${trees.length} trees with ${trees.map((t) => t.querySelectorAll('[role="treeitem"]').length).join("/")} rows, busy: ${el.querySelectorAll('[aria-busy="true"]').length}, in view: ${el.getBoundingClientRect().top}`;
    });
    throw new Error(`the demo never showed its rows (${seen})`);
  });
  let actions = 0;
  /** The real Tab walk. */
  const walk = async (after: string) => {
    const problem = await tabPath(page, id);
    return problem ? `${id}: after ${after}: ${problem}` : null;
  };
  /** The quick check after one action; a lost tab stop is confirmed (or not) by a real walk. */
  const check = async (action: string) => {
    actions++;
    const lost = await page.evaluate((id) => window.__keyboard.stopsLost(id), id);
    return lost ? walk(action) : null;
  };

  let failure = await walk("loading");
  if (failure) return { failure, actions };

  const firstTree = card.locator('[data-hydrated] [role="tree"]').first();
  const rows = firstTree.locator('[role="treeitem"]');
  const target = rows.nth(Math.min(1, (await rows.count()) - 1));
  const name = (await target.getAttribute("aria-label")) ?? (await target.textContent())?.trim();
  await target.click();
  if ((failure = (await check(`a click on the row "${name}"`)) ?? (await walk(`a click on the row "${name}"`)))) return { failure, actions };

  // A walk ends on a tree's tab stop, and the keys go to the focused row from there.
  for (const keys of KEY_GROUPS) {
    for (const key of keys) {
      await page.keyboard.press(key);
      if ((failure = await check(`the key ${key}`))) return { failure, actions };
    }
    if ((failure = await walk(`the keys ${keys.join(", ")}`))) return { failure, actions };
  }

  if ((await firstTree.locator('[draggable="true"]').count()) > 0) {
    const drag = await dragRows(page, id);
    if (drag && (failure = (await check(drag)) ?? (await walk(drag)))) return { failure, actions };
  }

  const buttons = await page.evaluate((id) => window.__keyboard.buttons(id), id);
  for (const [index, button] of buttons.entries()) {
    const same = buttons.slice(0, index).filter((b) => b === button).length;
    const locator = card.locator("[data-hydrated]").getByRole("button", { name: button, exact: true }).nth(same);
    if (!(await locator.isVisible()) || !(await locator.isEnabled())) continue;
    // As a keyboard user presses it: the focus must stay in the page (a button that its own press
    // disables or removes drops it to <body>, and the next Tab starts from the top of the page).
    await locator.focus();
    await page.keyboard.press("Enter");
    const dropped = await page.evaluate(() => window.__keyboard.focusDropped());
    if (dropped) return { failure: `${id}: after Enter on its button "${button}": ${dropped}`, actions: actions + 1 };
    if ((failure = await check(`Enter on its button "${button}"`))) return { failure, actions };
  }
  if (buttons.length > 0 && (failure = await walk(`Enter on its buttons ${buttons.map((b) => `"${b}"`).join(", ")}`))) return { failure, actions };
  return { failure: null, actions };
}

describe("every demo's keyboard path", () => {
  // Only a hang: each demo's walk may take the hang bound.
  it("Tab reaches every tree of every demo, before and after clicks, keys, drags and the demo's own buttons (which keep the focus)", { timeout: DEMO_IDS.length * HANG_MS }, async () => {
    expect(DEMO_IDS.length).toBeGreaterThan(50);
    const queue = [...DEMO_IDS];
    const failures: string[] = [];
    const checked: string[] = [];
    let actions = 0;
    const started = Date.now();
    const browsers: Browser[] = await Promise.all(Array.from({ length: WORKERS }, () => launchChromium()));
    try {
      await Promise.all(
        browsers.map(async (browser) => {
          const { page, problems } = await openProbePage(browser, { viewport: { width: 1280, height: 900 } });
          // Data saver on, so settled() waits for what the demos and the library do, not for the
          // 500 ms a link scrolled into view must stay before the site prefetches its page.
          await withoutPrefetching(page);
          page.on("dialog", (dialog) => void dialog.accept("Renamed").catch(() => {}));
          await page.addInitScript(installHelpers);
          await page.goto("/demos", { waitUntil: "networkidle" });
          for (let id = queue.shift(); id; id = queue.shift()) {
            problems.length = 0;
            const result = await checkDemo(page, id).catch((error: Error) => ({ failure: `${id}: ${error.message.split("\n")[0]}`, actions: 0 }));
            actions += result.actions;
            checked.push(id);
            if (result.failure) failures.push(result.failure);
            for (const problem of problems.filter((p) => p.startsWith("pageerror"))) failures.push(`${id}: ${problem}`);
          }
        }),
      );
    } finally {
      await Promise.all(browsers.map((browser) => browser.close()));
    }
    console.info(`demo keyboard paths: ${checked.length} demos, ${actions} checks, ${Math.round((Date.now() - started) / 1000)} s`);
    expect(checked.sort()).toEqual(DEMO_IDS);
    expect(failures.sort()).toEqual([]);
  });
});
