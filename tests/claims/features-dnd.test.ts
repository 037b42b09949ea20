// Claims of content/features/dnd.mdx that need no layout: defaults, props, the selection a drag
// carries, the foreign-drag check on dragover, and the helpers. Real drags are in
// tests/claims-chromium/features-dnd.test.ts.
import {
  asyncDataLoaderFeature,
  createOnDropHandler,
  dragAndDropFeature,
  insertItemsAtTarget,
  isOrderedDragTarget,
  removeItemsFromParents,
  selectionFeature,
  syncDataLoaderFeature,
  type DragTarget,
  type ItemInstance,
} from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { FILES, mountedTree, wait } from "./tree";

const features = [syncDataLoaderFeature, selectionFeature, dragAndDropFeature];
const dragStart = (tree: ReturnType<typeof mountedTree>, id: string) => {
  const event = { dataTransfer: null, preventDefault: vi.fn() };
  tree.getItemInstance(id).getProps().onDragStart(event);
  return event;
};
const dragged = (tree: ReturnType<typeof mountedTree>) => tree.getState().dnd?.draggedItems?.map((item) => item.getId());
const selected = (tree: ReturnType<typeof mountedTree>) => tree.getSelectedItems().map((item) => item.getId());

describe("/features/dnd: defaults and props", () => {
  it(claim("/features/dnd", "The feature has no hotkeys of its own"), () => {
    expect(dragAndDropFeature.hotkeys).toBeUndefined();
    const without = Object.keys(mountedTree({ features: [syncDataLoaderFeature, selectionFeature] }).getHotkeyPresets());
    expect(Object.keys(mountedTree({ features }).getHotkeyPresets())).toEqual(without);
  });

  it(claim("/features/dnd", "canReorder (default true)"), () => {
    expect(mountedTree({ features }).getConfig().canReorder).toBe(true);
  });

  it(claim("/features/dnd", "openOnDropDelay (default 800 ms)"), () => {
    expect(mountedTree({ features }).getConfig().openOnDropDelay).toBe(800);
  });

  it(claim("/features/dnd", "tree.getDragLineStyle() positions that line absolutely inside the container, which the container props already make position: relative."), () => {
    const tree = mountedTree({ features });
    expect(tree.getContainerProps("Files").style).toEqual({ position: "relative" });
    // Nothing to show yet: hidden.
    expect(tree.getDragLineStyle()).toEqual({ display: "none" });
  });

  it(claim("/features/dnd", "The item props now include the drag events and draggable"), () => {
    const props = mountedTree({ features }).getItemInstance("docs").getProps();
    expect(props.draggable).toBe(true);
    expect(["onDragStart", "onDragEnter", "onDragOver", "onDragLeave", "onDrop", "onDragEnd"].filter((name) => typeof props[name] !== "function")).toEqual([]);
  });

  it(
    claim(
      "/features/dnd",
      "Leave the drag props out of item.getProps(); put item.getDragHandleProps() on a handle element instead. (The option is spelled this way.)",
    ),
    () => {
      const tree = mountedTree({ features, seperateDragHandle: true });
      const item = tree.getItemInstance("docs");
      const props = item.getProps();
      expect([props.draggable, props.onDragStart, props.onDragEnd]).toEqual([undefined, undefined, undefined]);
      // The handlers for the item as a drop target stay on the row.
      expect(typeof props.onDragOver).toBe("function");
      const handle = item.getDragHandleProps();
      expect(handle.draggable).toBe(true);
      expect([typeof handle.onDragStart, typeof handle.onDragEnd]).toEqual(["function", "function"]);
    },
  );

  it(claim("/features/dnd", "The drag props, for a separate handle element (see seperateDragHandle)."), () => {
    const tree = mountedTree({ features });
    const handle = tree.getItemInstance("docs").getDragHandleProps();
    expect(Object.keys(handle).sort()).toEqual(["draggable", "onDragEnd", "onDragStart"]);
  });

  it(claim("/features/dnd", "Whether a target lies between rows."), () => {
    const tree = mountedTree({ features });
    const root = tree.getItemInstance("root");
    expect([isOrderedDragTarget({ item: root }), isOrderedDragTarget({ item: root, childIndex: 0, insertionIndex: 0, dragLineIndex: 0, dragLineLevel: 0 })]).toEqual([
      false,
      true,
    ]);
  });

  it(claim("/features/dnd", "The current drop target, or null."), () => {
    const tree = mountedTree({ features });
    expect(tree.getDragTarget()).toBeNull();
  });

  it(claim("/features/dnd", "Setter of the dnd atom, for managing it yourself."), () => {
    const setDndState = vi.fn();
    const tree = mountedTree({ features, setDndState });
    dragStart(tree, "readme.md");
    expect(setDndState).toHaveBeenCalledTimes(1);
    expect(setDndState.mock.calls[0]![0].draggedItems.map((item: { getId(): string }) => item.getId())).toEqual(["readme.md"]);
  });
});

