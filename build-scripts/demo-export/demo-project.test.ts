import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import { afterEach, describe, expect, test } from "vitest";
import { LIBRARY_VERSION } from "#contract/site/site.ts";
import { exportDemoProject, readLockedVersions } from "./demo-project.ts";
import { zipProject } from "#contract/demos/demo-project-zip.ts";

const root = process.cwd();
let fixture: string | undefined;

afterEach(async () => {
  if (fixture) await rm(fixture, { recursive: true, force: true });
});

/** A throwaway project root whose app/demos holds `files`. */
async function demosFixture(files: Record<string, string>): Promise<string> {
  fixture = await mkdtemp(path.join(tmpdir(), "demo-project-"));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(fixture, "app", "demos", file)), { recursive: true });
    await writeFile(path.join(fixture, "app", "demos", file), content);
  }
  return fixture;
}

describe("exportDemoProject", () => {
  test("a real demo: its file, its CSS module, the scaffold, versions from package-lock.json", async () => {
    const project = await exportDemoProject(root, "styling-basic", await readLockedVersions(root));
    expect(Object.keys(project.files)).toEqual(["index.html", "package.json", "src/demo.css", "src/main.tsx", "src/styling-basic.module.css", "src/styling-basic.tsx", "tsconfig.json", "vite.config.ts"]);
    const pkg = JSON.parse(project.files["package.json"]!);
    expect(pkg.dependencies).toEqual({ "@headless-tree/core": LIBRARY_VERSION, "@headless-tree/react": LIBRARY_VERSION, react: expect.any(String), "react-dom": expect.any(String) });
    expect(project.files["src/main.tsx"]).toContain('import Demo from "./styling-basic";');
    expect(project.title).not.toBe("styling-basic");
  });

  test("local imports are followed transitively; only what is imported is included", async () => {
    const dir = await demosFixture({
      "a.tsx": 'import { data } from "./a-data";\nimport "./a.css";\nexport const meta = { title: "A", description: "d" };\nexport default function A() { return null; }\n',
      "a-data.ts": 'import { more } from "./more-data.ts";\nexport const data = more;\n',
      "more-data.ts": "export const more = 1;\n",
      "a.css": ".x {}\n",
      "unused.ts": "export {};\n",
    });
    const project = await exportDemoProject(dir, "a", await readLockedVersions(root));
    expect(Object.keys(project.files).filter((f) => f.startsWith("src/"))).toEqual(["src/a-data.ts", "src/a.css", "src/a.tsx", "src/demo.css", "src/main.tsx", "src/more-data.ts"]);
  });

  test("site-only code fails with the demo, the import and file:line:column", async () => {
    const dir = await demosFixture({ "b.tsx": 'import { useTree } from "@headless-tree/react";\nimport { sitePath } from "#contract/site/site.ts";\nexport default function B() { return null; }\n' });
    await expect(exportDemoProject(dir, "b", await readLockedVersions(root))).rejects.toThrow(
      expect.objectContaining({ file: "app/demos/b.tsx", line: 2, column: 26, message: expect.stringMatching(/demo "b" cannot be exported: it imports "#contract\/site\/site.ts", which is site code/) }),
    );
    const up = await demosFixture({ "c.tsx": 'import "../components/demo/tree-demo.css";\nexport default function C() { return null; }\n' });
    await expect(exportDemoProject(up, "c", await readLockedVersions(root))).rejects.toThrow(/demo "c" cannot be exported: it imports "\.\.\/components\/demo\/tree-demo\.css", which is site code outside app\/demos/);
  });

  test("an unknown package is refused rather than left out of package.json", async () => {
    const dir = await demosFixture({ "d.tsx": 'import clsx from "clsx";\nexport default function D() { return clsx(); }\n' });
    await expect(exportDemoProject(dir, "d", await readLockedVersions(root))).rejects.toThrow(/imports "clsx", a package the export does not know/);
  });
});

describe("zipProject", () => {
  test("holds exactly the project's files under a folder named after the demo, byte-identical every time", async () => {
    const versions = await readLockedVersions(root);
    const first = zipProject(await exportDemoProject(root, "basic-tree", versions));
    const second = zipProject(await exportDemoProject(root, "basic-tree", versions));
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const project = await exportDemoProject(root, "basic-tree", versions);
    const entries = unzipSync(first);
    expect(Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]))).toEqual(
      Object.fromEntries(Object.entries(project.files).map(([name, content]) => [`basic-tree/${name}`, content])),
    );
  });
});
