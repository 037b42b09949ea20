// Claims of content/dnd/overview.mdx that need no layout: the target shapes' numbers (from keyboard
// drags), the item props, and the three helpers with sync and async data. Pointer drags, the drag
// line and the demos are in tests/claims-chromium/dnd-overview.test.ts.
import {
  asyncDataLoaderFeature,
  createOnDropHandler,
  dragAndDropFeature,
  insertItemsAtTarget,
  isOrderedDragTarget,
  keyboardDragAndDropFeature,
  removeItemsFromParents,
  selectionFeature,
  syncDataLoaderFeature,
  type DragTarget,
  type ItemInstance,
} from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { mountedTree, runHotkey, wait } from "./tree";

const features = [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, keyboardDragAndDropFeature];

/** A sync tree over `children`, with every folder open. */
function openTree(children: Record<string, string[]>) {
  return mountedTree({ features, initialState: { expandedItems: Object.keys(children) } }, children);
}

/** Records every onChangeChildren call as "parent: children" and applies it to `children`. */
function recorder(children: Record<string, string[]>) {
  const calls: string[] = [];
  const onChangeChildren = (parent: ItemInstance<string>, newChildren: string[]) => {
    calls.push(`${parent.getId()}: ${newChildren.join(" ")}`);
    children[parent.getId()] = newChildren;
  };
  return { calls, onChangeChildren };
}

const ids = (items: ItemInstance<string>[]) => items.map((item) => item.getId());

describe("/dnd/overview: the drop event", () => {
  it(claim("/dnd/overview", "isOrderedDragTarget tells the two apart and narrows the type"), () => {
    const tree = openTree({ root: ["a", "b"] });
    const into: DragTarget<string> = { item: tree.getItemInstance("root") };
    const between: DragTarget<string> = { item: tree.getItemInstance("root"), childIndex: 1, insertionIndex: 1, dragLineIndex: 1, dragLineLevel: 0 };
    expect([isOrderedDragTarget(into), isOrderedDragTarget(between)]).toEqual([false, true]);
  });

  it(
    claim(
      "/dnd/overview",
      "childIndex is the gap between the folder's current children where the items were dropped: 0 before the first child, 1 after it, and so on.",
    ),
    () => {
      // A keyboard drag of x (from another folder) walks the gaps of the folder f from the bottom up.
      const tree = openTree({ root: ["f", "x"], f: ["a", "b", "c"] });
      tree.getItemInstance("c").setFocused();
      tree.startKeyboardDrag([tree.getItemInstance("x")]);
      const gaps: Array<number | string> = [];
      for (let i = 0; i < 6; i++) {
        const target = tree.getDragTarget()!;
        gaps.push(isOrderedDragTarget(target) ? `${target.item.getId()} ${target.childIndex}` : `onto ${target.item.getId()}`);
        runHotkey(tree, "dragUp");
      }
      expect(gaps).toEqual(["f 3", "f 2", "f 1", "f 0", "onto f", "root 0"]);
    },
  );

  it(
    claim(
      "/dnd/overview",
      "insertionIndex is where they must be inserted after the dragged items have been removed from their old places.",
    ),
    async () => {
      const children: Record<string, string[]> = { root: ["a", "b", "c", "d", "e"] };
      const tree = mountedTree({ features, onDrop: createOnDropHandler(recorder(children).onChangeChildren) }, children);
      tree.getItemInstance("d").setFocused();
      tree.startKeyboardDrag([tree.getItemInstance("a"), tree.getItemInstance("b")]);
      const target = tree.getDragTarget()!;
      expect(isOrderedDragTarget(target) && [target.childIndex, target.insertionIndex]).toEqual([4, 2]);
      // Removing a and b leaves c, d, e; inserting at insertionIndex puts them between d and e.
      await runHotkey(tree, "completeDrag");
      expect(children.root).toEqual(["c", "d", "a", "b", "e"]);
    },
  );

  it(
    claim(
      "/dnd/overview",
      "In a folder with the children a, b, c, d and e, dragging a and b into the gap between d and e gives a childIndex of 4 but an insertionIndex of 2",
    ),
    async () => {
      const children: Record<string, string[]> = { root: ["a", "b", "c", "d", "e"] };
      const tree = mountedTree({ features, onDrop: createOnDropHandler(recorder(children).onChangeChildren) }, children);
      tree.getItemInstance("d").setFocused();
      tree.startKeyboardDrag([tree.getItemInstance("a"), tree.getItemInstance("b")]);
      const target = tree.getDragTarget();
      expect(target && isOrderedDragTarget(target) ? [target.item.getId(), target.childIndex, target.insertionIndex] : target).toEqual(["root", 4, 2]);
      await runHotkey(tree, "completeDrag");
      expect(children.root).toEqual(["c", "d", "a", "b", "e"]);
    },
  );
});

