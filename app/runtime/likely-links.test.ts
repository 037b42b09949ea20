// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { likelihood } from "./likely-links.ts";

describe("likelihood of a link being opened next", () => {
  it("ranks previous/next first, then links in the text, then the sidebar by distance from the page on screen, then names in code", () => {
    document.body.innerHTML = `
      <nav aria-label="Main"><a href="/api">API</a></nav>
      <aside><nav aria-label="Docs">
        <a href="/a">a</a><a href="/b">b</a><a href="/c" aria-current="page">c</a><a href="/d">d</a><a href="/e">e</a><a href="/f">f</a>
      </nav></aside>
      <main><article><pre><code><a href="/api/core#y">y</a></code></pre><p><a href="/x">x</a></p><a href="/b" rel="prev">b</a><a href="/d" rel="next">d</a></article></main>`;
    const ranked = [...document.querySelectorAll("a")].sort((a, b) => likelihood(a) - likelihood(b)).map((a) => `${a.closest("nav")?.getAttribute("aria-label") ?? "main"} ${a.textContent}`);
    expect(ranked).toEqual(["main b", "main d", "main x", "Docs c", "Docs b", "Docs d", "Docs a", "Docs e", "Docs f", "main y", "Main API"]);
  });
});

describe("the budget of the links in view", () => {
  it("is what the page's scripts, over the wire, have left of the limit, less what may still be arriving", async () => {
    const { bytesInView, JS_BY_IDLE, IN_FLIGHT_BYTES } = await import("./likely-links.ts");
    const entries = [
      { name: "https://x/assets/entry-abc.js", transferSize: 100_000 },
      { name: "https://x/assets/page-def.js?v=1", transferSize: 40_000 },
      { name: "https://x/assets/cached-ghi.js", transferSize: 0 },
      { name: "https://x/page-text/getstarted.json", transferSize: 20_000 },
      { name: "https://x/assets/style.css", transferSize: 9_000 },
    ];
    expect(bytesInView(entries)).toBe(JS_BY_IDLE - IN_FLIGHT_BYTES - 140_000);
    expect(bytesInView([{ name: "https://x/assets/huge.js", transferSize: JS_BY_IDLE + 1 }])).toBe(0);
  });
});

describe("what making a page ready costs", () => {
  it("is the build's estimate of the page, or a small page's, plus the route code of a kind of page not loaded yet", async () => {
    const { prefetchCost } = await import("./likely-links.ts");
    const table: Record<string, number> = (await import("~/generated/page-bytes.json")).default;
    const docs = new Set(["docs"]);
    expect(prefetchCost("/guides/known-issues", docs)).toBe(table["/guides/known-issues"]);
    expect(table["/api/core/function/createTree"]).toBeUndefined();
    expect(prefetchCost("/api/core/function/createTree", docs)).toBe(1000 + 6000);
    expect(prefetchCost("/api/core/function/createTree", new Set(["api"]))).toBe(1000);
    expect(prefetchCost("/getstarted", new Set(["home"]))).toBe(table["/getstarted"]! + 6000);
  });
});

describe("pages made ready within a byte budget", () => {
  it("takes the likeliest that fit, passes over one too big for what is left, and counts a new kind's route code once", async () => {
    const { fitInBudget } = await import("./likely-links.ts");
    const table = { "/a": 4000, "/big": 9000, "/b": 3000, "/api/x": 2000 };
    const budget = { bytes: 16_000 };
    const kinds = new Set(["docs"]);
    expect(fitInBudget(["/a", "/big", "/b", "/api/x", "/api/y"], budget, kinds, table)).toEqual(["/a", "/big", "/b"]);
    expect(budget.bytes).toBe(0);
    // The API pages' route code (6 KB) is counted with the first of them only.
    const more = { bytes: 9000 };
    expect(fitInBudget(["/api/x", "/api/y", "/api/z"], more, kinds, table)).toEqual(["/api/x", "/api/y"]);
    expect([more.bytes, kinds.has("api")]).toEqual([0, true]);
  });
});
