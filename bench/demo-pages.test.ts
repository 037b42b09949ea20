import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findDemoPages, findPagesWithDemo } from "./demo-pages.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "demo-pages-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function page(route: string, html: string) {
  const folder = path.join(dir, route);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "index.html"), html);
}

describe("findDemoPages", () => {
  it("lists the routes whose prerendered HTML holds a demo island, the home page included", () => {
    page("", '<main><div data-demo-island="">…</div></main>');
    page("getstarted", '<section data-demo="basic-tree"><div data-demo-island=""></div></section>');
    page("features/dnd", '<div data-demo-island="">');
    // Every page's inlined stylesheet names the attribute in a selector.
    page("api/core/interface/TreeConfig", "<style>.prose p:where(:not([data-demo-island] *)){margin:0}</style><main>no demo</main>");
    page("assets", '<div data-demo-island="">'); // never a page
    writeFileSync(path.join(dir, "404.html"), '<div data-demo-island="">');
    expect(findDemoPages(dir)).toEqual(["/", "/features/dnd", "/getstarted"]);
  });
});

describe("findPagesWithDemo", () => {
  it("finds the pages holding one demo's box, not those merely naming it in a picker", () => {
    page("recipe/file-manager", '<section role="group" data-demo="file-manager"><div data-demo-island=""></div></section>');
    page("guides/gallery", '<button data-demo-id="file-manager">');
    page("getstarted", '<section data-demo="basic-tree">');
    expect(findPagesWithDemo(dir, "file-manager")).toEqual(["/recipe/file-manager"]);
  });
});
