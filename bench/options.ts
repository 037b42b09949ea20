// Command line of `npm run bench`.
import { parseArgs } from "node:util";
import type { ProfileId } from "./profiles.ts";

export const DEFAULT_PAGES = ["/", "/getstarted", "/features/dnd", "/api/core/interface/TreeConfig", "/changelog/core"];

export const USAGE = `npm run bench [-- options]

Measures the built site (it builds nothing unless --build): serves a private copy of build/client
with the production server and loads each page cold in Debian's Chromium.

  --quick            3 runs, unthrottled only (default: 5 runs, unthrottled and 4x CPU + slow 4G)
  --runs <n>         runs per figure (the issue asks for at least 5)
  --pages /a,/b      measure only these pages (default: ${DEFAULT_PAGES.join(",")})
  --profiles <list>  unthrottled,throttled
  --root <dir>       serve this folder as it is instead of a copy of build/client
  --no-navigation    skip the client-side navigation timing (hover, then click)
  --no-search        skip the search timing
  --no-latency-navigation
                     skip navigation under latency (tap without hover, 150 and 400 ms RTT)
  --nav-only         measure only navigation under latency: no cold loads, no hover navigation,
                     no search (with --quick: 3 runs, a few minutes)
  --build            also time the full build, cold (after rm -rf .cache app/generated build) and
                     warm; this REPLACES build/ in the working tree, before the pages are measured
  --build-only       time the build and measure nothing else
  --help`;

export interface BenchOptions {
  runs: number;
  pages: string[];
  profiles: ProfileId[];
  root: string | null;
  navigation: boolean;
  search: boolean;
  /** Navigation under latency (navigation-latency.ts). */
  latencyNavigation: boolean;
  build: boolean;
  pagesAndScenarios: boolean;
  help: boolean;
}

export class UsageError extends Error {}

export function parseOptions(argv: readonly string[]): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        quick: { type: "boolean", default: false },
        runs: { type: "string" },
        pages: { type: "string" },
        profiles: { type: "string" },
        root: { type: "string" },
        "no-navigation": { type: "boolean", default: false },
        "no-search": { type: "boolean", default: false },
        "no-latency-navigation": { type: "boolean", default: false },
        "nav-only": { type: "boolean", default: false },
        build: { type: "boolean", default: false },
        "build-only": { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }

  const runs = values.runs === undefined ? (values.quick ? 3 : 5) : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new UsageError(`--runs must be a whole number from 1 to 50, not "${values.runs}"`);

  const pages = values.pages === undefined ? DEFAULT_PAGES : values.pages.split(",").map((page) => page.trim()).filter(Boolean);
  const badPage = pages.find((page) => !page.startsWith("/") || /[?#\s]/.test(page));
  if (pages.length === 0 || badPage !== undefined) throw new UsageError(`--pages takes paths such as /getstarted,/features/dnd${badPage ? `, not "${badPage}"` : ""}`);

  const profiles = (values.profiles?.split(",").map((profile) => profile.trim()) ?? (values.quick ? ["unthrottled"] : ["unthrottled", "throttled"])) as ProfileId[];
  const badProfile = profiles.find((profile) => profile !== "unthrottled" && profile !== "throttled");
  if (profiles.length === 0 || badProfile !== undefined) throw new UsageError(`--profiles takes unthrottled and/or throttled${badProfile ? `, not "${badProfile}"` : ""}`);

  const navOnly = values["nav-only"];
  if (navOnly) {
    const clash = (["pages", "profiles", "no-navigation", "no-search", "no-latency-navigation", "build-only"] as const).find((flag) => values[flag] !== undefined && values[flag] !== false);
    if (clash) throw new UsageError(`--nav-only measures only navigation under latency; it does not go with --${clash}`);
  }

  return {
    runs,
    pages: navOnly ? [] : [...new Set(pages)],
    profiles: [...new Set(profiles)],
    root: values.root ?? null,
    navigation: !navOnly && !values["no-navigation"],
    search: !navOnly && !values["no-search"],
    latencyNavigation: !values["no-latency-navigation"],
    build: values.build || values["build-only"],
    pagesAndScenarios: !values["build-only"],
    help: values.help,
  };
}
