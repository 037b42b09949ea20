// Command line of `npm run bench`.
import { parseArgs } from "node:util";
import { HOST_IDS, type HostId } from "./latency-hosts.ts";
import { NAVIGATION_CPU_SLOWDOWNS } from "./navigation-latency-pairs.ts";
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
  --no-editor        skip the demo editor timing (Edit, then typing at 4x CPU, on the largest demo)
  --no-relevance     skip the search relevance benchmark (bench/search-relevance/)
  --relevance-only   measure only search relevance: the questions of bench/search-relevance/questions.json
                     asked of the site's dialog and of Pagefind on the same pages (~30 s)
  --no-latency-navigation
                     skip navigation under latency (tap without hover, 150 and 400 ms RTT)
  --nav-only         measure only navigation under latency: no cold loads, no hover navigation,
                     no search, no editor
  --demo-pages       cold loads of every page with a live demo (found in the built HTML), once
                     each with 4x CPU + slow 4G unless --runs / --profiles say otherwise; nothing else
  --hosts <list>     hosts for navigation under latency, of ${HOST_IDS.join(",")}
                     (default: all three; only node when nginx is missing)
  --nav-cpu <list>   CPU slowdowns for navigation under latency (default: ${NAVIGATION_CPU_SLOWDOWNS.join(",")};
                     4 = Emulation.setCPUThrottlingRate 4)
  --pairs <list>     only the pairs whose "/from → /to" contains one of these (comma-separated;
                     "->" for "→"), e.g. --pairs "/features/tree->/api"
  --build            also time the full build, cold (after rm -rf .cache app/generated build) and
                     warm; this REPLACES build/ in the working tree, before the pages are measured
  --build-only       time the build and measure nothing else
  --help`;

export interface BenchOptions {
  runs: number;
  pages: string[];
  /** Measure every page with a live demo (bench/demo-pages.ts) instead of \`pages\`. */
  demoPages: boolean;
  profiles: ProfileId[];
  root: string | null;
  navigation: boolean;
  search: boolean;
  /** The demo editor (editor-timing.ts). */
  editor: boolean;
  /** Search relevance, ours and Pagefind's (search-relevance/). */
  relevance: boolean;
  /** --relevance-only: nothing but relevance is measured (and no budget is printed). */
  relevanceOnly: boolean;
  /** Navigation under latency (navigation-latency.ts). */
  latencyNavigation: boolean;
  /** Its hosts (those needing nginx are dropped when it is missing), CPU slowdowns and pair filters. */
  hosts: HostId[];
  navCpu: number[];
  pairs: string[];
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
        "no-editor": { type: "boolean", default: false },
        "no-relevance": { type: "boolean", default: false },
        "relevance-only": { type: "boolean", default: false },
        "no-latency-navigation": { type: "boolean", default: false },
        "nav-only": { type: "boolean", default: false },
        "demo-pages": { type: "boolean", default: false },
        hosts: { type: "string" },
        "nav-cpu": { type: "string" },
        pairs: { type: "string" },
        build: { type: "boolean", default: false },
        "build-only": { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }

  const demoPages = values["demo-pages"];
  if (demoPages) {
    const clash = (["pages", "nav-only", "quick", "hosts", "nav-cpu", "pairs", "build-only"] as const).find((flag) => values[flag] !== undefined && values[flag] !== false);
    if (clash) throw new UsageError(`--demo-pages measures cold loads of every page with a demo; it does not go with --${clash}`);
  }
  const runs = values.runs === undefined ? (demoPages ? 1 : values.quick ? 3 : 5) : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new UsageError(`--runs must be a whole number from 1 to 50, not "${values.runs}"`);

  const pages = values.pages === undefined ? DEFAULT_PAGES : values.pages.split(",").map((page) => page.trim()).filter(Boolean);
  const badPage = pages.find((page) => !page.startsWith("/") || /[?#\s]/.test(page));
  if (pages.length === 0 || badPage !== undefined) throw new UsageError(`--pages takes paths such as /getstarted,/features/dnd${badPage ? `, not "${badPage}"` : ""}`);

  const profiles = (values.profiles?.split(",").map((profile) => profile.trim()) ??
    (demoPages ? ["throttled"] : values.quick ? ["unthrottled"] : ["unthrottled", "throttled"])) as ProfileId[];
  const badProfile = profiles.find((profile) => profile !== "unthrottled" && profile !== "throttled");
  if (profiles.length === 0 || badProfile !== undefined) throw new UsageError(`--profiles takes unthrottled and/or throttled${badProfile ? `, not "${badProfile}"` : ""}`);

  const list = (value: string) => value.split(",").map((item) => item.trim()).filter(Boolean);

  const hosts = (values.hosts === undefined ? [...HOST_IDS] : list(values.hosts)) as HostId[];
  const badHost = hosts.find((host) => !HOST_IDS.includes(host));
  if (hosts.length === 0 || badHost !== undefined) throw new UsageError(`--hosts takes ${HOST_IDS.join(", ")}${badHost ? `, not "${badHost}"` : ""}`);

  const navCpuText = values["nav-cpu"] === undefined ? NAVIGATION_CPU_SLOWDOWNS.map(String) : list(values["nav-cpu"]);
  const navCpu = navCpuText.map(Number);
  const badCpu = navCpuText.find((_, index) => !Number.isInteger(navCpu[index]) || navCpu[index]! < 1 || navCpu[index]! > 20);
  if (navCpu.length === 0 || badCpu !== undefined) throw new UsageError(`--nav-cpu takes whole slowdowns from 1 to 20, such as 1,4${badCpu !== undefined ? `, not "${badCpu}"` : ""}`);

  const pairs = values.pairs === undefined ? [] : list(values.pairs);
  if (values.pairs !== undefined && pairs.length === 0) throw new UsageError('--pairs takes parts of "/from → /to", such as /features/tree->/api');

  if (values["no-latency-navigation"]) {
    const pointless = (["hosts", "nav-cpu", "pairs"] as const).find((flag) => values[flag] !== undefined);
    if (pointless) throw new UsageError(`--${pointless} is for navigation under latency; it does not go with --no-latency-navigation`);
  }

  const relevanceOnly = values["relevance-only"];
  if (relevanceOnly) {
    const clash = (["pages", "profiles", "runs", "quick", "nav-only", "demo-pages", "no-relevance", "build", "build-only", "hosts", "nav-cpu", "pairs"] as const).find(
      (flag) => values[flag] !== undefined && values[flag] !== false,
    );
    if (clash) throw new UsageError(`--relevance-only measures only search relevance; it does not go with --${clash}`);
  }

  const navOnly = values["nav-only"];
  if (navOnly) {
    const clash = (["pages", "profiles", "no-navigation", "no-search", "no-editor", "no-latency-navigation", "build-only"] as const).find((flag) => values[flag] !== undefined && values[flag] !== false);
    if (clash) throw new UsageError(`--nav-only measures only navigation under latency; it does not go with --${clash}`);
  }

  return {
    runs,
    pages: navOnly || demoPages || relevanceOnly ? [] : [...new Set(pages)],
    demoPages,
    profiles: [...new Set(profiles)],
    root: values.root ?? null,
    navigation: !navOnly && !demoPages && !relevanceOnly && !values["no-navigation"],
    search: !navOnly && !demoPages && !relevanceOnly && !values["no-search"],
    editor: !navOnly && !demoPages && !relevanceOnly && !values["no-editor"],
    relevance: !navOnly && !demoPages && !values["no-relevance"],
    relevanceOnly,
    latencyNavigation: !demoPages && !relevanceOnly && !values["no-latency-navigation"],
    hosts: [...new Set(hosts)],
    navCpu: [...new Set(navCpu)],
    pairs,
    build: values.build || values["build-only"],
    pagesAndScenarios: !values["build-only"],
    help: values.help,
  };
}
