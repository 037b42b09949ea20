import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes.ts";

const hash = (body: string) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`;

test("hashes executable inline scripts exactly as written, once each", () => {
  const html = `<head><script>var a = 1;</script>
<script type="module" async="">import "/assets/x.js";</script>
<SCRIPT type='text/javascript'>b()</SCRIPT >
<script>var a = 1;</script>
<script>const s = "é ✓";</script></head>`;
  expect(inlineScriptHashes(html)).toEqual([
    hash("var a = 1;"),
    hash(`import "/assets/x.js";`),
    hash("b()"),
    hash(`const s = "é ✓";`),
  ]);
});

test("the known vector from the CSP spec", () => {
  // https://www.w3.org/TR/CSP3/#grammardef-hash-source: alert('Hello, world.');
  expect(inlineScriptHashes(`<script>alert('Hello, world.');</script>`)).toEqual(["sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng="]);
});

test("skips external scripts, data blocks and empty scripts", () => {
  const html = `<script src="/a.js"></script><script type="module" src="/b.js">ignored()</script>
<script type="application/ld+json">{"a":1}</script><script type="application/json">{}</script><script></script>`;
  expect(inlineScriptHashes(html)).toEqual([]);
});

test("line endings are hashed as the browser's parser leaves them (LF)", () => {
  expect(inlineScriptHashes("<script>a();\r\nb();\rc();</script>")).toEqual([hash("a();\nb();\nc();")]);
});
