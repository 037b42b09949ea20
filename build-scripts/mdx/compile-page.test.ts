import { describe, expect, it } from "vitest";
import { BuildError } from "../shared/build-error.ts";
import { compilePage } from "./compile-page.ts";

const FM = "---\ntitle: T\ndescription: A test page for the compiler.\n---\n";

async function compileError(body: string): Promise<BuildError> {
  try {
    await compilePage(FM + body, "content/x/page.mdx");
  } catch (error) {
    if (error instanceof BuildError) return error;
    throw error;
  }
  throw new Error("expected a BuildError");
}

describe("compilePage", () => {
  it("lists the page's live demos, one list per DemoBox in page order", async () => {
    const { code, data } = await compilePage(
      `${FM}\n<DemoBox demo="basic-tree" />\n\n## More\n\n<DemoBox demos={["dnd-reorder", "basic-tree", "dnd-outside"]} />\n`,
      "content/x/page.mdx",
    );
    expect(data.demos).toEqual([["basic-tree"], ["dnd-reorder", "basic-tree", "dnd-outside"]]);
    // The lists go to app/generated/page-code.json, not into the page's module.
    expect(code).not.toContain("export const demos");
    const { data: none } = await compilePage(`${FM}\nNo demo here.\n`, "content/x/page.mdx");
    expect(none.demos).toEqual([]);
  });

  it("collects a table of contents of h2 and h3 only, with slug ids", async () => {
    const { data } = await compilePage(
      `${FM}\n## First part\n\n### A detail\n\n#### Too deep\n\n## First part\n`,
      "content/x/page.mdx",
    );
    expect(data.toc).toEqual([
      { depth: 2, id: "first-part", text: "First part" },
      { depth: 3, id: "a-detail", text: "A detail" },
      { depth: 2, id: "first-part-1", text: "First part" },
    ]);
    expect(data.anchors).toContain("too-deep");
  });

  it("highlights code at build time with both themes, title and highlighted lines", async () => {
    const { code } = await compilePage(`${FM}\n\`\`\`ts title="a.ts" {2}\nconst a = 1;\nconst b = 2;\n\`\`\`\n`, "p.mdx");
    expect(code).toContain("--shiki-dark");
    expect(code).toContain('title: "a.ts"');
    expect(code).toMatch(/line highlighted/);
    expect(code).not.toMatch(/from "shiki"/);
  });

  it("turns admonitions into Admonition elements and keeps `a:b` prose intact", async () => {
    const { code, data } = await compilePage(`${FM}\n:::warning[Careful]\nBody text\n:::\n\nAt 10:30 use key:value.\n`, "p.mdx");
    expect(code).toMatch(/_jsx\(Admonition, \{\s*type: "warning",\s*title: "Careful"/);
    expect(data.sections[0]?.text).toContain("At 10:30 use key:value.");
  });

  it("collects links with their positions", async () => {
    const { data } = await compilePage(`${FM}\nSee [start](/getstarted#install) and <Link to="/api">API</Link>.\n`, "p.mdx");
    expect(data.links).toEqual([
      { href: "/getstarted#install", line: 6, column: 5 },
      { href: "/api", line: 6, column: 38 },
    ]);
  });

  it("rewrites relative links to content files and reports the ones that match nothing", async () => {
    const { code, data } = await compilePage(`${FM}\n[a](./other.mdx#x) [b](./missing.mdx)\n`, "content/x/page.mdx", {
      resolveFileLink: (href) => (href.startsWith("./other.mdx") ? "/x/other#x" : undefined),
    });
    expect(code).toContain('href: "/x/other#x"');
    expect(data.brokenFileLinks.map((l) => l.href)).toEqual(["./missing.mdx"]);
  });

  it("fails with file:line:column on MDX syntax errors", async () => {
    const error = await compileError("\nSome text\n\n<DemoBox demo=\"x\"\n");
    expect(error.file).toBe("content/x/page.mdx");
    expect(error.line).toBeGreaterThanOrEqual(8);
    expect(error.toString()).toMatch(/^content\/x\/page\.mdx:\d+:\d+: /);
  });

  it("fails on components that are neither imported nor provided", async () => {
    const error = await compileError("\n<DemoBx demo=\"x\" />\n");
    expect(error.message).toMatch(/Unknown component <DemoBx>/);
    expect(error.line).toBe(6);
  });

  it("imports the components few pages use into the pages that use them, once, and no others", async () => {
    const { code } = await compilePage(`${FM}\n<Tabs>\n<TabItem value="a">A</TabItem>\n</Tabs>\n\n<DemoBox demo="basic-tree" />\n\n<DemoBox demo="x" />\n`, "p.mdx");
    expect(code.match(/^import .*$/gm)).toEqual([
      expect.stringContaining('from "react/jsx-runtime"'),
      'import {MdxDemoBox as DemoBox} from "~/components/mdx/mdx-demo-box";',
      'import {TabItem} from "~/components/mdx/tabs";',
      'import {Tabs} from "~/components/mdx/tabs";',
    ]);
    // Rendered from the imports, not from the components every page is given.
    expect(code).toMatch(/_jsx\(DemoBox, \{/);
    expect(code).not.toContain("_components.DemoBox");
    const { code: plain } = await compilePage(`${FM}\n<Admonition type="note">A</Admonition>\n`, "p.mdx");
    expect(plain).not.toContain("~/components/mdx/");
  });

  it("accepts imported components", async () => {
    const { code } = await compilePage(`${FM}\nimport { Thing } from "~/components/thing";\n\n<Thing />\n`, "p.mdx");
    expect(code).toContain('from "~/components/thing"');
  });

  it("fails on code fences in languages that are not loaded", async () => {
    const error = await compileError("\n```cobol\nDISPLAY 'HI'.\n```\n");
    expect(error.message).toMatch(/language "cobol"/);
  });

  it("fails on unknown admonition types", async () => {
    expect((await compileError("\n:::caution\nx\n:::\n")).message).toMatch(/Unknown admonition/);
  });
});

describe("<ApiLink>", () => {
  const symbols = { TreeConfig: "/api/core/interface/TreeConfig", "TreeConfig.rootItemId": "/api/core/interface/TreeConfig#rootItemId" };

  it("gets its href from the API model and counts as a link", async () => {
    const { code, data } = await compilePage(`${FM}\nSee <ApiLink name="TreeConfig.rootItemId" />.\n`, "p.mdx", { symbols });
    expect(code).toContain('href: "/api/core/interface/TreeConfig#rootItemId"');
    expect(data.links.map((l) => l.href)).toEqual(["/api/core/interface/TreeConfig#rootItemId"]);
  });

  it("fails the build on a name the model does not have, suggesting close ones", async () => {
    try {
      await compilePage(`${FM}\nSee <ApiLink name="TreeConfig.rootItem" />.\n`, "content/a.mdx", { symbols });
      throw new Error("expected a BuildError");
    } catch (error) {
      expect(error).toBeInstanceOf(BuildError);
      expect((error as BuildError).toString()).toMatch(/^content\/a\.mdx:6:5: Unknown API name "TreeConfig\.rootItem".*TreeConfig\.rootItemId/);
    }
  });
});

describe("links to the production host", () => {
  it("become site-relative in markdown links, autolinks and definitions; the storybook and other hosts stay absolute", async () => {
    const { data } = await compilePage(
      `${FM}\n[a](https://headless-tree.lukasbach.com/guides/state#x), see https://headless-tree.lukasbach.com/features/dnd?y=1 and [c][ref] and [home](https://headless-tree.lukasbach.com).\n\n[sb](https://headless-tree.lukasbach.com/storybook/react/?path=/story/x) [rct](https://rct.lukasbach.com/docs) [evil](https://headless-tree.lukasbach.com.evil.example/x)\n\n[ref]: https://headless-tree.lukasbach.com/api/core\n`,
      "content/x/page.mdx",
    );
    expect(data.links.map((l) => l.href)).toEqual([
      "/guides/state#x",
      "/features/dnd?y=1",
      "/api/core",
      "/",
      "https://headless-tree.lukasbach.com/storybook/react/?path=/story/x",
      "https://rct.lukasbach.com/docs",
      "https://headless-tree.lukasbach.com.evil.example/x",
    ]);
  });
});

