import { mkdtemp, mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractDemoStandIns, writeDemoStandIns } from "./demo-stand-ins.ts";

const box = (id: string, inner = "") => `<section role="group" class="box" aria-label="Live demo" data-demo="${id}"><div class="stage"><button>${id}</button>${inner}</div></section>`;
const page = (...boxes: string[]) => `<!DOCTYPE html><html><head></head><body><main><h1>T</h1><div data-demo-island="">${boxes.join("</div><p>text</p><div data-demo-island=\"\">")}</div></main></body></html>`;

describe("extractDemoStandIns", () => {
  it("takes each demo box whole, nested sections included, by the demo it shows first", () => {
    const nested = box("b", '<section data-x="1"><p>inner</p></section>');
    expect(extractDemoStandIns(page(box("a"), nested), "p.html")).toEqual({ a: box("a"), b: nested });
  });

  it("ends a box drawn with react-native-web with a copy of the page's react-native-web rules, without their id", () => {
    const rules = ".css-view-1{display:flex;}";
    const native = box("native", '<div class="css-view-1 r-x">row</div>');
    const html = page(box("a"), native).replace("<head></head>", `<head><style id="react-native-stylesheet">${rules}</style></head>`);
    expect(extractDemoStandIns(html, "p.html")).toEqual({ a: box("a"), native: native.replace("</section>", `<style>${rules}</style></section>`) });
    expect(extractDemoStandIns(page(native), "p.html")).toEqual({ native });
  });

  it("refuses two boxes that show the same demo first", () => {
    expect(() => extractDemoStandIns(page(box("a"), box("a")), "p.html")).toThrow(/p\.html: two demo boxes show a first/);
  });
});

describe("writeDemoStandIns", () => {
  it("writes a file for each page with demos and fails when the HTML lacks one of its boxes", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "stand-ins-"));
    await mkdir(path.join(dir, "features", "dnd"), { recursive: true });
    await writeFile(path.join(dir, "features", "dnd", "index.html"), page(box("dnd-reorder")));
    const table = { "features/dnd": { demos: [["dnd-reorder", "dnd-two-trees"]] }, examples: { demos: [] } };
    expect(await writeDemoStandIns(dir, table)).toBe(1);
    expect(JSON.parse(await readFile(path.join(dir, "demo-stand-ins", "features", "dnd.json"), "utf8"))).toEqual({ "dnd-reorder": box("dnd-reorder") });
    await expect(writeDemoStandIns(dir, { "features/dnd": { demos: [["dnd-outside"]] } })).rejects.toThrow(/no prerendered demo box for dnd-outside/);
  });
});
