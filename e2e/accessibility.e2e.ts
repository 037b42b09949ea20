// Every prerendered route in the browser: it answers 200 (the not-found page 404), shows its h1,
// logs no error, and axe-core finds no violation of WCAG 2.0/2.1 A and AA or of its best practices
// in the light theme, nor of the colour rules once the header's toggle has switched the page to
// dark. A failure lists route → theme → rule → the elements that broke it.
import { appendFileSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RouteEntry } from "#contract/content/content-model.ts";
import { APP_STARTED_FLAG } from "~/components/layout/base-url-check";
import { STORAGE_KEYS } from "~/lib/chrome/chrome-config";
import { HANG_MS } from "../tests/support/hang-bound.ts";
import { useBrowser } from "./support/browser";
import { mountLazyDemos } from "./support/lazy-demos";

const manifest = JSON.parse(readFileSync("app/generated/manifest.json", "utf8")) as RouteEntry[];
// The not-found page is no manifest route but every mistyped link shows it.
const NOT_FOUND = "/no-such-page";
const ROUTES = [...manifest.map((route) => route.path), NOT_FOUND];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
/** The rules that compare colours: text against its background, links against the text around them. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
/** Every rule of TAGS but the colour rules, which run on the elements of new colour signatures only. */
const STRUCTURE = { runOnly: { type: "tag", values: TAGS }, rules: Object.fromEntries(COLOUR_RULES.map((id) => [id, { enabled: false }])) };
const COLOURS = { runOnly: { type: "rule", values: COLOUR_RULES } };

/**
 * The API pages (82 of 137 routes) are one template filled from TypeDoc, in the same header,
 * sidebar and footer as every other page: the first page of each kind (interface, function, …) is
 * checked whole, the others in their <main> only, which is 30–45 % less work for axe on large ones.
 */
