import { describe, expect, it } from "vitest";
import { BuildError } from "../shared/build-error.ts";
import { readDemoMeta } from "./demo-sources.ts";
import { mdxToMarkdown, resolveHref, type TwinContext } from "./markdown-twin.ts";

const SITE = "https://headless-tree.lukasbach.com";

const page = `---
title: Selections
description: "Selecting items: one, several, or a range."
slug: /features/selection
feature: selection
---

import { HotkeyTable } from "~/components/mdx/hotkey-table";
export const answer = 42;

Use <ApiLink name="TreeConfig.rootItemId" /> and <ApiLink name="selectionFeature">the feature</ApiLink>.
Press <kbd>Shift</kbd> to extend. {/* a comment for writers */}

<DemoBox demo="basic-tree" />

<DemoBox demos={["basic-tree", "other-demo"]} />

:::tip[Keep it small]
Only select what you need.

Second paragraph.
:::

:::warning
Careful.
:::

<Tabs groupId="pkg">
  <TabItem value="npm" label="npm">
    \`\`\`bash
    npm install @headless-tree/core
    \`\`\`
  </TabItem>
  <TabItem value="yarn" label="Yarn">
    Run yarn.
  </TabItem>
</Tabs>

<Details summary="Why not checkboxes?">
Because **reasons**.
</Details>

## Links

See [state](/guides/state#controlled), [the API](/api/core/interface/TreeConfig), [a section](#links),
[the sibling](./hotkeys.mdx#keys), [home](/), [GitHub](https://github.com/lukasbach/headless-tree)
and <Link to="/features/dnd">drag and drop</Link>.

<HotkeyTable feature="selection" />

<Unknown>Kept text</Unknown>

\`\`\`tsx title="example.tsx" {2}
const a = 1;
\`\`\`

| a | b |
| - | - |
| 1 | 2 |

Ratio 16:9 stays text.
`;

function context(overrides: Partial<TwinContext> = {}): TwinContext {
  return {
    file: "content/features/selection.mdx",
    path: "/features/selection",
    symbols: { "TreeConfig.rootItemId": "/api/core/interface/TreeConfig#rootItemId", selectionFeature: "/api/core#selectionFeature" },
    twinPaths: new Set(["/features/selection", "/guides/state", "/guides/hotkeys", "/features/dnd"]),
    fileToPath: new Map([["content/features/hotkeys.mdx", "/guides/hotkeys"]]),
    demos: new Map([["basic-tree", { id: "basic-tree", title: "Basic tree", description: "The smallest\n  useful tree.", code: 'export default function BasicTree() {\n  return <div className="tree" />;\n}' }]]),
    renderComponent: (name, attrs) => (name === "HotkeyTable" ? [{ type: "paragraph", children: [{ type: "text", value: `[hotkeys of ${attrs.feature}]` }] }] : undefined),
    ...overrides,
  };
}

