// Claims of content/features/renaming.mdx that need no browser: the state atoms, canRename, the
// async cache and the reference tables. Keys, clicks, focus and the demo: ../claims-chromium/features-renaming.test.ts.
import { asyncDataLoaderFeature, createTree, renamingFeature, selectionFeature, syncDataLoaderFeature, type TreeConfig } from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { mountedTree, runHotkey, wait } from "./tree";

const PAGE = "/features/renaming";
const renamingTree = (options: Record<string, unknown> = {}) => mountedTree({ features: [syncDataLoaderFeature, selectionFeature, renamingFeature], ...options });
const type = (tree: { getItemInstance(id: string): { getRenameInputProps(): { onChange(e: unknown): void } } }, id: string, value: string) =>
  tree.getItemInstance(id).getRenameInputProps().onChange({ target: { value } });

type Named = { name: string };
/** An async tree whose items carry `{ name }` data, mounted as mountedTree() does. */
function namedTree(getItem: (id: string) => Promise<Named>, children: string[], onRename?: TreeConfig<Named>["onRename"]) {
  const tree = createTree<Named>({
    rootItemId: "root",
    getItemName: (item) => item.getItemData()?.name ?? "",
    isItemFolder: (item) => item.getId() === "root",
    dataLoader: { getItem, getChildren: async (id) => (id === "root" ? children : []) },
    onRename,
    features: [asyncDataLoaderFeature, renamingFeature],
  });
  tree.setMounted(true);
  tree.rebuildTree();
  return tree;
}

describe(PAGE, () => {
  it(claim("/features/renaming", "The feature keeps track of which item is being renamed and of the text typed so far; storing the new name is your job."), () => {
    const onRename = vi.fn();
    const tree = renamingTree({ onRename });
    tree.getItemInstance("readme.md").startRenaming();
    type(tree, "readme.md", "notes.md");
    expect([tree.getRenamingItem()?.getId(), tree.getRenamingValue()]).toEqual(["readme.md", "notes.md"]);
    tree.completeRenaming();
    expect(onRename).toHaveBeenCalledWith(tree.getItemInstance("readme.md"), "notes.md");
    expect(tree.getItemInstance("readme.md").getItemName()).toBe("readme.md"); // nothing stored it
  });

  it(claim("/features/renaming", "With the async data loader, the tree keeps showing its cached data."), async () => {
    const data: Record<string, Named> = { docs: { name: "Docs" } };
    const tree = namedTree(
      async (id) => data[id] ?? { name: id },
      ["docs"],
      (item, value) => void (data[item.getId()] = { name: value }), // saved, e.g. on a server
    );
    await tree.loadChildrenIds("root");
    await tree.loadItemData("docs");
    const docs = tree.getItemInstance("docs");
    docs.startRenaming();
    type(tree, "docs", "Documents");
    tree.completeRenaming();
    expect(docs.getItemName()).toBe("Docs");
  });

  it(claim("/features/renaming", "Put the new name into the cache after saving, e.g. with item.updateCachedData({ ...item.getItemData(), name: value }), or refetch the item with item.invalidateItemData()."), async () => {
    const data: Record<string, Named> = { docs: { name: "Docs" }, src: { name: "Src" } };
    const tree = namedTree(async (id) => ({ ...data[id]! }), ["docs", "src"]);
    await tree.loadChildrenIds("root");
    await Promise.all([tree.loadItemData("docs"), tree.loadItemData("src")]);
    const docs = tree.getItemInstance("docs");
    docs.updateCachedData({ ...docs.getItemData(), name: "Documents" });
    expect(docs.getItemName()).toBe("Documents");
    data.src = { name: "Sources" };
    const src = tree.getItemInstance("src");
    await src.invalidateItemData();
    await wait(0);
    expect(src.getItemName()).toBe("Sources");
  });
});

describe(`${PAGE}: Which items can be renamed`, () => {
  it(claim("/features/renaming", "canRename(item) decides per item; by default every item can be renamed."), () => {
    const tree = renamingTree();
    for (const id of ["docs", "src", "readme.md"]) expect(tree.getItemInstance(id).canRename()).toBe(true);
    const refusing = renamingTree({ canRename: (item: { getId(): string }) => item.getId() !== "docs" });
    expect(refusing.getItemInstance("docs").canRename()).toBe(false);
    expect(refusing.getItemInstance("src").canRename()).toBe(true);
  });

  it(claim("/features/renaming", "item.canRename() asks the same question, for example to disable a \"Rename\" menu entry."), () => {
    const asked: string[] = [];
    const tree = renamingTree({ canRename: (item: { getId(): string }) => (asked.push(item.getId()), false) });
    expect(tree.getItemInstance("src").canRename()).toBe(false);
    expect(asked).toEqual(["src"]);
  });
});

