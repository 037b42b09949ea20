import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CODE_THEMES, getHighlighter } from "./highlighter.ts";
import { TOKEN_COLOURS, tokenClassCss, transformerTokenClasses } from "./token-classes.ts";

describe("token classes", () => {
  it("app/styles/tokens.css holds the rule of every class, as tokenClassCss() writes them", () => {
    const css = readFileSync("app/styles/tokens.css", "utf8");
    const missing = tokenClassCss()
      .split("\n")
      .filter((rule) => !css.includes(`  ${rule}\n`));
    // On a failure, paste the output of tokenClassCss() into the @media screen block of tokens.css.
    expect(missing).toEqual([]);
  });

  it("replaces both inline colours of every token of both themes by classes, and keeps the rest of a style", async () => {
    const highlighter = await getHighlighter();
    const code = 'import { useTree } from "@headless-tree/react";\n// a comment\nconst tree = useTree<string>({ rootItemId: "root" });';
    const plain = highlighter.codeToHtml(code, { lang: "tsx", themes: CODE_THEMES, defaultColor: "light" });
    const classed = highlighter.codeToHtml(code, { lang: "tsx", themes: CODE_THEMES, defaultColor: "light", transformers: [transformerTokenClasses()] });
    const tokenStyles = (html: string) => [...html.matchAll(/<span [^>]*style="([^"]*)"/g)].map((m) => m[1]);
    expect(tokenStyles(plain).length).toBeGreaterThan(10);
    expect(tokenStyles(classed)).toEqual([]);
    // Each token's classes name the same two colours its inline style did.
    const pairs = (html: string) => [...html.matchAll(/<span (?:class="([^"]*)"|style="color:([^;]*);--shiki-dark:([^"]*)")>/g)];
    const before = pairs(plain).filter((m) => m[2]).map((m) => `${m[2]!.toUpperCase()} ${m[3]!.toUpperCase()}`);
    const after = pairs(classed).filter((m) => /^l\d+ d\d+$/.test(m[1] ?? "")).map((m) => {
      const [light, dark] = m[1]!.split(" ");
      return `${TOKEN_COLOURS.light[Number(light!.slice(1))]} ${TOKEN_COLOURS.dark[Number(dark!.slice(1))]}`;
    });
    expect(after).toEqual(before);

    // A font style has no class: it stays inline beside the classes.
    const emphasis = highlighter.codeToHtml("*italic*", { lang: "md", themes: CODE_THEMES, defaultColor: "light", transformers: [transformerTokenClasses()] });
    expect(emphasis).toMatch(/<span style="--shiki-light-font-style:italic;--shiki-dark-font-style:italic" class="l\d+ d\d+">/);
  });
});
