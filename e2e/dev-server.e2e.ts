import { spawn, type ChildProcess } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../build-scripts/run.ts";
import { HANG_MS } from "../tests/support/hang-bound.ts";
import { sharedBrowser } from "./support/browser";
import type { BrowserContext } from "playwright-core";

const FIXTURE = "content/pages/dev-loop-check.mdx";
const PORT = 5291;
const page = (body: string) =>
  `---\ntitle: Dev loop check\ndescription: A temporary page the dev-server test edits.\nslug: /dev-loop-check\nlayout: page\n---\n\n${body}\n`;

// This file edits content/ and regenerates app/generated/, which other files read: it runs after
// them, on its own (vitest.e2e.config.ts).

/** The dev server answers once Vite has started; it compiles on request, so only a hang misses this. */
async function waitForServer(url: string, timeoutMs = 4 * HANG_MS) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`dev server did not answer at ${url}`);
}

describe("dev server for writers", () => {
  let server: ChildProcess;
  let context: BrowserContext;

  beforeAll(async () => {
    await writeFile(FIXTURE, page("The first version of this text."));
    await buildSite({ quiet: true });
    // PORT, as the README tells writers (vite.config.ts turns it into a strict port).
    server = spawn("npx", ["react-router", "dev"], { stdio: "pipe", detached: true, env: { ...process.env, PORT: String(PORT) } });
    await waitForServer(`http://localhost:${PORT}/dev-loop-check`);
    context = await (await sharedBrowser()).newContext();
    context.setDefaultTimeout(HANG_MS);
  }, 8 * HANG_MS);

  afterAll(async () => {
    await context?.close();
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    await rm(FIXTURE, { force: true });
    // Leave app/generated as the committed content describes it, for the tests that follow.
    await buildSite({ quiet: true });
  });

  it("shows an edit without a full reload, reports a broken MDX file with file:line:column, and recovers", async () => {
    const tab = await context.newPage();
    await tab.goto(`http://localhost:${PORT}/dev-loop-check`, { waitUntil: "networkidle" });
    await tab.getByText("The first version of this text.").waitFor();

    // A marker on window survives hot updates but not a full reload.
    await tab.evaluate(() => Object.assign(window, { __devLoopMarker: true }));
    const edited = Date.now();
    await writeFile(FIXTURE, page("The second version of this text."));
    await tab.getByText("The second version of this text.").waitFor();
    console.log(`dev server: edit visible after ${Date.now() - edited} ms`);
    await expect(tab.evaluate(() => "__devLoopMarker" in window), "the edit arrived without a full reload").resolves.toBe(true);

    await writeFile(FIXTURE, page("Broken <DemoBox demo=\"basic-tree\"\n\nmore text"));
    const overlay = tab.locator("vite-error-overlay");
    await overlay.waitFor({ state: "attached" });
    const message = await overlay.evaluate((el) => el.shadowRoot?.textContent ?? "");
    expect(message).toMatch(/content\/pages\/dev-loop-check\.mdx:\d+:\d+/);

    await writeFile(FIXTURE, page("The third version of this text."));
    await tab.getByText("The third version of this text.").waitFor();
    await expect(tab.locator("vite-error-overlay").count()).resolves.toBe(0);
  }, 6 * HANG_MS);

  it("runs the demo editor: its sandbox frame, its compiler, the demo's project files and the type check come from the dev server", async () => {
    const tab = await context.newPage();
    await tab.goto(`http://localhost:${PORT}/getstarted`, { waitUntil: "networkidle" });
    const box = tab.locator('section[data-demo="basic-tree"]');
    await box.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await tab.locator('section[data-demo="basic-tree"][data-hydrated]').waitFor();
    await box.getByRole("button", { name: "Edit", exact: true }).click();
    await expect.poll(() => box.locator("[role=status][data-state]").getAttribute("data-state")).toBe("running");
    expect(await box.frameLocator("iframe").getByRole("treeitem").count()).toBeGreaterThan(0);
    // The type check's files and compiler, made on request too.
    await box.getByRole("button", { name: "Check types" }).click();
    await expect.poll(() => box.locator("[data-types]").textContent()).toBe("No type errors.");
  }, 6 * HANG_MS);
});