describe("/features/dnd: what a drag carries", () => {
  it(claim("/features/dnd", "draggedItemOverwritesSelection (default true): dragging an item that is not selected selects it alone first, and the drag carries that item."), () => {
    const tree = mountedTree({ features, initialState: { selectedItems: ["docs"] } });
    expect(tree.getConfig().draggedItemOverwritesSelection).toBe(true);
    dragStart(tree, "readme.md");
    expect(selected(tree)).toEqual(["readme.md"]);
    expect(dragged(tree)).toEqual(["readme.md"]);
  });

  it(claim("/features/dnd", "With false, the selection stays as it was and the drag carries the selected items, not the item you grabbed."), () => {
    const tree = mountedTree({ features, initialState: { selectedItems: ["docs", "src"] }, draggedItemOverwritesSelection: false });
    dragStart(tree, "readme.md");
    expect(selected(tree)).toEqual(["docs", "src"]);
    expect(dragged(tree)).toEqual(["docs", "src"]);
  });

  it(claim("/features/dnd", "With nothing selected, the drag carries no items at all"), () => {
    const tree = mountedTree({ features, draggedItemOverwritesSelection: false });
    const event = dragStart(tree, "readme.md");
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(dragged(tree)).toEqual([]);
  });

  it(claim("/features/dnd", "canDrag(items): return false to refuse a drag from the start."), () => {
    const canDrag = vi.fn((_items: ItemInstance<string>[]) => false);
    const tree = mountedTree({ features, canDrag });
    const event = dragStart(tree, "readme.md");
    expect(canDrag.mock.calls.map(([items]) => items.map((item) => item.getId()))).toEqual([["readme.md"]]);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(tree.getState().dnd ?? null).toBeNull();
  });

  it(claim("/features/dnd", "With draggedItemOverwritesSelection, grabbing an unselected item still selects it first."), () => {
    const tree = mountedTree({ features, canDrag: () => false, initialState: { selectedItems: ["docs"] } });
    dragStart(tree, "readme.md");
    expect(selected(tree)).toEqual(["readme.md"]);
  });
});

describe("/features/dnd: foreign drags over the tree (the check on dragover)", () => {
  const foreignDragOver = (tree: ReturnType<typeof mountedTree>, id: string, effectAllowed = "copy") => {
    const event = { preventDefault: vi.fn(), stopPropagation: vi.fn(), clientX: 0, clientY: 0, dataTransfer: { effectAllowed, types: ["text/plain"] } };
    tree.getItemInstance(id).getProps().onDragOver(event);
    return { offered: event.preventDefault.mock.calls.length > 0, target: tree.getState().dnd?.dragTarget?.item.getId() };
  };

  it(claim("/features/dnd", "By default it accepts everything whose effectAllowed is not \"none\"."), () => {
    expect(foreignDragOver(mountedTree({ features }), "docs")).toEqual({ offered: true, target: "docs" });
    expect(foreignDragOver(mountedTree({ features }), "docs", "none")).toEqual({ offered: false, target: undefined });
  });

  it(claim("/features/dnd", "Default: yes unless its effectAllowed is \"none\", in every tree"), () => {
    // Also in a tree that refuses every foreign drop, as by default, or says so explicitly.
    for (const config of [{}, { canDropForeignDragObject: () => false }]) {
      expect(foreignDragOver(mountedTree({ features, ...config }), "docs")).toEqual({ offered: true, target: "docs" });
    }
  });

  it(
    claim("/features/dnd", "canDragForeignDragObjectOver(dataTransfer, target) decides, while dragging over the tree, whether a foreign drag shows a drop target."),
    () => {
      const seen: string[] = [];
      const tree = mountedTree({
        features,
        canDragForeignDragObjectOver: (dataTransfer, target) => {
          seen.push(`${dataTransfer.types.join()} ${target.item.getId()}`);
          return target.item.getId() !== "src";
        },
      });
      expect(foreignDragOver(tree, "docs")).toEqual({ offered: true, target: "docs" });
      expect(foreignDragOver(tree, "src")).toEqual({ offered: false, target: "docs" });
      expect(seen).toEqual(["text/plain docs", "text/plain src"]);
    },
  );
});

