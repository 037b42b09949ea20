import { strFromU8, unzipSync } from "fflate";
import { readFile } from "node:fs/promises";
import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

// Edit in place: the demo's source in an editor, the edited demo running in a sandboxed frame.
// Checked: nothing of it loads before Edit; edits re-run the demo; errors point at their line and
// the last working render stays; Reset, Escape and Close; the project buttons take the edits; the
// frame follows the colour mode; and the edited code cannot get out of its sandbox.

const PAGE = "/getstarted";
const DEMO = "basic-tree";
/** Requests that belong to the editor: its chunk, CodeMirror, the compiler, the frame. */
const EDITOR_REQUEST = /demo-editing|codemirror|compile-worker|demo-sandbox|type-check|typescript-/;

const box = (page: Page) => page.locator(`section[data-demo="${DEMO}"]`).first();
const frame = (page: Page): FrameLocator => box(page).frameLocator("iframe");
const status = (page: Page) => box(page).locator("[role=status][data-state]");
const editor = (page: Page) => box(page).locator(".cm-content");

/** Presses Edit and waits for the edited demo to run; returns the rows the live demo showed. */
async function openEditor(page: Page): Promise<string[]> {
  const rows = await box(page).getByRole("treeitem").allTextContents();
  await box(page).getByRole("button", { name: "Edit", exact: true }).click();
  await expect.poll(() => status(page).getAttribute("data-state")).toBe("running");
  return rows;
}

/** Replaces the whole source with `code`, as one input (a paste). */
async function replaceSource(page: Page, code: string) {
  await editor(page).focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(code);
}

async function lineOf(text: string): Promise<number> {
  const source = await readFile(`app/demos/${DEMO}.tsx`, "utf8");
  return source.split("\n").findIndex((line) => line.includes(text)) + 1;
}

