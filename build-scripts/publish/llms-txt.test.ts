import { describe, expect, it } from "vitest";
import type { RouteEntry } from "#contract/content/content-model.ts";
import { buildLlmsFullTxt, buildLlmsTxt, docsSections, type LlmsInput } from "./llms-txt.ts";

const SITE = "https://headless-tree.lukasbach.com";
const api = (path: string, kind: RouteEntry["kind"], title: string): RouteEntry => ({ path, kind, title, description: `About ${title}.`, anchors: [], source: "api" });

const input: LlmsInput = {
  title: "Headless Tree",
  summary: "The definitive tree component for the Web.",
  libraryVersion: "1.7.0",
  sidebar: [
    { label: "Introduction", items: [{ label: "Get Started", href: "/getstarted" }] },
    { label: "Guides", items: [{ label: "State", href: "/guides/state" }, { label: "Storybook", href: "https://example.dev/sb", external: true }] },
    { label: "API", items: [{ label: "Tree Config", href: "/api/core/interface/TreeConfig" }] },
    { label: "Changelog", items: [{ label: "core", href: "/changelog/core" }] },
  ],
  docs: {
    "/getstarted": { title: "Get Started", description: "Install and render a tree." },
    "/guides/state": { title: "Managing State", description: "Where the state lives." },
    "/changelog/core": { title: "@headless-tree/core", description: "Release notes." },
    "/markdown-page": { title: "Hidden", description: "Not in the sidebar." },
  },
  apiRoutes: [api("/api", "api-index", "API"), api("/api/core", "api-package", "@headless-tree/core"), api("/api/core/interface/TreeConfig", "api-item", "TreeConfig"), api("/api/core/enum/CheckedState", "api-item", "CheckedState"), api("/api/react/function/useTree", "api-item", "useTree")],
};

describe("docsSections", () => {
  it("keeps sidebar order and leaves out external links, API shortcuts and pages outside the sidebar", () => {
    expect(docsSections(input).map((s) => [s.heading, s.pages.map((p) => p.path)])).toEqual([
      ["Introduction", ["/getstarted"]],
      ["Guides", ["/guides/state"]],
      ["Changelog", ["/changelog/core"]],
    ]);
  });
});

describe("buildLlmsTxt", () => {
  const txt = buildLlmsTxt(input);
  it("starts with the title and a one-line summary", () => {
    expect(txt.startsWith("# Headless Tree\n\n> The definitive tree component for the Web.\n\n")).toBe(true);
    expect(txt).toContain(`All docs pages in one file: ${SITE}/llms-full.txt.`);
  });

  it("lists docs pages by group, linking their markdown twins with their descriptions", () => {
    expect(txt).toContain(`## Guides\n\n- [Managing State](${SITE}/guides/state.md): Where the state lives.\n`);
    expect(txt).toContain(`## Changelog\n\n- [@headless-tree/core](${SITE}/changelog/core.md): Release notes.\n`);
    expect(txt).not.toContain("markdown-page");
    expect(txt).not.toContain("example.dev");
  });

  it("lists the API pages by package", () => {
    expect(txt).toContain(`- [API](${SITE}/api): About API.\n- [@headless-tree/core](${SITE}/api/core): About @headless-tree/core.`);
    expect(txt).toContain(`### @headless-tree/core\n\n- [TreeConfig](${SITE}/api/core/interface/TreeConfig): interface\n- [CheckedState](${SITE}/api/core/enum/CheckedState): enumeration`);
    expect(txt).toContain(`### @headless-tree/react\n\n- [useTree](${SITE}/api/react/function/useTree): function`);
  });
});

describe("buildLlmsFullTxt", () => {
  const twins = new Map([
    ["/getstarted", "# Get Started\n\nInstall it.\n"],
    ["/guides/state", "# Managing State\n\nState.\n"],
    ["/changelog/core", "# @headless-tree/core\n\n## 1.7.0\n"],
  ]);

  it("concatenates the twins in sidebar order, each after a separator with its address", () => {
    const full = buildLlmsFullTxt(input, twins);
    expect(full).toContain(`\n\n---\n\nSource: ${SITE}/getstarted\n\n# Get Started\n\nInstall it.\n\n---\n\nSource: ${SITE}/guides/state\n\n# Managing State`);
    expect(full.indexOf("# Managing State")).toBeLessThan(full.indexOf("# @headless-tree/core"));
    expect(full.split("\n---\n")).toHaveLength(4);
  });

  it("fails when a listed page has no twin", () => {
    expect(() => buildLlmsFullTxt(input, new Map())).toThrow("No markdown twin for /getstarted.");
  });
});
