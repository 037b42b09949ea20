// The page every end-to-end test opens (support/browser.ts): it reaches the server under test,
// keeps the HTTP cache a reader's browser has, and nothing it asks for leaves this machine.
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

describe("the tests' probe page", () => {
  const browser = useBrowser();

  it("loads the site, serves a second load from its cache, and cannot reach any other host", async () => {
    const { page } = await browser.openPage("");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const fromNetwork: string[] = [];
    const fromCache: string[] = [];
    cdp.on("Network.responseReceived", ({ response }) => (response.fromDiskCache ? fromCache : fromNetwork).push(response.url));
    cdp.on("Network.requestServedFromCache", ({ requestId }) => fromCache.push(requestId));
    expect((await page.goto("/getstarted"))?.status()).toBe(200);
    const scripts = fromNetwork.filter((url) => url.endsWith(".js")).length;
    expect(scripts).toBeGreaterThan(0);
    fromCache.length = 0;
    await page.goto("/getstarted?again", { waitUntil: "load" });
    expect(fromCache.length, "scripts of the first load from the cache").toBeGreaterThanOrEqual(scripts);
    for (const url of ["http://example.com/", "https://registry.npmjs.org/", "http://1.1.1.1/"]) {
      await expect(page.goto(url), url).rejects.toThrow(/ERR_PROXY_CONNECTION_FAILED/);
    }
  });
});
