import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_NAMES_FILE, type DemoNames } from "../samples/name-links.ts";
import { hashOf } from "../shared/cache.ts";
import { demoSourcePlugin, type DemoSource } from "./demo-source-plugin.ts";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "demo-source-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Calls the plugin's load hook the way Vite does and decodes the module it returns. */
async function load(plugin: ReturnType<typeof demoSourcePlugin>, id: string): Promise<DemoSource | null> {
  const watched: string[] = [];
  const hook = plugin.load as (this: unknown, id: string) => Promise<string | null>;
  const code = await hook.call({ addWatchFile: (file: string) => watched.push(file) }, id);
  if (code === null) return null;
  expect(watched).toEqual([id.replace(/\?demo-source$/, "")]);
  return JSON.parse(code.replace(/^export default /, "").replace(/;$/, "")) as DemoSource;
}

describe("demoSourcePlugin", () => {
  it("leaves other ids alone", async () => {
    expect(await load(demoSourcePlugin({ root }), path.join(root, "a.tsx"))).toBeNull();
  });

  it("returns the file's code with dual-theme HTML, and keeps it under .cache/demo-source", async () => {
    const file = path.join(root, "demo.tsx");
    await writeFile(file, "export const answer: number = 42;\n");
    const source = await load(demoSourcePlugin({ root }), `${file}?demo-source`);
    expect(source!.code).toBe("export const answer: number = 42;");
    expect(source!.html).toContain("--shiki-dark");
    expect(source!.html).toContain("answer");
    const entries = await readdir(path.join(root, ".cache", "demo-source"));
    expect(entries).toHaveLength(1);
    expect(JSON.parse(await readFile(path.join(root, ".cache", "demo-source", entries[0]!), "utf8"))).toEqual(source);
  });

  it("serves a second plugin instance (the next build) from the cache, and re-highlights changed code", async () => {
    const file = path.join(root, "demo.tsx");
    await writeFile(file, "const a = 1;\n");
    const first = await load(demoSourcePlugin({ root }), `${file}?demo-source`);
    const [entry] = await readdir(path.join(root, ".cache", "demo-source"));
    // Tamper with the cached HTML: a cache hit must return exactly what is stored.
    await writeFile(path.join(root, ".cache", "demo-source", entry!), JSON.stringify({ ...first, html: "<pre>cached</pre>" }));
    expect((await load(demoSourcePlugin({ root }), `${file}?demo-source`))!.html).toBe("<pre>cached</pre>");

    const plugin = demoSourcePlugin({ root });
    await writeFile(file, "const b = 2;\n");
    const changed = await load(plugin, `${file}?demo-source`);
    expect(changed!.code).toBe("const b = 2;");
    expect(changed!.html).not.toBe("<pre>cached</pre>");
    expect(changed!.html).toContain("b");
    expect(await readdir(path.join(root, ".cache", "demo-source"))).toHaveLength(2);
  });

  it("links the API names the content stage resolved for this very code, and none of a changed file", async () => {
    const file = path.join(root, "app", "demos", "demo.tsx");
    const code = 'import { useTree } from "@headless-tree/react";';
    await mkdir(path.dirname(file), { recursive: true });
    await mkdir(path.join(root, "app", "generated"), { recursive: true });
    await writeFile(file, `${code}\n`);
    const start = code.indexOf("useTree");
    const names: DemoNames = {
      "app/demos/demo.tsx": { codeHash: hashOf(code), names: [{ start, end: start + 7, name: "useTree", symbol: "useTree", href: "/api/react/function/useTree", signature: "const useTree: <T>(config: TreeConfig<T>) => TreeInstance<T>" }] },
    };
    await writeFile(path.join(root, "app", "generated", DEMO_NAMES_FILE), JSON.stringify(names));
    const linked = await load(demoSourcePlugin({ root }), `${file}?demo-source`);
    expect(linked!.html).toMatch(/<a [^>]*href="\/api\/react\/function\/useTree"[^>]*>useTree<\/a>/);

    await writeFile(file, `// edited\n${code}\n`);
    const edited = await load(demoSourcePlugin({ root }), `${file}?demo-source`);
    expect(edited!.html).toContain("useTree");
    expect(edited!.html).not.toContain("<a ");
  });
});
