import { describe, expect, it } from "vitest";
import { withReactNativeWebStyles } from "./react-native-web-styles.server.ts";

const sheet = { id: "react-native-stylesheet", textContent: '[stylesheet-group="0"]{}\nbody{margin:0;}\n[stylesheet-group="1"]{}\n.css-view-1{display:flex;}\n.css-text-2{display:inline;}\n[stylesheet-group="3"]{}\n.r-pad-2{padding:8px;}\n.r-pad-2:focus{outline:0;}' };
const page = (body: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="viewport" content="x"/><link rel="stylesheet" href="/a.css"/><style>p{}</style></head><body>${body}</body></html>`;

describe("react-native-web's rules in a prerendered page", () => {
  it("go into the head, before the site's styles, when an element uses one of its classes: the resets and the rules of the classes used", () => {
    const html = withReactNativeWebStyles(page('<div class="demo r-pad-2">x</div>'), sheet);
    const kept = '[stylesheet-group="0"]{}\nbody{margin:0;}\n[stylesheet-group="1"]{}\n[stylesheet-group="3"]{}\n.r-pad-2{padding:8px;}\n.r-pad-2:focus{outline:0;}';
    expect(html).toContain(`<meta name="viewport" content="x"/><style id="react-native-stylesheet">${kept}</style><link rel="stylesheet"`);
    expect(html.match(/<style id=/g)).toHaveLength(1);
  });

  it("stay out of a page that uses none", () => {
    const html = page('<div class="demo css-view-10 r-pad">x</div><p>.r-pad-2 in text</p>');
    expect(withReactNativeWebStyles(html, sheet)).toBe(html);
  });
});
