import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLazyCache, lazyOnce } from "./lazy-load.ts";

describe("one lazy primitive", () => {
  it("every import() in the app's code is a loader handed to lazyOnce or lazyComponent (createLazyCache gets import.meta.glob's)", () => {
    const app = path.resolve(import.meta.dirname, "..");
    const direct: string[] = [];
    for (const file of readdirSync(app, { recursive: true, encoding: "utf8" })) {
      // A worker (*-worker.ts) is a program of its own, without React or a Retry button to serve.
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || /-worker\.ts$/.test(file) || file.startsWith("generated")) continue;
      readFileSync(path.join(app, file), "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (/(?<![\w.])import\(/.test(line) && !/lazyOnce\(|lazyComponent\(|^\s*(\/\/|\*)/.test(line)) direct.push(`app/${file}:${index + 1}`);
        });
    }
    expect(direct).toEqual([]);
  });
});

describe("the lazy-load primitive", () => {
  it("starts each load once and hands every caller the same promise", async () => {
    let calls = 0;
    const cache = createLazyCache({ a: async () => ++calls }, (name) => name);
    const first = cache.load("a");
    expect(cache.load("a")).toBe(first);
    await expect(first).resolves.toBe(1);
    expect(cache.load("a")).toBe(first);
    expect(calls).toBe(1);
  });

  it("loads again after a failure, so Retry and the next intent fetch anew", async () => {
    let calls = 0;
    const once = lazyOnce(async () => {
      calls++;
      if (calls === 1) throw new Error("offline");
      return "module";
    });
    await expect(once.load()).rejects.toThrow("offline");
    await expect(once.load()).resolves.toBe("module");
    expect(calls).toBe(2);
  });

  it("marks a loaded value the way React's use() reads without suspending", async () => {
    const cache = createLazyCache({ a: async () => "value" });
    const promise = cache.load("a");
    await promise;
    expect(promise).toMatchObject({ status: "fulfilled", value: "value" });
  });

  it("knows which keys it can load, and rejects the others with their name", async () => {
    const cache = createLazyCache({ "pages/a.js": async () => 1 }, (id) => `pages/${id}.js`);
    expect(cache.has("a")).toBe(true);
    expect(cache.has("b")).toBe(false);
    await expect(cache.load("b")).rejects.toThrow('"b" (pages/b.js)');
  });
});

describe("reading a failed load during render", () => {
  it("never starts a new request: React renders again after an error, and that must not loop", async () => {
    const { renderToString } = await import("react-dom/server");
    const { createElement, Component } = await import("react");
    const { retryFailedLoads } = await import("./lazy-load.ts");
    let calls = 0;
    const cache = createLazyCache({ page: () => (calls++, Promise.reject(new Error("chunk gone"))) });
    await cache.load("page").catch(() => {});
    expect(calls).toBe(1);
    class Boundary extends Component<{ children: unknown }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? "failed" : (this.props.children as never);
      }
    }
    const Reader = () => createElement("p", null, String(cache.read("page")));
    for (let render = 0; render < 3; render++) {
      try {
        renderToString(createElement(Boundary, null, createElement(Reader)));
      } catch {
        // The server renderer rethrows what no boundary above took; either way no request.
      }
    }
    expect(calls).toBe(1);
    // Retry lets the next read load again, once.
    retryFailedLoads();
    try {
      renderToString(createElement(Reader));
    } catch {
      // still failing
    }
    expect(calls).toBe(2);
  });
});
