// The two measuring conditions. "throttled" is Lighthouse's mobile "slow 4G" as Lighthouse itself
// applies it through the DevTools protocol (its "devtools" throttling method): 150 ms RTT becomes
// 562.5 ms of latency per request (RTT × 3.75, because request-level throttling cannot model TCP
// round trips), and the throughputs are taken at 90 % — 1.6 Mbps down, 750 kbps up. With 4x CPU.

export type ProfileId = "unthrottled" | "throttled";

export interface NetworkProfile {
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

export interface Profile {
  id: ProfileId;
  label: string;
  cpuSlowdown: number;
  network: NetworkProfile | null;
  /** Bounds for one cold load (navigation to load event; load event to network idle). */
  loadTimeoutMs: number;
  idleTimeoutMs: number;
}

export const SLOW_4G: NetworkProfile = { latencyMs: 150 * 3.75, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9 };

export const PROFILES: Record<ProfileId, Profile> = {
  unthrottled: { id: "unthrottled", label: "unthrottled", cpuSlowdown: 1, network: null, loadTimeoutMs: 30_000, idleTimeoutMs: 15_000 },
  throttled: { id: "throttled", label: "4x CPU + slow 4G", cpuSlowdown: 4, network: SLOW_4G, loadTimeoutMs: 60_000, idleTimeoutMs: 30_000 },
};

/** Network.emulateNetworkConditions takes bytes per second. */
export function emulatedNetworkConditions(network: NetworkProfile) {
  return {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: (network.downloadKbps * 1024) / 8,
    uploadThroughput: (network.uploadKbps * 1024) / 8,
    connectionType: "cellular4g" as const,
  };
}
