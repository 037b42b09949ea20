import { describe, expect, it } from "vitest";
import { withoutAlwaysLoaded } from "./shell-chunk-plugin.ts";

describe("preload dependencies of lazy imports", () => {
  it("leave out the chunks every page has loaded already, and keep the rest in order", () => {
    expect(
      withoutAlwaysLoaded(["assets/vendor-AbC12_-x.js", "assets/demo-box-1234abcd.js", "assets/shell-zz99yy88.js", "assets/rolldown-runtime-q1w2e3r4.js", "assets/tree-core-0a0a0a0a.js"]),
    ).toEqual(["assets/demo-box-1234abcd.js", "assets/tree-core-0a0a0a0a.js"]);
  });

  it("keep chunks whose names only contain those words", () => {
    expect(withoutAlwaysLoaded(["assets/docs-shell-1234abcd.js", "assets/my-vendor-list-1234abcd.js"])).toEqual(["assets/docs-shell-1234abcd.js", "assets/my-vendor-list-1234abcd.js"]);
  });
});
