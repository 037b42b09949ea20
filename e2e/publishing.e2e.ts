import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { DocPage, RouteEntry, SidebarGroup } from "#contract/content/content-model.ts";
import { baseUrl, useBrowser } from "./support/browser";
import { clickLinkAddedLater } from "./support/links";

const SITE = "https://headless-tree.lukasbach.com";
const manifest = JSON.parse(readFileSync("app/generated/manifest.json", "utf8")) as RouteEntry[];
const docs = JSON.parse(readFileSync("app/generated/docs.json", "utf8")) as Record<string, DocPage>;
const sidebar = JSON.parse(readFileSync("app/generated/sidebar.json", "utf8")) as SidebarGroup[];
const releaseDates = JSON.parse(readFileSync("content/changelog/release-dates.json", "utf8")) as Record<string, Record<string, string | null>>;

/** The local address of a production URL. */
const local = (url: string) => baseUrl() + url.slice(SITE.length);

async function get(path: string) {
  const response = await fetch(baseUrl() + path);
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

/** Lines of markdown outside fenced code blocks. */
/** Lines outside fenced code; a fence closes only with a fence of at least its own length. */
function proseLines(markdown: string): string[] {
  let open: string | undefined;
  return markdown.split("\n").filter((line) => {
    const fence = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence && !open) {
      open = fence;
      return false;
    }
    if (fence && open && fence[0] === open[0] && fence.length >= open.length && /^\s*[`~]+\s*$/.test(line)) {
      open = undefined;
      return false;
    }
    return !open;
  });
}

describe("publishing: files for readers and tools", () => {
  const browser = useBrowser();

  it("serves a sitemap of every page but /404 and the noindex /search, named in robots.txt", async () => {
    const robots = await get("/robots.txt");
    expect(robots.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toContain("xml");
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const indexed = manifest.filter((r) => r.path !== "/search");
    expect(locs.sort()).toEqual(indexed.map((r) => (r.path === "/" ? SITE : SITE + r.path)).sort());
    expect(locs).not.toContain(`${SITE}/404`);
    expect((await get("/search")).text).toContain('<meta name="robots" content="noindex"/>');
    expect((await get("/getstarted")).text).not.toContain('name="robots"');
    for (const [, lastmod] of sitemap.text.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) expect(Number.isNaN(Date.parse(lastmod!)), lastmod).toBe(false);
    const dated = Object.values(docs).find((d) => d.lastUpdated);
    if (dated) expect(sitemap.text).toContain(`<loc>${SITE}${dated.path}</loc><lastmod>${dated.lastUpdated}</lastmod>`);
  });

  it("lists every sidebar docs page in llms.txt, each link answering with its markdown twin", async () => {
    const llms = await get("/llms.txt");
    expect(llms.type).toContain("text/plain");
    expect(llms.text.startsWith("# Headless Tree\n\n> ")).toBe(true);
    const sidebarDocs = sidebar.flatMap((g) => g.items).filter((i) => !i.external && docs[i.href]);
    for (const item of sidebarDocs) expect(llms.text).toContain(`](${SITE}${item.href}.md): ${docs[item.href]!.description}`);
    const mdLinks = [...llms.text.matchAll(/\]\((https:\/\/[^)]+\.md)\)/g)].map((m) => m[1]!);
    expect(mdLinks.length).toBe(sidebarDocs.length);
    const failures: string[] = [];
    await Promise.all(
      mdLinks.map(async (url) => {
        const response = await fetch(local(url));
        if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/markdown")) failures.push(`${url}: ${response.status} ${response.headers.get("content-type")}`);
        else if (!(await response.text()).startsWith("# ")) failures.push(`${url}: no title`);
      }),
    );
    expect(failures).toEqual([]);
    expect(llms.text).toContain(`[TreeConfig](${SITE}/api/core/interface/TreeConfig): interface`);
  });

  it("gives every docs page a plain-markdown twin: title first, demos as source, no MDX left", async () => {
    const failures: string[] = [];
    for (const page of Object.values(docs)) {
      const twin = await get(`${page.path}.md`);
      if (twin.status !== 200) {
        failures.push(`${page.path}.md: ${twin.status}`);
        continue;
      }
      if (page.sourceFile.startsWith("node_modules/")) {
        if (twin.text !== readFileSync(page.sourceFile, "utf8")) failures.push(`${page.path}.md: not the package's CHANGELOG.md`);
        continue;
      }
      if (!twin.text.startsWith(`# ${page.title}\n\n`)) failures.push(`${page.path}.md: does not start with its title`);
      const leftovers = proseLines(twin.text).filter((line) => /<[A-Z][A-Za-z]*[\s/>]|^\s*import\s|^:::/.test(line.replace(/`[^`]*`/g, "")));
      if (leftovers.length) failures.push(`${page.path}.md: MDX left: ${leftovers[0]}`);
      const source = readFileSync(page.sourceFile, "utf8");
      // Demos used by the page itself: not ones named inside code spans or fences as examples.
      for (const [, id] of proseLines(source).join("\n").replace(/`[^`\n]*`/g, "").matchAll(/<DemoBox demo="([a-z0-9-]+)"/g)) {
        if (!twin.text.includes(`\`\`\`tsx title="${id}.tsx"\n`)) failures.push(`${page.path}.md: no source of demo ${id}`);
      }
      if (/<ApiLink /.test(source) && !twin.text.includes(`(${SITE}/api/`)) failures.push(`${page.path}.md: ApiLinks not resolved`);
      const relative = proseLines(twin.text).join("\n").match(/\]\(\/[^)]*\)/);
      if (relative) failures.push(`${page.path}.md: relative link ${relative[0]}`);
    }
    expect(failures).toEqual([]);
  });

  it("puts every listed page into llms-full.txt", async () => {
    const full = await get("/llms-full.txt");
    expect(full.status).toBe(200);
    for (const item of sidebar.flatMap((g) => g.items).filter((i) => !i.external && docs[i.href])) {
      expect(full.text).toContain(`Source: ${SITE}${item.href}\n\n# ${docs[item.href]!.title}\n`);
    }
  });

  it("publishes a well-formed Atom feed of the dated releases, each linking to its heading", async () => {
    const feed = await get("/changelog/feed.xml");
    expect(feed.status).toBe(200);
    const { page } = await browser.openPage("/robots.txt");
    const parsed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const entries = [...doc.getElementsByTagName("entry")];
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.namespaceURI,
        entries: entries.map((e) => ({
          id: e.getElementsByTagName("id")[0]?.textContent ?? "",
          title: e.getElementsByTagName("title")[0]?.textContent ?? "",
          href: e.getElementsByTagName("link")[0]?.getAttribute("href") ?? "",
          updated: e.getElementsByTagName("updated")[0]?.textContent ?? "",
          content: e.getElementsByTagName("content")[0]?.textContent ?? "",
        })),
      };
    }, feed.text);
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe("http://www.w3.org/2005/Atom");
    const dated = Object.values(releaseDates).flatMap((versions) => Object.values(versions).filter(Boolean));
    expect(parsed.entries).toHaveLength(dated.length);
    const installed = JSON.parse(readFileSync("node_modules/@headless-tree/core/package.json", "utf8")).version as string;
    expect(parsed.entries[0]!.title).toBe(`@headless-tree/core ${installed}`);
    expect(new Set(parsed.entries.map((e) => e.id)).size).toBe(parsed.entries.length);
    const pages = new Map<string, string>();
    for (const entry of parsed.entries) {
      expect(entry.content, entry.title).toMatch(/<(ul|p|h3)>/);
      const url = new URL(entry.href);
      if (!pages.has(url.pathname)) pages.set(url.pathname, (await get(url.pathname)).text);
      expect(pages.get(url.pathname), entry.href).toContain(`id="${url.hash.slice(1)}"`);
    }
  });

  it("links the feed and the markdown twin from a changelog page's head", async () => {
    const html = (await get("/changelog/core")).text;
    expect(html).toMatch(/<link rel="alternate" type="application\/atom\+xml"[^>]* href="\/changelog\/feed\.xml"/);
    expect(html).toMatch(/<link rel="alternate" type="text\/markdown" href="\/changelog\/core\.md"/);
  });

  it("serves the social card the pages point to, at the size they announce", async () => {
    const html = (await get("/getstarted")).text;
    expect(html).toContain(`<meta property="og:image" content="${SITE}/social-card.png"/>`);
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    const response = await fetch(`${baseUrl()}/social-card.png`);
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.byteLength).toBeLessThan(100 * 1024);
  });

  it("suggests the closest pages on the static 404 page, within the CSP", async () => {
    const missing = await get("/features/selections");
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<script src="/not-found.js" defer></script>');
    expect(missing.text).not.toContain('type="module"');
    const { page, problems } = await browser.openPage("/features/selections");
    const box = page.locator("#route-suggestions");
    await box.locator("li a").first().waitFor();
    await expect(box.locator("li a").first().getAttribute("href")).resolves.toBe("/features/selection");
    await expect(box.locator("a[href^='/search']").getAttribute("href")).resolves.toBe("/search?q=features+selections");
    expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
  });

  it("suggests the closest pages when the app navigates to a missing page", async () => {
    const { page, problems } = await browser.openPage("/getstarted");
    // A client navigation (every internal link is one) to a path that does not exist.
    await clickLinkAddedLater(page, "/guide/state");
    const first = page.locator("#route-suggestions li a").first();
    await first.waitFor();
    await expect(first.getAttribute("href")).resolves.toBe("/guides/state");
    await first.click();
    await page.waitForURL("**/guides/state");
    expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
  });

  it("prints a docs page without navigation chrome, with link targets written out", async () => {
    const { page } = await browser.openPage("/features/selection");
    await page.addStyleTag({ content: readFileSync("app/styles/print.css", "utf8") });
    await page.emulateMedia({ media: "print" });
    for (const selector of ["body > header", "body > footer", "aside", "nav"]) {
      const visible = await page.locator(selector).evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== "none").length);
      expect(visible, selector).toBe(0);
    }
    await expect(page.locator("h1").first().isVisible()).resolves.toBe(true);
    const after = await page.locator("article a[href^='/']").first().evaluate((a) => getComputedStyle(a, "::after").content);
    expect(after).toContain(`${SITE}/`);
    const colour = await page.locator("article p").first().evaluate((p) => getComputedStyle(p).color);
    expect(colour).toBe("rgb(0, 0, 0)");
    // API names in code keep the code intact, and code is black on white in either colour mode.
    const codeLink = page.locator("article pre a[href^='/']").first();
    expect(await codeLink.evaluate((a) => getComputedStyle(a, "::after").content)).toBe("none");
    for (const theme of ["light", "dark"]) {
      await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), theme);
      const code = await codeLink.evaluate((a) => [getComputedStyle(a).color, getComputedStyle(a.closest("pre")!).backgroundColor]);
      expect(code, theme).toEqual(["rgb(0, 0, 0)", "rgba(0, 0, 0, 0)"]);
    }
  });
});
