// The known issue "The react17 entry point never mounts the tree", as far as the package's source
// shows it; the tree that renders nothing runs in Chromium (../claims-chromium/guides-known-issues-react17.test.ts).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";

const require = createRequire(import.meta.url);
const source = (entry: string) => readFileSync(require.resolve(entry).replace(/\.js$/, ".mjs"), "utf8");

describe("/guides/known-issues", () => {
  it(claim("/guides/known-issues", "The main entry point mounts the tree and needs nothing newer than useState and useEffect"), () => {
    const main = source("@headless-tree/react");
    expect(main).toMatch(/import \{ useEffect, useState \} from "react"/);
    expect(main).toContain("setMounted(true)");
    const react17 = source("@headless-tree/react/react17");
    expect(react17).toContain("rebuildTree()");
    expect(react17).not.toContain("setMounted");
  });
});
