// CSS modules in the sandbox frame, as Vite builds them for the site and for an exported
// project: each class of a `.module.css` file gets a name of its own, and the import is the map
// from the written name to it. Only selectors are rewritten; `:global(…)` stays as written.

export interface CssModule {
  css: string;
  classes: Record<string, string>;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

function scopeSelector(selector: string, prefix: string, classes: Record<string, string>): string {
  // Split out :global(…) so its classes stay untouched.
  return selector
    .split(/(:global\([^)]*\))/)
    .map((part) => {
      const global = /^:global\(([^)]*)\)$/.exec(part);
      if (global) return global[1]!;
      return part.replace(CLASS, (_, name: string) => `.${(classes[name] ??= `${prefix}_${name}`)}`);
    })
    .join("");
}

/** Scopes the classes of `css` with `prefix`; @-rule preludes and declarations are left alone. */
export function scopeCssModule(css: string, prefix: string): CssModule {
  const classes: Record<string, string> = {};
  const source = css.replace(/\/\*[\s\S]*?\*\//g, "");
  let out = "";
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf("{", i);
    const close = source.indexOf("}", i);
    if (open === -1 && close === -1) {
      out += source.slice(i);
      break;
    }
    // A "}" first: the end of a block, with the declarations before it.
    if (close !== -1 && (open === -1 || close < open)) {
      out += source.slice(i, close + 1);
      i = close + 1;
      continue;
    }
    // The text before "{": after the last ";" it is a prelude; before it, declarations of the rule we are in.
    const chunk = source.slice(i, open);
    const lastSemicolon = chunk.lastIndexOf(";");
    const declarations = chunk.slice(0, lastSemicolon + 1);
    const prelude = chunk.slice(lastSemicolon + 1);
    const isAt = prelude.trimStart().startsWith("@");
    out += declarations + (isAt ? prelude : scopeSelector(prelude, prefix, classes)) + "{";
    i = open + 1;
  }
  return { css: out, classes };
}
