import { spawn, type ChildProcess } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../build-scripts/run.ts";
import { launchBrowser } from "./support/browser";
import type { Browser } from "playwright-core";

const FIXTURE = "content/pages/dev-loop-check.mdx";
const PORT = 5291;
const page = (body: string) =>
  `---\ntitle: Dev loop check\ndescription: A temporary page the dev-server test edits.\nslug: /dev-loop-check\nlayout: page\n---\n\n${body}\n`;

async function waitForServer(url: string, timeoutMs = 60_000) {
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
  let browser: Browser;

  beforeAll(async () => {
    await writeFile(FIXTURE, page("The first version of this text."));
    await buildSite({ quiet: true });
    // PORT, as the README tells writers (vite.config.ts turns it into a strict port).
    server = spawn("npx", ["react-router", "dev"], { stdio: "pipe", detached: true, env: { ...process.env, PORT: String(PORT) } });
    await waitForServer(`http://localhost:${PORT}/dev-loop-check`);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    await rm(FIXTURE, { force: true });
    // Leave app/generated as the committed content describes it, for the tests that follow.
    await buildSite({ quiet: true });
  });

  it("shows an edit within a few seconds, reports a broken MDX file with file:line:column, and recovers", async () => {
    const tab = await browser.newPage();
    await tab.goto(`http://localhost:${PORT}/dev-loop-check`, { waitUntil: "networkidle" });
    await tab.getByText("The first version of this text.").waitFor();

    // A marker on window survives hot updates but not a full reload.
    await tab.evaluate(() => Object.assign(window, { __devLoopMarker: true }));
    const edited = Date.now();
    await writeFile(FIXTURE, page("The second version of this text."));
    await tab.getByText("The second version of this text.").waitFor();
    const elapsed = Date.now() - edited;
    console.log(`dev server: edit visible after ${elapsed} ms`);
    expect(elapsed).toBeLessThan(15_000);
    await expect(tab.evaluate(() => "__devLoopMarker" in window), "the edit arrived without a full reload").resolves.toBe(true);

    await writeFile(FIXTURE, page("Broken <DemoBox demo=\"basic-tree\"\n\nmore text"));
    const overlay = tab.locator("vite-error-overlay");
    await overlay.waitFor({ state: "attached", timeout: 15_000 });
    const message = await overlay.evaluate((el) => el.shadowRoot?.textContent ?? "");
    expect(message).toMatch(/content\/pages\/dev-loop-check\.mdx:\d+:\d+/);

    await writeFile(FIXTURE, page("The third version of this text."));
    await tab.getByText("The third version of this text.").waitFor({ timeout: 20_000 });
    await expect(tab.locator("vite-error-overlay").count()).resolves.toBe(0);
  }, 120_000);

  it("runs the demo editor: its sandbox frame, its compiler, the demo's project files and the type check come from the dev server", async () => {
    const tab = await browser.newPage();
    await tab.goto(`http://localhost:${PORT}/getstarted`, { waitUntil: "networkidle" });
    const box = tab.locator('section[data-demo="basic-tree"]');
    await box.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await tab.locator('section[data-demo="basic-tree"][data-hydrated]').waitFor({ timeout: 30_000 });
    await box.getByRole("button", { name: "Edit", exact: true }).click();
    await expect.poll(() => box.locator("[role=status][data-state]").getAttribute("data-state"), { timeout: 30_000 }).toBe("running");
    expect(await box.frameLocator("iframe").getByRole("treeitem").count()).toBeGreaterThan(0);
    // The type check's files and compiler, made on request too.
    await box.getByRole("button", { name: "Check types" }).click();
    await expect.poll(() => box.locator("[data-types]").textContent(), { timeout: 30_000 }).toBe("No type errors.");
  }, 60_000);
});