function axeScopes() {
  const seenKinds = new Set<string>();
  return (route: string): "document" | "main" => {
    const kind = /^\/api\/[^/]+\/([^/]+)\/[^/]+$/.exec(route)?.[1];
    if (kind === undefined || !seenKinds.has(kind)) {
      if (kind !== undefined) seenKinds.add(kind);
      return "document";
    }
    return "main";
  };
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** "main", or a CSS selector of the part to check. */
type AxeScope = "document" | "main" | { selector: string };

declare global {
  interface Window {
    axe: { run(context: Document | object, options: object): Promise<{ violations: AxeViolation[] }> };
  }
}

async function installAxe(page: Page) {
  // The page's CSP allows no inline script, so a <script> tag with axe would be refused;
  // evaluating the source through the DevTools protocol is not subject to it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
}

async function runAxe(page: Page, options: object, scope: AxeScope): Promise<AxeViolation[]> {
  await installAxe(page);
  return page.evaluate(
    async ({ options, scope }) => {
      const context = scope === "document" ? document : { include: [[scope === "main" ? "main" : scope.selector]] };
      const result = await window.axe.run(context, { ...options, resultTypes: ["violations"] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    { options, scope },
  );
}

/**
 * axe's colour rules on the elements whose colour signature `seen` does not hold yet, which it
 * then does. The signature is what decides an element's contrast for these rules, for every
 * element with text of its own and every link: its colour, font size and weight, text shadow and
 * decoration, its parent's colour (a link against its text), and up its ancestors every background
 * colour and image, opacity, filter and blend mode. Two elements with the same signature have the
 * same contrast, unless one is drawn over a box that is not its ancestor. Every route shares its
 * colours with most others (the chrome, the prose, the code palette): checking each combination
 * once, wherever it first shows, is the same check as axe on every page in a fraction of the time.
 * A page that replaces some of those elements while axe runs (a demo coming alive) is looked at
 * again, for the elements that replaced them.
 */
async function checkNewColours(page: Page, seen: Set<string>): Promise<AxeViolation[]> {
  await installAxe(page);
  const { violations, added } = await page.evaluate(
    async ({ seen, options }) => {
      const known = new Set(seen);
      const added: string[] = [];
      const violations: AxeViolation[] = [];
      for (let pass = 0; pass < 10; pass++) {
        const elements = new Set<Element>();
        const add = (element: Element | null) => {
          if (element?.getClientRects().length) elements.add(element);
        };
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (text.nodeValue?.trim() && !text.parentElement?.closest("script, style, template, noscript")) add(text.parentElement);
        }
        for (const link of document.querySelectorAll("a[href]")) add(link);
        const fresh: Element[] = [];
        for (const element of elements) {
          const own = getComputedStyle(element);
          // axe's thresholds tell large text (18pt, or 14pt bold) from the rest, nothing finer.
          const size = parseFloat(own.fontSize);
          const bold = Number(own.fontWeight) >= 700;
          const large = size >= 24 || (bold && size >= 18.66);
          const parts = [element.localName === "a" ? "a" : "", own.color, large, bold, own.textShadow, own.textDecorationLine, own.textDecorationColor, own.borderBottomStyle];
          parts.push(element.parentElement ? getComputedStyle(element.parentElement).color : "");
          // Only the ancestors that paint or fade what is behind the text count.
          for (let at: Element | null = element; at; at = at.parentElement) {
            const style = at === element ? own : getComputedStyle(at);
            const paints = `${style.backgroundColor} ${style.backgroundImage} ${style.opacity} ${style.filter} ${style.mixBlendMode}`;
            if (paints !== "rgba(0, 0, 0, 0) none 1 none normal") parts.push(paints);
          }
          const signature = parts.join("|");
          if (known.has(signature)) continue;
          known.add(signature);
          added.push(signature);
          fresh.push(element);
        }
        if (!fresh.length) break;
        const result = await window.axe.run({ include: fresh }, { ...options, resultTypes: ["violations"] });
        for (const v of result.violations) {
          violations.push({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) });
        }
        if (fresh.every((element) => element.isConnected)) break;
      }
      return { violations, added };
    },
    { seen: [...seen], options: COLOURS },
  );
  for (const signature of added) seen.add(signature);
  return violations;
}

/**
 * Presses the colour toggle and waits until no colour transition is still running. The static
 * 404.html runs no React (build-scripts/postbuild/not-found-page.ts) and its toggle does nothing
 * (a known gap): there the test sets <html data-theme>, which is all the theme is to the CSS.
 */
async function switchToDark(page: Page, route: string): Promise<void> {
  if (route === NOT_FOUND) await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
  else await page.getByRole("button", { name: /Switch to dark mode/ }).first().click();
  await page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    await Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished));
  });
}

