import { describe, expect, it } from "vitest";
import { RELOAD_GUARD_WINDOW_MS, isChunkLoadError, mayReload } from "./chunk-reload.ts";

describe("isChunkLoadError", () => {
  it("recognises failed dynamic imports of each engine", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: http://x/assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: http://x/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
  });

  it("does not mistake other errors for chunk failures", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});

describe("mayReload", () => {
  it("allows the first reload into a URL", () => {
    expect(mayReload(undefined, "/a", 1000)).toBe(true);
    expect(mayReload({ url: "/b", at: 1000 }, "/a", 1001)).toBe(true);
  });

  it("refuses a second reload into the same URL within the window", () => {
    expect(mayReload({ url: "/a", at: 1000 }, "/a", 1000 + RELOAD_GUARD_WINDOW_MS - 1)).toBe(false);
    expect(mayReload({ url: "/a", at: 1000 }, "/a", 1000 + RELOAD_GUARD_WINDOW_MS + 1)).toBe(true);
  });

  it("is not held back by a stored record that is not ours", () => {
    expect(mayReload(null, "/a", 1000)).toBe(true);
    expect(mayReload("/a", "/a", 1000)).toBe(true);
    expect(mayReload({ url: "/a", at: "1000" }, "/a", 1000)).toBe(true);
  });
});
