import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pageHydrated, useBrowser } from "./support/browser";

// Search in the built site, embedded-index mode (the default build). The hosted mode needs a build
// with DOCSEARCH_* set; the block at the end runs only against such a build (see its comment).
const HOSTED = process.env.SEARCH_E2E_HOSTED === "1";

// A generated page: stable content, links to focus, no demos.
const START = "/api/core";
const MODAL = ".DocSearch-Modal";
const INPUT = ".DocSearch-Input";
const HIT_LINK = ".DocSearch-Hit a";

function searchButton(page: Page) {
  return page.getByRole("button", { name: "Search", exact: true });
}

async function openWithShortcut(page: Page) {
  await pageHydrated(page);
  await page.keyboard.press("Control+K");
  await page.locator(INPUT).waitFor();
}

async function typeQuery(page: Page, query: string) {
  await page.locator(INPUT).fill(query);
}

/** Marks the focused element so a test can check focus comes back to the very same one. */
async function markFocused(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.setAttribute("data-focus-probe", ""));
}

const isProbeFocused = (page: Page) => page.evaluate(() => document.activeElement?.hasAttribute("data-focus-probe") ?? false);

/** Console noise a test expects: the failed request it caused on purpose. */
const unexpected = (problems: string[]) => problems.filter((p) => !/Failed to load resource|ERR_FAILED/.test(p));

