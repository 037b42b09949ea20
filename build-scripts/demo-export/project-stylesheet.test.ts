import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { projectStylesheet } from "./project-stylesheet.ts";

const treeDemoCss = readFileSync("app/components/demo/tree-demo.css", "utf8");

/** The declarations of the first `selector { … }` block in `css`, indented as projectStylesheet writes them. */
function tokensIn(css: string, header: string): string[] {
  const start = css.indexOf(header);
  expect(start, header).toBeGreaterThanOrEqual(0);
  return css
    .slice(start + header.length, css.indexOf("}", start))
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

describe("projectStylesheet", () => {
  it("carries the shared demo styles and, light and dark, exactly the site's tokens they use", () => {
    const css = projectStylesheet([]);
    expect(css).toContain(treeDemoCss);
    const light = tokensIn(css, ":root {\n");
    expect(light).toContain("color-scheme: light dark;");
    expect(light).toContain("--color-focus: #7a35cc;");
    // Only what is used: the navbar's tokens are not.
    expect(light.some((line) => line.startsWith("--navbar"))).toBe(false);
    const dark = tokensIn(css, "@media (prefers-color-scheme: dark) {\n  :root {\n");
    expect(dark).toContain("--color-focus: #c2a0f0;");
    // A token the site defines once for both modes has no dark line.
    expect(dark.some((line) => line.startsWith("--font-sans"))).toBe(false);
  });

  it("adds the tokens a demo's own stylesheet uses, and leaves out names the site does not define", () => {
    const without = projectStylesheet([]);
    expect(without).not.toContain("--color-danger:");
    const css = projectStylesheet([".bad { color: var(--color-danger); padding-left: var(--level); }"]);
    expect(tokensIn(css, ":root {\n")).toContain("--color-danger: #c0263a;");
    expect(css).toContain("--color-danger: #ff8a99;");
    expect(css).not.toContain("--level:");
  });
});
