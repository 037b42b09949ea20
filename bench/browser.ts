// Debian's Chromium through playwright-core, with the network closed: every request that is not
// for 127.0.0.1 goes to a proxy port where nothing listens and fails at once, inside the browser.
// (Playwright's route() would also block them, but it pauses every request for a round trip
// through this process, which would distort the timings being measured.)
import { createServer } from "node:net";
import type { Browser } from "playwright-core";
import { launchChromium } from "../build-scripts/shared/chromium.ts";

/** A loopback port with nothing listening on it (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", resolve);
  });
  const address = probe.address();
  const port = typeof address === "object" && address ? address.port : 9;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export function isolationArgs(deadPort: number): string[] {
  return [
    `--proxy-server=http://127.0.0.1:${deadPort}`,
    "--proxy-bypass-list=127.0.0.1",
    // No name resolves either, so nothing leaves through DNS (preconnect, dns-prefetch).
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
  ];
}

/**
 * Trusts one certificate key (the bench's self-signed one for https://127.0.0.1, see
 * tls-certificate.ts) and no other. Chromium treats a matching chain as valid, so the page keeps
 * its HTTP cache; a blanket --ignore-certificate-errors would leave it without one. Chromium honours
 * this switch only with --user-data-dir, which Playwright always passes (its temp profile).
 */
export function trustedKeyArgs(spkiSha256: readonly string[]): string[] {
  return spkiSha256.length === 0 ? [] : [`--ignore-certificate-errors-spki-list=${spkiSha256.join(",")}`];
}

/** One browser for the whole bench, relaunched if it crashes or hangs on close. */
export class BrowserHost {
  private browser: Browser | null = null;
  private launching: Promise<Browser> | null = null;

  /** `trustedSpki`: keys of the bench's own TLS hosts (nothing else is served over TLS). */
  constructor(
    private readonly deadPort: number,
    private readonly trustedSpki: readonly string[] = [],
  ) {}

  async get(): Promise<Browser> {
    if (this.browser?.isConnected()) return this.browser;
    this.launching ??= launchChromium([...isolationArgs(this.deadPort), ...trustedKeyArgs(this.trustedSpki)], { timeout: 60_000 })
      .then((browser) => {
        this.browser = browser;
        return browser;
      })
      .finally(() => {
        this.launching = null;
      });
    return this.launching;
  }

  /** Throws the browser away (after a hang); the next `get` launches a fresh one. */
  async discard(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await withTimeout(browser.close(), 10_000, "browser close").catch(() => {});
  }

  async close(): Promise<void> {
    await this.discard();
  }

  /**
   * Runs `task` with the browser, bounded as a whole by `boundMs`, retrying any error (navigation
   * errors, timeouts, a crashed browser) up to `attempts` times. A hang replaces the browser, so a
   * wedged Chromium costs one bound, never the whole bench. Never rejects.
   */
  async attempt<T>(what: string, options: { attempts: number; boundMs: number }, task: (browser: Browser) => Promise<T>): Promise<Attempted<T>> {
    let lastError = "";
    for (let attempt = 1; attempt <= options.attempts; attempt++) {
      try {
        const browser = await this.get();
        return { ok: true, value: await withTimeout(task(browser), options.boundMs, what), attempts: attempt };
      } catch (error) {
        lastError = error instanceof Error ? (error.message.split("\n")[0] ?? error.message) : String(error);
        if (error instanceof TimeoutError) await this.discard();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
    return { ok: false, error: lastError, attempts: options.attempts };
  }
}

export type Attempted<T> = { ok: true; value: T; attempts: number } | { ok: false; error: string; attempts: number };

export class TimeoutError extends Error {}

/** Rejects with TimeoutError after `ms`; the wrapped promise is left to settle on its own. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
