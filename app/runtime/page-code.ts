import { HotkeyTable, LazyLiveDemoBox } from "~/components/mdx/lazy-code";
import pageCodeJson from "~/generated/page-code.json";
import { docPageId, type DocPage, type PageCodeTable, type SidebarGroup } from "~/lib/content/content-model";
import { demoStandInsUrl, type DemoStandIns } from "~/lib/content/demo-stand-ins";
import { demoModules, demoSources } from "./demo-modules";
import { createLazyCache, lazyOnce } from "./lazy-load";
import { pageModules } from "./page-modules";

// Everything a docs page renders besides the route's own code, known at build time
// (build-scripts/content/build-content.ts): its compiled MDX module, the lazily loaded components
// it uses, its demos and the sources shown with them. Requested all at once, never discovered one
// import at a time; Vite's preload lists add each chunk's own imports to the same round.
const table = pageCodeJson as PageCodeTable;

/** Lazy MDX components besides DemoBox (liveDemoBoxCode fetches that one with its demos). */
const lazyComponents: Record<string, { preload(): Promise<unknown> }> = { HotkeyTable };

/** Each page's demo boxes as prerendered (build-scripts/postbuild/demo-stand-ins.ts), by page id. */
const standInsOfPage = createLazyCache<DemoStandIns>(
  Object.fromEntries(
    Object.entries(table)
      .filter(([, needs]) => needs.demos.length > 0)
      .map(([id]) => [id, () => fetch(demoStandInsUrl(id)).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status} ${response.url}`))))]),
  ),
);

/**
 * What a set of DemoBoxes (one list of demo ids per box) renders first: the box itself, every
 * demo of each box (the picker shows their titles) and the source of the demo it shows first.
 */
export function liveDemoBoxCode(boxes: readonly (readonly string[])[]): Promise<unknown>[] {
  if (boxes.length === 0) return [];
  return [LazyLiveDemoBox.preload(), ...boxes.flatMap((ids) => [...ids.map((id) => demoModules.load(id)), ...(ids[0] ? [demoSources.load(ids[0])] : [])])];
}

/** The docs sidebar, for the docs layout's clientLoader: a chunk of the build, not the layout's .data. */
const sidebar = lazyOnce(() => import("~/generated/sidebar.json").then((module) => module.default as SidebarGroup[]));
export const loadDocsSidebar = sidebar.load;

/** What a docs page's heading and text render from. */
export interface PageText {
  page: DocPage;
  /** Each demo box's place-holder until its code arrives; none when they failed (the dev server prerenders nothing). */
  demoStandIns?: DemoStandIns;
}

/**
 * Fetches what the docs page at `path` needs to show its heading and text (undefined for other
 * routes): its compiled MDX module, which carries its record, its lazy components, and its demos'
 * stand-ins, which hold each demo's place, at its final size, until the demo's own code arrives
 * (DemoIsland). Rejects only when the page's own module failed; a component that failed shows its
 * own error and Retry. The caches behind it make a second call cost nothing.
 */
export async function loadPageText(path: string): Promise<PageText | undefined> {
  const id = docPageId(path);
  if (!pageModules.has(id)) return undefined;
  const quietly = <T,>(promise: Promise<T> | undefined) => promise?.catch(() => undefined);
  // In the same round, for a navigation from a page outside the docs (the layout's clientLoader
  // awaits it then); loaded once.
  void quietly(sidebar.load());
  const [{ page }, demoStandIns] = await Promise.all([
    pageModules.load(id),
    standInsOfPage.has(id) ? quietly(standInsOfPage.load(id)) : undefined,
    ...(table[id]?.components ?? []).map((name) => quietly(lazyComponents[name]?.preload())),
  ]);
  return { page, demoStandIns };
}

/** Fetches the code of the docs page's demos (what a reader's intent makes likely to run next). */
export function loadPageDemos(path: string): Promise<unknown> {
  return Promise.allSettled(liveDemoBoxCode(table[docPageId(path)]?.demos ?? []));
}

// Dev server: a changed page module updates in place. Without this, Vite's update propagation
// from a page module ended at this dynamically imported module and reloaded the whole page.
import.meta.hot?.accept();