describe(`${PAGE}: State`, () => {
  it(claim("/features/renaming", "The renamed item and the typed text are two state atoms, renamingItem (an id, or null; undefined until the first renaming) and renamingValue, which keeps the last text after the renaming ends."), () => {
    const tree = renamingTree();
    expect([tree.getState().renamingItem, tree.getState().renamingValue]).toEqual([undefined, undefined]);
    tree.getItemInstance("src").startRenaming();
    expect([tree.getState().renamingItem, tree.getState().renamingValue]).toEqual(["src", "src"]);
    type(tree, "src", "source");
    tree.abortRenaming();
    expect([tree.getState().renamingItem, tree.getState().renamingValue]).toEqual([null, "source"]);
  });

  it(claim("/features/renaming", "Pass setRenamingItem or setRenamingValue to manage them yourself"), () => {
    const setRenamingItem = vi.fn();
    const setRenamingValue = vi.fn();
    const tree = renamingTree({ setRenamingItem, setRenamingValue });
    tree.getItemInstance("src").startRenaming();
    type(tree, "src", "lib2");
    tree.completeRenaming();
    expect(setRenamingItem.mock.calls.map(([value]) => value)).toEqual(["src", null]);
    expect(setRenamingValue.mock.calls.map(([value]) => value)).toEqual(["src", "lib2"]);
  });
});

describe(`${PAGE}: reference tables`, () => {
  it(claim("/features/renaming", "(item, value): the user confirmed a new name."), () => {
    const onRename = vi.fn();
    const tree = renamingTree({ onRename });
    tree.getItemInstance("docs").startRenaming();
    runHotkey(tree, "completeRenaming");
    expect(onRename).toHaveBeenCalledWith(tree.getItemInstance("docs"), "docs");
  });

  it(claim("/features/renaming", "Whether an item can be renamed. Default: always."), () => {
    expect(renamingTree().getItemInstance("readme.md").canRename()).toBe(true);
  });

  it(claim("/features/renaming", "Id of the item being renamed, or null."), () => {
    const tree = renamingTree();
    tree.getItemInstance("docs").startRenaming();
    expect(tree.getState().renamingItem).toBe("docs");
    tree.abortRenaming();
    expect(tree.getState().renamingItem).toBeNull();
  });

  it(claim("/features/renaming", "The item being renamed, or null."), () => {
    const tree = renamingTree();
    expect(tree.getRenamingItem()).toBeNull();
    tree.getItemInstance("src").startRenaming();
    expect(tree.getRenamingItem()?.getId()).toBe("src");
  });

  it(claim("/features/renaming", "Whether any item is being renamed."), () => {
    const tree = renamingTree();
    expect(tree.isRenamingItem()).toBe(false);
    tree.getItemInstance("src").startRenaming();
    expect(tree.isRenamingItem()).toBe(true);
  });

  it(claim("/features/renaming", "Call onRename with the typed text and end renaming."), () => {
    const onRename = vi.fn();
    const tree = renamingTree({ onRename });
    tree.getItemInstance("src").startRenaming();
    type(tree, "src", "source");
    tree.completeRenaming();
    expect(onRename).toHaveBeenCalledWith(tree.getItemInstance("src"), "source");
    expect(tree.isRenamingItem()).toBe(false);
  });

  it(claim("/features/renaming", "End renaming without calling onRename."), () => {
    const onRename = vi.fn();
    const tree = renamingTree({ onRename });
    tree.getItemInstance("src").startRenaming();
    tree.abortRenaming();
    expect(tree.isRenamingItem()).toBe(false);
    expect(onRename).not.toHaveBeenCalled();
  });

  it(claim("/features/renaming", "Start renaming this item, if canRename allows it."), () => {
    const tree = renamingTree({ canRename: (item: { getId(): string }) => item.getId() === "src" });
    tree.getItemInstance("docs").startRenaming();
    expect(tree.isRenamingItem()).toBe(false);
    tree.getItemInstance("src").startRenaming();
    expect(tree.getRenamingItem()?.getId()).toBe("src");
  });

  it(claim("/features/renaming", "Whether this item is being renamed."), () => {
    const tree = renamingTree();
    tree.getItemInstance("src").startRenaming();
    expect([tree.getItemInstance("src").isRenaming(), tree.getItemInstance("docs").isRenaming()]).toEqual([true, false]);
  });

  it(claim("/features/renaming", "Props for the rename input: value, onChange, onBlur, ref."), () => {
    const tree = renamingTree();
    tree.getItemInstance("src").startRenaming();
    const props = tree.getItemInstance("src").getRenameInputProps();
    expect(Object.keys(props).sort()).toEqual(["onBlur", "onChange", "ref", "value"]);
    expect(props.value).toBe("src");
  });

  it(claim("/features/renaming", "The text typed so far."), () => {
    const tree = renamingTree();
    tree.getItemInstance("src").startRenaming();
    type(tree, "src", "s");
    expect([tree.getState().renamingValue, tree.getRenamingValue()]).toEqual(["s", "s"]);
  });

  it(claim("/features/renaming", "Whether this item can be renamed."), () => {
    const tree = renamingTree({ canRename: (item: { isFolder(): boolean }) => !item.isFolder() });
    expect([tree.getItemInstance("src").canRename(), tree.getItemInstance("readme.md").canRename()]).toEqual([false, true]);
  });

  it(claim("/features/renaming", "Setter of renamingItem, for managing it yourself."), () => {
    const setRenamingItem = vi.fn();
    renamingTree({ setRenamingItem }).getItemInstance("docs").startRenaming();
    expect(setRenamingItem).toHaveBeenCalledWith("docs");
  });

  it(claim("/features/renaming", "Setter of renamingValue, for managing it yourself."), () => {
    const setRenamingValue = vi.fn();
    const tree = renamingTree({ setRenamingValue });
    tree.getItemInstance("docs").startRenaming();
    type(tree, "docs", "d");
    expect(setRenamingValue.mock.calls.map(([value]) => value)).toEqual(["docs", "d"]);
  });
});
