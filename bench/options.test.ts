import { describe, expect, it } from "vitest";
import { DEFAULT_PAGES, parseOptions, UsageError } from "./options.ts";

describe("parseOptions", () => {
  it("defaults to 5 runs of every page in both profiles, without the build", () => {
    expect(parseOptions([])).toEqual({
      runs: 5,
      pages: DEFAULT_PAGES,
      demoPages: false,
      profiles: ["unthrottled", "throttled"],
      root: null,
      navigation: true,
      search: true,
      editor: true,
      relevance: true,
      relevanceOnly: false,
      latencyNavigation: true,
      hosts: ["node", "nginx-project", "nginx-stock"],
      navCpu: [1, 4],
      pairs: [],
      build: false,
      pagesAndScenarios: true,
      help: false,
    });
  });

  it("--quick means 3 runs, unthrottled only; explicit flags still win", () => {
    expect(parseOptions(["--quick"])).toMatchObject({ runs: 3, profiles: ["unthrottled"] });
    expect(parseOptions(["--quick", "--runs", "7", "--profiles", "throttled"])).toMatchObject({ runs: 7, profiles: ["throttled"] });
  });

  it("limits the pages and serves a given root", () => {
    expect(parseOptions(["--pages", "/getstarted, /features/dnd,/getstarted", "--root", "/tmp/x"])).toMatchObject({ pages: ["/getstarted", "/features/dnd"], root: "/tmp/x" });
  });

  it("--build-only times the build and nothing else", () => {
    expect(parseOptions(["--build-only"])).toMatchObject({ build: true, pagesAndScenarios: false });
    expect(parseOptions(["--build"])).toMatchObject({ build: true, pagesAndScenarios: true });
  });

  it("--relevance-only asks the search questions and measures nothing else", () => {
    expect(parseOptions(["--relevance-only"])).toMatchObject({ pages: [], navigation: false, search: false, editor: false, latencyNavigation: false, relevance: true, relevanceOnly: true });
    expect(parseOptions(["--no-relevance"])).toMatchObject({ relevance: false, search: true });
    expect(() => parseOptions(["--relevance-only", "--pages", "/getstarted"])).toThrow(UsageError);
  });

  it("rejects unknown flags, bad run counts, pages and profiles", () => {
    expect(() => parseOptions(["--fast"])).toThrow(UsageError);
    expect(() => parseOptions(["--runs", "0"])).toThrow(/--runs/);
    expect(() => parseOptions(["--runs", "2.5"])).toThrow(/--runs/);
    expect(() => parseOptions(["--pages", "getstarted"])).toThrow(/not "getstarted"/);
    expect(() => parseOptions(["--pages", "/a?b=1"])).toThrow(/--pages/);
    expect(() => parseOptions(["--profiles", "slow"])).toThrow(/not "slow"/);
  });

  it("--demo-pages measures the cold load of every page with a demo, once and throttled unless told otherwise", () => {
    expect(parseOptions(["--demo-pages"])).toMatchObject({ runs: 1, pages: [], demoPages: true, profiles: ["throttled"], navigation: false, search: false, editor: false, latencyNavigation: false });
    expect(parseOptions(["--demo-pages", "--runs", "3", "--profiles", "unthrottled,throttled"])).toMatchObject({ runs: 3, profiles: ["unthrottled", "throttled"] });
    expect(() => parseOptions(["--demo-pages", "--pages", "/getstarted"])).toThrow(/--pages/);
    expect(() => parseOptions(["--demo-pages", "--nav-only"])).toThrow(/--nav-only/);
  });

  it("--nav-only measures navigation under latency and nothing else", () => {
    expect(parseOptions(["--nav-only", "--quick"])).toMatchObject({ runs: 3, pages: [], navigation: false, search: false, editor: false, latencyNavigation: true, pagesAndScenarios: true });
    expect(parseOptions(["--no-latency-navigation"])).toMatchObject({ latencyNavigation: false, navigation: true, search: true, editor: true });
    expect(() => parseOptions(["--nav-only", "--pages", "/getstarted"])).toThrow(/--pages/);
    expect(() => parseOptions(["--nav-only", "--no-latency-navigation"])).toThrow(/--no-latency-navigation/);
    expect(() => parseOptions(["--nav-only", "--build-only"])).toThrow(/--build-only/);
    expect(() => parseOptions(["--nav-only", "--no-editor"])).toThrow(/--no-editor/);
  });

  it("--no-editor skips the demo editor and nothing else", () => {
    expect(parseOptions(["--no-editor"])).toMatchObject({ editor: false, search: true, navigation: true, latencyNavigation: true });
    expect(parseOptions(["--no-search"])).toMatchObject({ editor: true, search: false });
  });

  it("--hosts, --nav-cpu and --pairs choose the cells of navigation under latency", () => {
    expect(parseOptions(["--nav-only", "--hosts", "nginx-stock, node,nginx-stock", "--nav-cpu", "4", "--pairs", "/features/tree->/api, /guides"])).toMatchObject({
      hosts: ["nginx-stock", "node"],
      navCpu: [4],
      pairs: ["/features/tree->/api", "/guides"],
    });
    expect(parseOptions(["--nav-cpu", "1,4,6"])).toMatchObject({ navCpu: [1, 4, 6] });
    expect(() => parseOptions(["--hosts", "apache"])).toThrow(/not "apache"/);
    expect(() => parseOptions(["--hosts", ""])).toThrow(/--hosts/);
    expect(() => parseOptions(["--nav-cpu", "0"])).toThrow(/not "0"/);
    expect(() => parseOptions(["--nav-cpu", "2.5"])).toThrow(/not "2.5"/);
    expect(() => parseOptions(["--nav-cpu", "x"])).toThrow(/--nav-cpu/);
    expect(() => parseOptions(["--pairs", ","])).toThrow(/--pairs/);
    expect(() => parseOptions(["--no-latency-navigation", "--hosts", "node"])).toThrow(/--hosts/);
  });
});
