import { DemoBoxCode, HotkeyTable } from "~/components/mdx/lazy-code";
import pageCodeJson from "~/generated/page-code.json";
import type { PageCodeTable } from "~/lib/content/content-model";
import { demoModules, demoSources } from "./demo-modules";
import { pageModules } from "./page-modules";

// Everything a docs page renders besides the route's own code, known at build time
// (build-scripts/content/build-content.ts): its compiled MDX module, its demos, the sources shown
// with them and the lazily loaded components it uses. Requested all at once, never discovered one
// import at a time; Vite's preload lists add each chunk's own imports to the same round.
const table = pageCodeJson as PageCodeTable;

/** Lazy MDX components besides DemoBox (demoBoxCode fetches that one with its demos). */
const lazyComponents: Record<string, { preload(): Promise<unknown> }> = { HotkeyTable };

/**
 * What a set of DemoBoxes (one list of demo ids per box) renders first: the box itself, every
 * demo of each box (the picker shows their titles) and the source of the demo it shows first.
 */
export function demoBoxCode(boxes: readonly (readonly string[])[]): Promise<unknown>[] {
  if (boxes.length === 0) return [];
  return [DemoBoxCode.preload(), ...boxes.flatMap((ids) => [...ids.map((id) => demoModules.load(id)), ...(ids[0] ? [demoSources.load(ids[0])] : [])])];
}

/**
 * Fetches all the code of the docs page at `pathname` (nothing for other routes). Settles when
 * all of it has loaded or failed, never rejects: what failed shows its own error and Retry. The
 * module caches behind it make a second call cost nothing.
 */
export function loadPageCode(pathname: string): Promise<unknown> {
  const id = pathname.replace(/^\/+|\/+$/g, "");
  if (!pageModules.has(id)) return Promise.resolve();
  const needs = table[id] ?? { demos: [], components: [] };
  const components = needs.components.flatMap((name) => lazyComponents[name]?.preload() ?? []);
  return Promise.allSettled([pageModules.load(id), ...components, ...demoBoxCode(needs.demos)]);
}

// Dev server: a changed page module updates in place. Without this, Vite's update propagation
// from a page module ended at this dynamically imported module and reloaded the whole page.
import.meta.hot?.accept();
