// `npm run bench -- --demo-pages`: every page of a built site that runs a live demo, found in the
// prerendered HTML (each demo box and gallery card is a demo island), so a page that gains a demo
// is measured without anyone updating a list. The editor timing finds its demo's page the same way.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The attribute as React writes it on an element: every page's inlined stylesheet has the bare
// name in a selector.
const DEMO_ISLAND = 'data-demo-island=""';

/** The routes under `clientDir` whose prerendered page contains `marker`, sorted. */
export function pagesContaining(clientDir: string, marker: string): string[] {
  const pages: string[] = [];
  const visit = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "assets") visit(path.join(dir, entry.name), `${route}${entry.name}/`);
      else if (entry.name === "index.html" && readFileSync(path.join(dir, entry.name), "utf8").includes(marker)) {
        pages.push(route === "/" ? "/" : route.slice(0, -1));
      }
    }
  };
  visit(clientDir, "/");
  return pages.sort();
}

/** The routes under `clientDir` whose prerendered page holds a demo island, sorted. */
export function findDemoPages(clientDir: string): string[] {
  return pagesContaining(clientDir, DEMO_ISLAND);
}

/** The routes whose prerendered page has the box of demo `id` (`<section data-demo="id">`), sorted. */
export function findPagesWithDemo(clientDir: string, id: string): string[] {
  return pagesContaining(clientDir, `data-demo="${id}"`);
}
