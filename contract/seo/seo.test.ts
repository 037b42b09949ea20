import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HOSTED_FACET_FILTERS } from "../search/docsearch-facets.ts";
import { SOCIAL_CARD, absoluteUrl, pageMeta } from "./seo";

function content(meta: ReturnType<typeof pageMeta>, key: string): string | undefined {
  const found = meta.find((m) => ("property" in m && m.property === key) || ("name" in m && m.name === key));
  return found && "content" in found ? String(found.content) : undefined;
}

describe("pageMeta", () => {
  const meta = pageMeta({ title: "Selection", description: "Select items.", path: "/features/selection" });

  it("gives the page title, description and canonical URL", () => {
    expect(meta[0]).toEqual({ title: "Selection | Headless Tree" });
    expect(content(meta, "description")).toBe("Select items.");
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://headless-tree.lukasbach.com/features/selection" });
  });

  it("describes the social card image with its real size", () => {
    expect(content(meta, "og:image")).toBe("https://headless-tree.lukasbach.com/social-card.png");
    expect(content(meta, "og:image:alt")).toBe("Headless Tree: The definitive tree component for the Web");
    expect(content(meta, "twitter:image:alt")).toBe(content(meta, "og:image:alt"));
    const png = readFileSync("public/social-card.png");
    // PNG IHDR: width and height are the big-endian 32-bit numbers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SOCIAL_CARD.width, SOCIAL_CARD.height]);
    expect(content(meta, "og:image:width")).toBe("1200");
    expect(content(meta, "og:image:height")).toBe("630");
  });
});

describe("pageMeta for a search crawler", () => {
  it("tags every page with the facets the hosted search filters on (HOSTED_FACET_FILTERS)", () => {
    const docs = pageMeta({ title: "T", description: "D", path: "/x", section: "docs" });
    const plain = pageMeta({ title: "T", description: "D", path: "/" });
    const [language, tags] = HOSTED_FACET_FILTERS as [string, string[]];
    for (const page of [docs, plain]) expect(language).toBe(`language:${content(page, "docsearch:language")}`);
    expect(tags).toContain(`docusaurus_tag:${content(docs, "docsearch:docusaurus_tag")}`);
    expect(tags).toContain(`docusaurus_tag:${content(plain, "docsearch:docusaurus_tag")}`);
    expect(content(docs, "docsearch:docusaurus_tag")).toBe("docs-default-current");
    expect(content(plain, "docsearch:docusaurus_tag")).toBe("default");
  });

  it("keeps a page out of search engines only when asked", () => {
    expect(content(pageMeta({ title: "T", description: "D", path: "/search", noindex: true }), "robots")).toBe("noindex");
    expect(content(meta0, "robots")).toBeUndefined();
  });
});

const meta0 = pageMeta({ title: "Selection", description: "Select items.", path: "/features/selection" });

describe("absoluteUrl", () => {
  it("is the bare origin for the home page and origin + path otherwise", () => {
    expect(absoluteUrl("/")).toBe("https://headless-tree.lukasbach.com");
    expect(absoluteUrl("/api/core")).toBe("https://headless-tree.lukasbach.com/api/core");
  });
});