describe("editing a demo in place", () => {
  const browser = useBrowser();

  it("loads nothing of the editor before Edit; then the demo runs from its source in a sandboxed frame", async () => {
    const { page, problems } = await browser.openDemoPage(PAGE);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const before = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    expect(before.filter((url) => EDITOR_REQUEST.test(url))).toEqual([]);
    // Nor its styles: they come with its chunk, not in the stylesheet every page loads.
    for (const stylesheet of before.filter((url) => url.endsWith(".css"))) {
      expect(await (await page.request.get(stylesheet)).text(), stylesheet).not.toMatch(/demo-editing|--code-keyword|cm-editor/);
    }
    expect(await box(page).locator("iframe").count()).toBe(0);

    const rows = await openEditor(page);
    expect(requests.filter((url) => EDITOR_REQUEST.test(url)).length).toBeGreaterThan(0);
    const iframe = box(page).locator("iframe");
    expect(await iframe.getAttribute("sandbox")).toBe("allow-scripts");
    // The same demo, now from the editor's text: its rows, and the focus in the editor.
    expect(rows).toContain("package.json");
    await expect.poll(() => frame(page).getByRole("treeitem").allTextContents()).toEqual(rows);
    expect(await page.evaluate(() => document.activeElement?.classList.contains("cm-content"))).toBe(true);
    expect(await editor(page).getAttribute("aria-label")).toMatch(/editable/);
    expect(problems).toEqual([]);
  });

  it("re-runs the demo after an edit; a syntax or runtime error names its line and keeps the last working render; Reset returns to the original", async () => {
    const { page, problems } = await browser.openDemoPage(PAGE);
    const rows = await openEditor(page);
    const edited = [...rows, "edited.md"];
    const original = await readFile(`app/demos/${DEMO}.tsx`, "utf8");

    await replaceSource(page, original.replace('"package.json"]', '"package.json", "edited.md"]'));
    await expect.poll(() => frame(page).getByRole("treeitem").allTextContents()).toEqual(edited);
    expect(await box(page).getByText(`app/demos/${DEMO}.tsx (edited)`).count()).toBe(1);

    // A syntax error: the place in the status line and underlined in the editor; the demo stays.
    const componentLine = await lineOf("export default function");
    await replaceSource(page, original.replace("export default function", "const = ;\nexport default function"));
    await expect.poll(() => status(page).textContent()).toMatch(new RegExp(`^Line ${componentLine}, column 7: SyntaxError`));
    expect(await status(page).getAttribute("data-state")).toBe("failed");
    expect(await box(page).locator(".cm-lintRange-error").count()).toBe(1);
    expect(await frame(page).getByRole("treeitem").allTextContents()).toEqual(edited);

    // A runtime error while rendering, in JSX (where the compiled code's columns differ from the
    // source's): the place of the failing call in the source, mapped back from the frame's stack.
    const nameLine = await lineOf("{item.getItemName()}");
    const broken = original.replace("{item.getItemName()}", "{item.getItemName().toFixed(2)}");
    const column = broken.split("\n")[nameLine - 1]!.indexOf("toFixed") + 1;
    await replaceSource(page, broken);
    await expect.poll(() => status(page).textContent()).toMatch(/: TypeError: /);
    expect(await status(page).textContent()).toMatch(new RegExp(`^Line ${nameLine}, column ${column}: TypeError: .*toFixed is not a function`));
    expect(await frame(page).getByRole("treeitem").allTextContents()).toEqual(edited);

    await box(page).getByRole("button", { name: "Reset" }).click();
    await expect.poll(() => frame(page).getByRole("treeitem").allTextContents()).toEqual(rows);
    expect(await status(page).getAttribute("data-state")).toBe("running");
    // The editor draws only the lines in view; "(edited)" goes when its text is the original again.
    expect(await box(page).getByText(`app/demos/${DEMO}.tsx`, { exact: true }).count()).toBe(1);
    expect(await box(page).getByRole("button", { name: "Reset" }).isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.classList.contains("cm-content"))).toBe(true);
    expect(problems).toEqual([]);
  });

  it("Check types loads TypeScript only when pressed, then underlines type errors after each edit", async () => {
    const { page, problems } = await browser.openDemoPage(PAGE);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await openEditor(page);
    const typeRequests = () => requests.filter((url) => /type-check|typescript-/.test(url));
    expect(typeRequests()).toEqual([]);
    const types = box(page).locator("[data-types]");

    await box(page).getByRole("button", { name: "Check types" }).click();
    expect(await box(page).getByRole("button", { name: "Check types" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => types.getAttribute("data-types")).toBe("clean");
    expect(await types.textContent()).toBe("No type errors.");
    expect(typeRequests().length).toBeGreaterThan(0);

    // A type error: the demo still runs (types are not checked to run it); the check names it.
    const original = await readFile(`app/demos/${DEMO}.tsx`, "utf8");
    const broken = original.replace('rootItemId: "root",', "rootItemId: 42,");
    const line = broken.split("\n").findIndex((text) => text.includes("rootItemId: 42")) + 1;
    const column = broken.split("\n")[line - 1]!.indexOf("rootItemId") + 1;
    await replaceSource(page, broken);
    await expect.poll(() => types.getAttribute("data-types")).toBe("errors");
    expect(await types.textContent()).toBe(`1 type error. Line ${line}, column ${column}: Type 'number' is not assignable to type 'string'.`);
    expect(await box(page).locator(".cm-lintRange-warning").count()).toBe(1);
    await expect.poll(() => status(page).getAttribute("data-state")).toBe("running");

    await replaceSource(page, original);
    await expect.poll(() => types.getAttribute("data-types")).toBe("clean");
    expect(await box(page).locator(".cm-lintRange-warning").count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("with Check types on, hovering a name or Ctrl+I at the cursor shows its quick info, and Ctrl+I reads it out", async () => {
    const { page, problems } = await browser.openDemoPage(PAGE);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await openEditor(page);
    /** The middle of the first "rootItemId" in the editor's text. */
    const nameAt = () =>
      editor(page).evaluate((content) => {
        const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf("rootItemId");
          if (at < 0) continue;
          node.parentElement!.scrollIntoView({ block: "center" });
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + "rootItemId".length);
          const box = range.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        }
        throw new Error("rootItemId is not in the editor");
      });
    // A hover tooltip wraps it; the keyboard's is the tooltip itself.
    const info = box(page).locator(".cm-quick-info");

    // Off: a hover asks nothing and loads no compiler.
    let at = await nameAt();
    await page.mouse.move(at.x, at.y);
    await page.mouse.move(at.x + 1, at.y);
    expect(requests.filter((url) => /type-check|typescript-/.test(url))).toEqual([]);

    await box(page).getByRole("button", { name: "Check types" }).click();
    await expect.poll(() => box(page).locator("[data-types]").getAttribute("data-types")).toBe("clean");
    at = await nameAt();
    await page.mouse.move(at.x - 3, at.y);
    await page.mouse.move(at.x, at.y);
    await expect.poll(() => info.isVisible()).toBe(true);
    expect(await info.textContent()).toBe("(property) rootItemId: string");

    // From the keyboard: the cursor on the name, Ctrl+I (Cmd+I on a Mac).
    await page.mouse.move(2, 2);
    await expect.poll(() => info.count()).toBe(0);
    at = await nameAt();
    await page.mouse.click(at.x, at.y);
    // The pointer goes, so only the keyboard's quick info can show.
    await page.mouse.move(2, 2);
    // CodeMirror's live region holds an announcement for a moment: every text it is given is kept.
    await box(page)
      .locator(".cm-announced")
      .evaluate((region) => {
        const heard: string[] = ((window as unknown as { heard: string[] }).heard = []);
        new MutationObserver(() => heard.push(region.textContent ?? "")).observe(region, { childList: true, subtree: true, characterData: true });
      });
    await page.keyboard.press("ControlOrMeta+i");
    await expect.poll(() => info.isVisible()).toBe(true);
    expect(await info.textContent()).toBe("(property) rootItemId: string");
    await expect.poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toContain("(property) rootItemId: string");
    // Moving the cursor puts it away.
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => info.count()).toBe(0);
    expect(await editor(page).getAttribute("aria-label")).toContain("Control+I");
    expect(problems).toEqual([]);
  });

  it("keyboard: Escape and Tab leave the editor; Close editor brings back the page's demo and the focus to Edit", async () => {
    const { page, problems } = await browser.openDemoPage(PAGE);
    const rows = await openEditor(page);
    await page.keyboard.press("Escape");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Close editor");
    await editor(page).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.classList.contains("cm-content"))).toBe(false);
    await box(page).getByRole("button", { name: "Close editor" }).click();
    expect(await box(page).locator("iframe").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Edit");
    expect(await box(page).getByRole("treeitem").allTextContents()).toEqual(rows);
    expect(problems).toEqual([]);
  });

  it("follows the page's colour mode", async () => {
    const { page, problems } = await browser.openDemoPage(PAGE);
    await openEditor(page);
    const background = () => frame(page).locator("body").evaluate((body) => getComputedStyle(body).colorScheme);
    const before = await background();
    await page.getByRole("button", { name: /^Switch to (dark|light) mode/ }).first().click();
    await expect.poll(background).not.toBe(before);
    expect(problems).toEqual([]);
  });

  it("Open in StackBlitz and Download project take the edited code", async () => {
    const { page, problems } = await browser.openDemoPage(PAGE);
    const rows = await openEditor(page);
    const original = await readFile(`app/demos/${DEMO}.tsx`, "utf8");
    const edited = original.replace('"package.json"]', '"package.json", "edited.md"]');
    await replaceSource(page, edited);
    await expect.poll(() => frame(page).getByRole("treeitem").count()).toBe(rows.length + 1);

    const posted = new Promise<string>((resolve) => {
      void page.context().route("https://stackblitz.com/**", async (route) => {
        resolve(route.request().postData() ?? "");
        await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>intercepted</title>" });
      });
    });
    await box(page).getByRole("button", { name: "Open in StackBlitz" }).click();
    const form = new URLSearchParams((await posted).replace(/%0D%0A/gi, "%0A"));
    expect(form.get(`project[files][src/${DEMO}.tsx]`)).toBe(edited);

    const [download] = await Promise.all([page.waitForEvent("download"), box(page).getByRole("button", { name: "Download project" }).click()]);
    expect(download.suggestedFilename()).toBe(`${DEMO}.zip`);
    const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(strFromU8(entries[`${DEMO}/src/${DEMO}.tsx`]!)).toBe(edited);
    expect(Object.keys(entries)).toContain(`${DEMO}/src/demo.css`);
    expect(problems).toEqual([]);
  });

  it("Copy link shares the edited code in the URL; opening it shows the box with a notice and runs nothing until the reader chooses", async () => {
    const { page, problems } = await browser.openDemoPage(PAGE);
    const rows = await openEditor(page);
    const original = await readFile(`app/demos/${DEMO}.tsx`, "utf8");
    await replaceSource(page, original.replace('"package.json"]', '"package.json", "shared.md"]'));
    await expect.poll(() => frame(page).getByRole("treeitem").count()).toBe(rows.length + 1);
    await box(page).getByRole("button", { name: "Copy a link to this edited demo to clipboard" }).click();
    // The link is also the page's address now (a phone's share menu takes it from there).
    await expect.poll(() => page.url()).toMatch(new RegExp(`#edit/${DEMO}/`));
    const link = page.url();

    const { page: reader, problems: readerProblems } = await browser.openPage(new URL(link).pathname + new URL(link).hash);
    const requests: string[] = [];
    reader.on("request", (request) => requests.push(request.url()));
    const notice = box(reader).getByRole("note", { name: "Edited code from a link" });
    await notice.waitFor();
    expect(await box(reader).evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(100);
    expect(await box(reader).locator("iframe").count()).toBe(0);
    expect(await box(reader).getByRole("treeitem").allTextContents()).toEqual(rows);
    expect(requests.filter((url) => EDITOR_REQUEST.test(url))).toEqual([]);

    await notice.getByRole("button", { name: "Run the edited code" }).click();
    await expect.poll(() => frame(reader).getByRole("treeitem").allTextContents()).toEqual([...rows, "shared.md"]);
    expect(await box(reader).getByText(`app/demos/${DEMO}.tsx (edited, from a link)`).count()).toBe(1);

    // A cut link: the reader is told, and the editor starts from the demo's own code.
    const { page: cut } = await browser.openPage(`${PAGE}#edit/${DEMO}/not-lz-string`);
    await box(cut).getByRole("button", { name: "Run the edited code" }).click();
    await expect.poll(() => cut.locator("[data-link=unreadable]").count()).toBe(1);
    await expect.poll(() => frame(cut).getByRole("treeitem").allTextContents()).toEqual(rows);
    expect(problems).toEqual([]);
    expect(readerProblems).toEqual([]);
  });

  it("edited code cannot read the page, its storage or cookies, navigate the page, or reach the network", async () => {
    const { page, problems } = await browser.openDemoPage(PAGE);
    await page.evaluate(() => {
      localStorage.setItem("secret", "page storage");
      document.cookie = "secret=page-cookie; path=/";
    });
    const outside: string[] = [];
    await page.context().route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, async (route) => {
      outside.push(route.request().url());
      await route.fulfill({ status: 200, body: "reached" });
    });
    const pageUrl = page.url();
    await openEditor(page);
    await replaceSource(page, ESCAPES);
    await expect.poll(() => frame(page).locator("#results").getAttribute("data-done")).toBe("yes");
    const results = JSON.parse((await frame(page).locator("#results").textContent()) ?? "{}") as Record<string, string>;
    expect(results).toEqual({
      parentDocument: "blocked",
      topLocationRead: "blocked",
      localStorage: "blocked",
      cookie: "blocked",
      fetchOutside: "blocked",
      fetchSite: "blocked",
      openWindow: "blocked",
    });
    // Navigations and loads that report nothing to the code: the page and the network say. The
    // frame may navigate itself, but the page's CSP refuses the new address in a frame: an error
    // page replaces the frame's document, and no request leaves. The attempts above were made
    // before the results were shown, so their requests would have gone out by now.
    await frame(page).getByRole("button", { name: "Navigate this frame" }).click();
    await expect.poll(() => frame(page).locator("#results").count()).toBe(0);
    expect(page.url()).toBe(pageUrl);
    expect(outside).toEqual([]);
    expect(page.context().pages()).toHaveLength(1);
    // The browser reports the refused attempts; nothing else went wrong.
    expect(problems.filter((problem) => !/Content Security Policy|sandbox|Blocked|blocked|Failed to fetch|ERR_BLOCKED|Unsafe attempt/i.test(problem))).toEqual([]);
  });
});

