// Claims of content/features/hotkeys.mdx, with real key events in Chromium: how key presses are
// matched, the fields of a hotkey, overrides of built-in hotkeys, and inputs, textareas and
// contenteditable elements inside the tree.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { focusedName, tabIntoTree, tabStops, treeItem, useDemo } from "./demo-support";
import { calls, fieldInTree, focusedRow, focusRow, mountHotkeys, rawKey, selectedRows } from "./hotkeys-support";
import { nextFrame, rowLocator, snapshot, useHarness } from "./support";

const PAGE = "/features/hotkeys";
const harness = useHarness();

describe(PAGE, () => {
  it(claim("/features/hotkeys", "hotkeysCoreFeature listens to the keyboard and runs them, so without it a tree does not react to keys at all."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, {}, { features: ["selection"] });
    await focusRow(page, "docs");
    for (const key of ["ArrowDown", "ArrowUp", "End", "ArrowLeft", "Control+KeyA"]) await page.keyboard.press(key);
    await nextFrame(page);
    expect(await focusedRow(page)).toBe("docs");
    expect(await selectedRows(page)).toEqual(["docs"]);
    expect((await snapshot(page)).rows.find((r) => r.id === "docs")!.expanded).toBe(false); // closed by the click only
  });
});

describe(`${PAGE}: Adding and changing hotkeys`, () => {
  it(claim("/features/hotkeys", "Once your entry has matched a key press, it is merged over the default, so { hotkey: \"Space\" } gives a hotkey a new key and keeps its handler and flags."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { toggleSelectedItem: { hotkey: "Space", noHandler: true } });
    await focusRow(page, "intro.md");
    await page.keyboard.press("ArrowDown");
    // Space runs the selection feature's handler; the default's preventDefault came along.
    await page.evaluate(() =>
      document.addEventListener("keydown", (e) => void ((window as unknown as { prevented: boolean }).prevented = e.defaultPrevented), { once: true }),
    );
    await page.keyboard.press("Space");
    expect(await page.evaluate(() => (window as unknown as { prevented: boolean }).prevented)).toBe(true);
    await expect.poll(() => selectedRows(page)).toEqual(["intro.md", "guide.md"]);
    // The old key no longer does it.
    await page.keyboard.press("Control+Space");
    await nextFrame(page);
    expect(await selectedRows(page)).toEqual(["intro.md", "guide.md"]);
  });

  it(claim("/features/hotkeys", "Every entry needs hotkey, even one that only changes the handler or a flag: without it, key presses throw a TypeError."), async () => {
    const { page, problems } = await harness.open();
    await mountHotkeys(page, { focusLastItem: {}, selectAll: { preventDefault: false, noHandler: true } });
    await focusRow(page, "docs");
    await page.keyboard.press("End");
    await expect.poll(() => problems.join("\n")).toMatch(/pageerror: Cannot read properties of undefined \(reading 'toLowerCase'\)/);
    expect(await calls(page)).toEqual([]);
    expect(await focusedRow(page)).toBe("docs");
  });

  it(claim("/features/hotkeys", "with a focusNextItem entry, even { hotkey: \"ArrowDown\", canRepeat: false }, ↓ moves the focus during a keyboard drag instead of the drop position, and does nothing in the search input."), async () => {
    for (const override of [false, true]) {
      const { page } = await harness.open();
      await mountHotkeys(page, override ? { focusNextItem: { hotkey: "ArrowDown", canRepeat: false, noHandler: true } } : {}, {
        features: ["hotkeys", "selection", "kdnd", "search"],
      });
      await focusRow(page, "intro.md");
      await page.keyboard.press("Control+Shift+KeyD");
      await expect.poll(async () => (await snapshot(page)).dnd?.draggedItems).toEqual(["intro.md"]);
      const target = (await snapshot(page)).dnd?.dragTarget;
      await page.keyboard.press("ArrowDown");
      await nextFrame(page);
      const during = await snapshot(page);
      if (override) {
        expect(during.dnd?.dragTarget).toEqual(target); // the drop position stays
        expect(await focusedRow(page)).toBe("guide.md"); // the focus moved
      } else {
        expect(during.dnd?.dragTarget).not.toEqual(target);
        expect(await focusedRow(page)).toBe("intro.md");
      }
      // The search on a fresh tree: a cancelled drag moves the DOM focus a moment later, which would close it.
      await mountHotkeys(page, override ? { focusNextItem: { hotkey: "ArrowDown", canRepeat: false, noHandler: true } } : {}, {
        features: ["hotkeys", "selection", "kdnd", "search"],
      });
      await focusRow(page, "intro.md");
      await page.keyboard.press("KeyA"); // matches faq.md, package.json, readme.md
      await page.waitForFunction(() => document.activeElement?.hasAttribute("data-search-input") ?? false);
      expect(await focusedRow(page)).toBe("faq.md");
      await page.keyboard.press("ArrowDown");
      await nextFrame(page);
      expect(await focusedRow(page)).toBe(override ? "faq.md" : "package.json");
    }
  });

  it(claim("/features/hotkeys", "Names starting with custom add new hotkeys. They need at least hotkey and handler."), async () => {
    const { page, problems } = await harness.open();
    await mountHotkeys(page, { customOpen: { hotkey: "Control+Enter", preventDefault: true } });
    await focusRow(page, "docs");
    await page.keyboard.press("Control+Enter");
    await expect.poll(() => calls(page)).toEqual(["customOpen"]);
    expect(problems).toEqual([]);
    // Without a handler, the matching key press throws.
    const other = await harness.open();
    await mountHotkeys(other.page, { customBroken: { hotkey: "KeyB", noHandler: true } });
    await focusRow(other.page, "docs");
    await other.page.keyboard.press("KeyB");
    await expect.poll(() => other.problems.join("\n")).toMatch(/handler is not a function/);
  });
});

