import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { demoMetaPlugin } from "./demo-meta-plugin.ts";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "demo-meta-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Calls the plugin's load hook the way Vite does. */
function load(id: string): Promise<string | null> {
  const hook = demoMetaPlugin().load as (this: unknown, id: string) => Promise<string | null>;
  const context = {
    addWatchFile: () => {},
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return hook.call(context, id);
}

describe("demoMetaPlugin", () => {
  it("gives the demo's meta object alone, none of its code", async () => {
    const file = path.join(root, "a.tsx");
    await writeFile(
      file,
      'import { useTree } from "@headless-tree/react";\nexport const meta = { title: "A", description: "d", tags: ["dnd"] } satisfies object;\nexport default function A() { useTree({}); return null; }\n',
    );
    expect(await load(`${file}?demo-meta`)).toBe('export const meta = { title: "A", description: "d", tags: ["dnd"] };\n');
    expect(await load(file)).toBeNull();
  });

  it("fails with the file's name when it has no meta", async () => {
    const file = path.join(root, "b.tsx");
    await writeFile(file, "export default function B() { return null; }\n");
    await expect(load(`${file}?demo-meta`)).rejects.toThrow(`${file} exports no \`meta\` object`);
  });
});
