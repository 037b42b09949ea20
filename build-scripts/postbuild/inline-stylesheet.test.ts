import { describe, expect, it } from "vitest";
import { inlineStylesheet } from "./inline-stylesheet.ts";

const page = `<html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="modulepreload" href="/assets/a.js"/><script id="theme-init">x</script><link rel="stylesheet" href="/assets/style-abc.css"/></head><body></body></html>`;

describe("inlineStylesheet", () => {
  it("puts the CSS first in head and keeps a non-blocking link for hydration", () => {
    const html = inlineStylesheet(page, () => "body{color:red}");
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/><style data-precedence="site" data-href="/assets/style-abc.css">body{color:red}</style><link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-abc.css" media="print"/>');
    expect(html).not.toContain('<link rel="stylesheet" href="/assets/style-abc.css"/>');
  });

  it("cannot let the CSS close the style element early", () => {
    const html = inlineStylesheet(page, () => 'a::after{content:"</style><script>"}');
    expect(html).not.toContain("</style><script>");
  });

  it("finds the stylesheet under a base path", () => {
    const html = inlineStylesheet(page.replaceAll('"/assets/', '"/a/b/assets/'), () => "body{color:red}");
    expect(html).toContain('<style data-precedence="site" data-href="/a/b/assets/style-abc.css">body{color:red}</style>');
    expect(html).toContain('<link rel="stylesheet" href="/a/b/assets/style-abc.css" media="print"/>');
  });

  it("leaves pages without the stylesheet alone", () => {
    const other = page.replace(/<link rel="stylesheet"[^>]*>/, "");
    expect(inlineStylesheet(other, () => "x")).toBe(other);
  });
});
