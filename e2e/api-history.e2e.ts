// The API's history on the built site: "Added in" badges on API pages, deprecation notices, and
// the "API changes" section of the changelog, whose links land on the members they name.
// Facts from content/api/history.json: TreeConfig.openOnDropDelay came in 1.4.0;
// ignoreHotkeysOnInputs in 1.1.0, which the registry lacks, so 1.1.0 or 1.2.0; rootItemId was
// in the first release analysed, so it gets no badge. waitForItemDataLoaded was deprecated in 1.2.0
// (or the missing 1.1.0).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

const heading = (page: Page, id: string) => page.locator(`h3[id="${id}"]`);
const text = async (page: Page, id: string) => (await heading(page, id).innerText()).replace(/\s+/g, " ");

describe("API history", () => {
  const browser = useBrowser();

  it("badges members of the merged TreeConfig page with the release that added them, as text", async () => {
    const { page, problems } = await browser.openPage("/api/core/interface/TreeConfig");
    expect(await text(page, "openOnDropDelay")).toContain("Added in 1.4.0");
    expect(await text(page, "ignoreHotkeysOnInputs")).toContain("Added in 1.1.0 or 1.2.0");
    expect(await text(page, "rootItemId")).not.toContain("Added in");
    expect(problems).toEqual([]);
  });

  it("badges the same member on its per-feature page, and whole items in their header", async () => {
    const { page } = await browser.openPage("/api/core/interface/DragAndDropFeatureConfig");
    expect(await text(page, "openOnDropDelay")).toContain("Added in 1.4.0");
    await page.goto("/api/core/enum/CheckedState", { waitUntil: "networkidle" });
    expect(await page.locator("header", { has: page.locator("h1") }).innerText()).toContain("Added in 1.2.1");
  });

  it("shows @deprecated notes of 1.7.0 as a deprecation notice, dated by the history", async () => {
    const { page } = await browser.openPage("/api/core/interface/TreeInstance");
    const member = page.locator('section[aria-labelledby="waitForItemDataLoaded"]');
    expect(await text(page, "waitForItemDataLoaded")).toContain("deprecated");
    expect((await member.getByRole("note").innerText()).replace(/\s+/g, " ")).toMatch(/^Deprecated in 1\.1\.0 or 1\.2\.0\s*use loadItemData instead/);
  });

  it("lists a version's API changes in its changelog entry, and the links land on the member", async () => {
    const { page, problems } = await browser.openPage("/changelog/core");
    // Everything between the "1.4.0" heading and the next version heading.
    const entry = await page.evaluate(() => {
      const parts: { tag: string; text: string; links: string[] }[] = [];
      for (let el = document.getElementById("140")?.nextElementSibling; el && el.tagName !== "H2"; el = el.nextElementSibling) {
        parts.push({ tag: el.tagName, text: el.textContent ?? "", links: [...el.querySelectorAll("a")].map((a) => a.getAttribute("href")!) });
      }
      return parts;
    });
    const at = entry.findIndex((p) => p.tag === "H3" && /API changes/.test(p.text));
    expect(at).toBeGreaterThan(0);
    const list = entry.slice(at).find((p) => p.tag === "UL")!;
    expect(list.text).toMatch(/^\s*Added: [^\n]*TreeConfig\.openOnDropDelay/);
    expect(list.links).toContain("/api/core/interface/TreeConfig#openOnDropDelay");

    await page.locator('a[href="/api/core/interface/TreeConfig#openOnDropDelay"]').first().click();
    await page.waitForURL("**/api/core/interface/TreeConfig#openOnDropDelay");
    await expect.poll(() => heading(page, "openOnDropDelay").isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it("sends readers of a release missing from the registry to the entry that holds its changes", async () => {
    const { page } = await browser.openPage("/changelog/core");
    const note = page.locator("p", { hasText: "1.1.0 is not on the npm registry" });
    expect(await note.locator("a").getAttribute("href")).toBe("#120");
  });
});
