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
import { useBrowser } from "./support/browser";
import { mountLazyDemos } from "./support/lazy-demos";

const manifest = JSON.parse(readFileSync("app/generated/manifest.json", "utf8")) as RouteEntry[];
// The not-found page is no manifest route but every mistyped link shows it.
const NOT_FOUND = "/no-such-page";
const ROUTES = [...manifest.map((route) => route.path), NOT_FOUND];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
// The themes differ only in colours: the dark pass runs the rules that compare colours (text
// against its background, links against the text around them). The light pass runs them all.
const RULES_BY_THEME = {
  light: { type: "tag", values: TAGS },
  dark: { type: "rule", values: ["color-contrast", "link-in-text-block"] },
} as const;

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

async function runAxe(page: Page, runOnly: (typeof RULES_BY_THEME)[keyof typeof RULES_BY_THEME] = RULES_BY_THEME.light, scope: AxeScope = "document"): Promise<AxeViolation[]> {
  // The page's CSP allows no inline script, so a <script> tag with axe would be refused;
  // evaluating the source through the DevTools protocol is not subject to it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ({ runOnly, scope }) => {
    const axe = (window as unknown as { axe: { run(context: Document | object, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = scope === "document" ? document : { include: [[scope === "main" ? "main" : scope.selector]] };
    const result = await axe.run(context, { runOnly, resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, { runOnly, scope });
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

  it("is really checking: it finds violations planted in a page", async () => {
    const { page } = await browser.openPage("/", { viewport: { width: 1280, height: 900 } });
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      main.insertAdjacentHTML("beforeend", '<img src="/logo.svg"><p style="color:#ccc;background:#fff">Pale text</p><button></button>');
    });
    for (const scope of ["document", "main"] as const) {
      const found = new Set((await runAxe(page, RULES_BY_THEME.light, scope)).map((v) => v.id));
      expect([...found].sort(), scope).toEqual(expect.arrayContaining(["button-name", "color-contrast", "image-alt"]));
    }
  });

  it("renders every route with a visible h1 and no console errors; axe reports no WCAG 2.1 A/AA or best-practice violations in light mode, and no contrast violations after switching to dark mode", { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    const queue = [...ROUTES];
    const started = Date.now();
    const axeTimes: [string, number][] = [];
    const scopeOf = axeScopes();
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
          const scope = scopeOf(route);
          for (const theme of ["light", "dark"] as const) {
            // The reader's way into dark mode: the header's toggle, on the loaded page.
            if (theme === "dark") await switchToDark(page, route);
            expect(await page.evaluate(() => document.documentElement.dataset.theme), route).toBe(theme);
            failures.push(...describeViolations(route, theme, await runAxe(page, RULES_BY_THEME[theme], scope)));
          }
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
        `axe itself ${(axeTotal / 1000).toFixed(1)} s, slowest: ${slowest.join(", ")}`,
    );
    expect(failures).toEqual([]);
  });

  it("a demo being edited (editor, status line, sandbox frame): no violations in light mode, no contrast violations in dark mode", async () => {
    const { page, problems } = await browser.openDemoPage("/getstarted");
    const box = 'section[data-demo="basic-tree"]';
    await page.locator(box).getByRole("button", { name: "Edit", exact: true }).click();
    await expect.poll(() => page.locator(`${box} [role=status][data-state]`).getAttribute("data-state")).toBe("running");
    expect(describeViolations("/getstarted editing", "light", await runAxe(page, RULES_BY_THEME.light, { selector: box }))).toEqual([]);
    await switchToDark(page, "/getstarted");
    expect(describeViolations("/getstarted editing", "dark", await runAxe(page, RULES_BY_THEME.dark, { selector: box }))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
