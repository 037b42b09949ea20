import { describe, expect, it } from "vitest";
import { alternateLinks } from "./feed-links";

describe("alternateLinks", () => {
  it("links the markdown twin of every docs page", () => {
    expect(alternateLinks("/features/selection")).toEqual([{ tagName: "link", rel: "alternate", type: "text/markdown", href: "/features/selection.md" }]);
  });

  it("adds the Atom feed on changelog pages", () => {
    expect(alternateLinks("/changelog/core")).toContainEqual({ tagName: "link", rel: "alternate", type: "application/atom+xml", title: "Headless Tree releases", href: "/changelog/feed.xml" });
    expect(alternateLinks("/changelog/react")).toHaveLength(2);
    expect(alternateLinks("/guides/changelog-like")).toHaveLength(1);
  });
});
