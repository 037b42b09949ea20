// API names in code samples and demo sources link to their reference entry
// (build-scripts/samples/): every name the compiler resolves is a link in the built page, to a
// page and anchor that exist; Tab stops once per block and the arrow keys move between its names;
// the links keep the code's colours in both themes.
import { mkdtemp, rm } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { load, type CheerioAPI } from "cheerio";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteEntry } from "#contract/content/content-model.ts";
import { readContentSources, type SourcePage } from "../build-scripts/content/content-sources.ts";
import { TOKEN_COLOURS } from "../build-scripts/highlight/token-classes.ts";
import { collectFromSource } from "../build-scripts/samples/collect.ts";
import { buildSampleNames, codeKey, type SampleNames } from "../build-scripts/samples/sample-names.ts";
import { STORAGE_KEYS } from "~/lib/chrome/chrome-config";
import { useBrowser } from "./support/browser";

const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? "build/client");
const manifest = JSON.parse(readFileSync("app/generated/manifest.json", "utf8")) as RouteEntry[];
const routes = new Set(manifest.map((r) => r.path));
const htmlOf = (route: string) => readFileSync(path.join(clientDir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`), "utf8");
const parsed = new Map<string, CheerioAPI>();
const documentOf = (route: string) => parsed.get(route) ?? parsed.set(route, load(htmlOf(route))).get(route)!;

let pages: SourcePage[];
let names: SampleNames;
let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), "code-links-"));
  pages = (await readContentSources(process.cwd())).pages;
  const symbols = JSON.parse(readFileSync("app/generated/api/symbols.json", "utf8")) as Record<string, string>;
  // Cached by the build: this reads what the build linked, and resolves anything it did not.
  names = await buildSampleNames({ root: process.cwd(), outDir, symbols, pages });
}, 120_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe("API names in the built code blocks", () => {
  it("links every name the compiler resolves, in every code block of every page, and nothing else", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const page of pages) {
      const $ = documentOf(page.path);
      const shown = $("article figure pre")
        .toArray()
        .map((pre) => ({ matched: false, text: $(pre).text(), links: $(pre).find("a").toArray().map((a) => `${$(a).text()} → ${$(a).attr("href")}`) }));
      for (const block of collectFromSource(page.source, page.file).blocks) {
        const expected = names.blocks.get(codeKey(block.lang, block.meta.harness, block.code));
        if (!expected?.length) continue;
        const pre = shown.find((s) => s.text === block.code.replace(/\n$/, ""));
        if (pre) pre.matched = true;
        if (!pre) {
          problems.push(`${block.file}:${block.line}: block not found on ${page.path}`);
          continue;
        }
        checked++;
        const want = expected.map((name) => `${block.code.slice(name.start, name.end)} → ${name.href}`);
        if (JSON.stringify(pre.links) !== JSON.stringify(want)) problems.push(`${block.file}:${block.line}: links ${JSON.stringify(pre.links)}, resolved ${JSON.stringify(want)}`);
      }
      for (const s of shown) if (s.links.length && !s.matched) problems.push(`${page.path}: links in a block the compiler did not resolve: ${s.links.join(", ")}`);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it("points every code link at a page and anchor that exist", () => {
    const missing: string[] = [];
    const targets = new Set<string>();
    for (const route of routes) {
      if (!route.startsWith("/api") && !pages.some((p) => p.path === route)) continue;
      const $ = documentOf(route);
      $("pre a[href]").each((_, a) => void targets.add($(a).attr("href")!));
    }
    for (const href of targets) {
      const [target, anchor] = href.split("#");
      if (!routes.has(target!)) missing.push(`${href}: no such page`);
      else if (anchor && documentOf(target!)(`[id="${anchor}"]`).length === 0) missing.push(`${href}: no such anchor`);
    }
    expect(missing).toEqual([]);
    expect(targets.size).toBeGreaterThan(50);
  });

  it("gives every token of every page's code its colours by class, none inline", () => {
    const inline: string[] = [];
    for (const route of routes) {
      const $ = documentOf(route);
      $("pre.shiki span[style*='color:'], pre.shiki a[style*='color:']").each((_, token) => void inline.push(`${route}: ${$(token).attr("style")} ${$(token).text()}`));
    }
    expect(inline).toEqual([]);
  });

  it("puts one name of each block in the tab order", () => {
    const $ = documentOf("/getstarted");
    for (const pre of $("article pre").toArray()) {
      const links = $(pre).find("a");
      if (links.length === 0) continue;
      expect(links.toArray().map((a) => $(a).attr("tabindex") ?? "0")).toEqual(["0", ...Array(links.length - 1).fill("-1")]);
    }
  });
});

describe("code links in the browser", () => {
  const browser = useBrowser();

  const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.textContent} ${document.activeElement?.getAttribute("href")}`);

  it("Tab stops once in a block; the arrow keys, Home and End move between its names; Enter opens the reference", async () => {
    const { page, problems } = await browser.openPage("/getstarted");
    const pre = page.locator("article pre").filter({ has: page.locator("a:nth-of-type(1)") }).first();
    const links = await pre.locator("a").evaluateAll((as) => as.map((a) => `${a.textContent} ${a.getAttribute("href")}`));
    expect(links.length).toBeGreaterThan(3);
    await pre.focus();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe(links[0]);
    await page.keyboard.press("ArrowRight");
    expect(await focused(page)).toBe(links[1]);
    await page.keyboard.press("End");
    expect(await focused(page)).toBe(links.at(-1));
    await page.keyboard.press("ArrowLeft");
    expect(await focused(page)).toBe(links.at(-2));
    // Out of the block in one press, and back to the name left focused.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("pre"))).toBe(false);
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toBe(links.at(-2));
    await page.keyboard.press("Home");
    expect(await focused(page)).toBe(links[0]);
    const [name, href] = links[0]!.split(" ");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    const anchor = href!.split("#")[1];
    await expect.poll(() => page.locator(anchor ? `[id="${anchor}"]` : "h1").textContent()).toContain(name);
    expect(problems).toEqual([]);
  });

  for (const scheme of ["light", "dark"] as const) {
    it(`keeps the code's colours in ${scheme} mode and marks names with an underline`, async () => {
      const { page } = await browser.openPage("");
      await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEYS.theme, scheme]);
      // A page whose code has a token colour the site corrects for contrast (tokens.css).
      await page.goto("/features/checkboxes", { waitUntil: "networkidle" });
      expect(await page.evaluate(() => document.documentElement.getAttribute("data-theme"))).toBe(scheme);
      // A link has the colour a token with its style has beside it (the theme's, or the shade the
      // site uses where the theme misses the contrast), and an underline the token has not.
      const corrected = `l${TOKEN_COLOURS.light.indexOf("#E36209")}`;
      const looks = await page.locator("article pre a").evaluateAll(
        (as, corrected) =>
          as
            .filter((a, i) => i < 20 || a.classList.contains(corrected))
            .map((a) => {
              const token = document.createElement("span");
              token.className = a.className;
              token.textContent = "x";
              a.after(token);
              const same = getComputedStyle(token).color === getComputedStyle(a).color;
              const plain = getComputedStyle(token).textDecorationLine;
              token.remove();
              return { color: same, underline: `${getComputedStyle(a).textDecorationLine} (token: ${plain})`, corrected: a.classList.contains(corrected) };
            }),
        corrected,
      );
      expect(looks.filter((look) => look.corrected).length).toBeGreaterThan(0);
      for (const { corrected: _, ...look } of looks) expect(look).toEqual({ color: true, underline: "underline (token: none)" });
    });
  }

  it("links the names in a demo's shown source, and a tap opens the reference", async () => {
    const { page, problems } = await browser.openDemoPage("/features/selection");
    const link = page.locator('[data-demo-island] a[href="/api/react/function/useTree"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL((url) => url.pathname === "/api/react/function/useTree");
    await expect.poll(() => page.locator("h1").textContent()).toContain("useTree");
    expect(problems).toEqual([]);
  });
});
