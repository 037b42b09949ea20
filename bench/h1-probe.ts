// The in-page probe both navigation scenarios time a click with, on the page clock
// (performance.now()): the click event's timeStamp, the first DOM mutation after it that leaves a
// `main h1` (else any h1) with a new text and a box, and the frame after that.
import type { Page } from "playwright-core";

export interface H1Probe {
  /** The h1's text when the probe was installed: the from page's. */
  oldTitle: string;
  touchAt: number | null;
  clickAt: number | null;
  /** The new h1 in the DOM (and visible). */
  domAt: number | null;
  /** The frame after that (requestAnimationFrame, then a task): what the user sees. */
  frameAt: number | null;
  /** Hover-type events (pointerover, mouseenter…) the watched link received before the click. */
  hover: string[];
}

declare global {
  interface Window {
    __h1Probe?: H1Probe;
  }
}

/** `hoverLink`: the first match with a box of this selector records its hover-type events. */
export function installH1Probe(page: Page, hoverLink: string | null = null): Promise<void> {
  return page.evaluate((hoverLink) => {
    const heading = () => document.querySelector("main h1") ?? document.querySelector("h1");
    const probe: H1Probe = { oldTitle: heading()?.textContent ?? "", touchAt: null, clickAt: null, domAt: null, frameAt: null, hover: [] };
    window.__h1Probe = probe;
    window.addEventListener("touchstart", (event) => (probe.touchAt ??= event.timeStamp), { capture: true });
    window.addEventListener("click", (event) => (probe.clickAt ??= event.timeStamp), { capture: true });
    if (hoverLink !== null) {
      const link = [...document.querySelectorAll(hoverLink)].find((element) => element.getBoundingClientRect().height > 0);
      for (const type of ["pointerover", "pointerenter", "mouseover", "mouseenter"]) {
        link?.addEventListener(type, () => {
          if (probe.clickAt === null && !probe.hover.includes(type)) probe.hover.push(type);
        });
      }
    }
    const check = () => {
      const h1 = heading();
      if (probe.domAt !== null || probe.clickAt === null || !h1 || h1.textContent === probe.oldTitle) return;
      if (h1.getBoundingClientRect().height === 0) return;
      probe.domAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => (probe.frameAt = performance.now()), 0));
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, hoverLink);
}

/** The probe once the frame after the new h1 was reached (polled every 50 ms), or null after `timeoutMs`. */
export async function waitForNewH1(page: Page, timeoutMs: number): Promise<H1Probe | null> {
  const painted = await page.waitForFunction(() => window.__h1Probe?.frameAt != null, undefined, { timeout: timeoutMs, polling: 50 }).then(
    () => true,
    () => false,
  );
  return painted ? page.evaluate(() => window.__h1Probe!) : null;
}

/** The probe is gone: the click replaced the page with a full load. */
export function probeGone(page: Page): Promise<boolean> {
  return page.evaluate(() => window.__h1Probe === undefined);
}