// The edited demo that tries every way out, and renders what each attempt got.
const ESCAPES = `import { useEffect, useState } from "react";

const attempt = async (run: () => unknown) => {
  try {
    const value = await run();
    return value === undefined || value === null || value === "" ? "blocked" : "got: " + String(value);
  } catch {
    return "blocked";
  }
};

export default function Escapes() {
  const [results, setResults] = useState<Record<string, string>>();
  useEffect(() => {
    (async () => {
      const found: Record<string, string> = {};
      found.parentDocument = await attempt(() => window.parent.document.title);
      found.topLocationRead = await attempt(() => window.top!.location.href);
      found.localStorage = await attempt(() => localStorage.getItem("secret"));
      found.cookie = await attempt(() => document.cookie);
      found.fetchOutside = await attempt(async () => (await fetch("https://example.com/steal")).status);
      found.fetchSite = await attempt(async () => (await fetch("/llms.txt")).text());
      found.openWindow = await attempt(() => window.open("https://example.com/popup"));
      // Loads and navigations that tell the code nothing: the test watches the network and the page.
      new Image().src = "https://example.com/pixel.png";
      const form = document.createElement("form");
      form.action = "https://example.com/form";
      form.method = "post";
      document.body.append(form);
      try { form.submit(); } catch {}
      try { window.top!.location.href = "https://example.com/top"; } catch {}
      setResults(found);
    })();
  }, []);
  // Navigating itself replaces this document, so it waits until the test has read the results.
  return (
    <>
      <pre id="results" data-done={results ? "yes" : "no"}>{JSON.stringify(results ?? {})}</pre>
      <button onClick={() => { location.href = "https://example.com/self"; }}>Navigate this frame</button>
    </>
  );
}
`;
