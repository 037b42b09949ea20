import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { githubUrl, LIBRARY_VERSION, REPO_URL } from "./site.ts";

describe("library facts", () => {
  it("come from the installed package, which is the version package.json pins", () => {
    const pinned = (JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> }).dependencies["@headless-tree/core"];
    expect(LIBRARY_VERSION).toBe(pinned);
    expect(REPO_URL).toBe("https://github.com/lukasbach/headless-tree");
  });

  it("turn the repository field's spellings into the web URL", () => {
    expect(githubUrl("git@github.com:lukasbach/headless-tree.git")).toBe("https://github.com/lukasbach/headless-tree");
    expect(githubUrl("git+https://github.com/lukasbach/headless-tree.git")).toBe("https://github.com/lukasbach/headless-tree");
    expect(githubUrl("https://github.com/lukasbach/headless-tree")).toBe("https://github.com/lukasbach/headless-tree");
    expect(() => githubUrl("https://gitlab.com/x/y")).toThrow("Not a GitHub repository URL");
  });
});