describe("/dnd/overview: rendering", () => {
  it(
    claim(
      "/dnd/overview",
      "The item props already contain everything needed for dragging: draggable, and the handlers for starting, hovering, leaving, dropping and ending a drag.",
    ),
    () => {
      const tree = openTree({ root: ["a"] });
      const props = tree.getItemInstance("a").getProps();
      expect(props.draggable).toBe(true);
      for (const handler of ["onDragStart", "onDragEnter", "onDragOver", "onDragLeave", "onDrop", "onDragEnd"]) {
        expect(typeof props[handler], handler).toBe("function");
      }
      const container = tree.getContainerProps("Tree");
      expect([typeof container.onDragOver, typeof container.onDrop]).toEqual(["function", "function"]);
    },
  );
});

describe("/dnd/overview: mutating your data after the drop", () => {
  it(claim("/dnd/overview", "They call a function you provide, onChangeChildren(parent, newChildrenIds), with a folder's new list of child ids"), async () => {
    const children: Record<string, string[]> = { root: ["f", "g"], f: ["a", "b"], g: ["c"] };
    const tree = openTree(children);
    const { calls, onChangeChildren } = recorder(children);
    await createOnDropHandler(onChangeChildren)([tree.getItemInstance("a")], { item: tree.getItemInstance("g") });
    expect(calls).toEqual(["f: b", "g: c a"]);
  });

  it(
    claim(
      "/dnd/overview",
      "removeItemsFromParents(items, onChangeChildren) takes the moved item instances out of their current parents, with one call for each of those parents.",
    ),
    async () => {
      const children: Record<string, string[]> = { root: ["f", "g", "h"], f: ["a", "b", "c"], g: ["d", "e"] };
      const tree = openTree(children);
      const { calls, onChangeChildren } = recorder(children);
      await removeItemsFromParents(["a", "c", "d", "h"].map((id) => tree.getItemInstance(id)), onChangeChildren);
      expect(calls).toEqual(["f: b", "g: e", "root: f g"]);
    },
  );

  it(
    claim(
      "/dnd/overview",
      "insertItemsAtTarget(itemIds, target, onChangeChildren) puts the ids into the drop target, at insertionIndex for drops between items and at the end otherwise, with one call for the target's folder.",
    ),
    async () => {
      const children: Record<string, string[]> = { root: ["f"], f: ["a", "b", "c"] };
      const tree = openTree(children);
      const { calls, onChangeChildren } = recorder(children);
      const f = tree.getItemInstance("f");
      await insertItemsAtTarget(["x", "y"], { item: f, childIndex: 2, insertionIndex: 1, dragLineIndex: 3, dragLineLevel: 1 }, onChangeChildren);
      await insertItemsAtTarget(["z"], { item: f }, onChangeChildren);
      expect(calls).toEqual(["f: a x y b c", "f: a x y b c z"]);
    },
  );

  it(
    claim(
      "/dnd/overview",
      "createOnDropHandler(onChangeChildren) returns an onDrop handler that does both, one after the other. For a move within one folder it calls onChangeChildren twice for that folder, the second time with the final list.",
    ),
    async () => {
      const children: Record<string, string[]> = { root: ["f"], f: ["a", "b", "c", "d"] };
      const tree = openTree(children);
      const { calls, onChangeChildren } = recorder(children);
      // a and b into the gap between c and d.
      const f = tree.getItemInstance("f");
      await createOnDropHandler(onChangeChildren)([tree.getItemInstance("a"), tree.getItemInstance("b")], {
        item: f,
        childIndex: 3,
        insertionIndex: 1,
        dragLineIndex: 4,
        dragLineLevel: 1,
      });
      expect(calls).toEqual(["f: c d", "f: c a b d"]);
    },
  );

  it(claim("/dnd/overview", "For moves within one tree, createOnDropHandler is all you need"), async () => {
    const children: Record<string, string[]> = { root: ["f", "g"], f: ["a", "b"], g: ["c"] };
    const tree = mountedTree(
      { features, initialState: { expandedItems: ["f", "g"] }, onDrop: createOnDropHandler(recorder(children).onChangeChildren) },
      children,
    );
    tree.getItemInstance("c").setFocused();
    tree.startKeyboardDrag([tree.getItemInstance("a")]);
    await runHotkey(tree, "completeDrag");
    expect(children).toEqual({ root: ["f", "g"], f: ["b"], g: ["c", "a"] });
    expect(ids(tree.getItems())).toEqual(["f", "b", "g", "c", "a"]);
  });

  it(claim("/dnd/overview", "onChangeChildren may return a promise, for example when the change is saved on a server; the helpers wait for it."), async () => {
    const children: Record<string, string[]> = { root: ["f", "g"], f: ["a"], g: [] };
    const tree = openTree(children);
    const log: string[] = [];
    const onDrop = createOnDropHandler<string>(async (parent, newChildren) => {
      log.push(`saving ${parent.getId()}`);
      await wait(10);
      children[parent.getId()] = newChildren;
      log.push(`saved ${parent.getId()}`);
    });
    await onDrop([tree.getItemInstance("a")], { item: tree.getItemInstance("g") });
    log.push("handler done");
    expect(log).toEqual(["saving f", "saved f", "saving g", "saved g", "handler done"]);
  });

  it(claim("/dnd/overview", "After the changes, they rebuild the tree so it shows the new structure."), async () => {
    const children: Record<string, string[]> = { root: ["f", "g"], f: ["a"], g: [] };
    const tree = openTree(children);
    expect(ids(tree.getItems())).toEqual(["f", "a", "g"]);
    await removeItemsFromParents([tree.getItemInstance("a")], recorder(children).onChangeChildren);
    expect(ids(tree.getItems())).toEqual(["f", "g"]);
    await insertItemsAtTarget(["a"], { item: tree.getItemInstance("g") }, recorder(children).onChangeChildren);
    expect(ids(tree.getItems())).toEqual(["f", "g", "a"]);
    // Without a helper, a changed list shows only after a rebuild.
    children.g = [];
    expect(ids(tree.getItems())).toEqual(["f", "g", "a"]);
  });
});

