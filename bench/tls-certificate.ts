// A throwaway self-signed certificate for https://127.0.0.1, made with openssl at bench start.
// Chromium is told to trust exactly this key (--ignore-certificate-errors-spki-list, browser.ts):
// a page with a certificate error gets no HTTP cache, and navigation under latency depends on the
// cache, so "ignore all certificate errors" would measure something no reader ever gets.
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { TlsFiles } from "./nginx-configs.ts";

export interface TlsCertificate extends TlsFiles {
  /** base64 SHA-256 of the certificate's SubjectPublicKeyInfo (RFC 7469's pin format). */
  spkiSha256: string;
}

/** openssl's arguments: an EC P-256 key and a 2-day certificate for the IP 127.0.0.1. */
export function opensslArgs(certFile: string, keyFile: string): string[] {
  return [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-keyout",
    keyFile,
    "-out",
    certFile,
    "-days",
    "2",
    "-subj",
    "/CN=127.0.0.1",
    "-addext",
    "subjectAltName=IP:127.0.0.1",
  ];
}

/** The pin of a PEM certificate: base64(SHA-256(DER SubjectPublicKeyInfo)). */
export function spkiSha256(certPem: string): string {
  const spki = new X509Certificate(certPem).publicKey.export({ type: "spki", format: "der" });
  return createHash("sha256").update(spki).digest("base64");
}

export function createSelfSignedCertificate(dir: string): TlsCertificate {
  const certFile = path.join(dir, "cert.pem");
  const keyFile = path.join(dir, "key.pem");
  execFileSync("openssl", opensslArgs(certFile, keyFile), { stdio: ["ignore", "ignore", "pipe"], timeout: 30_000 });
  return { certFile, keyFile, spkiSha256: spkiSha256(readFileSync(certFile, "utf8")) };
}
