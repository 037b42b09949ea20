// TSDoc comments (TypeDoc JSON display parts) -> markdown -> HTML, with {@link} resolved to our
// pages. Also the plain-text first sentence used for descriptions and index summaries.

import type { JSONOutput } from "typedoc";
import type { ApiComment, ApiCommentBlock } from "#contract/api/api-model.ts";
import type { BuildWarning } from "../shared/build-error.ts";
import type { MarkdownRenderer } from "./markdown.ts";

export interface CommentLinkScope {
  /** Resolves an inline {@link} tag to a site URL or an external URL. */
  resolveLinkTag(part: JSONOutput.InlineTagDisplayPart): string | undefined;
  /**
   * Resolves a bare name written in prose (`@{isDragTarget}`, an unknown `@invalidateItemData`
   * tag): sibling members first, then exported names.
   */
  resolveName(name: string): string | undefined;
  /** Where the comment is, for warnings: the page URL with the member anchor. */
  where: string;
  warn(warning: BuildWarning): void;
}

/** Block tags shown under their own heading, in this wording. */
const BLOCK_TITLES: Record<string, string> = {
  "@default": "Default value",
  "@defaultValue": "Default value",
  "@example": "Example",
  "@remarks": "Remarks",
  "@see": "See also",
  "@since": "Since",
  "@throws": "Throws",
};

/** Block tags that carry metadata for tools, not readers. */
const HIDDEN_TAGS = new Set([
  "@category",
  "@categoryDescription",
  "@group",
  "@groupDescription",
  "@module",
  "@privateRemarks",
  "@internal",
  "@hidden",
  "@ignore",
  "@sortStrategy",
  "@document",
  "@author",
  "@license",
  "@import",
  "@summary",
]);

/** Tags TypeDoc already moved onto parameters/type parameters; never rendered as blocks. */
const STRUCTURAL_TAGS = new Set(["@param", "@typeParam", "@template", "@returns", "@return", "@deprecated"]);

const MISSPELLED_LINK = /@\{(?:link(?:code|plain)?\s+)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)\}/g;

/**
 * Display parts -> markdown. Text and code parts are markdown already; inline link tags become
 * markdown links. `@{name}` / `@{link name}` (a recurring upstream typo for `{@link name}`) is
 * treated like the link it was meant to be when the name resolves.
 */
export function partsToMarkdown(parts: readonly JSONOutput.CommentDisplayPart[], scope: CommentLinkScope): string {
  let out = "";
  for (const part of parts) {
    switch (part.kind) {
      case "text":
        out += part.text.replace(MISSPELLED_LINK, (whole, name: string) => {
          const href = scope.resolveName(name);
          return href ? `[\`${name}\`](${href})` : whole;
        });
        break;
      case "code":
        out += part.text;
        break;
      case "inline-tag":
        out += inlineTagToMarkdown(part, scope);
        break;
      case "relative-link":
        out += part.text;
        break;
    }
  }
  return out;
}

function inlineTagToMarkdown(part: JSONOutput.InlineTagDisplayPart, scope: CommentLinkScope): string {
  const isLink = part.tag === "@link" || part.tag === "@linkcode" || part.tag === "@linkplain";
  if (!isLink) return part.text;
  const text = part.text.trim() || (typeof part.target === "string" ? part.target : "");
  const label = part.tag === "@linkcode" ? `\`${text}\`` : escapeLinkText(text);
  const href = scope.resolveLinkTag(part) ?? scope.resolveName(text);
  if (!href) {
    scope.warn({ location: scope.where, message: `unresolved {${part.tag} ${text}} in a doc comment, rendered as code` });
    return `\`${text}\``;
  }
  return `[${label}](${href})`;
}

function escapeLinkText(text: string): string {
  return text.replace(/([[\]\\])/g, "\\$1");
}

/**
 * Renders a comment. Returns undefined when there is nothing to show. Unknown block tags (e.g. an
 * upstream "Use @invalidateItemData to …" that TSDoc parses as a block tag) are put back into the
 * summary as the prose they were, with the name linked when it resolves.
 */
export function renderComment(
  comment: JSONOutput.Comment | undefined,
  scope: CommentLinkScope,
  md: MarkdownRenderer,
): ApiComment | undefined {
  if (!comment) return undefined;
  let summary = partsToMarkdown(comment.summary, scope);
  const blocks: ApiCommentBlock[] = [];
  const result: ApiComment = { summaryHtml: "", blocks };
  for (const tag of comment.blockTags ?? []) {
    const content = partsToMarkdown(tag.content, scope);
    if (tag.tag === "@deprecated") {
      result.deprecatedHtml = md.render(content);
    } else if (tag.tag === "@returns" || tag.tag === "@return") {
      result.returnsHtml = md.render(content);
    } else if (BLOCK_TITLES[tag.tag]) {
      blocks.push({ tag: tag.tag.slice(1), title: BLOCK_TITLES[tag.tag]!, html: md.render(content) });
    } else if (HIDDEN_TAGS.has(tag.tag) || STRUCTURAL_TAGS.has(tag.tag)) {
      // metadata only
    } else {
      const name = tag.tag.slice(1);
      const href = scope.resolveName(name);
      const word = href ? `[\`${name}\`](${href})` : `\`${tag.tag}\``;
      summary = `${summary.trimEnd()} ${word} ${content.trimStart()}`;
    }
  }
  result.summaryHtml = md.render(summary);
  if (comment.modifierTags?.includes("@deprecated") && result.deprecatedHtml === undefined) {
    result.deprecatedHtml = "";
  }
  const empty =
    result.summaryHtml === "" &&
    blocks.length === 0 &&
    result.deprecatedHtml === undefined &&
    result.returnsHtml === undefined;
  return empty ? undefined : result;
}

/** Plain text of display parts: code without backticks, link tags as their text. */
export function partsToPlainText(parts: readonly JSONOutput.CommentDisplayPart[]): string {
  return parts
    .map((part) => {
      if (part.kind === "code") return part.text.replace(/^`+|`+$/g, "");
      if (part.kind === "text") return part.text.replace(MISSPELLED_LINK, "$1");
      return part.text;
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** First sentence of a comment summary, for meta descriptions and index lines (≤ 200 chars). */
export function firstSentence(comment: JSONOutput.Comment | undefined): string | undefined {
  if (!comment) return undefined;
  const text = partsToPlainText(comment.summary);
  if (!text) return undefined;
  const match = /^(.+?[.!?])(\s|$)/.exec(text);
  let sentence = match?.[1] ?? text;
  if (sentence.length > 200) sentence = `${sentence.slice(0, 197).replace(/\s+\S*$/, "")}…`;
  return sentence;
}

/** Whether any comment in the model contains a fenced code block (decides loading shiki). */
export function modelHasFencedCode(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
    } else if (node && typeof node === "object") {
      const record = node as Record<string, unknown>;
      if (record.kind === "code" && typeof record.text === "string" && record.text.startsWith("```")) return true;
      for (const key in record) {
        const child = record[key];
        if (child && typeof child === "object") stack.push(child);
      }
    }
  }
  return false;
}
