import { describe, expect, it } from "vitest";
import { PROVIDED_COMPONENTS } from "../../build-scripts/mdx/compile-page.ts";
import { mdxComponents } from "../../app/components/mdx/mdx-components";

describe("components every MDX page gets", () => {
  it("match the list the compiler accepts without an import", () => {
    const provided = Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name));
    expect(provided.sort()).toEqual([...PROVIDED_COMPONENTS].sort());
  });
});
