// `npm run claims:coverage`: per page, how many of its sentences a test backs (every `claim()` in
// tests/claims and tests/claims-chromium), and in which kind of test.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pageFiles } from "./claim.ts";

const ROOT = join(import.meta.dirname, "../..");
const FOLDERS = { unit: "tests/claims", chromium: "tests/claims-chromium" } as const;
const CALL = /\bclaim\(\s*"([^"]+)",\s*"((?:[^"\\]|\\.)*)"/g;

export interface PageCoverage {
  route: string;
  unit: number;
  chromium: number;
  sentences: number;
}

/** Distinct sentences per route, counted once even when several tests back them. */
export function claimCoverage(): PageCoverage[] {
  const byRoute = new Map<string, { unit: Set<string>; chromium: Set<string> }>();
  for (const [kind, folder] of Object.entries(FOLDERS) as Array<[keyof typeof FOLDERS, string]>) {
    for (const entry of readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })) {
      if (!/\.test\.tsx?$/.test(entry)) continue;
      const source = readFileSync(join(ROOT, folder, entry), "utf8");
      for (const [, route, sentence] of source.matchAll(CALL)) {
        const entry = byRoute.get(route!) ?? { unit: new Set(), chromium: new Set() };
        entry[kind].add(sentence!);
        byRoute.set(route!, entry);
      }
    }
  }
  return [...pageFiles().keys()].sort().map((route) => {
    const entry = byRoute.get(route);
    const all = new Set([...(entry?.unit ?? []), ...(entry?.chromium ?? [])]);
    return { route, unit: entry?.unit.size ?? 0, chromium: entry?.chromium.size ?? 0, sentences: all.size };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = claimCoverage();
  console.log("| page | sentences backed | in unit tests | in Chromium |\n|---|---|---|---|");
  for (const row of rows) console.log(`| ${row.route} | ${row.sentences} | ${row.unit} | ${row.chromium} |`);
}