describe("/dnd/overview: updated caches in async data loaders", () => {
  function asyncTree(children: Record<string, string[]>) {
    const getChildren = vi.fn(async (id: string) => (await wait(1), [...(children[id] ?? [])]));
    const tree = mountedTree(
      {
        features: [asyncDataLoaderFeature, selectionFeature, dragAndDropFeature],
        dataLoader: { getItem: async (id) => id, getChildren },
        initialState: { expandedItems: Object.keys(children).filter((id) => id !== "root") },
      },
      children,
    );
    return { tree, getChildren };
  }

  it(
    claim("/dnd/overview", "asyncDataLoaderFeature caches the children it has loaded. All three helpers above update that cache with the new children for you."),
    async () => {
      const children: Record<string, string[]> = { root: ["f", "g"], f: ["a", "b"], g: ["c"] };
      const { tree, getChildren } = asyncTree(children);
      for (const id of ["root", "f", "g"]) await tree.loadChildrenIds(id);
      tree.rebuildTree();
      expect(ids(tree.getItems())).toEqual(["f", "a", "b", "g", "c"]);
      const loads = getChildren.mock.calls.length;
      // onChangeChildren writes nothing here: whatever the tree shows afterwards comes from its cache.
      await createOnDropHandler<string>(() => {})([tree.getItemInstance("a")], { item: tree.getItemInstance("g") });
      expect([tree.retrieveChildrenIds("f"), tree.retrieveChildrenIds("g")]).toEqual([["b"], ["c", "a"]]);
      await removeItemsFromParents([tree.getItemInstance("b")], () => {});
      await insertItemsAtTarget(["b"], { item: tree.getItemInstance("g") }, () => {});
      expect([tree.retrieveChildrenIds("f"), tree.retrieveChildrenIds("g")]).toEqual([[], ["c", "a", "b"]]);
      expect(getChildren.mock.calls.length).toBe(loads);
    },
  );

  it(
    claim(
      "/dnd/overview",
      "call ItemInstance.updateCachedChildrenIds(newChildren) on the changed folder, which also rebuilds the tree, or item.invalidateChildrenIds() to have the children loaded again.",
    ),
    async () => {
      const children: Record<string, string[]> = { root: ["f"], f: ["a"] };
      const { tree, getChildren } = asyncTree(children);
      await tree.loadChildrenIds("root");
      await tree.loadChildrenIds("f");
      tree.rebuildTree();
      expect(ids(tree.getItems())).toEqual(["f", "a"]);
      tree.getItemInstance("f").updateCachedChildrenIds(["a", "new"]);
      expect(ids(tree.getItems())).toEqual(["f", "a", "new"]);
      children.f = ["fresh"];
      const before = getChildren.mock.calls.length;
      await tree.getItemInstance("f").invalidateChildrenIds();
      expect(getChildren.mock.calls.length).toBe(before + 1);
      expect(ids(tree.getItems())).toEqual(["f", "fresh"]);
    },
  );
});