describe.skipIf(HOSTED)("search dialog (embedded index)", () => {
  const browser = useBrowser();

  it("loads no DocSearch code, CSS or index with the page; code and CSS on hover, the index on open", async () => {
    const { page, problems } = await browser.openPage("");
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(START, { waitUntil: "networkidle" });
    // DocSearch's stylesheets are separate files (modal-*, _variables-*, docsearch-theme-*):
    // the site's own stylesheet is inlined in the page and must not contain them.
    const searchAssets = () => requests.filter((p) => /search-modal|search-index|docsearch|\/modal-[^/]*\.css$|\/_variables-[^/]*\.css$/i.test(p));
    expect(searchAssets()).toEqual([]);

    const modalCode = page.waitForRequest(/search-modal-[^/]*\.js$/);
    const modalCss = page.waitForRequest(/\/modal-[^/]*\.css$/);
    await searchButton(page).hover();
    await Promise.all([modalCode, modalCss]);
    await page.waitForLoadState("networkidle");
    expect(searchAssets().some((p) => /search-index/.test(p))).toBe(false);

    const index = page.waitForRequest(/search-index-[^/]*\.json$/);
    await searchButton(page).click();
    await page.locator(MODAL).waitFor();
    await index;
    await typeQuery(page, "tree");
    await page.locator(HIT_LINK).first().waitFor();
    expect(searchAssets().filter((p) => /search-index-.*\.json$/.test(p))).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it("opens with Ctrl+K and Cmd+K; Escape closes it and returns focus", async () => {
    const { page, problems } = await browser.openPage(START);
    await page.locator("main a").first().focus();
    await markFocused(page);

    await openWithShortcut(page);
    expect(await page.evaluate(() => document.activeElement?.classList.contains("DocSearch-Input"))).toBe(true);
    await page.keyboard.press("Escape");
    await page.locator(MODAL).waitFor({ state: "detached" });
    await expect.poll(() => isProbeFocused(page)).toBe(true);

    await page.keyboard.press("Meta+K");
    await page.locator(MODAL).waitFor();
    await page.keyboard.press("Escape");
    await page.locator(MODAL).waitFor({ state: "detached" });
    await expect.poll(() => isProbeFocused(page)).toBe(true);

    // Clicking the button and closing returns focus to the button.
    await searchButton(page).click();
    await page.locator(MODAL).waitFor();
    await page.keyboard.press("Escape");
    await page.locator(MODAL).waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Search");
    expect(problems).toEqual([]);
  });

  it("opens with / outside text fields, and types / inside them", async () => {
    const { page, problems } = await browser.openPage("/search");
    const field = page.locator("#search-page-input");
    await field.click();
    await page.keyboard.press("/");
    expect(await field.inputValue()).toBe("/");
    expect(await page.locator(MODAL).count()).toBe(0);

    await page.locator("h1").click();
    await page.keyboard.press("/");
    await page.locator(INPUT).waitFor();
    expect(await page.locator(INPUT).inputValue()).toBe("");
    await page.keyboard.press("Escape");
    await page.locator(MODAL).waitFor({ state: "detached" });

    // A contenteditable counts as a text field too.
    await page.evaluate(() => {
      const editable = document.createElement("div");
      editable.contentEditable = "true";
      editable.id = "editable-probe";
      document.querySelector("main")?.append(editable);
    });
    await page.locator("#editable-probe").click();
    await page.keyboard.press("/");
    expect(await page.locator("#editable-probe").textContent()).toBe("/");
    expect(await page.locator(MODAL).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("finds the createTree API page first, highlighted, and Enter navigates to it", async () => {
    const { page, problems } = await browser.openPage(START);
    await openWithShortcut(page);
    await typeQuery(page, "createTree");
    const first = page.locator(HIT_LINK).first();
    await first.waitFor();
    expect(await first.getAttribute("href")).toBe("/api/core/function/createTree");
    expect(await first.locator("mark").first().textContent()).toBe("createTree");
    // Hits are grouped by page, in the order of each page's best hit.
    expect(await page.locator(".DocSearch-Hit-source").first().textContent()).toBe("Core API › createTree");

    await page.keyboard.press("Enter");
    await page.waitForURL("**/api/core/function/createTree");
    expect(await page.locator(MODAL).count()).toBe(0);
    await expect.poll(() => page.locator("h1").first().textContent()).toContain("createTree");
    expect(problems).toEqual([]);
  });

  it("tolerates a typo and matches a prefix", async () => {
    const { page } = await browser.openPage(START);
    await openWithShortcut(page);
    await typeQuery(page, "craeteTree");
    await expect.poll(() => page.locator(HIT_LINK).first().getAttribute("href")).toBe("/api/core/function/createTree");
    await typeQuery(page, "TreeConf");
    await expect.poll(() => page.locator(HIT_LINK).first().getAttribute("href")).toBe("/api/core/interface/TreeConfig");
  });

  it("shows the no-results screen with suggestions and a pre-filled issue link", async () => {
    const { page, problems } = await browser.openPage(START);
    await openWithShortcut(page);
    // DocSearch suggests the groups of earlier results in the session.
    await typeQuery(page, "selection");
    await page.locator(HIT_LINK).first().waitFor();
    await typeQuery(page, "zzqxvv");
    const screen = page.locator(".DocSearch-NoResults");
    await screen.waitFor();
    const text = await screen.textContent();
    expect(text).toContain('No results for "zzqxvv"');
    expect(text).toContain("Try searching for");
    expect(text).toContain("Believe this query should return results?");
    expect(await page.locator(".DocSearch-Prefill").count()).toBeGreaterThan(0);
    const link = screen.getByRole("link", { name: "Let us know." });
    const href = new URL((await link.getAttribute("href")) ?? "");
    expect(`${href.origin}${href.pathname}`).toBe("https://github.com/lukasbach/headless-tree/issues/new");
    expect(href.searchParams.get("title")).toContain("zzqxvv");
    expect(problems).toEqual([]);
  });

  it("says so above the hits when they only come close, and not for a query that matches", async () => {
    const { page, problems } = await browser.openPage(START);
    await openWithShortcut(page);
    const note = page.locator(".DocSearch-Dropdown").getByRole("status").filter({ hasText: "Nothing matches most of your words" });
    // No page has the rarer word; pages with "selection" are the closest.
    await typeQuery(page, "selection zzqxvv");
    await note.waitFor();
    const [noteBox, hitBox] = await Promise.all([note.boundingBox(), page.locator(HIT_LINK).first().boundingBox()]);
    expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(hitBox!.y);

    // An emptied box shows the start screen (or recent searches), without the note.
    await typeQuery(page, "");
    await page.locator(".DocSearch-StartScreen").waitFor();
    expect(await note.isVisible()).toBe(false);

    await typeQuery(page, "selection");
    await page.locator(".DocSearch-Hit-source").filter({ hasText: "Selection" }).first().waitFor();
    expect(await note.count()).toBe(0);
    // The live region stays, empty, so the next note is announced.
    expect(await page.locator(".DocSearch-Dropdown .search-closest-note").textContent()).toBe("");
    expect(problems).toEqual([]);
  });

  it('shows "Unable to fetch results" when the index cannot be fetched, and recovers', async () => {
    const { page, problems } = await browser.openPage(START);
    await page.route(/search-index-[^/]*\.json$/, (route) => route.abort());
    await openWithShortcut(page);
    await typeQuery(page, "tree");
    const error = page.getByText("Unable to fetch results");
    await error.waitFor();
    expect(await page.getByText("You might want to check your network connection.").isVisible()).toBe(true);
    expect(await page.locator(".DocSearch-NoResults").isVisible()).toBe(false);

    await page.unroute(/search-index-[^/]*\.json$/);
    await typeQuery(page, "tree state");
    await page.locator(HIT_LINK).first().waitFor();
    expect(await error.count()).toBe(0);
    // The failure was handled: console shows only the aborted request, no uncaught rejection.
    expect(unexpected(problems)).toEqual([]);
  });

  it('links "See all {count} results" to /search?q=, which shows the same count', async () => {
    const { page, problems } = await browser.openPage(START);
    await openWithShortcut(page);
    await typeQuery(page, "tree");
    const seeAll = page.getByRole("link", { name: /^See all \d+ results$/ });
    await seeAll.waitFor();
    const count = Number(/\d+/.exec((await seeAll.textContent()) ?? "")?.[0]);
    expect(count).toBeGreaterThan(20);
    await seeAll.click();
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "tree");
    expect(await page.locator(MODAL).count()).toBe(0);
    await expect.poll(() => page.getByRole("status").textContent()).toBe(`${count} results for "tree"`);
    expect(await page.locator("#search-page-input").inputValue()).toBe("tree");
    expect(problems).toEqual([]);
  });
});

describe.skipIf(HOSTED)("/search page", () => {
  const browser = useBrowser();

  it("has a Search button: with JavaScript the results stay, without it the form submits ?q=", async () => {
    const { page, problems } = await browser.openPage("/search?q=createTree");
    const status = page.getByRole("status");
    await expect.poll(() => status.textContent()).toMatch(/for "createTree"$/);
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => status.textContent()).toMatch(/for "createTree"$/);
    expect(new URL(page.url()).search).toBe("?q=createTree");
    expect(problems).toEqual([]);

    const { page: plain } = await browser.openPage("/search", { javaScriptEnabled: false });
    await plain.locator("#search-page-input").fill("tree");
    await plain.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await plain.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "tree");
  });

  it("says in its status line when the results only come close", async () => {
    const { page, problems } = await browser.openPage("/search?q=selection%20zzqxvv");
    const status = page.getByRole("status");
    await expect.poll(() => status.textContent()).toMatch(/results? for "selection zzqxvv"Nothing matches most of your words; these are the closest pages\.$/);
    expect(await page.locator("a[data-search-result]").count()).toBeGreaterThan(0);
    await page.locator("#search-page-input").fill("selection");
    await expect.poll(() => status.textContent()).toMatch(/^\d+ results? for "selection"$/);
    expect(problems).toEqual([]);
  });

  it("reads ?q=, updates the URL as you type, and works with the keyboard", async () => {
    const { page, problems } = await browser.openPage("/search?q=createTree");
    const status = page.getByRole("status");
    await expect.poll(() => status.textContent()).toMatch(/^\d+ results? for "createTree"$/);
    expect(await page.locator("a[data-search-result]").first().getAttribute("href")).toBe("/api/core/function/createTree");

    const field = page.locator("#search-page-input");
    await field.fill("");
    await field.pressSequentially("selection");
    await page.waitForURL((url) => url.searchParams.get("q") === "selection");
    await expect.poll(() => status.textContent()).toMatch(/for "selection"$/);

    await page.keyboard.press("ArrowDown");
    const first = await page.evaluate(() => document.activeElement?.getAttribute("href"));
    expect(first).toBe(await page.locator("a[data-search-result]").first().getAttribute("href"));
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(
      await page.locator("a[data-search-result]").nth(1).getAttribute("href"),
    );
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("search-page-input");

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname + url.hash === first);
    expect(problems).toEqual([]);
  });

  it("renders a hostile query as text only", async () => {
    const hostile = `<img src=x onerror="window.__pwned=1">"><script>window.__pwned=2</script>createTree`;
    const { page, problems } = await browser.openPage(`/search?q=${encodeURIComponent(hostile)}`);
    const status = page.getByRole("status");
    await expect.poll(() => status.textContent()).toContain(hostile);
    expect(await page.locator("#search-page-input").inputValue()).toBe(hostile);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator("main img[src=x], main script").count()).toBe(0);
    // The query matched "createTree", so results were rendered with the hostile text around them.
    expect(await page.locator("a[data-search-result]").count()).toBeGreaterThan(0);

    // Malformed escapes and an empty q are harmless too.
    await page.goto("/search?q=%E0%A4%A&q=2", { waitUntil: "networkidle" });
    await page.locator("h1").waitFor();
    await page.goto("/search?q=", { waitUntil: "networkidle" });
    expect(await status.textContent()).toMatch(/^Type to search/);
    expect(problems).toEqual([]);
  });

  it("also escapes hostile text coming from the dialog", async () => {
    const { page, problems } = await browser.openPage(START);
    await openWithShortcut(page);
    await typeQuery(page, `<img src=x onerror="window.__pwned=3">`);
    await page.locator(".DocSearch-NoResults, .DocSearch-Hit").first().waitFor();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator(".DocSearch-Modal img[src=x]").count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
