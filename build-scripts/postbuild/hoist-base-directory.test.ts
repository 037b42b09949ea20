import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hoistBaseDirectory } from "./hoist-base-directory";

let client: string;

async function put(file: string, content = file): Promise<void> {
  await mkdir(path.dirname(path.join(client, file)), { recursive: true });
  await writeFile(path.join(client, file), content);
}

beforeEach(async () => {
  client = path.join(await mkdtemp(path.join(tmpdir(), "hoist-")), "client");
  await put("assets/entry.js");
  await put("favicon.svg");
});
afterEach(async () => {
  await rm(path.dirname(client), { recursive: true, force: true });
});

describe("hoistBaseDirectory", () => {
  it("moves the pages written under a nested base up beside the assets", async () => {
    await put("a/b/index.html", "home");
    await put("a/b/_.data");
    await put("a/b/features/dnd/index.html", "dnd");
    await put("a/b/features/dnd.data");
    await hoistBaseDirectory(client, "/a/b/");
    expect((await readdir(client)).sort()).toEqual(["_.data", "assets", "favicon.svg", "features", "index.html"]);
    expect(await readFile(path.join(client, "features/dnd/index.html"), "utf8")).toBe("dnd");
    expect(existsSync(path.join(client, "a"))).toBe(false);
  });

  it("does nothing for the root base", async () => {
    await put("index.html");
    await hoistBaseDirectory(client, "/");
    expect((await readdir(client)).sort()).toEqual(["assets", "favicon.svg", "index.html"]);
  });

  it("refuses to overwrite a file that exists at both levels", async () => {
    await put("x/favicon.svg", "page");
    await expect(hoistBaseDirectory(client, "/x/")).rejects.toThrow(/favicon\.svg exist in both/);
    expect(await readFile(path.join(client, "favicon.svg"), "utf8")).toBe("favicon.svg");
  });

  it("says when the prerender wrote nothing under the base", async () => {
    await expect(hoistBaseDirectory(client, "/x/")).rejects.toThrow(/client\/x is missing/);
  });
});
