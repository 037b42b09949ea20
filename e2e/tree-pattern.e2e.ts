// Every live demo on every page follows the WAI-ARIA tree view pattern once hydrated: a named
// tree, items with level, position and size, expanded state on open folders, selection state on
// every item or none, exactly one item in the tab order, and a selected state that stands out.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RouteEntry } from "#contract/content/content-model.ts";
import { HANG_MS } from "../tests/support/hang-bound.ts";
import { loadedAndIdle, useBrowser } from "./support/browser";
import { contrastRatio, describeSamples, installContrastProbe, type IndicatorSample } from "./support/contrast";
import { mountLazyDemos } from "./support/lazy-demos";

const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? "build/client");
const manifest = JSON.parse(readFileSync("app/generated/manifest.json", "utf8")) as RouteEntry[];
// Pages whose prerendered HTML has a tree, and the gallery, whose demos mount when scrolled to.
const ROUTES = manifest
  .map((route) => route.path)
  .filter((route) => route === "/demos" || readFileSync(path.join(clientDir, route, "index.html"), "utf8").includes('role="tree"'));

// React Native has no aria-level, aria-posinset or aria-setsize, so the react-native-web demo cannot
// follow the pattern; /features/react-native says so, and e2e/react-native-demo.e2e.ts tests it.
const NOT_A_WEB_TREE = new Set(["App sources"]);

interface TreeReport {
  name: string;
  problems: string[];
  selected: { samples: IndicatorSample[]; seen: string }[];
}

describe("live demos: the WAI-ARIA tree pattern", () => {
  const browser = useBrowser();

  // Only a hang: each route may take the hang bound.
  it("holds for every tree on every page", { timeout: ROUTES.length * HANG_MS }, async () => {
    expect(ROUTES.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let trees = 0;
    const queue = [...ROUTES];
    await Promise.all(
      [0, 1].map(async () => {
        const { page } = await browser.openPage("", { viewport: { width: 1280, height: 900 } });
        for (let route = queue.shift(); route; route = queue.shift()) {
          await page.goto(route);
          await loadedAndIdle(page);
          await mountLazyDemos(page);
          await installContrastProbe(page);
          // Found and read in one task: a locator's evaluateAll finds the elements in one round
          // and reads them in the next, and a demo that hydrated in between had replaced its
          // prerendered tree, which was then read detached (no computed style at all).
          const reports = await page.evaluate(() =>
            [...document.querySelectorAll('[role="tree"]')].map((tree): TreeReport => {
              const problems: string[] = [];
              const labelledBy = tree.getAttribute("aria-labelledby");
              const name = (tree.getAttribute("aria-label") ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : "") ?? "").trim();
              if (!name) problems.push("the tree has no accessible name");
              const items = [...tree.querySelectorAll('[role="treeitem"]')];
              const busy = tree.getAttribute("aria-busy") === "true";
              if (items.length === 0 && !busy) problems.push("no treeitems and not aria-busy");
              const int = (el: Element, attr: string) => {
                const value = el.getAttribute(attr);
                return value !== null && /^\d+$/.test(value) ? Number(value) : null;
              };
              const withSelection = items.filter((item) => item.hasAttribute("aria-selected")).length;
              if (withSelection !== 0 && withSelection !== items.length) problems.push(`aria-selected on ${withSelection} of ${items.length} items`);
              const tabbable = items.filter((item) => item.getAttribute("tabindex") === "0");
              if (items.length > 0 && tabbable.length !== 1) problems.push(`${tabbable.length} items with tabindex=0`);
              const others = items.filter((item) => item.getAttribute("tabindex") !== "0" && item.getAttribute("tabindex") !== "-1");
              if (others.length) problems.push(`${others.length} items outside the roving tabindex (tabindex not -1)`);
              // Position within the parent: the previous item seen at each level, reset when a
              // shallower item starts a new branch.
              const lastAtLevel: (number | undefined)[] = [];
              items.forEach((item, i) => {
                const label = item.getAttribute("aria-label") ?? item.textContent?.trim().slice(0, 30);
                const level = int(item, "aria-level");
                const posinset = int(item, "aria-posinset");
                const setsize = int(item, "aria-setsize");
                if (level === null || level < 1 || posinset === null || setsize === null || posinset < 1 || posinset > setsize) {
                  problems.push(`${label}: level/posinset/setsize ${level}/${posinset}/${setsize}`);
                  return;
                }
                const previous = lastAtLevel[level];
                if (previous !== undefined && posinset !== previous + 1) problems.push(`${label}: aria-posinset ${posinset} after ${previous}`);
                lastAtLevel[level] = posinset;
                lastAtLevel.length = level + 1;
                // A row followed by deeper rows is an open folder and must say so.
                const next = items[i + 1];
                const nextLevel = next ? int(next, "aria-level") : null;
                const expanded = item.getAttribute("aria-expanded");
                if (nextLevel !== null && nextLevel > level && expanded !== "true") problems.push(`${label}: shows children but aria-expanded=${expanded}`);
                if (nextLevel !== null && nextLevel > level + 1) problems.push(`${label}: next item skips a level`);
              });
              const probe = (window as unknown as { __contrast: { samples(el: Element): IndicatorSample[] } }).__contrast;
              // The selected state's look: on the item or on the row it wraps; and, for a failure
              // message, what the page showed (a look that is missing altogether needs more than "()").
              const selected = items
                .filter((item) => item.getAttribute("aria-selected") === "true")
                .map((item) => {
                  const row = item.firstElementChild ?? item;
                  const style = getComputedStyle(row);
                  const demo = tree.closest("section[data-demo]");
                  const seen = `${item.outerHTML.slice(0, 200)}…; row box-shadow ${style.boxShadow}, background ${style.backgroundColor}; demo ${demo ? (demo.hasAttribute("data-hydrated") ? "hydrated" : "not hydrated") : "not in a demo box"}`;
                  return { samples: [...probe.samples(item), ...(item.firstElementChild ? probe.samples(item.firstElementChild) : [])], seen };
                });
              return { name, problems, selected };
            }),
          );
          trees += reports.length;
          for (const report of reports) {
            if (NOT_A_WEB_TREE.has(report.name)) continue;
            for (const problem of report.problems) failures.push(`${route} tree "${report.name}": ${problem}`);
            for (const { samples, seen } of report.selected) {
              if (samples.length === 0) failures.push(`${route} tree "${report.name}": selected item with no look at all (${seen})`);
              else if (!samples.some((s) => contrastRatio(s.colour, s.against) >= 3)) {
                failures.push(`${route} tree "${report.name}": selected item under 3:1 (${describeSamples(samples)})`);
              }
            }
          }
        }
      }),
    );
    console.info(`tree pattern: ${trees} trees on ${ROUTES.length} pages`);
    expect(failures).toEqual([]);
  });
});
