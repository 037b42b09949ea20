// Helpers of the hotkey claim tests (features-hotkeys, guides-hotkeys): a harness tree with
// hotkeys whose handlers record their calls, and key events the US keyboard of Playwright cannot type.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { rowLocator, snapshot } from "./support";

export type FeatureName = "selection" | "search" | "renaming" | "kdnd" | "expandAll" | "checkboxes" | "hotkeys";
export interface HotkeySpec {
  hotkey?: string;
  /** A constant answer of isEnabled; unset: no isEnabled. */
  enabled?: boolean;
  preventDefault?: boolean;
  canRepeat?: boolean;
  allowWhenInputFocused?: boolean;
  /** Leave the handler out (an override that keeps the default handler). */
  noHandler?: boolean;
}

/**
 * Mounts the harness tree (docs open) with hotkeysCoreFeature (unless `hotkeys` is left out of
 * `features`) and the given hotkeys; each handler records its name, its arguments' kinds and whether
 * the event was a repeat in `window.calls`.
 */
export async function mountHotkeys(
  page: Page,
  hotkeys: Record<string, HotkeySpec> = {},
  options: { features?: FeatureName[]; config?: Record<string, unknown> } = {},
) {
  await page.evaluate(
    async ({ hotkeys, features, config }) => {
      const c = window.harness.core;
      const byName = {
        selection: c.selectionFeature,
        search: c.searchFeature,
        renaming: c.renamingFeature,
        kdnd: c.keyboardDragAndDropFeature,
        expandAll: c.expandAllFeature,
        checkboxes: c.checkboxesFeature,
        hotkeys: c.hotkeysCoreFeature,
      };
      const calls: string[] = [];
      const w = window as unknown as { calls: string[]; treeHotkeys: Array<{ name: string; code: string }> };
      w.calls = calls;
      w.treeHotkeys = [];
      const defs = Object.fromEntries(
        Object.entries(hotkeys).map(([name, spec]) => [
          name,
          {
            ...(spec.hotkey !== undefined ? { hotkey: spec.hotkey } : {}),
            ...(spec.enabled !== undefined ? { isEnabled: () => spec.enabled } : {}),
            ...(spec.preventDefault !== undefined ? { preventDefault: spec.preventDefault } : {}),
            ...(spec.canRepeat !== undefined ? { canRepeat: spec.canRepeat } : {}),
            ...(spec.allowWhenInputFocused !== undefined ? { allowWhenInputFocused: spec.allowWhenInputFocused } : {}),
            ...(spec.noHandler
              ? {}
              : {
                  handler: (event: KeyboardEvent, tree: unknown) =>
                    calls.push(`${name}(${event instanceof KeyboardEvent ? "event" : "?"}, ${tree === window.harness.tree("a") ? "tree" : "?"})`),
                }),
          },
        ]),
      );
      await window.harness.mount("a", {
        features: [c.syncDataLoaderFeature, c.dragAndDropFeature, ...features.map((name) => byName[name])],
        config: {
          initialState: { expandedItems: ["docs"] },
          hotkeys: defs as never,
          onTreeHotkey: (name: string, event: KeyboardEvent) => w.treeHotkeys.push({ name, code: event.code }),
          ...config,
        },
      });
    },
    { hotkeys, features: options.features ?? ["hotkeys", "selection"], config: options.config ?? {} },
  );
}
export const calls = (page: Page) => page.evaluate(() => (window as unknown as { calls: string[] }).calls.map((call) => call.replace(/\(.*/, "")));
export const focusedRow = async (page: Page) => (await snapshot(page)).rows.find((r) => r.focused)?.id;
export const selectedRows = async (page: Page) => (await snapshot(page)).rows.filter((r) => r.selected).map((r) => r.id);
/** Focus a row by clicking it and wait until it has the DOM focus. */
export async function focusRow(page: Page, id: string) {
  await rowLocator(page, id).click();
  await expect.poll(async () => (await snapshot(page)).activeElement).toBe(id);
}
/** Puts a field into the tree's container (after the rows) and focuses it. */
export async function fieldInTree(page: Page, html: string) {
  await page.evaluate((html) => {
    const holder = document.createElement("div");
    holder.innerHTML = html;
    document.querySelector('[data-tree="a"]')!.append(holder.firstElementChild!);
  }, html);
  await page.locator("#field").click();
}
/** A key event through Chromium's input pipeline with any code/key pair (page.keyboard knows only a US layout). */
export async function rawKey(page: Page, code: string, key: string, keyCode: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", code, key, windowsVirtualKeyCode: keyCode });
  await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", code, key, windowsVirtualKeyCode: keyCode });
  await cdp.detach();
}

