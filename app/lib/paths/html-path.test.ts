import { describe, expect, it } from "vitest";
import { cleanHtmlPath, isHtmlPath } from "./html-path.ts";

describe("cleanHtmlPath", () => {
  it("strips index.html and .html like the server does", () => {
    expect(cleanHtmlPath("/index.html")).toBe("/");
    expect(cleanHtmlPath("/getstarted/index.html")).toBe("/getstarted");
    expect(cleanHtmlPath("/features/selection.html")).toBe("/features/selection");
    expect(cleanHtmlPath("/a.html/index.html")).toBe("/a");
  });

  it("leaves clean paths alone", () => {
    expect(cleanHtmlPath("/api/core/interface/TreeConfig")).toBe("/api/core/interface/TreeConfig");
    expect(isHtmlPath("/api/core")).toBe(false);
    expect(isHtmlPath("/x.html")).toBe(true);
  });
});
