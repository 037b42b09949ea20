import type { JSONOutput } from "typedoc";
import { beforeAll, describe, expect, it } from "vitest";
import type { BuildWarning } from "../shared/build-error.ts";
import { firstSentence, modelHasFencedCode, partsToMarkdown, renderComment, type CommentLinkScope } from "./comment.ts";
import { createMarkdownRenderer, type MarkdownRenderer } from "./markdown.ts";

/** TypeDoc brands ids; fixtures use plain numbers. */
const rid = (n: number) => n as JSONOutput.ReflectionId;

const URLS: Record<string, string> = {
  TreeConfig: "/api/core/interface/TreeConfig",
  "TreeConfig.rootItemId": "/api/core/interface/TreeConfig#rootItemId",
  isUnorderedDragTarget: "/api/core/interface/DragAndDropFeatureItemInstance#isUnorderedDragTarget",
  invalidateItemData: "/api/core/interface/AsyncDataLoaderFeatureItemInstance#invalidateItemData",
};

function scope(warnings: BuildWarning[] = []): CommentLinkScope {
  return {
    where: "/api/core/interface/X#member",
    warn: (w) => warnings.push(w),
    resolveLinkTag: (part) => {
      if (typeof part.target === "string") return part.target;
      if (part.target === 692) return URLS.TreeConfig;
      if (typeof part.target === "object" && part.target.qualifiedName === "TreeConfig.rootItemId") return URLS["TreeConfig.rootItemId"];
      return undefined;
    },
    resolveName: (name) => URLS[name],
  };
}

const text = (t: string): JSONOutput.CommentDisplayPart => ({ kind: "text", text: t });
const code = (t: string): JSONOutput.CommentDisplayPart => ({ kind: "code", text: t });

let md: MarkdownRenderer;
let mdPlain: MarkdownRenderer;
beforeAll(async () => {
  md = await createMarkdownRenderer({ withHighlighter: true });
  mdPlain = await createMarkdownRenderer({ withHighlighter: false });
});

describe("partsToMarkdown", () => {
  it("resolves {@link} by reflection id, symbol id and URL", () => {
    const parts: JSONOutput.CommentDisplayPart[] = [
      text("See "),
      { kind: "inline-tag", tag: "@link", text: "TreeConfig", target: rid(692) },
      text(", "),
      {
        kind: "inline-tag",
        tag: "@linkcode",
        text: "rootItemId",
        target: { packageName: "@headless-tree/core", packagePath: "src/types/core.ts" as never, qualifiedName: "TreeConfig.rootItemId" },
      },
      text(" and "),
      { kind: "inline-tag", tag: "@link", text: "the docs", target: "https://example.com/docs" },
    ];
    expect(partsToMarkdown(parts, scope())).toBe(
      "See [TreeConfig](/api/core/interface/TreeConfig), [`rootItemId`](/api/core/interface/TreeConfig#rootItemId) and [the docs](https://example.com/docs)",
    );
  });

  it("renders an unresolved link as code and warns with the location", () => {
    const warnings: BuildWarning[] = [];
    const out = partsToMarkdown([{ kind: "inline-tag", tag: "@link", text: "Nope" }], scope(warnings));
    expect(out).toBe("`Nope`");
    expect(warnings).toEqual([{ location: "/api/core/interface/X#member", message: expect.stringContaining("{@link Nope}") }]);
  });

  it("treats the upstream @{name} / @{link name} typo as the link it was meant to be", () => {
    expect(partsToMarkdown([text("See @{isUnorderedDragTarget} and @{link isUnorderedDragTarget}. Not @{unknownThing}.")], scope())).toBe(
      "See [`isUnorderedDragTarget`](/api/core/interface/DragAndDropFeatureItemInstance#isUnorderedDragTarget) and " +
        "[`isUnorderedDragTarget`](/api/core/interface/DragAndDropFeatureItemInstance#isUnorderedDragTarget). Not @{unknownThing}.",
    );
  });
});

