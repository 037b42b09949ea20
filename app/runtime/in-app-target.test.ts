import { describe, expect, it } from "vitest";
import { inAppTarget } from "./in-app-target.ts";

const here = { origin: "https://docs.example", pathname: "/features/dnd", search: "" };

/** The parts of an <a> the rule reads, as the DOM would report them for `href`. */
function anchor(href: string, attributes: { target?: string; rel?: string; download?: boolean } = {}) {
  const url = new URL(href, here.origin + here.pathname);
  return {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    target: attributes.target ?? "",
    rel: attributes.rel ?? "",
    hasAttribute: (name: string) => name === "download" && attributes.download === true,
  } as unknown as HTMLAnchorElement;
}

describe("which link clicks the app navigates itself", () => {
  it("takes pages of this site, with their query and hash", () => {
    expect(inAppTarget(anchor("/features/selection"), here)).toBe("/features/selection");
    expect(inAppTarget(anchor("/search?q=tree#top"), here)).toBe("/search?q=tree#top");
    expect(inAppTarget(anchor("/getstarted#installation"), here)).toBe("/getstarted#installation");
    // The page on screen again: the caller replaces the history entry.
    expect(inAppTarget(anchor("/features/dnd"), here)).toBe("/features/dnd");
  });

  it("leaves other origins, new windows, downloads and rel=external to the browser", () => {
    expect(inAppTarget(anchor("https://github.com/lukasbach/headless-tree"), here)).toBeUndefined();
    expect(inAppTarget(anchor("/features/selection", { target: "_blank" }), here)).toBeUndefined();
    expect(inAppTarget(anchor("/features/selection", { target: "_self" }), here)).toBe("/features/selection");
    expect(inAppTarget(anchor("/llms.txt", { download: true }), here)).toBeUndefined();
    expect(inAppTarget(anchor("/features/selection", { rel: "noopener external" }), here)).toBeUndefined();
  });

  it("leaves files of the build to the browser: markdown twins, llms.txt, the feed", () => {
    expect(inAppTarget(anchor("/features/dnd.md"), here)).toBeUndefined();
    expect(inAppTarget(anchor("/llms-full.txt"), here)).toBeUndefined();
    expect(inAppTarget(anchor("/changelog/feed.xml"), here)).toBeUndefined();
  });

  it("leaves a jump within the page on screen to the browser", () => {
    expect(inAppTarget(anchor("#drop-targets"), here)).toBeUndefined();
    expect(inAppTarget(anchor("/features/dnd#drop-targets"), here)).toBeUndefined();
  });
});

describe("under a base path", () => {
  const base = "/headless-tree/";
  const under = { origin: "https://docs.example", pathname: "/headless-tree/features/dnd", search: "" };
  const at = (href: string) => {
    const url = new URL(href, under.origin + under.pathname);
    return { origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash, target: "", rel: "", hasAttribute: () => false } as unknown as HTMLAnchorElement;
  };

  it("gives the router's path, without the base", () => {
    expect(inAppTarget(at("/headless-tree/features/selection?x=1#y"), under, base)).toBe("/features/selection?x=1#y");
    expect(inAppTarget(at("/headless-tree/"), under, base)).toBe("/");
  });

  it("leaves links outside the base to the browser", () => {
    expect(inAppTarget(at("/features/selection"), under, base)).toBeUndefined();
    expect(inAppTarget(at("/headless-treex/features"), under, base)).toBeUndefined();
  });

  it("still leaves a jump within the page to the browser", () => {
    expect(inAppTarget(at("#drop-targets"), under, base)).toBeUndefined();
  });
});
