import { mkdtemp, mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { bundleNotFoundScript, hasSuggestionsPlaceholder, notFoundHtml, stripScripts, writeNotFoundPage } from "./not-found-page.ts";

const prerendered = `<!DOCTYPE html><html><head><script id="theme-init">setTheme()</script><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main><h1>Page not found</h1><div id="route-suggestions" class="x_suggestions"></div></main><script>window.__reactRouterContext = {};</script><script type="module">import "/assets/entry.js";</script></body></html>`;

describe("404.html", () => {
  it("keeps the theme script and styles, drops React's scripts and module preloads", () => {
    const html = stripScripts(prerendered);
    expect(html).toContain('<script id="theme-init">setTheme()</script>');
    expect(html).toContain('rel="stylesheet"');
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain('type="module"');
  });

  it("loads /not-found.js as a deferred classic script from the head", () => {
    const html = notFoundHtml(prerendered);
    expect(html).toContain('<script src="/not-found.js" defer></script></head>');
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(hasSuggestionsPlaceholder(html)).toBe(true);
    expect(hasSuggestionsPlaceholder(html.replace('id="route-suggestions"', ""))).toBe(false);
  });

  it("writes 404.html, not-found.js and a route index without the /404 route", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "not-found-"));
    await mkdir(path.join(root, "app/generated"), { recursive: true });
    await mkdir(path.join(root, "build/client/404"), { recursive: true });
    const route = (p: string, title: string) => ({ path: p, kind: p === "/404" ? "not-found" : "doc", title, description: "d", anchors: [], source: "s" });
    await writeFile(path.join(root, "app/generated/manifest.json"), JSON.stringify([route("/guides/state", "Managing State"), route("/404", "Not found")]));
    await writeFile(path.join(root, "build/client/404/index.html"), prerendered);
    await writeNotFoundPage(path.join(root, "build/client"), root);
    const client = path.join(root, "build/client");
    expect(await readFile(path.join(client, "404.html"), "utf8")).toBe(notFoundHtml(prerendered));
    expect(JSON.parse(await readFile(path.join(client, "route-index.json"), "utf8"))).toEqual([{ path: "/guides/state", title: "Managing State" }]);
    expect(await readFile(path.join(client, "not-found.js"), "utf8")).toBe(await bundleNotFoundScript());
  });
});

/** Just enough DOM for the script: elements with children, text and href. */
class FakeElement {
  children: (FakeElement | string)[] = [];
  href = "";
  constructor(readonly tag: string) {}
  append(...nodes: (FakeElement | string)[]) {
    this.children.push(...nodes);
  }
  replaceChildren(...nodes: (FakeElement | string)[]) {
    this.children = nodes;
  }
  get text(): string {
    return this.children.map((c) => (typeof c === "string" ? c : c.text)).join("");
  }
  find(tag: string): FakeElement[] {
    return this.children.flatMap((c) => (typeof c === "string" ? [] : [...(c.tag === tag ? [c] : []), ...c.find(tag)]));
  }
}

describe("/not-found.js", () => {
  /** `base`: where the script itself is served from, as on a site built with BASE_PATH. */
  async function run(pathname: string, routes: unknown, ok = true, base = "/") {
    const box = new FakeElement("div");
    const context = {
      document: {
        getElementById: (id: string) => (id === "route-suggestions" ? box : null),
        createElement: (tag: string) => new FakeElement(tag),
        currentScript: { src: `https://docs.example${base}not-found.js` },
      },
      location: { pathname },
      fetch: async (url: string) => {
        expect(url).toBe(`${base}route-index.json`);
        return { ok, json: async () => routes };
      },
      URLSearchParams,
      URL,
    };
    vm.runInNewContext(await bundleNotFoundScript(), context);
    await new Promise((resolve) => setTimeout(resolve, 10));
    return box;
  }

  it("is a small self-contained classic script", async () => {
    const js = await bundleNotFoundScript();
    expect(js.length).toBeLessThan(5000);
    expect(js).not.toMatch(/^\s*(import|export)\s/m);
  });

  it("fills the placeholder with the closest pages and a search link", async () => {
    const box = await run("/guide/state", [
      { path: "/guides/state", title: "Managing State" },
      { path: "/features/dnd", title: "Drag and Drop" },
    ]);
    const links = box.find("a");
    expect(links.map((a) => [a.href, a.text])).toEqual([
      ["/guides/state", "Managing State"],
      ["/search?q=guide+state", "Search the documentation for “guide state”"],
    ]);
    expect(box.find("code")[0]?.text).toBe("/guides/state");
  });

  it("under a base path, reads the page's path and links without leaving the base", async () => {
    const box = await run("/docs/guide/state", [{ path: "/guides/state", title: "Managing State" }], true, "/docs/");
    expect(box.find("a").map((a) => a.href)).toEqual(["/docs/guides/state", "/docs/search?q=guide+state"]);
    expect(box.find("code")[0]?.text).toBe("/guides/state");
  });

  it("still offers the search when the index cannot be loaded", async () => {
    const box = await run("/features/selections", null, false);
    expect(box.find("li")).toEqual([]);
    expect(box.find("a").map((a) => a.href)).toEqual(["/search?q=features+selections"]);
  });
});
