import ts from "typescript";
import { describe, expect, it } from "vitest";
import { createTypeChecker } from "../../app/components/demo/edit/type-checker.ts";
import { exportDemoProject, listDemoIds, readLockedVersions } from "../../build-scripts/demo-export/demo-project.ts";
import { collectTypeCheckFiles } from "../../build-scripts/demo-export/type-check-files.ts";

// The demo editor's type check, run in Node on the files the build publishes for it: every shipped
// demo checks clean (so the files hold every declaration a demo needs), and a type error is found
// where it is. The React Native demo has no type check in the editor (react-native's declarations
// are megabytes, and clash with the DOM's).
const root = process.cwd();
const DEMOS = (await listDemoIds(root)).filter((id) => id !== "react-native");

const sourcesOf = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).filter(([file]) => /^src\/.*\.tsx?$/.test(file)));

describe("the demo editor's type check", () => {
  const { check, quickInfo } = createTypeChecker(ts, collectTypeCheckFiles(root));

  it.each(DEMOS)("finds no type error in the shipped %s demo", async (id) => {
    const project = await exportDemoProject(root, id, await readLockedVersions(root));
    expect(check(sourcesOf(project.files))).toEqual([]);
  });

  it("names the file, line, column and message of a type error", async () => {
    const project = await exportDemoProject(root, "basic-tree", await readLockedVersions(root));
    const sources = sourcesOf(project.files);
    const source = sources["src/basic-tree.tsx"]!;
    const broken = source.replace('rootItemId: "root",', "rootItemId: 42,");
    const line = broken.split("\n").findIndex((text) => text.includes("rootItemId: 42")) + 1;
    expect(check({ ...sources, "src/basic-tree.tsx": broken })).toEqual([
      { file: "src/basic-tree.tsx", line, column: broken.split("\n")[line - 1]!.indexOf("rootItemId") + 1, length: "rootItemId".length, message: "Type 'number' is not assignable to type 'string'." },
    ]);
  });

  it("gives the quick info of a name, as an editor's hover does, on the sources it is given", async () => {
    const project = await exportDemoProject(root, "basic-tree", await readLockedVersions(root));
    const sources = sourcesOf(project.files);
    const source = sources["src/basic-tree.tsx"]!;
    const at = source.indexOf("rootItemId");
    expect(quickInfo(sources, "src/basic-tree.tsx", at + 2)).toEqual({
      from: at,
      to: at + "rootItemId".length,
      signature: "(property) rootItemId: string",
      documentation: "",
    });
    // An edit is read from the sources of the call, not from an earlier check.
    const renamed = source.replace("rootItemId", "rootItemIdX");
    expect(quickInfo({ ...sources, "src/basic-tree.tsx": renamed }, "src/basic-tree.tsx", at + 2)?.signature).toBe("(property) rootItemIdX: string");
    expect(quickInfo(sources, "src/basic-tree.tsx", source.indexOf("//") >= 0 ? source.indexOf("//") + 1 : 0)).toBeUndefined();
  });
});
