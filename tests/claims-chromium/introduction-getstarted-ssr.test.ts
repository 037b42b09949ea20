// Claims of content/introduction/getstarted.mdx, "Server rendering and Next.js", about the browser: the
// page's app/page.tsx and app/file-tree.tsx are rendered to HTML in Node with react-dom/server, as a
// server would, and that HTML is hydrated in Chromium with React's development build, which reports any
// mismatch. What the server renders is tested in Node: tests/claims/introduction-getstarted-ssr.test.ts.
import * as core from "@headless-tree/core";
import * as headlessReact from "@headless-tree/react";
import * as React from "react";
import { createElement, type ComponentType } from "react";
import * as jsxRuntime from "react/jsx-runtime";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { runSample } from "../claims/page-code";
import { codeBlock, useSamplePage } from "./samples";

const ROUTE = "/getstarted";
const PAGE = "introduction/getstarted.mdx";
const samples = useSamplePage();

/** The server's HTML of the page's app/page.tsx. */
function serverHtml(): string {
  const fileTree = runSample(ROUTE, "app/file-tree.tsx", { react: React, "react/jsx-runtime": jsxRuntime, "@headless-tree/core": core, "@headless-tree/react": headlessReact });
  const page = runSample<{ default: ComponentType }>(ROUTE, "app/page.tsx", { react: React, "react/jsx-runtime": jsxRuntime, "./file-tree": fileTree });
  return renderToString(createElement(page.default));
}

// Hydrates #app with the same two files; a Profiler notes how many rows the DOM has after each commit.
const ENTRY = `
import { Profiler } from "react";
import { hydrateRoot } from "react-dom/client";
import Page from "./page";
const w = window as any;
w.recoverable = [];
w.rowsAtCommit = [];
hydrateRoot(
  document.getElementById("app")!,
  <Profiler id="page" onRender={() => w.rowsAtCommit.push(document.querySelectorAll('[role="treeitem"]').length)}><Page /></Profiler>,
  { onRecoverableError: (error) => w.recoverable.push(String(error)) },
);
`;

describe(`${ROUTE}: Server rendering and Next.js, in the browser`, () => {
  it(
    claim(
      "/getstarted",
      "In the browser, the first render has no rows either, so it matches the server's HTML and hydration finds no mismatch; the rows appear right after, once the effect has mounted the tree.",
    ),
    async () => {
      const html = serverHtml();
      expect(html).not.toContain("treeitem");
      const { page, problems } = await samples.open({
        files: { "file-tree.tsx": codeBlock(PAGE, "app/file-tree.tsx"), "page.tsx": codeBlock(PAGE, "app/page.tsx"), "entry.tsx": ENTRY },
        development: true,
        // The server's container gets a mark before the script runs: hydration keeps the element.
        body: `<div id="app">${html}</div><script>document.querySelector('[role="tree"]').fromServer = true;</script>`,
      });
      await expect.poll(() => page.locator('#app [role="treeitem"]').count()).toBe(2);
      const after = await page.evaluate(() => {
        const w = window as unknown as { recoverable: string[]; rowsAtCommit: number[] };
        const tree = document.querySelector('[role="tree"]') as (Element & { fromServer?: boolean }) | null;
        return { fromServer: tree?.fromServer ?? false, recoverable: w.recoverable, rowsAtCommit: w.rowsAtCommit };
      });
      expect(after.fromServer).toBe(true);
      expect(after.recoverable).toEqual([]);
      // The hydrating commit has no rows; a later one, after the effect, has them.
      expect(after.rowsAtCommit[0]).toBe(0);
      expect(after.rowsAtCommit.at(-1)).toBe(2);
      expect(await page.locator('#app [role="treeitem"]').evaluateAll((rows) => rows.map((row) => row.getAttribute("aria-label")))).toEqual(["src", "package.json"]);
      expect(problems).toEqual([]);
    },
  );
});
