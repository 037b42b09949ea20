import { expect, test } from "vitest";
import { IMMUTABLE } from "#contract/hosting/cache-control.ts";
import { SECURITY_HEADERS, withoutHeaderOnlyDirectives } from "#contract/hosting/security-headers.ts";
import { headersFile } from "./headers-file.ts";

/** Rules as Netlify and Cloudflare read them: a path line, then indented "Name: value" lines. */
function parseRules(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) rules.set(line, (current = {}));
    else {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
      current![name!] = value!;
    }
  }
  return rules;
}

test("every path gets the server's security headers and frame-ancestors, both allowing only the site to frame it (its demo sandbox)", () => {
  const rules = parseRules(headersFile({ assetFiles: ["assets/root-BxY3kP_9.js"] }));
  expect(rules.get("/*")).toEqual({ ...SECURITY_HEADERS, "X-Frame-Options": "SAMEORIGIN", "Content-Security-Policy": "frame-ancestors 'self'" });
});

test("hashed assets are immutable, and that is the only Cache-Control rule (hosts join repeated headers)", () => {
  const text = headersFile({ assetFiles: ["assets/root-BxY3kP_9.js"] });
  expect(parseRules(text).get("/assets/*")).toEqual({ "Cache-Control": IMMUTABLE });
  const rulesOnly = text.split("\n").filter((line) => !line.startsWith("#")).join("\n");
  expect(rulesOnly.match(/Cache-Control/g)).toHaveLength(1);
  expect(rulesOnly.match(/Content-Security-Policy/g)).toHaveLength(1);
});

test("an unhashed file under assets/ is refused: one rule would cache it forever", () => {
  expect(() => headersFile({ assetFiles: ["assets/root-BxY3kP_9.js", "assets/logo.svg"] })).toThrow("assets/logo.svg");
});

test("a <meta> gets a policy without the directives only a header can carry", () => {
  const policy = "default-src 'self'; frame-ancestors 'self'; img-src data:; sandbox";
  expect(withoutHeaderOnlyDirectives(policy)).toBe("default-src 'self'; img-src data:");
});

test("no line is over Cloudflare's 2,000 characters", () => {
  for (const line of headersFile({ assetFiles: [] }).split("\n")) expect(line.length).toBeLessThanOrEqual(2000);
});
