// "Navigation under latency": the page pairs, the round-trip times and the network conditions a
// phone reader is measured under. A tap, not a hover: no intent prefetch before the tap.
import type { NetworkProfile } from "./profiles.ts";

export interface Device {
  viewport: { width: number; height: number };
  isMobile: boolean;
  hasTouch: true;
}

/** The bench's desktop window, with touch: the docs sidebar is shown, and links are tapped. */
export const TOUCH_DESKTOP: Device = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: true };
/** A phone: the docs sidebar is in the drawer behind the navbar's menu button. */
export const PHONE: Device = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

export interface NavigationPair {
  from: string;
  to: string;
  /** What the reader taps, in words (for the report). */
  via: string;
  device: Device;
  /** The link to tap, a CSS selector; the first visible match is used. */
  link: string;
  /** Buttons tapped before the link, by accessible name: `button` first (the drawer's menu
   * button); `ifLinkHidden` only when the link is still not visible (the drawer's docs panel). */
  open?: { button: string; ifLinkHidden?: string };
}

export const NAVIGATION_PAIRS: readonly NavigationPair[] = [
  {
    from: "/getstarted",
    to: "/features/selection",
    via: "docs sidebar",
    device: TOUCH_DESKTOP,
    link: 'nav[aria-label="Docs"] a[href="/features/selection"]',
  },
  {
    from: "/guides/state",
    to: "/recipe/virtualization",
    via: "docs sidebar",
    device: TOUCH_DESKTOP,
    link: 'nav[aria-label="Docs"] a[href="/recipe/virtualization"]',
  },
  {
    // /features/tree has no link to /api/core/function/createTree; its article links this API item
    // page ("Configuration" under "API" in the feature header; checked in the built HTML).
    from: "/features/tree",
    to: "/api/core/interface/TreeFeatureConfig",
    via: "link in the article",
    device: TOUCH_DESKTOP,
    link: 'main article a[href="/api/core/interface/TreeFeatureConfig"]',
  },
  {
    // Within the API reference (issue 21's example of a stock host: the record came as
    // octet-stream .data, uncompressed): the API sidebar's link, on the same package's page.
    from: "/api/core/function/createTree",
    to: "/api/core/interface/TreeConfig",
    via: "API sidebar",
    device: TOUCH_DESKTOP,
    link: 'nav[aria-label="Docs"] a[href="/api/core/interface/TreeConfig"]',
  },
  {
    // A link in the prose that the reader scrolls to. /getstarted is where most readers begin, and
    // the styling guide is its natural next step: the article's "Styling" section ends with "The
    // <a href="/guides/styling">styling guide</a> covers indentation, drag lines…", a <p> in
    // `main article` some 80 % down the built HTML (build/client/getstarted/index.html), far below
    // the first 1280×800 screen. Its only other link to the page is in the docs sidebar, outside
    // the article. The run records where the link was before the harness scrolled to it.
    from: "/getstarted",
    to: "/guides/styling",
    via: "link in the prose, scrolled to",
    device: TOUCH_DESKTOP,
    link: 'main article p a[href="/guides/styling"]',
  },
  {
    // Issue 38's slowest pair: in the first screen's sidebar, but farther from the current page
    // than the links made ready first.
    from: "/features/tree",
    to: "/features/dnd",
    via: "docs sidebar",
    device: TOUCH_DESKTOP,
    link: 'nav[aria-label="Docs"] a[href="/features/dnd"]',
  },
  {
    from: "/features/tree",
    to: "/features/dnd",
    via: "mobile drawer, 375×740",
    device: PHONE,
    link: 'dialog[aria-label="Navigation"] a[href="/features/dnd"]',
    open: { button: "Open navigation menu", ifLinkHidden: "Docs sidebar" },
  },
];

/** Round-trip times measured; each pair is measured at each. */
export const NAVIGATION_RTTS_MS = [150, 400] as const;

/** Goals for the median tap → new h1, per RTT. */
export const NAVIGATION_GOAL_MS: Record<number, number> = { 150: 350, 400: 650 };
/** Goal for the median number of request rounds between the tap and the new h1. */
export const NAVIGATION_GOAL_ROUNDS = 1;

/** CPU slowdowns measured by default (Emulation.setCPUThrottlingRate): none, and a mid-range phone's 4x. */
export const NAVIGATION_CPU_SLOWDOWNS = [1, 4] as const;

export const cpuLabel = (cpuSlowdown: number) => (cpuSlowdown === 1 ? "no CPU throttling" : `${cpuSlowdown}x CPU`);

/**
 * Slow-4G bandwidth as Lighthouse names it (1.6 Mbit/s down, 750 kbit/s up, 1 kbit = 1024 bit;
 * without the 90 % the "throttled" profile takes), and the RTT itself as DevTools' per-request
 * latency, not Lighthouse's RTT × 3.75. The CPU is set apart (NAVIGATION_CPU_SLOWDOWNS).
 */
export function latencyNetwork(rttMs: number): NetworkProfile {
  return { latencyMs: rttMs, downloadKbps: 1.6 * 1024, uploadKbps: 750 };
}

export const pairLabel = (pair: Pick<NavigationPair, "from" | "to">) => `${pair.from} → ${pair.to}`;

/**
 * The pairs whose label ("/from → /to") contains one of `filters` ("->" stands for "→", the spaces
 * around it are optional); all of them when there is no filter.
 */
export function selectPairs(pairs: readonly NavigationPair[], filters: readonly string[]): NavigationPair[] {
  if (filters.length === 0) return [...pairs];
  const wanted = filters.map((filter) => filter.replace(/\s*(?:->|→)\s*/g, " → ").trim());
  return pairs.filter((pair) => wanted.some((filter) => pairLabel(pair).includes(filter)));
}
