import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createSelfSignedCertificate } from "./tls-certificate.ts";

describe("createSelfSignedCertificate", () => {
  it("makes a certificate for IP 127.0.0.1 and pins its key as openssl computes it", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-tls-test-"));
    try {
      const tls = createSelfSignedCertificate(dir);
      const text = execFileSync("openssl", ["x509", "-in", tls.certFile, "-noout", "-ext", "subjectAltName"], { encoding: "utf8" });
      expect(text).toContain("IP Address:127.0.0.1");
      // The pin Chromium's --ignore-certificate-errors-spki-list takes, the openssl way.
      const publicKey = execFileSync("openssl", ["x509", "-in", tls.certFile, "-pubkey", "-noout"]);
      const der = execFileSync("openssl", ["pkey", "-pubin", "-outform", "der"], { input: publicKey });
      const pin = execFileSync("openssl", ["dgst", "-sha256", "-binary"], { input: der }).toString("base64");
      expect(tls.spkiSha256).toBe(pin);
      expect(readFileSync(tls.keyFile, "utf8")).toContain("PRIVATE KEY");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
