// The one claim of content/introduction/examples.mdx about the library itself; the rest describes
// the example projects in the library's repository.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";

const ROUTE = "/examples";

describe(ROUTE, () => {
  it(claim("/examples", "useTree is a hook, so the component that renders a tree has to be a client component (\"use client\")."), () => {
    // It keeps the tree and its state in useState and mounts it in useEffect: React runs neither on the server.
    const source = readFileSync("node_modules/@headless-tree/react/src/use-tree.tsx", "utf8");
    expect(source).toContain('import { useEffect, useState } from "react";');
    expect(source).toMatch(/useState\(\(\) => \(\{ current: createTree\(config\) \}\)\)/);
    expect(source).toMatch(/useEffect\(\(\) => \{\s*\(tree\.current as any\)\.setMounted\(true\);/);
  });
});
