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

/**
 * Slow-4G bandwidth as Lighthouse names it (1.6 Mbit/s down, 750 kbit/s up, 1 kbit = 1024 bit;
 * without the 90 % the "throttled" profile takes), and the RTT itself as DevTools' per-request
 * latency, not Lighthouse's RTT × 3.75. No CPU throttling: this figure is about the network.
 */
export function latencyNetwork(rttMs: number): NetworkProfile {
  return { latencyMs: rttMs, downloadKbps: 1.6 * 1024, uploadKbps: 750 };
}

export const pairLabel = (pair: Pick<NavigationPair, "from" | "to">) => `${pair.from} → ${pair.to}`;
