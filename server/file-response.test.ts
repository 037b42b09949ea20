// What send brings that is ours to configure, on a small root of its own so files can vanish or
// change under the running server: names send would decode differently, files gone since startup,
// and send's own error and redirect pages, which must never be what a client gets.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createStaticServer } from "./create-server.ts";
import { close, listen, request } from "./test-support/http.ts";

const NOT_FOUND_PAGE = "<!DOCTYPE html><title>Not found</title><p>No such page.</p>";
let dir: string;
let server: Server;
let port: number;
const serverErrors: unknown[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "headless-tree-file-response-"));
  const files: Record<string, string> = {
    "index.html": "<!DOCTYPE html><title>Home</title>",
    "404.html": NOT_FOUND_PAGE,
    "100%.txt": "one hundred percent",
    "a%2fb.txt": "not a folder",
    "gone.txt": "here at startup",
    "becomes-folder.txt": "a file at startup",
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  server = createStaticServer({ root: dir, siteConfig: { docsearchAppId: undefined }, onError: (error) => serverErrors.push(error) });
  port = await listen(server);
});

afterAll(async () => {
  await close(server);
  rmSync(dir, { recursive: true, force: true });
});

const expectOurHeaders = (headers: Record<string, unknown>) => {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  // send's own error and redirect pages carry "default-src 'none'" and no other security header.
  expect(headers["content-security-policy"]).toMatch(/^default-src 'self'/);
};

test("names with % are sent as they are: send is handed each segment encoded, and decodes it once", async () => {
  const percent = await request(port, "/100%25.txt");
  expect(percent.status).toBe(200);
  expect(percent.text).toBe("one hundred percent");
  const encodedSlash = await request(port, "/a%252fb.txt");
  expect(encodedSlash.status).toBe(200);
  expect(encodedSlash.text).toBe("not a folder");
});

test("a file deleted after startup answers the not-found page, and the stale index is reported", async () => {
  rmSync(join(dir, "gone.txt"));
  for (const method of ["GET", "HEAD"]) {
    const res = await request(port, "/gone.txt", { method });
    expect(res.status).toBe(404);
    if (method === "GET") expect(res.text).toBe(NOT_FOUND_PAGE);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expectOurHeaders(res.headers);
  }
  expect(serverErrors.splice(0)).toMatchObject([{ code: "ENOENT" }, { code: "ENOENT" }]);
});

test("a file replaced by a folder answers 404, never send's redirect to the folder", async () => {
  rmSync(join(dir, "becomes-folder.txt"));
  mkdirSync(join(dir, "becomes-folder.txt"));
  writeFileSync(join(dir, "becomes-folder.txt", "index.html"), "<p>inside</p>");
  const res = await request(port, "/becomes-folder.txt");
  expect(res.status).toBe(404);
  expect(res.headers.location).toBeUndefined();
  expect(res.text).toBe(NOT_FOUND_PAGE);
  expectOurHeaders(res.headers);
  expect(serverErrors.splice(0)).toHaveLength(1);
});

test("when the not-found page itself is gone, a plain 404 with our headers", async () => {
  rmSync(join(dir, "404.html"));
  const res = await request(port, "/nope");
  expect(res.status).toBe(404);
  expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
  expect(res.text).toBe("Not Found\n");
  expectOurHeaders(res.headers);
  expect(serverErrors.splice(0)).toMatchObject([{ code: "ENOENT" }]);
  // Everything else still answers.
  expect((await request(port, "/")).status).toBe(200);
});
