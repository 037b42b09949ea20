import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseAnchorAliases } from "../build-scripts/content/anchor-aliases.ts";
import { baseUrl, pageHydrated, useBrowser } from "./support/browser";

// Readers follow links to the official site's pages and sections (from GitHub issues, blog posts,
// search engines). Every route and every h2/h3 id the official 1.7.0 site has must work here too:
// the route answers with a page (or one of our redirects to a page), the id is on an h2/h3 or on an
// alias anchor inside one (content/anchor-aliases.yaml), and following it shows that heading.

const official = JSON.parse(readFileSync("e2e/fixtures/official-urls.json", "utf8")) as { routes: Record<string, string[]> };
const aliases = parseAnchorAliases(readFileSync("content/anchor-aliases.yaml", "utf8"), "content/anchor-aliases.yaml");

/** Follows our own redirects (trailing slash, `.html`) to the page's HTML. */
async function fetchPage(route: string): Promise<{ status: number; html: string }> {
  let url = new URL(route, baseUrl());
  for (let hop = 0; hop < 3; hop++) {
    const response = await fetch(url, { redirect: "manual" });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      expect(url.origin, `${route} redirects off the site`).toBe(new URL(baseUrl()).origin);
      continue;
    }
    return { status: response.status, html: await response.text() };
  }
  throw new Error(`${route}: more than 3 redirects`);
}

/** Every id on an h2/h3, and on elements inside one (the alias anchors), of prerendered HTML. */
function headingIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/<h([23])\b([^>]*)>([\s\S]*?)<\/h\1>/g)) {
    for (const id of `${match[2]} ${match[3]}`.matchAll(/\bid="([^"]+)"/g)) ids.add(id[1]!);
  }
  return ids;
}

describe("the official site's routes and section ids", () => {
  const routes = Object.entries(official.routes);

  it("the fixture is the full official list (128 routes)", () => {
    expect(routes.length).toBe(128);
  });

  it("every route is a page, and every official h2/h3 id is on an h2/h3 of it", async () => {
    const problems: string[] = [];
    for (const [route, ids] of routes) {
      const { status, html } = await fetchPage(route);
      if (status !== 200) {
        problems.push(`${route}: HTTP ${status}`);
        continue;
      }
      const found = headingIds(html);
      for (const id of ids) if (!found.has(id)) problems.push(`${route}#${id}: no h2/h3 with this id`);
    }
    expect(problems).toEqual([]);
  });
});

describe("alias anchors", () => {
  const { openPage } = useBrowser();

  it("every alias is an official id (so no alias outlives its reason)", () => {
    for (const a of aliases) expect(official.routes[a.route], `${a.route}#${a.alias}`).toContain(a.alias);
  });

  it("opening /page#old-id shows our heading just below the sticky navbar", async () => {
    const { page, problems } = await openPage("", { viewport: { width: 1280, height: 800 } });
    for (const a of aliases) {
      await page.goto(`${a.route}#${a.alias}`, { waitUntil: "networkidle" });
      // Where the heading is once the page has started. Until its text has hydrated, a jump within
      // the page (the next alias of the same route) makes React drop that text until its module
      // arrives (a known bug, pinned in chrome-navigation.e2e.ts), which is not what this test is about.
      await pageHydrated(page);
      const placement = await page.evaluate(
        ({ alias, target }) => {
          const heading = document.getElementById(target)!;
          const navbar = document.querySelector("header")!.getBoundingClientRect();
          return {
            inHeading: document.getElementById(alias)?.closest("h2, h3") === heading,
            top: Math.round(heading.getBoundingClientRect().top),
            navbarBottom: Math.round(navbar.bottom),
            navbarHeight: Math.round(navbar.height),
            // A heading near the end of a short page cannot scroll up to the top.
            atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
          };
        },
        { alias: a.alias, target: a.target },
      );
      expect(placement.inHeading, `${a.route}#${a.alias} is inside #${a.target}`).toBe(true);
      // Below the navbar (even when it is shown), and at the top of the view: scroll-padding is the
      // navbar's height + 1rem.
      expect(placement.top, `${a.route}#${a.alias}`).toBeGreaterThanOrEqual(Math.max(placement.navbarBottom, placement.navbarHeight));
      if (!placement.atEnd) expect(placement.top, `${a.route}#${a.alias}`).toBeLessThan(placement.navbarHeight + 40);
    }
    expect(problems).toEqual([]);
  });
});
