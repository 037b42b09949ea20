// Claims of content/dnd/customizability.mdx that need no browser. The pointer drags of that page run
// in Chromium (../claims-chromium/dnd-customizability*.test.ts).
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";

const ROOT = join(import.meta.dirname, "../..");

/** The option names of TreeConfig (every feature's options), as the installed declarations have them. */
function treeConfigOptions(): string[] {
  const file = join(ROOT, "tests/claims/__tree-config-options.ts");
  const source = 'import type { TreeConfig } from "@headless-tree/core";\nexport type Options = TreeConfig<string>;\n';
  const host = ts.createCompilerHost({ strict: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler });
  const read = host.readFile.bind(host);
  host.readFile = (name) => (name === file ? source : read(name));
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || exists(name);
  const program = ts.createProgram([file], { strict: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true }, host);
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(file)!;
  const alias = sourceFile.statements.find(ts.isTypeAliasDeclaration)!;
  const options = checker.getPropertiesOfType(checker.getTypeAtLocation(alias.name)).map((symbol) => symbol.name);
  expect(options).toContain("canDrag"); // the type resolved to the library's config
  return options;
}

describe("/dnd/customizability: Drag delay and minimum distance", () => {
  it(claim("/dnd/customizability", "Headless Tree has no option to delay a drag or to make the pointer travel a minimum distance first"), () => {
    const options = treeConfigOptions();
    // The one delay it has is how long a drag hovers over a closed folder before it opens.
    expect(options.filter((name) => /delay|distance|threshold|activation|hold|tolerance|press/i.test(name))).toEqual(["openOnDropDelay"]);
  });
});
