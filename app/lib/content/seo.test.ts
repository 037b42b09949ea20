import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
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

describe("absoluteUrl", () => {
  it("is the bare origin for the home page and origin + path otherwise", () => {
    expect(absoluteUrl("/")).toBe("https://headless-tree.lukasbach.com");
    expect(absoluteUrl("/api/core")).toBe("https://headless-tree.lukasbach.com/api/core");
  });
});
