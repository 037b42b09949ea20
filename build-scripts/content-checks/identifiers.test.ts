import { beforeAll, describe, expect, it } from "vitest";
import { collectContent, collectFromSource } from "../samples/collect.ts";
import { CHECKED_LANGUAGES } from "../samples/collect.ts";
import { checkHotkeyRows, defaultBindings } from "./hotkey-bindings.ts";
import { checkInlineCode, identifiersIn, nearMisses, parseChain, type CheckContext } from "./identifiers.ts";
import { loadVocabulary, type Vocabulary } from "./vocabulary.ts";

const root = process.cwd();
let vocabulary: Vocabulary;

beforeAll(async () => {
  vocabulary = await loadVocabulary(root);
}, 120_000);

const check = (value: string, pageNames: string[] = []) =>
  checkInlineCode({ file: "content/x.mdx", line: 1, column: 1, value }, { vocabulary, pageNames: new Set(pageNames) }).map(
    (p) => p.message,
  );

describe("inline API identifiers in content", () => {
  it("name only API that exists in the TypeDoc model", async () => {
    const files = await collectContent(root);
    const problems: string[] = [];
    let apiSpans = 0;
    let spans = 0;
    for (const file of files) {
      // Names a page's own type-checked samples use are that page's local names.
      const pageNames = new Set<string>(file.otherApi);
      for (const block of file.blocks) {
        if (CHECKED_LANGUAGES.has(block.lang) && !("nocheck" in block.meta)) for (const name of identifiersIn(block.code)) pageNames.add(name);
      }
      const context: CheckContext = { vocabulary, pageNames };
      for (const span of file.inline) {
        spans++;
        const chain = parseChain(span.value);
        if (chain?.segments.some((s) => vocabulary.library.has(s) || s === "tree" || s === "item")) apiSpans++;
        for (const problem of checkInlineCode(span, context)) problems.push(`${problem.location} \`${problem.code}\`: ${problem.message}`);
      }
    }
    console.log(`inline code: ${spans} spans in ${files.length} pages, ${apiSpans} name library API and were checked against the model`);
    expect(apiSpans).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

describe("hotkey tables in content", () => {
  it("show each hotkey with the library's default keys", async () => {
    const spans = (await collectContent(root)).flatMap((file) => file.inline);
    const bindings = defaultBindings();
    expect(bindings.get("selectAll")).toBe("Control+KeyA");
    const counter = { rows: 0 };
    const problems = checkHotkeyRows(spans, bindings, counter);
    console.log(`hotkey tables: ${counter.rows} rows checked against the library's default bindings`);
    expect(counter.rows).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("report a row whose keys differ from the default", () => {
    const row = (column: number, value: string) => ({ file: "content/x.mdx", line: 3, column, value, inTableCell: true });
    const bindings = defaultBindings();
    expect(checkHotkeyRows([row(3, "renameItem"), row(20, "F3")], bindings)).toEqual([
      "content/x.mdx:3:20 `renameItem` is bound to `F2`, not `F3`",
    ]);
    expect(checkHotkeyRows([row(3, "renameItem"), row(20, "F2")], bindings)).toEqual([]);
    // Two hotkey names on a line are not a binding, and prose is not a table row.
    expect(checkHotkeyRows([row(3, "focusNextItem"), row(20, "focusPreviousItem")], bindings)).toEqual([]);
    expect(checkHotkeyRows([{ ...row(3, "renameItem"), inTableCell: false }, { ...row(20, "F3"), inTableCell: false }], bindings)).toEqual([]);
  });
});

describe("the identifier heuristics", () => {
  it("parse identifier chains and ignore everything else", () => {
    expect(parseChain("item.getItemMeta().level")?.segments).toEqual(["item", "getItemMeta", "level"]);
    expect(parseChain('tree.getContainerProps("Files")')?.segments).toEqual(["tree", "getContainerProps"]);
    expect(parseChain("useTree<Item>(config)")?.segments).toEqual(["useTree"]);
    expect(parseChain("tree.getState().dnd?.draggedItems")?.segments).toEqual(["tree", "getState", "dnd", "draggedItems"]);
    for (const other of ["npm install @headless-tree/core", "Control+Shift+KeyD", '"@headless-tree/core"', "aria-level", "{ current: true }", "x => y"]) {
      expect(parseChain(other), other).toBeUndefined();
    }
  });

  it("report the upstream docs' known mistakes", () => {
    expect(check("item.toggleSelection()")).toEqual([expect.stringContaining('no member "toggleSelection"; did you mean toggleSelect')]);
    expect(check("toggleSelectItem")).toEqual([expect.stringContaining("toggleSelectedItem")]);
    expect(check("abortRename")).toEqual([expect.stringContaining("abortRenaming")]);
    expect(check("hotkeysFeature")).toEqual([expect.stringContaining("hotkeysCoreFeature")]);
    expect(check("keyboardDragAndDrop")).toEqual([expect.stringContaining("keyboardDragAndDropFeature")]);
    expect(check("tree.getProps()")).toEqual([expect.stringContaining('TreeInstance has no member "getProps"')]);
    expect(check("state.loadingItems")).toEqual([expect.stringContaining("loadingItemData")]);
    expect(check("SelectionFeatureConfigs")).toEqual([expect.stringContaining("SelectionFeatureConfig")]);
    expect(check("TreeConfig.rootItemID")).toEqual([expect.stringContaining("rootItemId")]);
    expect(check("tree.getState().dnd.draggedItem")).toEqual([expect.stringContaining('DndState has no member "draggedItem"')]);
    expect(check('import { hotkeysFeature } from "@headless-tree/core"')).toHaveLength(1);
  });

  it("accept real API, hotkey names and documented chains", () => {
    for (const ok of [
      "createTree",
      "setSelectedItems",
      "TreeConfig.rootItemId",
      "item.isSelected()",
      "tree.getState().dnd?.draggedItems",
      "item.getItemMeta().level",
      "AssistiveDndState.Started",
      "toggleSelectedItem",
      "getChildrenWithData",
      "<AssistiveTreeDescription tree={tree} />",
      'import { selectionFeature, type TreeConfig } from "@headless-tree/core"',
    ]) {
      expect(check(ok), ok).toEqual([]);
    }
  });

  it("leave ordinary words, platform names, keys and page-local names alone", () => {
    for (const ok of ["tree", "features", "onClick", "useState", "Promise.all", "e.dataTransfer.setData", "paddingLeft", "ArrowDown", "KeyboardEvent", "React.memo", "scrollIntoView"]) {
      expect(check(ok), ok).toEqual([]);
    }
    expect(check("setStates")).not.toEqual([]);
    expect(check("setStates", ["setStates"])).toEqual([]);
  });

  it("read a page's declaration of another library's names", () => {
    const page = collectFromSource("{/* other-api: getItemTitle, TreeDataProvider */}\n\nUse `getItemTitle`.", "content/x.mdx");
    expect([...page.otherApi]).toEqual(["getItemTitle", "TreeDataProvider"]);
    expect(check("getItemTitle", [...page.otherApi])).toEqual([]);
    expect(check("getItemTitle")).not.toEqual([]);
  });

  it("suggest near misses only within a typo's distance", () => {
    expect(nearMisses("setSelectedItem", ["setSelectedItems", "getSelectedItems"])).toEqual(["setSelectedItems", "getSelectedItems"]);
    expect(nearMisses("openedFile", ["openSearch", "onRename"])).toEqual([]);
  });
});
