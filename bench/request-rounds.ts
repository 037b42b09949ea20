// Request rounds on a navigation's critical path. Between a tap and the new page on screen, each
// request that could only start once another had finished costs one more round trip. A request's
// round is 1 + the highest round among the requests that finished before it started (1 when none
// did), and the navigation's rounds are the highest round. Requests answered from the browser's
// cache count like any other (a cached module that must run before the next fetch still orders
// it); `networkRounds` leaves them out, to tell what actually crossed the network.

export interface TimedRequest {
  /** Start and end on one clock, in ms; `endMs` null for a request that never finished. */
  startMs: number;
  endMs: number | null;
  fromCache: boolean;
}

export type WithRound<T> = T & { round: number };

/** Each request with its round, in start order. */
export function assignRounds<T extends TimedRequest>(requests: readonly T[]): WithRound<T>[] {
  const sorted = [...requests].sort((a, b) => a.startMs - b.startMs);
  const result: WithRound<T>[] = [];
  for (const request of sorted) {
    let before = 0;
    for (const other of result) {
      // Strictly before: a request that started as another ended did not wait for it.
      if (other.endMs !== null && other.endMs < request.startMs) before = Math.max(before, other.round);
    }
    result.push({ ...request, round: before + 1 });
  }
  return result;
}

/** The number of rounds: the highest round, 0 when nothing was requested. */
export function countRounds(requests: readonly TimedRequest[]): number {
  return assignRounds(requests).reduce((most, request) => Math.max(most, request.round), 0);
}

/** Rounds counting only the requests that went to the network (cache hits left out). */
export function networkRounds(requests: readonly TimedRequest[]): number {
  return countRounds(requests.filter((request) => !request.fromCache));
}
