import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

describe("conventions for readers and writers on docs pages", () => {
  const browser = useBrowser();

  it("links every content page to its source file on GitHub for editing", async () => {
    const { page } = await browser.openPage("/guides/state");
    const edit = page.getByRole("link", { name: "Edit this page" });
    await expect(edit.getAttribute("href")).resolves.toMatch(/\/edit\/main\/content\/guides\/state\.mdx$/);
  });

  it("does not offer to edit generated pages", async () => {
    const { page } = await browser.openPage("/changelog/core");
    await expect(page.getByRole("link", { name: "Edit this page" }).count()).resolves.toBe(0);
  });

  it("copies the page as Markdown, with the page title and no JSX", async () => {
    const { page, problems } = await browser.openPage("/features/selection", { permissions: ["clipboard-read", "clipboard-write"] });
    await page.bringToFront();
    await page.getByRole("button", { name: "Copy page as Markdown" }).click();
    await page.getByRole("button", { name: /^(Copied as Markdown|Could not copy)$/ }).waitFor();
    expect(problems, "the copy reported a failure").toEqual([]);
    await expect(page.getByRole("button", { name: "Copied as Markdown" }).count()).resolves.toBe(1);
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(/^# Selecting Items/m);
    expect(text).not.toMatch(/<DemoBox/);
    expect(text).toContain("selectionFeature");
    expect(problems).toEqual([]);
  });
});
