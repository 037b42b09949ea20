import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { readBasePath, readSiteConfig, SITE_CONFIG_FILE } from "./site-config.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "site-config-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test("without the file, the environment decides", () => {
  expect(readSiteConfig(root, {})).toEqual({ docsearchAppId: undefined });
  expect(readSiteConfig(root, { DOCSEARCH_APP_ID: "" })).toEqual({ docsearchAppId: undefined });
  expect(readSiteConfig(root, { DOCSEARCH_APP_ID: "BH4D9OD16A" })).toEqual({ docsearchAppId: "BH4D9OD16A" });
});

test("the build-time file wins over the environment", () => {
  writeFileSync(join(root, SITE_CONFIG_FILE), JSON.stringify({ docsearchAppId: "BUILDTIME" }));
  expect(readSiteConfig(root, { DOCSEARCH_APP_ID: "RUNTIME" })).toEqual({ docsearchAppId: "BUILDTIME" });
  // A build without search records that too, so a runtime variable cannot widen the CSP.
  writeFileSync(join(root, SITE_CONFIG_FILE), JSON.stringify({ docsearchAppId: null }));
  expect(readSiteConfig(root, { DOCSEARCH_APP_ID: "RUNTIME" })).toEqual({ docsearchAppId: undefined });
});

test("an app id that is not letters and digits is refused (it goes into a header)", () => {
  expect(() => readSiteConfig(root, { DOCSEARCH_APP_ID: "x; script-src *" })).toThrow(/letters and digits/);
  writeFileSync(join(root, SITE_CONFIG_FILE), JSON.stringify({ docsearchAppId: 42 }));
  expect(() => readSiteConfig(root, {})).toThrow(/must be a string or null/);
  writeFileSync(join(root, SITE_CONFIG_FILE), JSON.stringify({ docsearchAppId: "x; script-src *" }));
  expect(() => readSiteConfig(root, {})).toThrow(/letters and digits/);
});

test("the base path comes from the build's file, else BASE_PATH, normalised", () => {
  expect(readBasePath(root, {})).toBe("/");
  expect(readBasePath(root, { BASE_PATH: "headless-tree" })).toBe("/headless-tree/");
  writeFileSync(join(root, SITE_CONFIG_FILE), JSON.stringify({ docsearchAppId: null, basePath: "/docs/" }));
  expect(readBasePath(root, { BASE_PATH: "/other/" })).toBe("/docs/");
  // A file from before base paths: a build for the root.
  writeFileSync(join(root, SITE_CONFIG_FILE), JSON.stringify({ docsearchAppId: null }));
  expect(readBasePath(root, { BASE_PATH: "/other/" })).toBe("/");
  writeFileSync(join(root, SITE_CONFIG_FILE), JSON.stringify({ basePath: "https://x.example/" }));
  expect(() => readBasePath(root, {})).toThrow(/"basePath" must be a path such as/);
});