describe("/features/dnd: the helpers", () => {
  const children = (): Record<string, string[]> => structuredClone(FILES);

  it(
    claim(
      "/features/dnd",
      "The handler removes the dragged items from their old parents, inserts them at the target and rebuilds the tree.",
    ),
    async () => {
      const data = children();
      const tree = mountedTree({ features, initialState: { expandedItems: ["docs", "src"] } }, data);
      const onDrop = createOnDropHandler<string>((parent, newChildren) => void (data[parent.getId()] = newChildren));
      await onDrop([tree.getItemInstance("intro.md"), tree.getItemInstance("readme.md")], {
        item: tree.getItemInstance("src"),
        childIndex: 1,
        insertionIndex: 1,
        dragLineIndex: 5,
        dragLineLevel: 1,
      });
      expect([data.docs, data.src, data.root]).toEqual([["guide.md"], ["index.ts", "intro.md", "readme.md", "lib"], ["docs", "src"]]);
      expect(tree.getItems().map((item) => item.getId())).toEqual(["docs", "guide.md", "src", "index.ts", "intro.md", "readme.md", "lib"]);
    },
  );

  it(claim("/features/dnd", "With the async loader, it also updates the loader's cache."), async () => {
    const data = children();
    const getChildren = vi.fn(async (id: string) => (await wait(1), [...(data[id] ?? [])]));
    const tree = mountedTree(
      { features: [asyncDataLoaderFeature, selectionFeature, dragAndDropFeature], dataLoader: { getItem: async (id) => id, getChildren }, initialState: { expandedItems: ["docs"] } },
      data,
    );
    await tree.loadChildrenIds("root");
    await tree.loadChildrenIds("docs");
    tree.rebuildTree();
    await createOnDropHandler<string>(() => {})([tree.getItemInstance("intro.md")], { item: tree.getItemInstance("root") });
    expect([tree.retrieveChildrenIds("docs"), tree.retrieveChildrenIds("root")]).toEqual([["guide.md"], ["docs", "src", "readme.md", "intro.md"]]);
    expect(getChildren).toHaveBeenCalledTimes(2);
  });

  it(claim("/features/dnd", "(items, onChangeChildren): takes items out of their parents' children lists."), async () => {
    const data = children();
    const tree = mountedTree({ features, initialState: { expandedItems: ["docs"] } }, data);
    await removeItemsFromParents([tree.getItemInstance("guide.md"), tree.getItemInstance("src")], (parent, list) => void (data[parent.getId()] = list));
    expect([data.docs, data.root]).toEqual([["intro.md"], ["docs", "readme.md"]]);
  });

  it(claim("/features/dnd", "(itemIds, target, onChangeChildren): puts item ids into the target's children list."), async () => {
    const data = children();
    const tree = mountedTree({ features }, data);
    await insertItemsAtTarget(["new.md"], { item: tree.getItemInstance("docs") }, (parent, list) => void (data[parent.getId()] = list));
    expect(data.docs).toEqual(["intro.md", "guide.md", "new.md"]);
  });

  it(claim("/features/dnd", "Builds an onDrop from an onChangeChildren(parent, newChildren) function."), async () => {
    const data = children();
    const tree = mountedTree({ features }, data);
    const onDrop = createOnDropHandler<string>((parent, list) => void (data[parent.getId()] = list));
    expect(onDrop.length).toBe(2);
    await onDrop([tree.getItemInstance("readme.md")], { item: tree.getItemInstance("docs") });
    expect(data.docs).toEqual(["intro.md", "guide.md", "readme.md"]);
  });
});

