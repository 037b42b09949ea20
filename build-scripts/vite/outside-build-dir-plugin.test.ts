import { existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { linkNodeModulesIfOutside } from "./outside-build-dir-plugin.ts";

let dir: string;
let root: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "outside-build-dir-"));
  root = join(dir, "project");
  mkdirSync(join(root, "node_modules"), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("a server build outside the project gets a node_modules link to the project's", () => {
  const server = join(dir, "elsewhere", "server");
  mkdirSync(server, { recursive: true });
  expect(linkNodeModulesIfOutside(root, server)).toBe(true);
  expect(lstatSync(join(server, "node_modules")).isSymbolicLink()).toBe(true);
  expect(readlinkSync(join(server, "node_modules"))).toBe(join(root, "node_modules"));
  // A second build into the same folder keeps the link.
  expect(linkNodeModulesIfOutside(root, server)).toBe(false);
});

test("a server build inside the project is left alone, however it is spelled", () => {
  for (const server of [join(root, "build", "server"), join(root, "..", "project", "build", "server")]) {
    mkdirSync(server, { recursive: true });
    expect(linkNodeModulesIfOutside(root, server)).toBe(false);
    expect(existsSync(join(server, "node_modules"))).toBe(false);
  }
});

test("a folder whose name only starts with '..' is inside", () => {
  const server = join(root, "..build", "server");
  mkdirSync(server, { recursive: true });
  expect(linkNodeModulesIfOutside(root, server)).toBe(false);
});
