// Starts the hosts navigation under latency is measured on, next to the bench's own Node server:
// Debian's nginx with the project's config and with a stock config, over HTTP/2 + TLS, with a
// throwaway certificate. A host that cannot be started is left out with a note, never guessed.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { EXPECTED_PROTOCOL, HOST_LABELS, isNginxHost, type HostId, type LatencyHost } from "./latency-hosts.ts";
import { NGINX_PATH, nginxVersion, startNginx, type RunningNginx } from "./nginx-host.ts";
import { createSelfSignedCertificate, type TlsCertificate } from "./tls-certificate.ts";

export interface StartedHosts {
  hosts: LatencyHost[];
  /** The certificate keys the browser must trust (browser.ts): empty when no TLS host runs. */
  trustedSpki: string[];
  nginxVersion: string | null;
  notes: string[];
  stop(): Promise<void>;
}

export async function startLatencyHosts(
  wanted: readonly HostId[],
  site: { dir: string; nginxConfig: string | null },
  nodeBaseUrl: string,
  log: (line: string) => void,
): Promise<StartedHosts> {
  const notes: string[] = [];
  const hosts: LatencyHost[] = wanted.includes("node") ? [{ id: "node", baseUrl: nodeBaseUrl }] : [];
  const running: RunningNginx[] = [];
  const nginxWanted = wanted.filter(isNginxHost);
  const version = nginxWanted.length > 0 ? nginxVersion() : null;
  let temp: string | null = null;
  const stop = async () => {
    await Promise.all(running.map((nginx) => nginx.stop()));
    if (temp) rmSync(temp, { recursive: true, force: true });
  };

  if (nginxWanted.length > 0 && version === null) {
    notes.push(`nginx is missing at ${NGINX_PATH} (or its version could not be read): navigation under latency was measured on ${hosts.length > 0 ? "node only" : "no host"}, not on ${nginxWanted.join(", ")}`);
  } else if (nginxWanted.length > 0 && version !== null) {
    temp = mkdtempSync(path.join(os.tmpdir(), "headless-tree-bench-nginx-"));
    let tls: TlsCertificate | null = null;
    try {
      tls = createSelfSignedCertificate(temp);
    } catch (error) {
      notes.push(`openssl could not make a certificate, so no nginx host was measured: ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const id of tls ? nginxWanted : []) {
      const generatedConfig = id === "nginx-project" ? site.nginxConfig : null;
      if (id === "nginx-project" && generatedConfig === null) {
        notes.push(`${HOST_LABELS[id]}: the build has no nginx.conf next to ${site.dir}, so this host was not measured`);
        continue;
      }
      try {
        const nginx = await startNginx({ root: site.dir, generatedConfig: generatedConfig === null ? null : readFileSync(generatedConfig, "utf8"), tls: tls!, temp: path.join(temp, id), version });
        running.push(nginx);
        if (nginx.alpn !== EXPECTED_PROTOCOL[id]) notes.push(`${HOST_LABELS[id]}: TLS agreed on ${nginx.alpn ?? "no protocol"}, not ${EXPECTED_PROTOCOL[id]}`);
        hosts.push({ id, baseUrl: nginx.baseUrl });
        log(`${HOST_LABELS[id]}: nginx ${version} on ${nginx.baseUrl} (ALPN ${nginx.alpn ?? "none"})`);
      } catch (error) {
        notes.push(`${HOST_LABELS[id]}: nginx did not start, so this host was not measured: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return { hosts, trustedSpki: tls && running.length > 0 ? [tls.spkiSha256] : [], nginxVersion: version, notes, stop };
  }
  return { hosts, trustedSpki: [], nginxVersion: version, notes, stop };
}
