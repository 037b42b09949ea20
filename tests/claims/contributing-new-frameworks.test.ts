// @vitest-environment happy-dom
// Claims of content/contributing/new-frameworks.mdx. The page's plain-DOM binding is taken from the
// page itself (its first ts block), so the test runs exactly what readers copy.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature, type TreeConfig } from "@headless-tree/core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FILES, wait } from "./tree";

type MountTree = <T>(host: HTMLElement, config: TreeConfig<T>, label: string) => () => void;
let mountTree: MountTree;
let dir: string;

beforeAll(async () => {
  const page = readFileSync("content/contributing/new-frameworks.mdx", "utf8");
  const code = /```ts title="vanilla-tree\.ts"\n([\s\S]*?)\n```/.exec(page)?.[1];
  if (!code) throw new Error('content/contributing/new-frameworks.mdx has no ```ts title="vanilla-tree.ts" block');
  // Inside the project (.cache is gitignored), so @headless-tree/core resolves to the installed package.
  mkdirSync(".cache", { recursive: true });
  dir = mkdtempSync(path.join(process.cwd(), ".cache", "claims-sample-"));
  const file = path.join(dir, "vanilla-tree.ts");
  writeFileSync(file, code);
  ({ mountTree } = (await import(/* @vite-ignore */ file)) as { mountTree: MountTree });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const config: TreeConfig<string> = {
  rootItemId: "root",
  getItemName: (item) => item.getItemData(),
  isItemFolder: (item) => item.getId() in FILES,
  dataLoader: { getItem: (id) => id, getChildren: (id) => FILES[id] ?? [] },
  features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
};

const rowNames = (host: HTMLElement) => [...host.querySelectorAll('[role="treeitem"]')].map((row) => row.textContent);

describe("/contributing/new-frameworks: the plain-DOM binding", () => {
  it("renders the visible items with role=tree and treeitem", () => {
    const host = document.createElement("div");
    document.body.append(host);
    const unmount = mountTree(host, config, "Files");
    expect(host.getAttribute("role")).toBe("tree");
    expect(host.getAttribute("aria-label")).toBe("Files");
    expect(rowNames(host)).toEqual(["docs", "src", "readme.md"]);
    unmount();
  });

  it("'a click selects and opens a folder'", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    const unmount = mountTree(host, config, "Files");
    const src = host.children[1] as HTMLElement;
    src.click();
    await wait(0);
    expect(rowNames(host)).toEqual(["docs", "src", "index.ts", "lib", "readme.md"]);
    expect(src.getAttribute("aria-selected")).toBe("true");
    expect(host.children[1]).toBe(src); // the same element, so focus would survive
    unmount();
  });

  it("'the arrow keys move the focus' (to the element, through updateDomFocus)", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    const unmount = mountTree(host, config, "Files");
    (host.children[0] as HTMLElement).focus();
    host.children[0]!.dispatchEvent(new KeyboardEvent("keydown", { code: "ArrowDown", key: "ArrowDown", bubbles: true }));
    document.dispatchEvent(new KeyboardEvent("keyup", { code: "ArrowDown", key: "ArrowDown", bubbles: true }));
    // updateDomFocus focuses the element from a timer; wait for that instead of a fixed time.
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe("src"));
    expect(host.children[1]!.getAttribute("tabindex")).toBe("0");
    expect(host.children[0]!.getAttribute("tabindex")).toBe("-1");
    unmount();
  });
});