describe("/features/dnd: configuration table and shapes", () => {
  const event = (extra: Record<string, unknown> = {}) => ({ preventDefault: vi.fn(), stopPropagation: vi.fn(), clientX: 0, clientY: 0, dataTransfer: null, ...extra });

  it(claim("/features/dnd", "Items were dropped inside the tree: (items, target). May return a promise."), async () => {
    let finish!: () => void;
    const onDrop = vi.fn((_items: ItemInstance<string>[], _target: DragTarget<string>) => new Promise<void>((resolve) => (finish = resolve)));
    const tree = mountedTree({ features, onDrop, initialState: { focusedItem: "docs" } });
    tree.getItemInstance("readme.md").getProps().onDragStart(event());
    const dropped = tree.getItemInstance("src").getProps().onDrop(event());
    await wait(5);
    expect(onDrop.mock.calls.map(([items, target]) => [items.map((i) => i.getId()), target.item.getId()])).toEqual([[["readme.md"], "src"]]);
    // The tree waits for the promise before it moves the focus to the dropped item.
    expect(tree.getFocusedItem().getId()).toBe("docs");
    finish();
    await dropped;
    expect(tree.getFocusedItem().getId()).toBe("readme.md");
  });

  it(claim("/features/dnd", "Whether items can be dropped between rows. Default true."), () => {
    const on = mountedTree({ features });
    expect(on.getConfig().canReorder).toBe(true);
    // Without reordering, a dragover on a leaf targets its folder, without a position.
    const off = mountedTree({ features, canReorder: false, initialState: { expandedItems: ["docs"] } });
    off.getItemInstance("readme.md").getProps().onDragStart(event());
    off.getItemInstance("guide.md").getProps().onDragOver(event());
    expect(off.getDragTarget() && { ...off.getDragTarget(), item: off.getDragTarget()!.item.getId() }).toEqual({ item: "docs" });
  });

  it(claim("/features/dnd", "Whether these items may be dragged."), () => {
    const tree = mountedTree({ features, canDrag: (items) => items[0]!.getId() !== "docs" });
    const refused = event();
    tree.getItemInstance("docs").getProps().onDragStart(refused);
    expect([refused.preventDefault.mock.calls.length, tree.getState().dnd ?? null]).toEqual([1, null]);
    const allowed = event();
    tree.getItemInstance("src").getProps().onDragStart(allowed);
    expect([allowed.preventDefault.mock.calls.length, dragged(tree)]).toEqual([0, ["src"]]);
  });

  it(claim("/features/dnd", "Whether these items may be dropped on this target. Default: only onto folders."), () => {
    const tree = mountedTree({ features });
    const items = [tree.getItemInstance("readme.md")];
    const { canDrop } = tree.getConfig();
    expect([canDrop!(items, { item: tree.getItemInstance("docs") }), canDrop!(items, { item: tree.getItemInstance("readme.md") })]).toEqual([true, false]);
  });

  it(claim("/features/dnd", "Whether dragging an unselected item selects it alone; see above. Default true."), () => {
    const tree = mountedTree({ features, initialState: { selectedItems: ["docs", "src"] } });
    expect(tree.getConfig().draggedItemOverwritesSelection).toBe(true);
    tree.getItemInstance("readme.md").getProps().onDragStart(event());
    expect(selected(tree)).toEqual(["readme.md"]);
  });

  it(claim("/features/dnd", "Data to put on the drag for targets outside the tree."), () => {
    const setData = vi.fn();
    const dataTransfer = { setData, effectAllowed: "all", dropEffect: "none" };
    const tree = mountedTree({ features, createForeignDragObject: (items) => ({ format: "text/plain", data: items[0]!.getId(), effectAllowed: "copy" }) });
    tree.getItemInstance("readme.md").getProps().onDragStart(event({ dataTransfer }));
    expect(setData.mock.calls).toEqual([["text/plain", "readme.md"]]);
    expect(dataTransfer.effectAllowed).toBe("copy");
  });

  it(claim("/features/dnd", "Whether a foreign drop is accepted. Default: never."), () => {
    const tree = mountedTree({ features });
    expect(tree.getConfig().canDropForeignDragObject!({ getData: () => "x", types: ["text/plain"] } as unknown as DataTransfer, { item: tree.getItemInstance("docs") })).toBe(false);
  });

  it(claim("/features/dnd", "Use isOrderedDragTarget(target) to tell the shapes apart."), () => {
    const tree = mountedTree({ features });
    const docs = tree.getItemInstance("docs");
    const shapes = [{ item: docs }, { item: docs, childIndex: 0, insertionIndex: 0, dragLineIndex: 1, dragLineLevel: 1 }];
    expect(shapes.map((target) => isOrderedDragTarget(target))).toEqual([false, true]);
  });

  it(
    claim("/features/dnd", "createOnDropHandler does the usual work for you. It takes one function, onChangeChildren(parent, newChildren), which writes a new list of child ids into your data."),
    async () => {
      const data = structuredClone(FILES);
      const tree = mountedTree({ features, initialState: { expandedItems: ["docs"] } }, data);
      const writes: string[] = [];
      await createOnDropHandler<string>((parent, newChildren) => {
        writes.push(`${parent.getId()}: ${newChildren.join(" ")}`);
        data[parent.getId()] = newChildren;
      })([tree.getItemInstance("guide.md")], { item: tree.getItemInstance("src") });
      expect(writes).toEqual(["docs: intro.md", "src: index.ts lib guide.md"]);
    },
  );

  it(claim("/features/dnd", "The same two steps are available on their own as removeItemsFromParents and insertItemsAtTarget."), async () => {
    const data = structuredClone(FILES);
    const tree = mountedTree({ features, initialState: { expandedItems: ["docs"] } }, data);
    const write = (parent: { getId(): string }, list: string[]) => void (data[parent.getId()] = list);
    const target = { item: tree.getItemInstance("src") };
    await removeItemsFromParents([tree.getItemInstance("guide.md")], write);
    await insertItemsAtTarget(["guide.md"], target, write);
    expect([data.docs, data.src]).toEqual([["intro.md"], ["index.ts", "lib", "guide.md"]]);
  });
});
