import { describe, expect, it } from "vitest";
import { BuildError } from "../shared/build-error.ts";
import { parseFrontmatter } from "./frontmatter.ts";

function errorOf(source: string): BuildError {
  try {
    parseFrontmatter(source, "content/x/page.mdx");
  } catch (error) {
    if (error instanceof BuildError) return error;
    throw error;
  }
  throw new Error("expected a BuildError");
}

describe("parseFrontmatter", () => {
  it("reads valid front matter and applies defaults", () => {
    const fm = parseFrontmatter("---\ntitle: Hello\ndescription: A page about greetings.\n---\nbody", "a.mdx");
    expect(fm).toEqual({ title: "Hello", description: "A page about greetings.", order: 100, layout: "docs", hide_toc: false });
  });

  it("names the line of an invalid key value", () => {
    const error = errorOf("---\ntitle: Hello\ndescription: A page about greetings.\norder: first\n---\n");
    expect(error.line).toBe(4);
    expect(error.message).toMatch(/"order"/);
    expect(error.toString()).toMatch(/^content\/x\/page\.mdx:4:1: Invalid front matter/);
  });

  it("rejects unknown keys, so typos do not pass silently", () => {
    const error = errorOf("---\ntitle: Hello\ndescription: A page about greetings.\nsidebar_lable: Hi\n---\n");
    expect(error.line).toBe(4);
    expect(error.message).toMatch(/sidebar_lable/);
  });

  it("reports missing required fields", () => {
    expect(errorOf("---\ntitle: Hello\n---\n").message).toMatch(/description/);
  });

  it("reports YAML syntax errors with their position", () => {
    const error = errorOf("---\ntitle: Hello\ndescription: Colons: break plain scalars here\n---\n");
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/Invalid front matter YAML/);
  });

  it("rejects malformed slugs and unknown feature keys", () => {
    expect(errorOf("---\ntitle: A\ndescription: A long enough text.\nslug: /Bad Slug\n---\n").message).toMatch(/slug/);
    expect(errorOf("---\ntitle: A\ndescription: A long enough text.\nfeature: teleport\n---\n").message).toMatch(/feature/);
  });

  it("requires a front matter block", () => {
    expect(errorOf("# no front matter").message).toMatch(/Missing front matter/);
  });
});
