import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copySite, htmlFileFor, missingFiles, nginxConfigFor, uncompressedAssets } from "./site-copy.ts";

let root: string;

function write(relative: string, text: string) {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), text);
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "bench-site-copy-test-"));
  write("index.html", '<script type="module" src="/assets/entry-A1.js"></script>');
  write("getstarted/index.html", '<link rel="stylesheet" href="/assets/root-B2.css"><link rel="modulepreload" href="/assets/entry-A1.js">');
  write("changelog/core.html", "<p>no assets</p>");
  write("assets/entry-A1.js", "");
  write("assets/root-B2.css", "");
  write("assets/manifest-0f.js", 'window.__m={routes:{x:{module:"/assets/docs-page-C3.js"}}}');
  write("assets/docs-page-C3.js", "");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("htmlFileFor", () => {
  it("resolves / to index.html, /x to x/index.html, then x.html", () => {
    expect(htmlFileFor(root, "/")).toBe(path.join(root, "index.html"));
    expect(htmlFileFor(root, "/getstarted")).toBe(path.join(root, "getstarted/index.html"));
    expect(htmlFileFor(root, "/changelog/core")).toBe(path.join(root, "changelog/core.html"));
    expect(htmlFileFor(root, "/nope")).toBeNull();
  });
});

describe("missingFiles", () => {
  it("is empty for a complete build", () => {
    expect(missingFiles(root, ["/", "/getstarted", "/changelog/core"])).toEqual([]);
  });

  it("names a missing page and assets referenced by the pages or the route manifest", () => {
    rmSync(path.join(root, "assets/root-B2.css"));
    rmSync(path.join(root, "assets/docs-page-C3.js"));
    expect(missingFiles(root, ["/getstarted", "/features/dnd"])).toEqual(["HTML for /features/dnd", "/assets/docs-page-C3.js", "/assets/root-B2.css"]);
  });
});

describe("uncompressedAssets", () => {
  it("names assets over 1 KB without a brotli sibling at least as new as they are", () => {
    const big = "x".repeat(2048);
    write("assets/big-D4.js", big);
    write("assets/big-D4.js.br", "b");
    write("assets/old-E5.css", big);
    write("assets/old-E5.css.br", "b");
    utimesSync(path.join(root, "assets/old-E5.css.br"), new Date(2000, 0, 1), new Date(2000, 0, 1));
    write("assets/lonely-F6.json", big);
    write("assets/logo-G7.png", big);
    expect(uncompressedAssets(root).sort()).toEqual(["/assets/lonely-F6.json", "/assets/old-E5.css"]);
  });
});

describe("copySite", () => {
  it("copies a consistent build to a private folder that remove() deletes", async () => {
    const copy = await copySite(root, ["/getstarted"], () => {});
    try {
      expect(missingFiles(copy.dir, ["/getstarted"])).toEqual([]);
      expect(copy.dir).not.toBe(root);
    } finally {
      copy.remove();
    }
    expect(htmlFileFor(copy.dir, "/")).toBeNull();
  });

  it("keeps timestamps, so the server still sees precompressed siblings as fresh", async () => {
    write("assets/big-D4.js", "x".repeat(2048));
    write("assets/big-D4.js.br", "b");
    const built = new Date(2001, 0, 1);
    utimesSync(path.join(root, "assets/big-D4.js"), built, built);
    const copy = await copySite(root, ["/"], () => {});
    try {
      expect(statSync(path.join(copy.dir, "assets/big-D4.js")).mtimeMs).toBe(built.getTime());
      expect(uncompressedAssets(copy.dir)).toEqual([]);
    } finally {
      copy.remove();
    }
  });

  it("copies the build's nginx.conf next to the copied client folder, as the build lays them out", async () => {
    const build = mkdtempSync(path.join(os.tmpdir(), "bench-site-copy-build-"));
    try {
      const client = path.join(build, "client");
      mkdirSync(client);
      writeFileSync(path.join(client, "index.html"), "<p>home</p>");
      writeFileSync(path.join(build, "nginx.conf"), "server { listen 80; }");
      const copy = await copySite(client, ["/"], () => {});
      try {
        expect(copy.nginxConfig).toBe(path.join(path.dirname(copy.dir), "nginx.conf"));
        expect(readFileSync(copy.nginxConfig!, "utf8")).toBe("server { listen 80; }");
      } finally {
        copy.remove();
      }
      expect(nginxConfigFor(copy.dir)).toBeNull();
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });

  it("refuses a folder without a build", async () => {
    rmSync(path.join(root, "index.html"));
    await expect(copySite(root, ["/"], () => {})).rejects.toThrow(/no index.html/);
  });

  it("gives up on a build that stays incomplete", async () => {
    rmSync(path.join(root, "assets/entry-A1.js"));
    await expect(copySite(root, ["/"], () => {}, { attempts: 1 })).rejects.toThrow(/lacks \/assets\/entry-A1.js/);
  });

  it("stops waiting when an unchanged build lacks a page twice in a row", async () => {
    const log: string[] = [];
    await expect(copySite(root, ["/no-such-page"], (line) => log.push(line), { retryDelayMs: 10 })).rejects.toThrow(/is complete but lacks HTML for \/no-such-page/);
    expect(log).toHaveLength(1);
  });
});
