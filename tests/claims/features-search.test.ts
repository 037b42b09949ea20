// Claims of content/features/search.mdx that need no browser: what matches, the empty search, the
// state atom and the reference tables. Keys, focus and the demo: ../claims-chromium/features-search.test.ts.
import { searchFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { mountedTree, runHotkey } from "./tree";

const PAGE = "/features/search";
type Tree = ReturnType<typeof mountedTree>;
const bareIncludes = (search: string, item: { getItemName(): string }) => item.getItemName().includes(search);
const focused = (tree: Tree) => tree.getFocusedItem().getId();
const ids = (items: Array<{ getId(): string }>) => items.map((item) => item.getId());
const searchTree = (options: Record<string, unknown> = {}) =>
  mountedTree({ features: [syncDataLoaderFeature, selectionFeature, searchFeature], ...options });

describe(`${PAGE}: What matches`, () => {
  it(claim("/features/search", "By default, an item matches when its name (from getItemName) contains the search text, ignoring case."), () => {
    const tree = searchTree({ getItemName: (item: { getId(): string }) => item.getId().toUpperCase() });
    tree.setSearch("Read");
    expect(ids(tree.getSearchMatchingItems())).toEqual(["readme.md"]);
    tree.setSearch("ME.M");
    expect(ids(tree.getSearchMatchingItems())).toEqual(["readme.md"]);
    tree.setSearch("xyz");
    expect(tree.getSearchMatchingItems()).toEqual([]);
  });

  it(claim("/features/search", "Replace the rule with isSearchMatchingItem(search, item), for example to search another field"), () => {
    const emails: Record<string, string> = { docs: "ada@example.org", src: "bob@example.org", "readme.md": "carol@example.org" };
    const tree = searchTree({ isSearchMatchingItem: (search: string, item: { getId(): string }) => search !== "" && (emails[item.getId()] ?? "").startsWith(search) });
    tree.setSearch("bob");
    expect(ids(tree.getSearchMatchingItems())).toEqual(["src"]);
    expect(focused(tree)).toBe("src");
  });

  it(claim("/features/search", "The tree also asks it while the search text is empty: when the search opens without text, and when it closes (Escape, Enter, closeSearch())."), () => {
    const asked: string[] = [];
    const tree = searchTree({ isSearchMatchingItem: (search: string) => (asked.push(search), false) });
    const emptyAsks = () => asked.splice(0).filter((search) => search === "").length;
    tree.openSearch();
    expect(emptyAsks()).toBeGreaterThan(0);
    for (const close of [() => runHotkey(tree, "closeSearch"), () => runHotkey(tree, "submitSearch"), () => tree.closeSearch()]) {
      tree.openSearch("x");
      asked.length = 0;
      close();
      expect(tree.isSearchOpen()).toBe(false);
      expect(emptyAsks()).toBeGreaterThan(0);
    }
  });

  it(claim("/features/search", "A matcher that accepts the empty text, such as a bare includes(query), then moves the focus to the first item each time"), () => {
    const tree = searchTree({ isSearchMatchingItem: bareIncludes });
    tree.getItemInstance("readme.md").setFocused();
    tree.openSearch();
    expect(focused(tree)).toBe("docs");
    tree.setSearch("read");
    expect(focused(tree)).toBe("readme.md");
    tree.closeSearch();
    expect(focused(tree)).toBe("docs");
  });

  it(claim("/features/search", "and Enter selects that item instead of the one you found."), () => {
    const tree = searchTree({ isSearchMatchingItem: bareIncludes });
    tree.openSearch("read");
    expect(focused(tree)).toBe("readme.md");
    runHotkey(tree, "submitSearch");
    expect(ids(tree.getSelectedItems())).toEqual(["docs"]);
    // The default matcher keeps Enter on the found item.
    const fine = searchTree();
    fine.openSearch("read");
    runHotkey(fine, "submitSearch");
    expect(ids(fine.getSelectedItems())).toEqual(["readme.md"]);
  });

  it(claim("/features/search", "Only visible items are searched: the search looks at tree.getItems(), so the children of closed folders cannot match."), () => {
    const tree = searchTree();
    tree.setSearch("guide");
    expect(tree.getSearchMatchingItems()).toEqual([]);
    expect(tree.getItemInstance("guide.md").isMatchingSearch()).toBe(false);
    tree.getItemInstance("docs").expand();
    tree.setSearch("guide");
    expect(ids(tree.getSearchMatchingItems())).toEqual(["guide.md"]);
  });
});

describe(`${PAGE}: State and events`, () => {
  it(claim("/features/search", "It is null while the search is closed and a string (possibly empty) while it is open."), () => {
    const tree = searchTree();
    expect(tree.getState().search).toBeNull();
    tree.openSearch();
    expect(tree.getState().search).toBe("");
    tree.setSearch("src");
    expect(tree.getState().search).toBe("src");
    tree.closeSearch();
    expect(tree.getState().search).toBeNull();
  });

  it(claim("/features/search", "tree.setSearch() calls neither: a text opens a closed search without onOpenSearch, and null closes it without onCloseSearch."), () => {
    const onOpenSearch = vi.fn();
    const onCloseSearch = vi.fn();
    const tree = searchTree({ onOpenSearch, onCloseSearch });
    tree.setSearch("src");
    expect([tree.isSearchOpen(), tree.getSearchValue()]).toEqual([true, "src"]);
    tree.setSearch(null);
    expect(tree.isSearchOpen()).toBe(false);
    expect([onOpenSearch.mock.calls.length, onCloseSearch.mock.calls.length]).toEqual([0, 0]);
    // openSearch() and closeSearch() for comparison. The keys and the input: ../claims-chromium/features-search.test.ts.
    tree.openSearch("src");
    tree.closeSearch();
    expect([onOpenSearch.mock.calls.length, onCloseSearch.mock.calls.length]).toEqual([1, 1]);
  });

  it(claim("/features/search", "Manage the atom yourself with setSearch in the config, as with any other state."), () => {
    const setSearch = vi.fn();
    const tree = searchTree({ setSearch });
    tree.openSearch("li");
    tree.setSearch("lib");
    tree.closeSearch();
    expect(setSearch.mock.calls.map(([value]) => value)).toEqual(["li", "lib", null]);
  });
});

describe(`${PAGE}: reference tables`, () => {
  it(claim("/features/search", "The search text, or null when the search is closed."), () => {
    const tree = searchTree();
    expect(tree.getState().search).toBeNull();
    tree.openSearch("x");
    expect(tree.getState().search).toBe("x");
  });

  it(claim("/features/search", "Whether the search is open."), () => {
    const tree = searchTree();
    expect(tree.isSearchOpen()).toBe(false);
    tree.openSearch();
    expect(tree.isSearchOpen()).toBe(true);
  });

  it(claim("/features/search", "The search text (\"\" when closed)."), () => {
    const tree = searchTree();
    expect(tree.getSearchValue()).toBe("");
    tree.openSearch("do");
    expect(tree.getSearchValue()).toBe("do");
  });

  it(claim("/features/search", "Set the text and focus the first visible match"), () => {
    const tree = searchTree();
    tree.setSearch("s");
    expect(focused(tree)).toBe("docs");
    tree.setSearch("src");
    expect(focused(tree)).toBe("src");
    expect(tree.isSearchOpen()).toBe(true);
  });

  it(claim("/features/search", "The focus stays where it is only if isSearchMatchingItem returns false for an empty text, as the default does."), () => {
    const tree = searchTree();
    tree.getItemInstance("readme.md").setFocused();
    tree.openSearch();
    expect(focused(tree)).toBe("readme.md");
    tree.setSearch(null);
    expect(focused(tree)).toBe("readme.md");
  });

  it(claim("/features/search", "The visible items that match."), () => {
    const tree = searchTree({ initialState: { expandedItems: ["src"] } });
    tree.setSearch("i");
    expect(ids(tree.getSearchMatchingItems())).toEqual(["index.ts", "lib"]); // not intro.md, inside the closed docs
  });

  it(claim("/features/search", "Props for the search input: value, onChange, onBlur, ref."), () => {
    const tree = searchTree();
    tree.openSearch("a");
    const props = tree.getSearchInputElementProps();
    expect(Object.keys(props).sort()).toEqual(["onBlur", "onChange", "ref", "value"]);
    expect(props.value).toBe("a");
    props.onChange({ target: { value: "ab" } });
    expect(tree.getSearchValue()).toBe("ab");
  });

  it(claim("/features/search", "The input element, when you cannot use the ref from the props."), () => {
    const tree = searchTree();
    const input = { addEventListener: vi.fn(), focus: vi.fn() } as unknown as HTMLInputElement;
    tree.registerSearchInputElement(input);
    expect(tree.getSearchInputElement()).toBe(input);
  });

  it(claim("/features/search", "Whether the item matches the current search."), () => {
    const tree = searchTree();
    tree.setSearch("readme");
    expect(tree.getItemInstance("readme.md").isMatchingSearch()).toBe(true);
    expect(tree.getItemInstance("docs").isMatchingSearch()).toBe(false);
  });

  it(claim("/features/search", "The search text is the search state atom."), () => {
    const tree = searchTree();
    tree.openSearch("gu");
    expect(tree.getState().search).toBe(tree.getSearchValue());
  });

  it(claim("/features/search", "| isSearchMatchingItem | (search, item) => boolean. Default: the name contains the text, ignoring case. |"), () => {
    const matcher = searchTree().getConfig().isSearchMatchingItem!;
    const readme = searchTree().getItemInstance("readme.md");
    expect([matcher("ME.M", readme), matcher("x", readme), matcher("", readme)]).toEqual([true, false, false]);
  });

  it(claim("/features/search", "| setSearch | Setter of the search atom, for managing it yourself. |"), () => {
    const setSearch = vi.fn();
    searchTree({ setSearch }).openSearch("a");
    expect(setSearch).toHaveBeenCalledWith("a");
  });
});