function describeViolations(route: string, theme: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${route} [${theme}] ${v.id} (${v.impact}): ${JSON.stringify(n.target)} — ${n.failureSummary?.split("\n").slice(1).join(" ").trim() ?? v.help}`),
  );
}

describe("accessibility: axe on every route", () => {
  const browser = useBrowser();

  it("is really checking: it finds violations planted in a page, and colours it has not seen on a page whose other colours it has", async () => {
    const { page } = await browser.openPage("/", { viewport: { width: 1280, height: 900 } });
    const seen = new Set<string>();
    expect(await checkNewColours(page, seen)).toEqual([]);
    expect(await checkNewColours(page, seen), "nothing new the second time").toEqual([]);
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      main.insertAdjacentHTML("beforeend", '<img src="/logo.svg"><p style="color:#ccc;background:#fff">Pale text</p><button></button>');
    });
    for (const scope of ["document", "main"] as const) {
      const found = new Set((await runAxe(page, STRUCTURE, scope)).map((v) => v.id));
      expect([...found].sort(), scope).toEqual(expect.arrayContaining(["button-name", "image-alt"]));
    }
    // Only the pale paragraph is new to the colour rules; they find it.
    const colours = await checkNewColours(page, seen);
    expect(colours.map((v) => v.id)).toEqual(["color-contrast"]);
    const flagged = await page.evaluate((targets) => targets.map((target) => document.querySelector(String(target))?.textContent), colours[0]!.nodes.map((n) => n.target[0]));
    expect(flagged).toEqual(["Pale text"]);
  });

  // Each route may take up to the hang bound, so the test's own bound only catches a hang.
  it("renders every route with a visible h1 and no console errors; axe reports no WCAG 2.1 A/AA or best-practice violations in light mode, and no contrast violations after switching to dark mode", { timeout: ROUTES.length * HANG_MS }, async () => {
    const failures: string[] = [];
    const queue = [...ROUTES];
    const started = Date.now();
    const axeTimes: [string, number][] = [];
    const scopeOf = axeScopes();
    const seen = { light: new Set<string>(), dark: new Set<string>() };
    // One tab per core, each reused for its share of the routes.
    await Promise.all(
      [0, 1].map(async () => {
        const { page, problems } = await browser.openPage("", { viewport: { width: 1280, height: 900 } });
        // Every load starts light, whatever the last route switched to.
        await page.addInitScript(([key]) => localStorage.setItem(key!, "light"), [STORAGE_KEYS.theme]);
        for (let route = queue.shift(); route; route = queue.shift()) {
          problems.length = 0;
          const response = await page.goto(route, { waitUntil: "load" });
          // Once the client entry has run, React listens on the document: the toggle's click below
          // hydrates the page if it has not yet (the static 404 page runs no script).
          if (route !== NOT_FOUND) await page.waitForFunction((flag) => (window as unknown as Record<string, unknown>)[flag] === true, APP_STARTED_FLAG);
          // The gallery shows every demo, including those behind a picker elsewhere. Other pages
          // are checked as prerendered: their demos wake only near the viewport.
          if (route === "/demos") await mountLazyDemos(page);
          const status = response?.status();
          if (status !== (route === NOT_FOUND ? 404 : 200)) failures.push(`${route}: status ${status}`);
          if (!(await page.locator("h1").first().isVisible())) failures.push(`${route}: h1 not visible`);
          const axeStarted = Date.now();
          expect(await page.evaluate(() => document.documentElement.dataset.theme), route).toBe("light");
          failures.push(...describeViolations(route, "light", await runAxe(page, STRUCTURE, scopeOf(route))));
          failures.push(...describeViolations(route, "light", await checkNewColours(page, seen.light)));
          // The reader's way into dark mode: the header's toggle, on the loaded page.
          await switchToDark(page, route);
          expect(await page.evaluate(() => document.documentElement.dataset.theme), route).toBe("dark");
          failures.push(...describeViolations(route, "dark", await checkNewColours(page, seen.dark)));
          axeTimes.push([route, Date.now() - axeStarted]);
          const errors = route === NOT_FOUND ? problems.filter((p) => !p.includes("404")) : problems;
          if (errors.length) failures.push(`${route}: ${errors.join(" | ")}`);
        }
      }),
    );
    // AXE_REPORT=<file> appends every violation there, one a line, when the list is too long to read here.
    if (process.env.AXE_REPORT) appendFileSync(process.env.AXE_REPORT, failures.map((f) => f + "\n").join(""));
    const axeTotal = axeTimes.reduce((sum, [, ms]) => sum + ms, 0);
    const slowest = [...axeTimes].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([route, ms]) => `${route} ${ms} ms`);
    console.info(
      `axe: ${ROUTES.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s (two tabs); ` +
        `axe itself ${(axeTotal / 1000).toFixed(1)} s, slowest: ${slowest.join(", ")}; colour signatures: ${seen.light.size} light, ${seen.dark.size} dark`,
    );
    expect(failures).toEqual([]);
  });

  it("a demo being edited (editor, status line, sandbox frame): no violations in light mode, no contrast violations in dark mode", async () => {
    const { page, problems } = await browser.openDemoPage("/getstarted");
    const box = 'section[data-demo="basic-tree"]';
    await page.locator(box).getByRole("button", { name: "Edit", exact: true }).click();
    await expect.poll(() => page.locator(`${box} [role=status][data-state]`).getAttribute("data-state")).toBe("running");
    expect(describeViolations("/getstarted editing", "light", await runAxe(page, { runOnly: { type: "tag", values: TAGS } }, { selector: box }))).toEqual([]);
    await switchToDark(page, "/getstarted");
    expect(describeViolations("/getstarted editing", "dark", await runAxe(page, COLOURS, { selector: box }))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
