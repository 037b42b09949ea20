// Debian's Chromium (never a downloaded browser), as the build's social card, the end-to-end tests
// and the bench launch it. This network is closed, so everything that phones home is switched off.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
