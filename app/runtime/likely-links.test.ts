// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { likelihood } from "./likely-links.ts";

describe("likelihood of a link being opened next", () => {
  it("ranks previous/next first, then links in the text, then the sidebar by distance from the page on screen", () => {
    document.body.innerHTML = `
      <nav aria-label="Main"><a href="/api">API</a></nav>
      <aside><nav aria-label="Docs">
        <a href="/a">a</a><a href="/b">b</a><a href="/c" aria-current="page">c</a><a href="/d">d</a><a href="/e">e</a><a href="/f">f</a>
      </nav></aside>
      <main><article><p><a href="/x">x</a></p><a href="/b" rel="prev">b</a><a href="/d" rel="next">d</a></article></main>`;
    const ranked = [...document.querySelectorAll("a")].sort((a, b) => likelihood(a) - likelihood(b)).map((a) => `${a.closest("nav")?.getAttribute("aria-label") ?? "main"} ${a.textContent}`);
    expect(ranked).toEqual(["main b", "main d", "main x", "Docs c", "Docs b", "Docs d", "Docs a", "Docs e", "Docs f", "Main API"]);
  });
});
