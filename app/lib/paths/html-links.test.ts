import { describe, expect, it } from "vitest";
import { linksUnderBase } from "./html-links.ts";

describe("linksUnderBase", () => {
  const code = '<span style="color:#000">x</span><a style="color:#6F42C1" href="/api/react/function/useTree" tabindex="-1">useTree</a>';

  it("prefixes site paths wherever href stands among the attributes", () => {
    expect(linksUnderBase('<p><a href="/features/dnd">dnd</a></p>', "/headless-tree/")).toBe('<p><a href="/headless-tree/features/dnd">dnd</a></p>');
    expect(linksUnderBase(code, "/headless-tree/")).toContain('<a style="color:#6F42C1" href="/headless-tree/api/react/function/useTree" tabindex="-1">');
  });

  it("leaves other links, other attributes and the root base alone", () => {
    expect(linksUnderBase('<a href="https://github.com/x">x</a><img data-href="/y">', "/headless-tree/")).toBe('<a href="https://github.com/x">x</a><img data-href="/y">');
    expect(linksUnderBase('<abbr title="/x">x</abbr>', "/headless-tree/")).toBe('<abbr title="/x">x</abbr>');
    expect(linksUnderBase(code, "/")).toBe(code);
  });
});
