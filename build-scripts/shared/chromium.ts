// Debian's Chromium (never a downloaded browser), as the build's social card, the end-to-end tests
// and the bench launch it. This network is closed, so everything that phones home is switched off.
import { chromium, type Browser, type LaunchOptions } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Headless Chromium 156 opens the address bar's WebUI popups (chrome://omnibox-popup.top-chrome)
 * in a renderer of their own for every new window, that is for every fresh context of a test:
 * about 2 s of CPU that no page asked for, more than opening one of our pages costs. No reader's
 * page runs them either. Chromium ignores names it does not know (150 has no such popup).
 */
const DISABLED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

let playwrightDisabledFeatures: Promise<string[]> | undefined;

/**
 * Chromium keeps only the last --disable-features it is given, and Playwright passes its own list
 * first with no way to extend it (https://github.com/microsoft/playwright/issues/36658): a list of
 * ours alone would turn Playwright's back on. So the first launch of a process reads Playwright's
 * list off a browser launched without ours, and every launch passes both.
 */
function readPlaywrightDisabledFeatures(): Promise<string[]> {
  return (playwrightDisabledFeatures ??= (async () => {
    // The command line is readable over the DevTools protocol only with --enable-automation.
    const probe = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, "--enable-automation"] });
    try {
      const session = await probe.newBrowserCDPSession();
      const { arguments: args } = (await session.send("Browser.getBrowserCommandLine")) as { arguments: string[] };
      return args.filter((arg) => arg.startsWith("--disable-features=")).flatMap((arg) => arg.slice("--disable-features=".length).split(","));
    } finally {
      await probe.close();
    }
  })());
}

/** Debian's Chromium, headless, with CHROMIUM_ARGS, `args` and the features above switched off. */
export async function launchChromium(args: string[] = [], options: Omit<LaunchOptions, "args" | "executablePath" | "headless"> = {}): Promise<Browser> {
  const disabled = [...(await readPlaywrightDisabledFeatures()), ...DISABLED_FEATURES];
  return chromium.launch({ ...options, executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...args, `--disable-features=${disabled.join(",")}`] });
}
