// An exported project looks like its demo on the site (issue 22). Every demo is exported and built
// as a reader would build it (build-scripts/demo-export/project-workspace.ts), served, and
// compared with the same demo in the /demos gallery, in the same width: the first rows' boxes
// (stacked, the same height, the same indentation per level), their colours, fonts and focus
// rings, at rest and, in light and in dark, after a click on the first row and ↓ ↑.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareProjectWorkspace, projectVite, type ProjectWorkspace } from "../build-scripts/demo-export/project-workspace";
import { useBrowser } from "./support/browser";
import { mountLazyDemos } from "./support/lazy-demos";

type Scheme = "light" | "dark";

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml" };

/** Serves `root` as it is: the built projects, each under /<id>/dist/. */
function serveFolder(root: string): Promise<http.Server> {
  const server = http.createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    // The projects declare no icon, so the browser asks for one at the root: nothing, not a 404 error.
    if (pathname === "/favicon.ico") return void response.writeHead(204).end();
    const file = path.join(root, pathname);
    const isFile = file.startsWith(root + path.sep) && (await stat(file).then((s) => s.isFile(), () => false));
    if (!isFile) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

interface RowLook {
  name: string;
  level: string | null;
  selected: string | null;
  /** Box of the visible row (its .treeitem when it has one), relative to the tree. */
  box: string;
  colours: string;
  font: string;
  /** Outline of the row and of its .treeitem: where the focus ring is drawn. */
  focusRing: string;
}

/** The first rows of the first tree inside `container`, as the reader sees them. */
function rowLooks(container: Locator): Promise<RowLook[] | null> {
  return container.evaluate((element) => {
    const tree = element.querySelector('[role="tree"]');
    if (!tree) return null;
    const origin = tree.getBoundingClientRect();
    const px = (value: number) => Math.round(value * 2) / 2;
    return [...tree.querySelectorAll('[role="treeitem"]')].slice(0, 6).map((row) => {
      const label = row.querySelector(".treeitem") ?? row;
      const box = label.getBoundingClientRect();
      const style = getComputedStyle(label);
      const ring = (el: Element) => {
        const s = getComputedStyle(el);
        return s.outlineStyle === "none" ? "none" : `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
      };
      return {
        name: (row.textContent ?? "").trim().slice(0, 40),
        level: row.getAttribute("aria-level"),
        selected: row.getAttribute("aria-selected"),
        box: `x ${px(box.left - origin.left)} y ${px(box.top - origin.top)} w ${px(box.width)} h ${px(box.height)}`,
        colours: `${style.color} on ${style.backgroundColor}`,
        font: `${style.fontSize} ${style.fontWeight} ${style.lineHeight} ${style.fontFamily.split(",")[0]}`,
        focusRing: `${ring(row)} / ${ring(label)}`,
      };
    });
  });
}

/**
 * Waits until `container` is at rest, as a reader would compare it: its page in front (a page in
 * the background gets no animation frames), the pointer off the rows (a hover colours a row), the
 * first tree showing rows, nothing loading (async demos mark the tree aria-busy until the first
 * level arrives, a row that waits for its data says "Loading…" and a folder that waits for its
 * children has the class "loading"), no transition running.
 */
async function settle(page: Page, container: Locator) {
  await page.bringToFront();
  await page.mouse.move(0, 0);
  await page.waitForFunction(
    (element) => {
      const tree = element.querySelector('[role="tree"]');
      const rows = tree ? [...tree.querySelectorAll('[role="treeitem"]')] : [];
      return (
        (!tree || rows.length > 0) &&
        !element.querySelector('[aria-busy="true"]') &&
        !rows.some((row) => /loading…/i.test(row.textContent ?? "")) &&
        !tree?.querySelector(".loading") &&
        element.getAnimations({ subtree: true }).every((animation) => animation.playState !== "running")
      );
    },
    await container.elementHandle(),
    { polling: "raf" },
  );
}

/**
 * Clicks the first row, then ↓ and ↑: a selected row, and the focus ring the keyboard shows. Each
 * input waits for the tree to be at rest again: React marks the new row focusable (tabindex 0) as
 * the key is handled and the library moves the DOM focus to it in a timeout (tree.updateDomFocus),
 * and a click on a folder of an async demo opens it and loads its children, which moves the rows
 * below: a key pressed before they arrive lands on another row, on a slow machine only.
 */
async function selectAndFocus(page: Page, container: Locator) {
  await settle(page, container);
  const tree = container.locator('[role="tree"]').first();
  const focusArrived = async () =>
    page.waitForFunction((element) => element.querySelector('[tabindex="0"]') === document.activeElement, await tree.elementHandle(), { polling: "raf" });
  const atRest = async () => {
    await focusArrived();
    await settle(page, container);
    await focusArrived();
  };
  await tree.locator('[role="treeitem"]').first().click();
  await atRest();
  for (const key of ["ArrowDown", "ArrowUp"]) {
    await page.keyboard.press(key);
    await atRest();
  }
}

/** What differs between the rows on the site and in the project, but their text (a demo may count its renders, and a project renders in StrictMode). */
function differencesOf(site: RowLook[] | null, project: RowLook[] | null): string[] {
  if (!site || !project) return site === project ? [] : [`a tree on the ${site ? "site" : "project"} only`];
  if (site.length !== project.length) return [`${site.length} rows on the site, ${project.length} in the project`];
  return site.flatMap((row, index) =>
    (["level", "selected", "box", "colours", "font", "focusRing"] as const)
      .filter((key) => row[key] !== project[index]![key])
      .map((key) => `row ${index + 1} "${row.name}" ${key}: site ${row[key]}, project ${project[index]![key]}`),
  );
}

const rowsStacked = (rows: RowLook[]) =>
  rows.every((row, index) => {
    if (index === 0) return true;
    const top = Number(/y (\S+)/.exec(row.box)![1]);
    const [, previousTop, previousHeight] = /y (\S+) w \S+ h (\S+)/.exec(rows[index - 1]!.box)!;
    return top >= Number(previousTop) + Number(previousHeight) - 0.5;
  });

describe("exported projects look like their demo", () => {
  const browser = useBrowser();
  let workspace: ProjectWorkspace;
  let server: http.Server;
  const buildFailures: string[] = [];

  beforeAll(async () => {
    workspace = await prepareProjectWorkspace(process.cwd());
    // Each project's own Vite, through its JS API (a process per project would cost seconds each).
    const vite = await projectVite(workspace);
    for (const project of workspace.projects) {
      const dir = path.join(workspace.dir, project.id);
      // Relative asset URLs, so that every project can be served from its own folder.
      await vite.build({ root: dir, configFile: path.join(dir, "vite.config.ts"), base: "./", logLevel: "error" }).catch((error: unknown) => {
        buildFailures.push(`${project.id}: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    server = await serveFolder(workspace.dir);
  }, 600_000);

  afterAll(async () => {
    server?.close();
    await workspace?.remove();
  });

  it("every project builds with its own Vite", () => {
    expect(buildFailures).toEqual([]);
  });

  it("in light and dark: the same rows, colours and fonts, and the same selected and focused rows", { timeout: 900_000 }, async () => {
    const { page: project, problems } = await browser.openPage("");
    const { page: site } = await browser.openPage("/demos");
    await mountLazyDemos(site);
    // The site's colours follow <html data-theme> (its toggle sets it), the project's the system setting.
    let shown: Scheme = "light";
    const showScheme = (scheme: Scheme) =>
      Promise.all([site.evaluate((mode) => document.documentElement.setAttribute("data-theme", mode), scheme), project.emulateMedia({ colorScheme: scheme })]);
    const projectUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const differences: string[] = [];
    let compared = 0;
    let focusShown = 0;
    let selectionShown = 0;
    for (const { id } of workspace.projects) {
      const stage = site.locator(`[data-demo-card="${id}"] [data-demo-island]`).first();
      // The project's page gets the width the demo has in its card.
      await project.setViewportSize({ width: 800, height: 900 });
      const seen = problems.length;
      await project.goto(`${projectUrl}/${id}/dist/index.html`, { waitUntil: "load" });
      const root = project.locator("#root");
      await root.locator("*").first().waitFor();
      const width = await stage.evaluate((slot) => {
        const holder = [...slot.children].find((child) => child.querySelector('[role="tree"]')) ?? slot.children[0]!;
        const style = getComputedStyle(holder);
        return holder.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      });
      const bodyWidth = await project.evaluate(() => {
        const style = getComputedStyle(document.body);
        return document.body.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      });
      await project.setViewportSize({ width: Math.round(800 + width - bodyWidth), height: 900 });

      // At rest in the colours the previous demo ended with (so light and dark alternate), then
      // after the click in both: one switch of the colours per demo.
      const compare = async (when: string) => {
        await settle(site, stage);
        await settle(project, root);
        const [onSite, inProject] = await Promise.all([rowLooks(stage), rowLooks(root)]);
        differences.push(...differencesOf(onSite, inProject).map((difference) => `${id}, ${shown}, ${when}: ${difference}`));
        return inProject;
      };
      const atRest = await compare("at rest");
      if (atRest && atRest.length > 0) {
        await selectAndFocus(site, stage);
        await selectAndFocus(project, root);
        const afterClick = "after a click on the first row, ↓ and ↑";
        const inProject = (await compare(afterClick)) ?? [];
        await showScheme((shown = shown === "light" ? "dark" : "light"));
        await compare(afterClick);
        compared++;
        if (!rowsStacked(inProject)) differences.push(`${id}: the project's rows overlap: ${JSON.stringify(inProject)}`);
        if (inProject.some((row) => row.focusRing !== "none / none")) focusShown++;
        const selected = inProject.find((row) => row.selected === "true");
        const unselected = inProject.find((row) => row.selected === "false" && row.focusRing === "none / none");
        if (selected && unselected && selected.colours !== unselected.colours) selectionShown++;
      }
      expect(problems.slice(seen), `${id}: the project page ran with problems`).toEqual([]);
    }
    console.log(`exported projects: ${workspace.projects.length}; trees compared after a click: ${compared}, focus ring shown: ${focusShown}, selection shown: ${selectionShown}`);
    expect(differences.join("\n")).toBe("");
    // Every demo has a tree and shows the keyboard's focus ring; all but a few select on a click.
    expect(compared).toBe(workspace.projects.length);
    expect(focusShown).toBe(compared);
    expect(selectionShown).toBeGreaterThanOrEqual(compared - 5);
  });
});