describe("mdxToMarkdown", () => {
  const warnings: string[] = [];
  const md = mdxToMarkdown(page, context({ warn: (m) => warnings.push(m) }));

  it("starts with the title and description from the front matter and drops imports and exports", () => {
    expect(md.startsWith("# Selections\n\nSelecting items: one, several, or a range.\n\n")).toBe(true);
    expect(md).not.toMatch(/HotkeyTable|answer = 42|^---$|slug:|a comment for writers/m);
  });

  it("adds the feature header's facts: import line, source files and the API pages that exist", () => {
    const withApi = mdxToMarkdown(page, context({ symbols: { ...context().symbols, SelectionFeatureConfig: "/api/core/interface/SelectionFeatureConfig" } }));
    expect(withApi).toContain(
      "Selecting items: one, several, or a range.\n\n" +
        '- Import: `import { selectionFeature } from "@headless-tree/core";`\n' +
        "- Source: [feature.ts](https://github.com/lukasbach/headless-tree/blob/@headless-tree/core@1.7.0/packages/core/src/features/selection/feature.ts), " +
        "[types.ts](https://github.com/lukasbach/headless-tree/blob/@headless-tree/core@1.7.0/packages/core/src/features/selection/types.ts)\n" +
        `- API: [Configuration](${SITE}/api/core/interface/SelectionFeatureConfig)\n`,
    );
  });

  it("turns ApiLinks into absolute links with the name as code, or the given text", () => {
    expect(md).toContain(`[\`TreeConfig.rootItemId\`](${SITE}/api/core/interface/TreeConfig#rootItemId)`);
    expect(md).toContain(`[the feature](${SITE}/api/core#selectionFeature)`);
  });

  it("puts each demo's source in a tsx fence under a one-line caption", () => {
    const fence = "```tsx title=\"basic-tree.tsx\"\nexport default function BasicTree() {\n  return <div className=\"tree\" />;\n}\n```";
    expect(md).toContain(`**Demo: Basic tree.** The smallest useful tree.\n\n${fence}`);
    expect(md.split(fence)).toHaveLength(3);
    expect(md).not.toContain("DemoBox");
    expect(warnings).toEqual(['content/features/selection.mdx:16:1: <DemoBox> names the demo "other-demo", but app/demos/other-demo.tsx does not exist']);
  });

  it("turns admonitions into blockquotes that start with the bold label", () => {
    expect(md).toContain("> **Tip: Keep it small** Only select what you need.\n>\n> Second paragraph.");
    expect(md).toContain("> **Warning** Careful.");
  });

  it("flattens tabs and details with their labels as bold lines", () => {
    expect(md).toContain("**npm**\n\n```bash\nnpm install @headless-tree/core\n```\n\n**Yarn**\n\nRun yarn.");
    expect(md).toContain("**Why not checkboxes?**\n\nBecause **reasons**.");
  });

  it("makes internal links absolute, to the markdown twins where they exist", () => {
    expect(md).toContain(`[state](${SITE}/guides/state.md#controlled)`);
    expect(md).toContain(`[the API](${SITE}/api/core/interface/TreeConfig)`);
    expect(md).toContain("[a section](#links)");
    expect(md).toContain(`[the sibling](${SITE}/guides/hotkeys.md#keys)`);
    expect(md).toContain(`[home](${SITE})`);
    expect(md).toContain("[GitHub](https://github.com/lukasbach/headless-tree)");
    expect(md).toContain(`[drag and drop](${SITE}/features/dnd.md)`);
  });

  it("renders data components through the hook, keeps other components' text, keeps kbd as code", () => {
    expect(md).toContain("[hotkeys of selection]");
    expect(md).toContain("Kept text");
    expect(md).toContain("Press `Shift` to extend.\n");
    expect(md).not.toMatch(/<[A-Z]/);
  });

  it("keeps a fence's title but not the site's line highlighting, tables as GFM, and colons in prose", () => {
    expect(md).toContain('```tsx title="example.tsx"\nconst a = 1;\n```');
    expect(md).toContain("| a | b |\n| - | - |\n| 1 | 2 |");
    expect(md).toContain("Ratio 16:9 stays text.");
  });

  it("fails on an ApiLink the model does not know, naming the position", () => {
    let error: unknown;
    try {
      mdxToMarkdown(page, context({ symbols: {} }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BuildError);
    expect(String(error)).toMatch(/^content\/features\/selection\.mdx:11:5: <ApiLink name="TreeConfig\.rootItemId">/);
  });
});

describe("resolveHref", () => {
  const ctx = context();
  it("resolves relative page links against the page URL and keeps query and hash", () => {
    expect(resolveHref("state?tab=1#x", { ...ctx, path: "/guides/hotkeys" })).toBe(`${SITE}/guides/state.md?tab=1#x`);
    expect(resolveHref("/logo.svg", ctx)).toBe(`${SITE}/logo.svg`);
    expect(resolveHref("/guides/state/", ctx)).toBe(`${SITE}/guides/state.md`);
    expect(resolveHref("mailto:a@b.c", ctx)).toBe("mailto:a@b.c");
  });
});

describe("readDemoMeta", () => {
  it("reads title and description from the exported meta object", () => {
    const source = `import x from "y";\nexport const meta = {\n  title: "Basic tree",\n  description: 'Small.',\n  tags: ["a"],\n} satisfies Meta;\nconst meta2 = { title: "no" };`;
    expect(readDemoMeta(source, "demo.tsx")).toEqual({ title: "Basic tree", description: "Small." });
    expect(readDemoMeta("const meta = { title: 'not exported' };", "x.tsx")).toEqual({});
  });
});
