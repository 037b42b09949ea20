// The hosts "navigation under latency" measures the same copy of the site on. Readers do not get
// our Node server: the docs are deployed behind nginx with the project's generated config, or on a
// host that knows nothing of the site (GitHub Pages and the like), both over HTTP/2 with TLS.

export const HOST_IDS = ["node", "nginx-project", "nginx-stock"] as const;
export type HostId = (typeof HOST_IDS)[number];

export const HOST_LABELS: Readonly<Record<HostId, string>> = {
  node: "node",
  "nginx-project": "nginx, project config",
  "nginx-stock": "nginx, stock config",
};

/** What each host is, in words (the report's legend). */
export const HOST_DESCRIPTIONS: Readonly<Record<HostId, string>> = {
  node: "our server (createStaticServer), HTTP/1.1 without TLS",
  "nginx-project": "Debian's nginx with the build's nginx.conf, HTTP/2 + TLS",
  "nginx-stock": "Debian's nginx knowing nothing of the site (mime.types, gzip, try_files), HTTP/2 + TLS",
};

/** The protocol a host is meant to be reached over (CDP `response.protocol`). */
export const EXPECTED_PROTOCOL: Readonly<Record<HostId, string>> = {
  node: "http/1.1",
  "nginx-project": "h2",
  "nginx-stock": "h2",
};

export const isNginxHost = (host: HostId) => host !== "node";

/**
 * Whether a host tells the browser how long to keep an asset. The stock host sends none, so the
 * browser's heuristic (a tenth of the time since Last-Modified) decides: right after a build an
 * asset is fresh for seconds only, and a second use goes to the network. That is what such a host
 * costs readers after a deploy, not a broken cache, so its TLS check asks only for h2.
 */
export const SENDS_CACHE_HEADERS: Readonly<Record<HostId, boolean>> = {
  node: true,
  "nginx-project": true,
  "nginx-stock": false,
};

/** One host the pairs are measured on, once it is running. */
export interface LatencyHost {
  id: HostId;
  baseUrl: string;
}
