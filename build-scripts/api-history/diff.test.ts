import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildPackageHistory, compareSurfaces } from "./diff.ts";
import { readApiSurface } from "./surface.ts";
import { releasesToAnalyse } from "./run.ts";

// Each fixture is a tiny published "release": a folder of declaration files read through the
// real surface reader, so these tests cover the checker-based normalisation as well as the diff.
const root = mkdtempSync(path.join(tmpdir(), "api-history-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;

function release(files: Record<string, string>, entry = "index.d.ts") {
  const dir = path.join(root, String(count++));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return readApiSurface(path.join(dir, entry));
}

const v1 = release({
  "index.d.ts": `
    export interface Config<T> {
      /** the root */
      rootId: string;
      getName: (item: T) => string;
      legacy?: boolean;
    }
    export declare function createThing<T>(config: Config<T>): void;
  `,
});

describe("compareSurfaces on fixture declarations", () => {
  it("reports an added member", () => {
    const v2 = release({
      "index.d.ts": `
        export interface Config<T> { rootId: string; getName: (item: T) => string; legacy?: boolean; indent?: number }
        export declare function createThing<T>(config: Config<T>): void;
      `,
    });
    expect(compareSurfaces(v1, v2)).toEqual({ added: ["Config.indent"] });
  });

  it("reports a removed member", () => {
    const v2 = release({
      "index.d.ts": `
        export interface Config<T> { rootId: string; getName: (item: T) => string }
        export declare function createThing<T>(config: Config<T>): void;
      `,
    });
    expect(compareSurfaces(v1, v2)).toEqual({ removed: ["Config.legacy"] });
  });

  it("reports a changed signature", () => {
    const v2 = release({
      "index.d.ts": `
        export interface Config<T> { rootId: string; getName: (item: T, index: number) => string; legacy?: boolean }
        export declare function createThing<T>(config: Config<T>): Promise<void>;
      `,
    });
    expect(compareSurfaces(v1, v2)).toEqual({ changed: ["Config.getName", "createThing"] });
  });

  it("does not report formatting, comments, method syntax or a const instead of a function", () => {
    const v2 = release({
      "index.d.ts": `
        export interface Config<T> {
          rootId:    string
          // a comment that moved
          getName(item: T): string
          legacy?:
            | boolean
        }
        export declare const createThing: <T>(config: Config<T>) => void;
      `,
    });
    expect(compareSurfaces(v1, v2)).toEqual({});
    expect(v2["Config.getName"]).toEqual(v1["Config.getName"]);
  });

  it("reads re-exports across files and import types as the same API", () => {
    const bundled = release({
      "index.d.ts": `
        type Item<T = any> = { id: string; data: T };
        interface Loader { load: (id: string) => Item }
        export { type Item, type Loader };
      `,
    });
    const perFile = release({
      "types/item.d.ts": `export type Item<T = any> = { id: string; data: T };`,
      "types/loader.d.ts": `export interface Loader { load: (id: string) => import("./item").Item<any> }`,
      "index.d.ts": `export * from "./types/item"; export { Loader } from "./types/loader";`,
    });
    expect(Object.keys(perFile)).toEqual(["Item", "Item.data", "Item.id", "Loader", "Loader.load"]);
    expect(compareSurfaces(bundled, perFile)).toEqual({});
    expect(perFile["Loader.load"]!.signature).toBe(": (id: string) => Item");
  });

  it("notices a new @deprecated tag", () => {
    const v2 = release({
      "index.d.ts": `
        export interface Config<T> {
          rootId: string;
          getName: (item: T) => string;
          /** @deprecated use indent */
          legacy?: boolean;
        }
        export declare function createThing<T>(config: Config<T>): void;
      `,
    });
    expect(compareSurfaces(v1, v2)).toEqual({ deprecated: ["Config.legacy"] });
  });
});

describe("buildPackageHistory", () => {
  const surface = (...keys: string[]) => Object.fromEntries(keys.map((k) => [k, { signature: `: ${k}` }]));

  it("records first and last versions, changes per version and registry gaps", () => {
    const history = buildPackageHistory(
      [
        { version: "1.0.0", surface: surface("A", "A.x", "A.old") },
        { version: "1.2.0", surface: { ...surface("A", "A.x", "A.y"), "A.x": { signature: ": other", deprecated: true } } },
        { version: "1.3.0", surface: { ...surface("A", "A.y", "B"), "A.x": { signature: ": other", deprecated: true } } },
      ],
      ["1.3.0", "1.2.0", "1.1.0", "1.0.0", "0.9.0"],
    );
    expect(history.versions).toEqual(["1.0.0", "1.2.0", "1.3.0"]);
    expect(history.unpublished).toEqual({ "1.2.0": ["1.1.0"] });
    expect(history.items).toEqual({
      A: { added: "1.0.0" },
      "A.old": { added: "1.0.0", last: "1.0.0" },
      "A.x": { added: "1.0.0", deprecated: "1.2.0" },
      "A.y": { added: "1.2.0" },
      B: { added: "1.3.0" },
    });
    expect(history.changes).toEqual({
      "1.2.0": { added: ["A.y"], removed: ["A.old"], changed: ["A.x"], deprecated: ["A.x"] },
      "1.3.0": { added: ["B"] },
    });
  });
});

describe("releasesToAnalyse", () => {
  it("keeps stable releases up to the installed one and pre-releases only when the changelog lists them", () => {
    const releases = ["1.10.0", "1.2.0", "1.9.0", "0.0.0-snapshot-2024", "1.9.0-beta.1", "2.0.0"].map((version) => ({ version }));
    const picked = releasesToAnalyse(releases, { installed: "1.10.0", versions: ["1.10.0", "1.9.0-beta.1", "1.9.0", "1.2.0"] });
    expect(picked.map((r) => r.version)).toEqual(["1.2.0", "1.9.0-beta.1", "1.9.0", "1.10.0"]);
  });
});
