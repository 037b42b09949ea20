import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BuildErrors } from "../shared/build-error.ts";
import { buildContent } from "./build-content.ts";

/** A throwaway content folder: group → file → source. */
async function fixture(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "content-fixture-"));
  for (const [file, source] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), source);
  }
  return root;
}

const group = "label: Guides\norder: 1\n";
const page = (title: string, body = "Some text.", extra = "") =>
  `---\ntitle: ${title}\ndescription: A page used by the build tests.\n${extra}---\n\n${body}\n`;

async function failures(files: Record<string, string>): Promise<string[]> {
  const root = await fixture(files);
  try {
    await buildContent({ root, outDir: path.join(root, "out") });
  } catch (error) {
    if (error instanceof BuildErrors) return error.errors.map(String);
    throw error;
  }
  return [];
}

describe("buildContent on fixture folders", () => {
  it("writes a page module per page, the sidebar and prev/next", async () => {
    const root = await fixture({
      "content/guides/_group.yaml": group,
      "content/guides/a.mdx": page("Alpha", "## Part one\n\nText.", "order: 1\n"),
      "content/guides/b.mdx": page("Beta", "Text.", "order: 2\nslug: /beta\n"),
    });
    const result = await buildContent({ root, outDir: path.join(root, "out") });
    expect(result.sidebar).toEqual([{ label: "Guides", items: [{ label: "Alpha", href: "/guides/a" }, { label: "Beta", href: "/beta" }] }]);
    const alpha = result.pages.find((p) => p.path === "/guides/a")!;
    expect(alpha.next).toEqual({ href: "/beta", title: "Beta" });
    expect(alpha.toc).toEqual([{ depth: 2, id: "part-one", text: "Part one" }]);
    expect(await readFile(path.join(root, "out/pages/guides/a.js"), "utf8")).toMatch(/export default function MDXContent/);
  });

  it("fails on invalid MDX with file:line:column", async () => {
    const errors = await failures({ "content/guides/_group.yaml": group, "content/guides/bad.mdx": page("Bad", "Line one.\n\n<Admonition type=\"tip\">\nunclosed") });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^content\/guides\/bad\.mdx:\d+:\d+: /);
  });

  it("fails on invalid front matter at the key's line", async () => {
    const errors = await failures({ "content/guides/_group.yaml": group, "content/guides/bad.mdx": page("Bad", "x", "order: soon\n") });
    expect(errors).toEqual([expect.stringMatching(/^content\/guides\/bad\.mdx:4:1: Invalid front matter: "order"/)]);
  });

  it("fails on an unknown component", async () => {
    const errors = await failures({ "content/guides/_group.yaml": group, "content/guides/bad.mdx": page("Bad", "<DemoBoxx demo=\"x\" />") });
    expect(errors).toEqual([expect.stringMatching(/^content\/guides\/bad\.mdx:6:1: Unknown component <DemoBoxx>/)]);
  });

  it("fails on two pages with one slug, at the second one's slug line", async () => {
    const errors = await failures({
      "content/guides/_group.yaml": group,
      "content/guides/a.mdx": page("A", "x", "slug: /same\n"),
      "content/guides/b.mdx": page("B", "x", "slug: /same\n"),
    });
    expect(errors).toEqual(["content/guides/b.mdx:4:1: Duplicate slug /same: content/guides/a.mdx already uses it."]);
  });

  it("reports every broken page at once, not just the first", async () => {
    const errors = await failures({
      "content/guides/_group.yaml": group,
      "content/guides/a.mdx": page("A", "<Nope />"),
      "content/guides/b.mdx": page("B", "<AlsoNope />"),
    });
    expect(errors).toHaveLength(2);
  });

  it("rejects an h1 in the body: the title comes from front matter", async () => {
    const errors = await failures({ "content/guides/_group.yaml": group, "content/guides/a.mdx": page("A", "# Another title") });
    expect(errors).toEqual([expect.stringMatching(/^content\/guides\/a\.mdx:6:1: Pages must not contain an h1/)]);
  });

  it("warns about relative links to content files that do not exist", async () => {
    const root = await fixture({
      "content/guides/_group.yaml": group,
      "content/guides/a.mdx": page("A", "[ok](./b.mdx) and [gone](./c.mdx)"),
      "content/guides/b.mdx": page("B"),
    });
    const result = await buildContent({ root, outDir: path.join(root, "out") });
    expect(result.warnings).toEqual([{ location: "content/guides/a.mdx:6:19", message: "Broken markdown file link: ./c.mdx matches no content file" }]);
    expect(result.links.find((l) => l.page === "/guides/a")!.links.map((l) => l.href)).toEqual(["/guides/b", "./c.mdx"]);
  });
});

