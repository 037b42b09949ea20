// Small statistics for repeated measurements. Every figure the bench reports is the median of
// several cold runs, so one slow run on a shared machine does not move it.

/** The median of the finite values; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle]!;
  return (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function maximum(values: readonly number[]): number | null {
  const finite = values.filter((value) => Number.isFinite(value));
  return finite.length === 0 ? null : Math.max(...finite);
}

/** The nearest-rank percentile (0–100) of the finite values: the smallest value at least `p` % of them do not exceed. */
export function percentile(values: readonly number[], p: number): number | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.max(0, Math.ceil((sorted.length * p) / 100) - 1)]!;
}

/** The median of a field over runs; runs where the field is missing (null) are left out. */
export function medianOf<T>(runs: readonly T[], pick: (run: T) => number | null | undefined): number | null {
  const values: number[] = [];
  for (const run of runs) {
    const value = pick(run);
    if (typeof value === "number") values.push(value);
  }
  return median(values);
}
