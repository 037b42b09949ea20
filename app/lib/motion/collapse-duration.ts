// Opening a tall section takes a little longer than a short one, so the motion reads at the same
// speed; growth slows with height and is capped, so long sections never feel sluggish.

const MIN_MS = 150;
const MAX_MS = 600;

export function collapseDurationMs(heightPx: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const height = Math.max(0, heightPx);
  return Math.round(Math.min(MAX_MS, MIN_MS + 60 * Math.sqrt(height / 100)));
}