describe(`${PAGE}: hotkey fields`, () => {
  it(claim("/features/hotkeys", "Keys joined with +, named like KeyboardEvent.code: KeyA, Digit1, ArrowUp, Enter, Escape, F2. Case does not matter."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, {
      customA: { hotkey: "shift+keya" },
      customDigit: { hotkey: "DIGIT1" },
      customUp: { hotkey: "Control+ArrowUp" },
      customEnter: { hotkey: "enter" },
      customEscape: { hotkey: "Escape" },
      customF2: { hotkey: "f2" },
    });
    await focusRow(page, "docs");
    for (const key of ["Shift+KeyA", "Digit1", "Control+ArrowUp", "Enter", "Escape", "F2"]) await page.keyboard.press(key);
    await expect.poll(() => calls(page)).toEqual(["customA", "customDigit", "customUp", "customEnter", "customEscape", "customF2"]);
  });

  it(claim("/features/hotkeys", "Called with the keyboard event and the tree."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customK: { hotkey: "KeyK" } });
    await focusRow(page, "docs");
    await page.keyboard.press("KeyK");
    await expect.poll(() => page.evaluate(() => (window as unknown as { calls: string[] }).calls)).toEqual(["customK(event, tree)"]);
  });

  it(claim("/features/hotkeys", "Optional. Called with the tree; the hotkey only counts while this returns true."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customOff: { hotkey: "KeyK", enabled: false }, customOn: { hotkey: "KeyL", enabled: true } });
    await focusRow(page, "docs");
    await page.keyboard.press("KeyK");
    await page.keyboard.press("KeyL");
    await expect.poll(() => calls(page)).toEqual(["customOn"]);
  });

  it(claim("/features/hotkeys", "Several hotkeys can share keys this way: Enter renames while renaming and searches while searching."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const c = window.harness.core;
      const renamed: string[] = [];
      (window as unknown as { renamed: string[] }).renamed = renamed;
      await window.harness.mount("a", {
        features: [c.syncDataLoaderFeature, c.dragAndDropFeature, c.hotkeysCoreFeature, c.selectionFeature, c.searchFeature, c.renamingFeature],
        config: { onRename: (item, value) => void renamed.push(`${item.getId()}→${value}`) },
      });
    });
    await focusRow(page, "readme.md");
    await page.keyboard.press("F2");
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-rename-input") ?? false);
    await page.keyboard.type("2");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => (window as unknown as { renamed: string[] }).renamed)).toEqual(["readme.md→readme.md2"]);
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("readme.md");
    await page.keyboard.press("KeyJ");
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-search-input") ?? false);
    await page.keyboard.press("Enter");
    await expect.poll(() => selectedRows(page)).toEqual(["package.json"]);
    expect(await page.evaluate(() => (window as unknown as { renamed: string[] }).renamed)).toEqual(["readme.md→readme.md2"]);
  });

  it(claim("/features/hotkeys", "Optional. Stop the browser's own reaction, such as scrolling on Space."), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => (document.body.style.height = "5000px"));
    for (const preventDefault of [true, false]) { // a smooth scroll from the unprevented press could run on into the next round
      await mountHotkeys(page, { customSpace: { hotkey: "Space", preventDefault } });
      await page.evaluate(() => window.scrollTo(0, 0));
      await focusRow(page, "docs");
      await page.evaluate(() =>
        window.addEventListener("keydown", (e) => void ((window as unknown as { prevented: boolean }).prevented = e.defaultPrevented), { once: true }),
      );
      await page.keyboard.press("Space");
      await expect.poll(() => calls(page)).toEqual(["customSpace"]);
      expect(await page.evaluate(() => (window as unknown as { prevented: boolean }).prevented)).toBe(preventDefault);
      await nextFrame(page);
      await nextFrame(page);
      if (preventDefault) expect(await page.evaluate(() => window.scrollY)).toBe(0);
      else await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    }
  });

  it(claim("/features/hotkeys", "Optional. Run again for every auto-repeat while the keys are held down. Off by default."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customOnce: { hotkey: "KeyK" }, customRepeat: { hotkey: "KeyL", canRepeat: true } });
    await focusRow(page, "docs");
    for (const key of ["KeyK", "KeyL"]) {
      // Held down: the first keydown and two auto-repeats (Playwright marks them `repeat`).
      await page.keyboard.down(key);
      await page.keyboard.down(key);
      await page.keyboard.down(key);
      await page.keyboard.up(key);
    }
    await expect.poll(() => calls(page)).toEqual(["customOnce", "customRepeat", "customRepeat", "customRepeat"]);
  });

  it(claim("/features/hotkeys", "Optional. Also run while an <input> of any type has the focus, like the search or rename input."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customPlain: { hotkey: "KeyK" }, customInInputs: { hotkey: "KeyL", allowWhenInputFocused: true } });
    for (const html of ['<input id="field">', '<input id="field" type="checkbox">', '<input id="field" type="number">']) {
      await page.evaluate(() => document.getElementById("field")?.remove());
      await fieldInTree(page, html);
      await page.keyboard.press("KeyK");
      await page.keyboard.press("KeyL");
    }
    await expect.poll(() => calls(page)).toEqual(["customInInputs", "customInInputs", "customInInputs"]);
  });
});

