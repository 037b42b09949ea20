// Picks which precompressed sibling to send, honouring q-values: "br;q=0" means "not brotli"
// (sirv substring-matches the header and would send brotli anyway).
import type { Encoding } from "#contract/hosting/static-files.ts";

/** Brotli is smaller than gzip for the same text, so it wins a tie. */
const PREFERENCE: readonly Encoding[] = ["br", "gzip"];

export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = parseAcceptEncoding(acceptEncoding);
  const wildcard = weights.get("*");
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? (encoding === "gzip" ? weights.get("x-gzip") : undefined) ?? wildcard ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (name === "") continue;
    let weight = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(param);
      if (match) weight = Number.isFinite(Number(match[1])) ? Math.min(1, Number(match[1])) : 0;
    }
    weights.set(name.toLowerCase(), weight);
  }
  return weights;
}
