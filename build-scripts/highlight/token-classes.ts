// Shiki writes both colours of every token inline, `style="color:#D73A49;--shiki-dark:#F97583"`:
// 43 bytes on each of the thousands of tokens of a code-heavy page. Each theme has a dozen
// colours, so a class per colour and theme (`class="l5 d5"`) and 25 rules in the site's
// stylesheet carry the same. The rules live in app/styles/tokens.css, written by `tokenClassCss()`
// (token-classes.test.ts keeps the two the same).
import githubDark from "@shikijs/themes/github-dark";
import githubLight from "@shikijs/themes/github-light";
import type { ShikiTransformer } from "shiki";
import type { ThemeRegistration } from "shiki";

const palette = (theme: ThemeRegistration): string[] => [
  ...new Set(
    [theme.colors?.["editor.foreground"], ...(theme.tokenColors ?? []).map((rule) => rule.settings.foreground)]
      .filter((colour): colour is string => typeof colour === "string")
      .map((colour) => colour.toUpperCase()),
  ),
];

/** Every foreground colour of the two themes (CODE_THEMES), in theme order: class `l<i>` / `d<i>`. */
export const TOKEN_COLOURS = { light: palette(githubLight), dark: palette(githubDark) } as const;

/**
 * github-light and github-dark miss WCAG AA (4.5:1) for a few token colours, on the code
 * background and more so on highlighted lines (tinted by .line.highlighted in prose.css): the
 * nearest shade that reaches 4.6:1 on both.
 */
export const CONTRAST_SHADES: { readonly light: Readonly<Record<string, string>>; readonly dark: Readonly<Record<string, string>> } = {
  light: {
    "#E36209": "#ad4b07", // parameters, variables: 3.5 → 5.6
    "#D73A49": "#be3341", // keywords, operators
    "#22863A": "#1e7834", // JSX tags, inserted diff lines
    "#6A737D": "#606972", // comments
  },
  dark: {
    "#6A737D": "#959da5", // comments: 3.0 → 5.3
  },
};

/** The stylesheet rules for the classes, as app/styles/tokens.css holds them. */
export function tokenClassCss(): string {
  const light = TOKEN_COLOURS.light.map((colour, i) => `.shiki .l${i} { color: ${(CONTRAST_SHADES.light[colour] ?? colour).toLowerCase()}; }`);
  const dark = TOKEN_COLOURS.dark.map(
    (colour, i) => `html[data-theme="dark"] .shiki .d${i} { color: ${(CONTRAST_SHADES.dark[colour] ?? colour).toLowerCase()} !important; }`,
  );
  return [...light, ...dark].join("\n");
}

/**
 * Replaces a token's two inline colours with their classes. A token with another colour, or with a
 * font style besides, keeps what it cannot move to a class inline.
 */
export function transformerTokenClasses(): ShikiTransformer {
  return {
    name: "headless-tree-docs:token-classes",
    span(node) {
      const style = node.properties.style;
      if (typeof style !== "string") return;
      const kept: string[] = [];
      const classes: string[] = [];
      for (const declaration of style.split(";")) {
        const [property, value = ""] = declaration.split(":");
        const light = property === "color" ? TOKEN_COLOURS.light.indexOf(value.toUpperCase()) : -1;
        const dark = property === "--shiki-dark" ? TOKEN_COLOURS.dark.indexOf(value.toUpperCase()) : -1;
        if (light >= 0) classes.push(`l${light}`);
        else if (dark >= 0) classes.push(`d${dark}`);
        else if (declaration) kept.push(declaration);
      }
      if (!classes.length) return;
      this.addClassToHast(node, classes);
      if (kept.length) node.properties.style = kept.join(";");
      else delete node.properties.style;
    },
  };
}