describe(`${PAGE}: How keys are matched`, () => {
  it(claim("/features/hotkeys", "The feature listens for keydown on the tree's container element, so the tree, or something inside it, must have the focus"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => {
      const field = document.createElement("button");
      field.id = "outside-button";
      field.textContent = "outside";
      document.getElementById("outside")!.append(field);
    });
    await mountHotkeys(page, { customK: { hotkey: "KeyK" } });
    await page.locator("#outside-button").focus();
    await page.keyboard.press("KeyK");
    await page.keyboard.press("ArrowDown");
    await nextFrame(page);
    expect(await calls(page)).toEqual([]);
    await rowLocator(page, "docs").focus();
    await page.keyboard.press("KeyK");
    await expect.poll(() => calls(page)).toEqual(["customK"]);
  });

  it(claim("/features/hotkeys", "It keeps track of the keys that are currently held (releases are watched on the whole document)"), async () => {
    const { page } = await harness.open();
    await page.evaluate(() => {
      const field = document.createElement("input");
      field.id = "outside-field";
      document.getElementById("outside")!.append(field);
    });
    await mountHotkeys(page, { customK: { hotkey: "KeyK" }, customShiftK: { hotkey: "Shift+KeyK" } });
    await focusRow(page, "docs");
    await page.keyboard.down("Shift");
    await page.locator("#outside-field").focus(); // Shift goes up outside the tree
    await page.keyboard.up("Shift");
    await rowLocator(page, "docs").focus();
    await page.keyboard.press("KeyK");
    await expect.poll(() => calls(page)).toEqual(["customK"]);
  });

  it(claim("/features/hotkeys", "runs a hotkey when exactly its keys are down, no more and no fewer. Control+Shift+KeyD does not fire for Ctrl+Alt+Shift+D."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customD: { hotkey: "Control+Shift+KeyD" } });
    await focusRow(page, "docs");
    await page.keyboard.press("Control+Alt+Shift+KeyD");
    await page.keyboard.press("Shift+KeyD");
    await page.keyboard.press("Control+KeyD");
    await nextFrame(page);
    expect(await calls(page)).toEqual([]);
    await page.keyboard.press("Control+Shift+KeyD");
    await expect.poll(() => calls(page)).toEqual(["customD"]);
  });

  it(claim("/features/hotkeys", "Between hotkeys that match, the first one whose isEnabled allows it is the only candidate: when it may not run, because an input has the focus or the key is held down, no other hotkey is tried."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, {
      customOff: { hotkey: "KeyK", enabled: false },
      customFirst: { hotkey: "KeyK" },
      customSecond: { hotkey: "KeyK", allowWhenInputFocused: true, canRepeat: true },
    });
    await focusRow(page, "docs");
    await page.keyboard.press("KeyK");
    await expect.poll(() => calls(page)).toEqual(["customFirst"]);
    // Held down: customFirst may not repeat, and customSecond, which could, is not tried.
    await page.keyboard.down("KeyK");
    await page.keyboard.down("KeyK");
    await page.keyboard.up("KeyK");
    // In an input: customFirst may not run there, and customSecond, which could, is not tried.
    await fieldInTree(page, '<input id="field">');
    await page.keyboard.press("KeyK");
    await nextFrame(page);
    expect(await calls(page)).toEqual(["customFirst", "customFirst"]);
  });

  it(claim("/features/hotkeys", "After the handler, onTreeHotkey is called with the hotkey's name and the event."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customK: { hotkey: "KeyK" } });
    await focusRow(page, "docs");
    await page.keyboard.press("KeyK");
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { treeHotkeys: unknown[] }).treeHotkeys))
      .toEqual([
        { name: "customK", code: "KeyK" },
        { name: "focusNextItem", code: "ArrowDown" },
      ]);
  });

  it(claim("/features/hotkeys", "Keys are matched by their position (KeyboardEvent.code), not by the character they type. KeyZ is the key labelled Y on a German keyboard."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customZ: { hotkey: "KeyZ" }, customY: { hotkey: "KeyY" } });
    await focusRow(page, "docs");
    await rawKey(page, "KeyZ", "y", 89); // German layout: the key at Z's position types "y"
    await expect.poll(() => calls(page)).toEqual(["customZ"]);
  });

  it(claim("/features/hotkeys", "The name Letter matches any letter key."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customLetter: { hotkey: "Letter" } });
    await focusRow(page, "docs");
    for (const key of ["KeyA", "KeyQ", "KeyZ", "Digit1", "Space"]) await page.keyboard.press(key);
    await expect.poll(() => calls(page)).toEqual(["customLetter", "customLetter", "customLetter"]);
  });

  it(claim("/features/hotkeys", "Plus matches only the number pad's +"), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customPlus: { hotkey: "Plus" } });
    await focusRow(page, "docs");
    await page.keyboard.press("Equal");
    await page.keyboard.press("Shift+Equal"); // "+" on a US keyboard: two keys, and neither is Plus
    await page.keyboard.press("NumpadAdd");
    await expect.poll(() => calls(page)).toEqual(["customPlus"]);
  });
});

