import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RouteEntry } from "#contract/content/content-model.ts";
import { checkLinks } from "../links/check-links.ts";
import { BuildErrors } from "../shared/build-error.ts";
import { buildContent } from "./build-content.ts";

// When a new library version drops an API item, pages that link to it must fail the build with
// the place to fix, instead of shipping a dead link. The API stage hands the content stage a
// symbol map (for <ApiLink>) and API routes (for the link check); here two versions of both
// differ by the expand-all feature, and the same page is built against each.

const apiRoute = (name: string, anchors: string[]): RouteEntry => ({
  path: `/api/core/interface/${name}`,
  kind: "api-item",
  title: name,
  description: `The ${name} interface.`,
  anchors,
  source: "node_modules/@headless-tree/core/src",
});

const before = {
  symbols: {
    TreeConfig: "/api/core/interface/TreeConfig",
    "TreeConfig.rootItemId": "/api/core/interface/TreeConfig#rootItemId",
    ExpandAllFeatureTreeInstance: "/api/core/interface/ExpandAllFeatureTreeInstance",
    "ExpandAllFeatureTreeInstance.expandAll": "/api/core/interface/ExpandAllFeatureTreeInstance#expandAll",
  },
  routes: [apiRoute("TreeConfig", ["rootItemId"]), apiRoute("ExpandAllFeatureTreeInstance", ["expandAll", "collapseAll"])],
};
const after = {
  symbols: { TreeConfig: before.symbols.TreeConfig, "TreeConfig.rootItemId": before.symbols["TreeConfig.rootItemId"] },
  routes: [apiRoute("TreeConfig", ["rootItemId"])],
};

const PAGE = `---
title: Opening everything
description: A page that documents the expand-all feature.
---

Start from <ApiLink name="TreeConfig.rootItemId" />.

Call <ApiLink name="ExpandAllFeatureTreeInstance.expandAll" /> to open every folder.
`;
// The same page, linking with markdown instead of <ApiLink>.
const LINKED_PAGE = PAGE.replaceAll('<ApiLink name="TreeConfig.rootItemId" />', "[rootItemId](/api/core/interface/TreeConfig#rootItemId)").replaceAll(
  '<ApiLink name="ExpandAllFeatureTreeInstance.expandAll" />',
  "[`expandAll()`](/api/core/interface/ExpandAllFeatureTreeInstance#expandAll)",
);

async function contentFolder(source: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "api-removal-"));
  await mkdir(path.join(root, "content/guides"), { recursive: true });
  await writeFile(path.join(root, "content/guides/_group.yaml"), "label: Guides\norder: 1\n");
  await writeFile(path.join(root, "content/guides/expand.mdx"), source);
  return root;
}

/** Content stage and link check as run.ts runs them; the errors as the build prints them. */
async function build(source: string, api: { symbols: Record<string, string>; routes: RouteEntry[] }): Promise<string[]> {
  const root = await contentFolder(source);
  try {
    const content = await buildContent({ root, outDir: path.join(root, "out"), symbols: api.symbols });
    return checkLinks(content.links, [...content.routes, ...api.routes]).errors.map(String);
  } catch (error) {
    if (error instanceof BuildErrors) return error.errors.map(String);
    throw error;
  }
}

describe("a library version that removed a documented API item", () => {
  it("fails the build at the <ApiLink> that names it", async () => {
    expect(await build(PAGE, before)).toEqual([]);
    expect(await build(PAGE, after)).toEqual([
      expect.stringMatching(/^content\/guides\/expand\.mdx:8:6: Unknown API name "ExpandAllFeatureTreeInstance\.expandAll" in <ApiLink>\. Did you mean: /),
    ]);
  });

  it("fails the build at a markdown link to its page", async () => {
    expect(await build(LINKED_PAGE, before)).toEqual([]);
    expect(await build(LINKED_PAGE, after)).toEqual([
      "content/guides/expand.mdx:8:6: Broken link: /guides/expand → /api/core/interface/ExpandAllFeatureTreeInstance#expandAll (no page at /api/core/interface/ExpandAllFeatureTreeInstance)",
    ]);
  });
});
