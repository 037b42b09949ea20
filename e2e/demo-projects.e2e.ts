import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { decompressFromBase64 } from "lz-string";
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LIBRARY_VERSION } from "#contract/site/site.ts";
import { useBrowser } from "./support/browser";

// "Open in StackBlitz", "Open in CodeSandbox" and "Download project" beside a live demo. There is
// no network here: the posts to both services are intercepted and their payloads checked against
// the demo's files on disk and the pinned versions.

const DEMO = "virtualization";
const PAGE = "/recipe/virtualization";

const box = (page: Page) => page.locator(`section[data-demo="${DEMO}"]`).first();

/** The package.json every project must carry: the pinned library, and the virtualizer the demo imports. */
function expectPinned(packageJson: string | undefined) {
  const pkg = JSON.parse(packageJson ?? "{}") as { dependencies: Record<string, string> };
  expect(pkg.dependencies["@headless-tree/core"]).toBe(LIBRARY_VERSION);
  expect(pkg.dependencies["@headless-tree/react"]).toBe(LIBRARY_VERSION);
  expect(pkg.dependencies["@tanstack/react-virtual"]).toMatch(/^\d+\.\d+\.\d+$/);
}

async function demoFiles() {
  return {
    tsx: await readFile(`app/demos/${DEMO}.tsx`, "utf8"),
    css: await readFile(`app/demos/${DEMO}.module.css`, "utf8"),
  };
}

/** Presses `name` (a click, or Enter on the focused button) and answers the form post it makes (in a new tab) to `host` in place of the service. */
async function interceptPost(page: Page, host: string, name: string, how: "click" | "keyboard"): Promise<Request> {
  const posted = new Promise<Request>((resolve) => {
    void page.context().route(`https://${host}/**`, async (route) => {
      resolve(route.request());
      await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>intercepted</title>" });
    });
  });
  const button = box(page).getByRole("button", { name });
  if (how === "click") await button.click();
  else {
    await button.focus();
    await page.keyboard.press("Enter");
  }
  return posted;
}

describe("demo projects", () => {
  const browser = useBrowser();

  it("the page's JavaScript holds neither service's code until a click; the controls are named", async () => {
    const { page, problems } = await browser.openDemoPage(PAGE);
    const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.endsWith(".js")));
    for (const script of scripts) {
      const code = await (await page.request.get(script)).text();
      expect(code, script).not.toContain("codesandbox.io/api");
      expect(code, script).not.toContain("compressToBase64");
    }
    const group = box(page).getByRole("group", { name: "Open this demo as a project" });
    await expect.poll(() => group.getByRole("button").count()).toBe(2);
    expect(await group.getByRole("link", { name: "Download project" }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it("Open in StackBlitz (pressed with Enter) posts the demo's files and the pinned versions to stackblitz.com/run", async () => {
    const { page, problems } = await browser.openDemoPage(PAGE);
    const request = await interceptPost(page, "stackblitz.com", "Open in StackBlitz", "keyboard");
    expect(request.method()).toBe("POST");
    expect(request.url()).toBe("https://stackblitz.com/run");
    // Form encoding turns every line break into CRLF (HTML's rule for submitted values).
    const form = new URLSearchParams((request.postData() ?? "").replace(/%0D%0A/gi, "%0A"));
    const { tsx, css } = await demoFiles();
    expect(form.get("project[template]")).toBe("node");
    expect(form.get(`project[files][src/${DEMO}.tsx]`)).toBe(tsx);
    expect(form.get(`project[files][src/${DEMO}.module.css]`)).toBe(css);
    expect(form.get("project[files][src/main.tsx]")).toContain(`import Demo from "./${DEMO}";`);
    // The look of the demo on the site goes along (e2e/exported-project-look.e2e.ts compares the two).
    expect(form.get("project[files][src/demo.css]")).toContain(".treeitem {");
    expect(form.get("project[files][index.html]")).toContain('src="/src/main.tsx"');
    expectPinned(form.get("project[files][package.json]") ?? undefined);
    expect(problems).toEqual([]);
  });

  it("Open in CodeSandbox posts the same files, compressed, to the define API", async () => {
    const { page, problems } = await browser.openDemoPage(PAGE);
    const request = await interceptPost(page, "codesandbox.io", "Open in CodeSandbox", "click");
    expect(request.url()).toBe("https://codesandbox.io/api/v1/sandboxes/define");
    const parameters = new URLSearchParams(request.postData() ?? "").get("parameters") ?? "";
    const decoded = JSON.parse(decompressFromBase64(parameters.replace(/-/g, "+").replace(/_/g, "/"))) as { files: Record<string, { content: string; isBinary: boolean }> };
    const { tsx, css } = await demoFiles();
    expect(decoded.files[`src/${DEMO}.tsx`]).toEqual({ content: tsx, isBinary: false });
    expect(decoded.files[`src/${DEMO}.module.css`]?.content).toBe(css);
    expect(decoded.files["src/demo.css"]?.content).toContain("@media (prefers-color-scheme: dark)");
    expectPinned(decoded.files["package.json"]?.content);
    expect(problems).toEqual([]);
  });

  it("Download project gives a zip whose entries are the project's files", async () => {
    const { page, problems } = await browser.openDemoPage(PAGE);
    const [download] = await Promise.all([page.waitForEvent("download"), box(page).getByRole("link", { name: "Download project" }).click()]);
    expect(download.suggestedFilename()).toBe(`${DEMO}.zip`);
    const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
    const files = Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]));
    const { tsx, css } = await demoFiles();
    expect(Object.keys(files).sort()).toEqual(
      ["index.html", "package.json", "src/demo.css", "src/main.tsx", `src/${DEMO}.module.css`, `src/${DEMO}.tsx`, "tsconfig.json", "vite.config.ts"].map((f) => `${DEMO}/${f}`).sort(),
    );
    expect(files[`${DEMO}/src/${DEMO}.tsx`]).toBe(tsx);
    expect(files[`${DEMO}/src/${DEMO}.module.css`]).toBe(css);
    expectPinned(files[`${DEMO}/package.json`]);
    // The buttons post the same export.
    const json = (await (await page.request.get(`/demo-projects/${DEMO}.json`)).json()) as { files: Record<string, string> };
    expect(Object.fromEntries(Object.entries(json.files).map(([f, c]) => [`${DEMO}/${f}`, c]))).toEqual(files);
    expect(problems).toEqual([]);
  });
});
