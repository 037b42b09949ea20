import pageCodeJson from "~/generated/page-code.json";
import { docPageId, type DocPage, type PageCodeTable, type SidebarGroup } from "~/lib/content/content-model";
import { demoStandInsUrl, type DemoStandIns } from "~/lib/content/demo-stand-ins";
import { createLazyCache, lazyOnce } from "./lazy-load";
import { pageModules } from "./page-modules";

// Everything a docs page renders besides the route's own code, known at build time
// (build-scripts/content/build-content.ts): its compiled MDX module, which imports the components
// it uses, and its demos (their code comes through demo-box-code.ts). Requested all at once, never
// discovered one import at a time; Vite's preload lists add each chunk's own imports to the same
// round.
const table = pageCodeJson as PageCodeTable;

/** Each page's demo boxes as prerendered (build-scripts/postbuild/demo-stand-ins.ts), by page id; the table lists only pages with demos. */
const standInsOfPage = createLazyCache<DemoStandIns>(
  Object.fromEntries(
    Object.keys(table).map((id) => [id, () => fetch(demoStandInsUrl(id)).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status} ${response.url}`))))]),
  ),
);

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
 * routes): its compiled MDX module, which carries its record and imports its components, and its
 * demos' stand-ins, which hold each demo's place, at its final size, until the demo's own code
 * arrives (DemoIsland). Rejects only when the page's module (or a component it imports) failed.
 * The caches behind it make a second call cost nothing.
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
  ]);
  return { page, demoStandIns };
}

/** The docs page's demos, one list of ids per DemoBox. */
export const pageDemos = (path: string): readonly (readonly string[])[] => table[docPageId(path)]?.demos ?? [];

// Dev server: a changed page module updates in place. Without this, Vite's update propagation
// from a page module ended at this dynamically imported module and reloaded the whole page.
import.meta.hot?.accept();