describe(`${PAGE}: Inputs`, () => {
  it(claim("/features/hotkeys", "Key presses inside an <input> in the tree, such as the search or rename input, reach the hotkeys too. There, only hotkeys with allowWhenInputFocused run, so typing in the input does not move the focus around."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customInInputs: { hotkey: "KeyL", allowWhenInputFocused: true } }, { features: ["hotkeys", "selection", "renaming"] });
    await focusRow(page, "intro.md");
    await page.keyboard.press("F2");
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-rename-input") ?? false);
    for (const key of ["ArrowDown", "ArrowUp", "Home", "End", "KeyL"]) await page.keyboard.press(key);
    await expect.poll(() => calls(page)).toEqual(["customInInputs"]);
    expect(await focusedRow(page)).toBe("intro.md");
    await page.keyboard.press("Escape"); // abortRenaming may run in the input
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("intro.md");
  });

  it(claim("/features/hotkeys", "ignoreHotkeysOnInputs: true turns off all hotkeys while an input has the focus."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customInInputs: { hotkey: "KeyL", allowWhenInputFocused: true } }, { config: { ignoreHotkeysOnInputs: true } });
    await fieldInTree(page, '<input id="field">');
    await page.keyboard.press("KeyL");
    await nextFrame(page);
    expect(await calls(page)).toEqual([]);
    await focusRow(page, "docs");
    await page.keyboard.press("KeyL"); // outside inputs it still runs
    await expect.poll(() => calls(page)).toEqual(["customInInputs"]);
  });

  for (const [kind, html] of [
    ["textarea", '<textarea id="field"></textarea>'],
    ["contenteditable", '<div id="field" contenteditable="true">text</div>'],
  ] as const) {
    it(`${claim("/features/hotkeys", "In a <textarea> or an element with contenteditable inside the tree, every hotkey runs as if a row had the focus: the arrow keys move the tree's focus away from the field, and with the search feature the first letter typed opens the search.")} (${kind})`, async () => {
      const { page } = await harness.open();
      await mountHotkeys(page, {}, { features: ["hotkeys", "selection", "search"] });
      await fieldInTree(page, html);
      await page.keyboard.press("ArrowDown");
      await expect.poll(async () => (await snapshot(page)).activeElement).toBe("intro.md"); // from docs, the first item
      await page.locator("#field").click();
      await page.keyboard.press("KeyX");
      await page.waitForFunction(() => document.activeElement?.hasAttribute("data-search-input") ?? false);
      expect(await page.evaluate(() => window.harness.tree("a")!.getState().search)).toBe("x");
    });
  }

  it(claim("/features/hotkeys", "ignoreHotkeysOnInputs does not help there."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, {}, { config: { ignoreHotkeysOnInputs: true } });
    await fieldInTree(page, '<textarea id="field"></textarea>');
    await page.keyboard.press("ArrowDown");
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("intro.md");
  });
});