describe("renderComment", () => {
  it("renders summary markdown with inline code and resolved links to HTML", () => {
    const comment: JSONOutput.Comment = {
      summary: [text("Uses "), code("`item.getProps()`"), text(" and "), { kind: "inline-tag", tag: "@link", text: "TreeConfig", target: rid(692) }, text(".")],
    };
    const html = renderComment(comment, scope(), mdPlain)?.summaryHtml;
    expect(html).toBe('<p>Uses <code>item.getProps()</code> and <a href="/api/core/interface/TreeConfig">TreeConfig</a>.</p>');
  });

  it("splits block tags: @default, @example, @remarks, @deprecated, @returns; hides @category", () => {
    const comment: JSONOutput.Comment = {
      summary: [text("Indent per level.")],
      blockTags: [
        { tag: "@default", content: [code("```ts\n20\n```")] },
        { tag: "@example", content: [code("```ts\nconst tree = useTree({ rootItemId: \"root\" });\n```")] },
        { tag: "@remarks", content: [text("Only visual.")] },
        { tag: "@deprecated", content: [text("use "), code("`indentation`"), text(" instead")] },
        { tag: "@returns", content: [text("nothing")] },
        { tag: "@category", content: [text("Tree/General")] },
      ],
    };
    const result = renderComment(comment, scope(), md)!;
    expect(result.blocks.map((b) => [b.tag, b.title])).toEqual([
      ["default", "Default value"],
      ["example", "Example"],
      ["remarks", "Remarks"],
    ]);
    expect(result.deprecatedHtml).toBe("<p>use <code>indentation</code> instead</p>");
    expect(result.returnsHtml).toBe("<p>nothing</p>");
    expect(JSON.stringify(result)).not.toContain("Tree/General");
  });

  it("highlights fenced code at build time with both shiki themes, tokens by colour class", () => {
    const comment: JSONOutput.Comment = {
      summary: [text("Example:\n\n"), code("```ts\nconst tree = createTree<Item>({ rootItemId: \"root\" });\n```")],
    };
    const html = renderComment(comment, scope(), md)!.summaryHtml;
    expect(html).toContain('<pre class="shiki shiki-themes github-light github-dark"');
    // The block's own colours inline, its tokens' as classes (build-scripts/highlight/token-classes.ts).
    expect(html).toMatch(/<pre [^>]*style="[^"]*--shiki-dark-bg:/);
    expect(html).toMatch(/<span class="l\d+ d\d+">const<\/span>/);
  });

  it("puts an unknown block tag back into the prose and links the name when it resolves", () => {
    // Upstream: "Use @invalidateItemData to clear and triggering refetch." TSDoc parses a block tag.
    const comment: JSONOutput.Comment = {
      summary: [text("Set to undefined to clear cache without triggering automatic refetch. Use")],
      blockTags: [{ tag: "@invalidateItemData", content: [text("to clear and triggering refetch.")] }],
    };
    expect(renderComment(comment, scope(), mdPlain)!.summaryHtml).toBe(
      '<p>Set to undefined to clear cache without triggering automatic refetch. Use <a href="/api/core/interface/AsyncDataLoaderFeatureItemInstance#invalidateItemData"><code>invalidateItemData</code></a> to clear and triggering refetch.</p>',
    );
  });

  it("returns undefined for empty comments and keeps deprecation without a reason", () => {
    expect(renderComment({ summary: [] }, scope(), mdPlain)).toBeUndefined();
    expect(renderComment(undefined, scope(), mdPlain)).toBeUndefined();
    expect(renderComment({ summary: [], blockTags: [{ tag: "@deprecated", content: [] }] }, scope(), mdPlain)).toEqual({
      summaryHtml: "",
      blocks: [],
      deprecatedHtml: "",
    });
  });

  it("drops raw HTML from comments", () => {
    const html = renderComment({ summary: [text('Hi <img src=x onerror="alert(1)"> there')] }, scope(), mdPlain)!.summaryHtml;
    expect(html).not.toContain("<img");
  });
});

describe("firstSentence and code detection", () => {
  it("takes the first sentence as plain text", () => {
    expect(
      firstSentence({ summary: [text("Pass to the container. The "), code("`treeLabel`"), text(" is used.")] }),
    ).toBe("Pass to the container.");
    expect(firstSentence({ summary: [text("Returns "), code("`true`"), text(" when loaded")] })).toBe("Returns true when loaded");
    expect(firstSentence({ summary: [] })).toBeUndefined();
    expect(firstSentence({ summary: [text("x".repeat(300))] })!.length).toBeLessThanOrEqual(200);
  });

  it("detects fenced code anywhere in a model", () => {
    expect(modelHasFencedCode([{ comment: { summary: [code("`inline`")] } }])).toBe(false);
    expect(modelHasFencedCode([{ children: [{ comment: { summary: [code("```ts\nx\n```")] } }] }])).toBe(true);
  });
});