describe("generated page modules", () => {
  it("removes the module of a page that no longer exists", async () => {
    const root = await fixture({
      "content/guides/_group.yaml": group,
      "content/guides/a.mdx": page("A"),
      "content/guides/b.mdx": page("B"),
    });
    const outDir = path.join(root, "out");
    await buildContent({ root, outDir });
    await rm(path.join(root, "content/guides/b.mdx"));
    await buildContent({ root, outDir });
    await expect(readFile(path.join(outDir, "pages/guides/a.js"), "utf8")).resolves.toContain("MDXContent");
    await expect(readFile(path.join(outDir, "pages/guides/b.js"), "utf8")).rejects.toThrow(/ENOENT/);
  });

  it("lists the demos each page shows, and only for pages that show some", async () => {
    const root = await fixture({
      "content/guides/_group.yaml": group,
      "content/guides/a.mdx": page("A") + '\n<DemoBox demos={["basic-tree", "dnd-reorder"]} />\n\n<HotkeyTable />\n',
      "content/guides/b.mdx": page("B"),
    });
    const outDir = path.join(root, "out");
    await buildContent({ root, outDir });
    const table = JSON.parse(await readFile(path.join(outDir, "page-code.json"), "utf8")) as unknown;
    expect(table).toEqual({ "guides/a": { demos: [["basic-tree", "dnd-reorder"]] } });
  });

  describe("anchor aliases (content/anchor-aliases.yaml)", () => {
    const pageWithHeading = page("A", "## Our heading\n\nText.");

    it("adds each old id as an empty anchor inside our heading, listed with the page's anchors", async () => {
      const root = await fixture({
        "content/guides/_group.yaml": group,
        "content/guides/a.mdx": pageWithHeading,
        "content/anchor-aliases.yaml": "/guides/a:\n  old-name: our-heading\n  older-name: our-heading\n",
      });
      const outDir = path.join(root, "out");
      const result = await buildContent({ root, outDir });
      const route = result.routes.find((r) => r.path === "/guides/a")!;
      expect(route.anchors).toEqual(expect.arrayContaining(["our-heading", "old-name", "older-name"]));
      // The heading keeps its id and text; the table of contents does not list the aliases.
      expect(result.pages.find((p) => p.path === "/guides/a")!.toc).toEqual([{ depth: 2, id: "our-heading", text: "Our heading" }]);
      const code = await readFile(path.join(outDir, "pages/guides/a.js"), "utf8");
      expect(code).toMatch(/_jsx\(_components\.span, \{\s*id: "old-name"\s*\}\)/);
    });

    it("fails with the file position when the heading or the page does not exist", async () => {
      const errors = await failures({
        "content/guides/_group.yaml": group,
        "content/guides/a.mdx": pageWithHeading,
        "content/anchor-aliases.yaml": "# comment\n/guides/a:\n  fine: our-heading\n  old-id: no-such-heading\n/guides/missing:\n  x: y\n",
      });
      expect(errors).toEqual([
        expect.stringMatching(/^content\/anchor-aliases\.yaml:4:3: \/guides\/a has no h2\/h3 heading with id "no-such-heading" \(alias "old-id"\)\. Its headings: our-heading\.$/),
        expect.stringMatching(/^content\/anchor-aliases\.yaml:6:3: \/guides\/missing is not a page of the site/),
      ]);
    });

    it("refuses an alias that repeats an id the page already has", async () => {
      const errors = await failures({
        "content/guides/_group.yaml": group,
        "content/guides/a.mdx": page("A", "## Our heading\n\n## Other\n"),
        "content/anchor-aliases.yaml": "/guides/a:\n  other: our-heading\n",
      });
      expect(errors).toEqual([expect.stringMatching(/^content\/anchor-aliases\.yaml:2:3: \/guides\/a already has an element with id "other"/)]);
    });

    it("refuses a file that is not route → old id → heading id", async () => {
      const errors = await failures({
        "content/guides/_group.yaml": group,
        "content/guides/a.mdx": pageWithHeading,
        "content/anchor-aliases.yaml": "/guides/a:\n  - our-heading\n",
      });
      expect(errors).toEqual([expect.stringMatching(/^content\/anchor-aliases\.yaml:1:1: \/guides\/a: expected a map/)]);
    });
  });
});
