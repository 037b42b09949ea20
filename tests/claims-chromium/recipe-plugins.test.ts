// Claims of content/recipe/plugins.mdx in Chromium: the three demos as a reader copies them, with
// real clicks and keys, and Tab into the tree after each action.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { eventually, focusedName, mountDemo, rowNamed, tabIntoTree, useRecipes } from "./recipes/support";

const recipes = useRecipes();

describe("/recipe/plugins", () => {
  it(claim("/recipe/plugins", "The demo uses the feature above for its breadcrumb, adds a configuration option, and wraps the built-in expand() method to report opened folders"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "plugin-item-method");
    const crumb = page.locator("p[aria-live=polite]").first();
    await eventually(() => crumb.textContent()).toBe("music › jazz › a love supreme");
    await rowNamed(page, "folk").click();
    await eventually(() => crumb.textContent()).toBe("music › folk");
    await eventually(() => page.getByText(/^Recently opened:/).textContent()).toBe("Recently opened: folk");
    // → opens through the same expand(), so it is reported too.
    await rowNamed(page, "podcasts").click();
    await rowNamed(page, "podcasts").click();
    await page.keyboard.press("ArrowRight");
    await eventually(() => page.getByText(/^Recently opened:/).textContent()).toBe("Recently opened: podcasts, podcasts, folk");
    expect(await tabIntoTree(page)).toBe("podcasts");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/plugins", "In this demo the plugin adds data attributes, and the stylesheet styles the rows by them alone"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "plugin-transform-props");
    const parser = rowNamed(page, "parser.ts");
    await parser.waitFor();
    expect(await parser.getAttribute("data-kind")).toBe("file");
    expect(await parser.getAttribute("data-depth")).toBe("1");
    expect(await parser.getAttribute("data-selected")).toBe("true");
    const look = (name: string) =>
      rowNamed(page, name).evaluate((el) => ({ icon: getComputedStyle(el, "::before").content, indent: getComputedStyle(el).paddingLeft, bar: getComputedStyle(el).boxShadow !== "none" }));
    expect(await look("parser.ts")).toMatchObject({ icon: '"📄 "', bar: true });
    expect(await look("src")).toMatchObject({ icon: '"📂 "', bar: false });
    expect(await look("tests")).toMatchObject({ icon: '"📁 "' });
    expect(parseFloat((await look("parser.ts")).indent)).toBeGreaterThan(parseFloat((await look("src")).indent));
    await rowNamed(page, "tests").click();
    await eventually(() => rowNamed(page, "tests").getAttribute("data-open")).toBe("true");
    expect(await look("tests")).toMatchObject({ icon: '"📂 "', bar: true });
    expect(await tabIntoTree(page)).toBe("tests");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/plugins", "The demo adds a customTogglePin hotkey on P through the tree's hotkeys option"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "plugin-custom-state");
    const readout = page.locator("p[class*=readout]");
    await eventually(() => readout.textContent()).toBe('["q2.pdf"]');
    await rowNamed(page, "logo.svg").click();
    await page.keyboard.press("p");
    await eventually(() => readout.textContent()).toBe('["q2.pdf","logo.svg"]');
    expect(await rowNamed(page, "logo.svg").textContent()).toContain("📌");
    await page.keyboard.press("p");
    await eventually(() => readout.textContent()).toBe('["q2.pdf"]');
    await page.getByRole("button", { name: "Pin or unpin logo.svg" }).click();
    await eventually(() => readout.textContent()).toBe('["q2.pdf","logo.svg"]');
    expect(await tabIntoTree(page)).toBe("logo.svg");
    expect(await focusedName(page)).toBe("logo.svg");
    expect(problems).toEqual([]);
  });
});
