import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NEAR_VIEWPORT_MARGIN } from "~/components/demo/demo-island";
import type { RouteEntry } from "#contract/content/content-model.ts";
import { baseUrl, useBrowser } from "./support/browser";
import { clickLinkAddedLater } from "./support/links";

const manifest = JSON.parse(readFileSync("app/generated/manifest.json", "utf8")) as RouteEntry[];

describe("site engine: every route prerendered and served", () => {
  const browser = useBrowser();

  it("answers every manifest route with 200 and prerendered HTML that has an h1 and a title", async () => {
    expect(manifest.length).toBeGreaterThan(100);
    const failures: string[] = [];
    await Promise.all(
      manifest.map(async (route) => {
        const response = await fetch(baseUrl() + route.path);
        const html = await response.text();
        if (response.status !== 200) failures.push(`${route.path}: status ${response.status}`);
        else if (!/<h1[\s>]/.test(html)) failures.push(`${route.path}: no <h1> in the prerendered HTML`);
        else if (!/<title>[^<]*\| Headless Tree<\/title>|<title>Headless Tree<\/title>/.test(html)) failures.push(`${route.path}: no site <title>`);
        else if (!/<meta name="description" content="[^"]{10,}"/.test(html)) failures.push(`${route.path}: no meta description`);
      }),
    );
    expect(failures).toEqual([]);
  });

  it("gives every page its own <title>, and aria-current=\"page\" only to links to the page itself", async () => {
    const titles = new Map<string, string>();
    const failures: string[] = [];
    await Promise.all(
      manifest.map(async (route) => {
        const html = await (await fetch(baseUrl() + route.path)).text();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
        const other = titles.get(title);
        if (other) failures.push(`${route.path} and ${other} are both titled "${title}"`);
        titles.set(title, route.path);
        for (const match of html.matchAll(/<a\b[^>]*?href="([^"]*)"[^>]*\baria-current="page"|<a\b[^>]*\baria-current="page"[^>]*?href="([^"]*)"/g)) {
          const href = match[1] ?? match[2];
          if (href !== route.path) failures.push(`${route.path}: aria-current="page" on a link to ${href}`);
        }
        if (/<kbd\b[^>]*aria-label/.test(html)) failures.push(`${route.path}: aria-label on <kbd>`);
        if (/<ul\b(?![^>]*\brole=)[^>]*aria-label/.test(html)) failures.push(`${route.path}: aria-label on a plain <ul>`);
      }),
    );
    expect(failures).toEqual([]);
    expect(titles.get("@headless-tree/core | Headless Tree")).toBe("/api/core");
    expect(titles.get("@headless-tree/core – Changelog | Headless Tree")).toBe("/changelog/core");
  });

  it("preloads the code every page runs as two chunks (vendor, shell), and no lazy code (demos, search)", async () => {
    const failures: string[] = [];
    const chunks = new Map<string, Promise<string>>();
    const chunkText = (file: string) => chunks.get(file) ?? chunks.set(file, fetch(`${baseUrl()}/assets/${file}`).then((r) => r.text())).get(file)!;
    await Promise.all(
      manifest.map(async (route) => {
        const html = await (await fetch(baseUrl() + route.path)).text();
        const preloads = [...html.matchAll(/<link rel="modulepreload" href="\/assets\/([^"]+)"/g)].map((match) => match[1]!);
        const names = preloads.map((file) => file.replace(/-[\w-]{8}\.js$/, ""));
        for (const chunk of ["vendor", "shell"]) if (!names.includes(chunk)) failures.push(`${route.path}: no ${chunk} chunk preloaded`);
        const lazy = names.filter((name) => /^(demo-box|prerendered-use-tree|search-modal|local-index)$/.test(name));
        if (lazy.length) failures.push(`${route.path}: preloads lazy code ${lazy.join(", ")}`);
        // 18 before the shell chunk; the rest are route chunks.
        if (preloads.length > 14) failures.push(`${route.path}: ${preloads.length} modulepreloads (${names.join(", ")})`);
        // Docs and API pages: their layout and sidebar list come as one chunk.
        if (names.includes("sidebar-nav")) failures.push(`${route.path}: sidebar-nav preloaded as a chunk of its own`);
        // A page without a live demo (box or card) loads no demo island: the pages that have one
        // import it (IMPORTED_COMPONENTS). Its viewport margin is a string no other code has.
        if (!/data-demo(-card)?=/.test(html)) {
          const codes = await Promise.all(preloads.map((file) => chunkText(file)));
          const island = preloads.filter((_, index) => codes[index]!.includes(NEAR_VIEWPORT_MARGIN));
          if (island.length) failures.push(`${route.path}: no demo, but preloads the demo island (${island.join(", ")})`);
        }
      }),
    );
    expect(failures).toEqual([]);
  });

  it("ships React Router's production build, without its development warnings (react-router-production-plugin.ts)", async () => {
    const html = await (await fetch(baseUrl() + "/")).text();
    const vendor = /<link rel="modulepreload" href="(\/assets\/vendor-[\w-]{8}\.js)"/.exec(html)?.[1];
    const code = await (await fetch(baseUrl() + vendor)).text();
    // In both builds: the router is in this chunk.
    expect(code).toContain("No route matches URL");
    // Only in dist/development (ENABLE_DEV_WARNINGS).
    expect(code).not.toContain("Error handled by React Router default ErrorBoundary");
  });


  it("shows the not-found page with status 404 for unknown paths, also below param routes", async () => {
    for (const path of ["/no/such/page", "/api/core/function/noSuchFunction", "/features/nope"]) {
      const response = await fetch(baseUrl() + path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Page not found");
    }
    const { page, problems } = await browser.openPage("/definitely-missing");
    await expect(page.locator("h1").textContent()).resolves.toBe("Page not found");
    expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
  });

  it("shows the not-found page on client navigation to a missing page", async () => {
    const { page } = await browser.openPage("/getstarted");
    // Every internal link navigates in the app (one delegated handler), including one added later.
    await page.evaluate(() => ((window as unknown as { __loaded: boolean }).__loaded = true));
    await clickLinkAddedLater(page, "/api/core/interface/NoSuchInterface");
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Page not found");
    expect(await page.evaluate(() => (window as unknown as { __loaded?: boolean }).__loaded)).toBe(true);
  });

  it("redirects .html and /index.html paths to the clean URL", async () => {
    for (const [from, to] of [
      ["/getstarted.html", "/getstarted"],
      ["/getstarted/index.html", "/getstarted"],
      ["/index.html", "/"],
      ["/features/selection.html?x=1", "/features/selection?x=1"],
    ] as const) {
      const response = await fetch(baseUrl() + from, { redirect: "manual" });
      expect([301, 308], from).toContain(response.status);
      expect(new URL(response.headers.get("location")!, baseUrl()).pathname + new URL(response.headers.get("location")!, baseUrl()).search).toBe(to);
    }
  });

  it("shows an API interface page with its members, each with an anchor", async () => {
    const { page, problems } = await browser.openPage("/api/core/interface/TreeConfig");
    await expect(page.locator("h1").textContent()).resolves.toContain("TreeConfig");
    for (const member of ["rootItemId", "getItemName", "isItemFolder", "features"]) {
      await expect(page.locator(`[id="${member}"]`).count(), member).resolves.toBe(1);
    }
    await expect(page.getByText("Defined in").first().isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it("shows the changelog with one heading per released version, newest first", async () => {
    const installed = JSON.parse(readFileSync("node_modules/@headless-tree/core/package.json", "utf8")).version as string;
    const { page } = await browser.openPage("/changelog/core");
    const versions = await page.locator("article h2").allTextContents();
    expect(versions.length).toBeGreaterThan(20);
    expect(versions[0]).toContain(installed);
  });

  it("renders MDX pages with highlighted code in both themes and a working live demo", async () => {
    const { page, problems } = await browser.openPage("/markdown-page");
    const token = page.locator(".shiki span[style]").first();
    const light = await token.evaluate((el) => getComputedStyle(el).color);
    await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
    const dark = await token.evaluate((el) => getComputedStyle(el).color);
    expect(light).not.toBe(dark);
    const items = page.locator('[role="tree"] [role="treeitem"]');
    const before = await items.count();
    expect(before).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
