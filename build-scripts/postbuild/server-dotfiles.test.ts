import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { CSP_MANIFEST_FILE, readCspManifest } from "#contract/hosting/inline-script-hashes.ts";
import { readBasePath, readSiteConfig, SITE_CONFIG_FILE } from "#contract/hosting/site-config.ts";
import { writeCspManifest, writeSiteConfigIfAbsent } from "./server-dotfiles.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "server-dotfiles-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test("the CSP manifest is written in the format the server reads", () => {
  const hashes = { "index.html": ["sha256-a", "sha256-b"], "guide/index.html": [] };
  writeCspManifest(root, hashes);
  expect(JSON.parse(readFileSync(join(root, CSP_MANIFEST_FILE), "utf8"))).toEqual({ version: 1, scriptHashes: hashes });
  expect(readCspManifest(root)).toEqual(hashes);
});

test("the site config records the build-time environment, and the server prefers it to its own", () => {
  expect(writeSiteConfigIfAbsent(root, { DOCSEARCH_APP_ID: "BUILDTIME" })).toBe(true);
  expect(JSON.parse(readFileSync(join(root, SITE_CONFIG_FILE), "utf8"))).toEqual({ docsearchAppId: "BUILDTIME", basePath: "/" });
  expect(readSiteConfig(root, { DOCSEARCH_APP_ID: "RUNTIME" })).toEqual({ docsearchAppId: "BUILDTIME" });
});

test("a build without hosted search records that too, so a runtime variable cannot widen the CSP", () => {
  writeSiteConfigIfAbsent(root, {});
  expect(JSON.parse(readFileSync(join(root, SITE_CONFIG_FILE), "utf8"))).toEqual({ docsearchAppId: null, basePath: "/" });
  expect(readSiteConfig(root, { DOCSEARCH_APP_ID: "RUNTIME" })).toEqual({ docsearchAppId: undefined });
});

test("an existing site config (written by the site build) is left alone", () => {
  writeFileSync(join(root, SITE_CONFIG_FILE), JSON.stringify({ docsearchAppId: "FROMBUILD", other: 1 }));
  expect(writeSiteConfigIfAbsent(root, { DOCSEARCH_APP_ID: "X" })).toBe(false);
  expect(readSiteConfig(root, {}).docsearchAppId).toBe("FROMBUILD");
});

test("the site config records the base path the build was made for", () => {
  writeSiteConfigIfAbsent(root, { BASE_PATH: "headless-tree" });
  expect(readBasePath(root, { BASE_PATH: "/elsewhere/" })).toBe("/headless-tree/");
});

test("an app id that is not letters and digits is refused at build time", () => {
  expect(() => writeSiteConfigIfAbsent(root, { DOCSEARCH_APP_ID: "x; script-src *" })).toThrow(/DOCSEARCH_APP_ID: .*letters and digits/);
});