describe(`${PAGE}: the demo`, () => {
  const demos = useDemo();

  it("hotkeys-custom: Shift+E, Shift+C and Space run, and after collapsing everything Tab still reaches the tree", async () => {
    const { page, problems } = await demos.open("hotkeys-custom");
    await treeItem(page, "so-what.mp3").click();
    await page.keyboard.press("Space");
    await expect.poll(() => treeItem(page, "so-what.mp3").getAttribute("aria-selected")).toBe("false"); // the click selected it
    await page.keyboard.press("Shift+KeyE");
    await expect.poll(() => treeItem(page, "episode-1.mp3").count()).toBe(1);
    await page.keyboard.press("Shift+KeyC");
    await expect.poll(() => page.locator('[role="treeitem"]').count()).toBe(3);
    await expect.poll(() => focusedName(page)).toBe("music"); // so-what.mp3's top-level folder
    expect(await tabStops(page)).toEqual(["music"]);
    expect(await tabIntoTree(page)).toBe("music");
    expect(await page.locator(".demo-output").textContent()).toBe("last hotkey: customCollapseEverything (KeyC)");
    expect(problems).toEqual([]);
  });
});

describe(`${PAGE}: Inputs and configuration`, () => {
  it(claim("/features/hotkeys", "Only <input> elements count: the check is event.target instanceof HTMLInputElement."), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, { customK: { hotkey: "KeyK" } });
    const counts: number[] = [];
    for (const html of ['<input id="field" type="checkbox">', '<input id="field" type="radio">', '<select id="field"><option>one</option></select>', '<button id="field">b</button>']) {
      await page.evaluate((html) => {
        document.getElementById("field")?.remove();
        const holder = document.createElement("div");
        holder.innerHTML = html;
        document.querySelector('[data-tree="a"]')!.append(holder.firstElementChild!);
        document.getElementById("field")!.focus(); // a click would open the select's popup
      }, html);
      await page.keyboard.press("KeyK");
      await nextFrame(page);
      counts.push((await calls(page)).length);
    }
    // The checkbox and the radio button are inputs; the select and the button are not.
    expect(counts).toEqual([0, 0, 1, 2]);
  });

  it(claim("/features/hotkeys", "| hotkeys | Definitions by name: for built-in hotkeys hotkey and what you change, complete ones for custom… names. |"), async () => {
    const { page, problems } = await harness.open();
    await mountHotkeys(page, { selectAll: { hotkey: "KeyX", noHandler: true }, customK: { hotkey: "KeyK" } });
    await focusRow(page, "intro.md");
    await page.keyboard.press("KeyX");
    await page.keyboard.press("KeyK");
    await expect.poll(() => calls(page)).toEqual(["customK"]);
    expect(await selectedRows(page)).toHaveLength(7);
    expect(problems).toEqual([]);
  });

  it(claim("/features/hotkeys", "| onTreeHotkey | Called with the name and the event after any hotkey ran. |"), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, {}, { features: ["hotkeys", "selection"] });
    await focusRow(page, "intro.md");
    await page.keyboard.press("Control+Space");
    await page.keyboard.press("KeyQ"); // no hotkey
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { treeHotkeys: unknown[] }).treeHotkeys))
      .toEqual([{ name: "toggleSelectedItem", code: "Space" }]);
  });

  it(claim("/features/hotkeys", "| ignoreHotkeysOnInputs | No hotkeys at all while an <input> element has the focus. |"), async () => {
    const { page } = await harness.open();
    await mountHotkeys(page, {}, { features: ["hotkeys", "selection", "search"], config: { ignoreHotkeysOnInputs: true } });
    await focusRow(page, "intro.md");
    await page.keyboard.press("KeyA"); // opens the search: the tree had the focus
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-search-input") ?? false);
    await page.keyboard.press("ArrowDown"); // nextSearchItem may run in inputs, but not with this option
    await nextFrame(page);
    expect(await focusedRow(page)).toBe("faq.md");
    await page.keyboard.press("Escape");
    await nextFrame(page);
    expect(await page.evaluate(() => window.harness.tree("a")!.isSearchOpen())).toBe(true);
  });
});
