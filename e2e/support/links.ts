import type { Page } from "playwright-core";

/** Adds a link to `href` at the end of <main> after the page has loaded, and clicks it. */
export async function clickLinkAddedLater(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement("a");
    link.href = target;
    link.id = "link-added-later";
    link.textContent = "added later";
    document.querySelector("main")?.append(link);
  }, href);
  await page.locator("#link-added-later").click();
}
