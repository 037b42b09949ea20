// Pure computations over the entries the page's PerformanceObservers collected (times in ms since
// the navigation's time origin).

export interface LayoutShiftEntry {
  start: number;
  value: number;
  hadRecentInput: boolean;
}

export interface LongTaskEntry {
  start: number;
  duration: number;
}

/** A task blocks input for whatever part of it exceeds this (the Long Tasks API threshold). */
export const BLOCKING_THRESHOLD_MS = 50;

/**
 * Cumulative layout shift as Chrome defines it since 2021: shifts are grouped into session windows
 * (a gap under 1 s, a window at most 5 s long) and the worst window counts. Shifts right after
 * user input are expected and left out.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShiftEntry[]): number {
  let worst = 0;
  let windowSum = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  const counted = shifts.filter((shift) => !shift.hadRecentInput).sort((a, b) => a.start - b.start);
  for (const shift of counted) {
    if (shift.start - previous < 1000 && shift.start - windowStart < 5000) {
      windowSum += shift.value;
    } else {
      windowSum = shift.value;
      windowStart = shift.start;
    }
    previous = shift.start;
    worst = Math.max(worst, windowSum);
  }
  return worst;
}

/**
 * Total blocking time, Lighthouse's way: each long task is first clipped to [from, to], then what
 * it has beyond 50 ms is summed. `from` is first contentful paint (blocking before anything is on
 * screen does not delay an interaction the user could attempt); `to` is the end of the
 * observation, which the caller places after network idle and a quiet main thread, so it plays
 * the part of Lighthouse's time to interactive.
 */
export function totalBlockingTime(tasks: readonly LongTaskEntry[], from: number, to: number): number {
  let total = 0;
  for (const task of tasks) {
    const start = Math.max(task.start, from);
    const end = Math.min(task.start + task.duration, to);
    const clipped = end - start;
    if (clipped > BLOCKING_THRESHOLD_MS) total += clipped - BLOCKING_THRESHOLD_MS;
  }
  return total;
}
