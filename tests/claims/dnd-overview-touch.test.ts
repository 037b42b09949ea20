// @vitest-environment happy-dom
// Claims of content/dnd/overview.mdx, section "Drag and drop on touch screens", that need no layout:
// which events the tree's props and listeners use, and the page's move-selected.ts. What a tap and a
// finger do in Chromium is in ../claims-chromium/dnd-overview-touch.test.ts.
import * as core from "@headless-tree/core";
import { createOnDropHandler, dragAndDropFeature, selectionFeature, syncDataLoaderFeature, type FeatureImplementation, type ItemInstance, type TreeInstance } from "@headless-tree/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { runSample } from "./page-code";
import { FILES, mountedTree } from "./tree";

const PAGE = "/dnd/overview";

/** Every feature of the core for the web: the sync loader, not the async one, and not reactNativeFeature, which turns the props into React Native's. */
const webFeatures = Object.values(core).filter((value): value is FeatureImplementation => {
  const key = value && typeof value === "object" ? (value as FeatureImplementation).key : undefined;
  return typeof key === "string" && !["async-data-loader", "react-native-feature"].includes(key);
});

/** Mounts a tree with every web feature on real elements, as a rendered tree registers them; returns all the props it handed out and every listener added to the window, the document and those elements. */
function mountEverything() {
  const added: string[] = [];
  const watched: Array<[EventTarget, EventTarget["addEventListener"]]> = [];
  const watch = <E extends EventTarget>(target: E): E => {
    const real = target.addEventListener;
    watched.push([target, real]);
    target.addEventListener = function (this: EventTarget, type: string, ...rest: [EventListenerOrEventListenerObject | null, (boolean | AddEventListenerOptions)?]) {
      added.push(type);
      return real.call(this, type, ...rest);
    };
    return target;
  };
  watch(window);
  watch(document);
  const tree = mountedTree({ features: webFeatures, initialState: { expandedItems: ["docs", "src"] } });
  const props: Record<string, unknown>[] = [];
  try {
    const container = tree.getContainerProps("Files");
    props.push(container);
    const element = watch(document.createElement("div"));
    document.body.append(element);
    container.ref(element);
    const search = tree.getSearchInputElementProps();
    props.push(search);
    search.ref(watch(document.createElement("input")));
    for (const item of tree.getItems()) {
      const itemProps = item.getProps();
      props.push(itemProps, item.getDragHandleProps(), item.getCheckboxProps());
      const row = watch(document.createElement("div"));
      element.append(row);
      itemProps.ref(row);
    }
    tree.getItemInstance("readme.md").startRenaming();
    props.push(tree.getItemInstance("readme.md").getRenameInputProps());
  } finally {
    for (const [target, real] of watched) target.addEventListener = real;
  }
  return { tree, props, added };
}

afterEach(() => void document.body.replaceChildren());

describe(`${PAGE}: what drag and drop listens to`, () => {
  it(
    claim("/dnd/overview", "The item props carry draggable and handlers for dragstart, dragenter, dragover, dragleave, drop and dragend, the container props handle dragover and drop, and the tree listens for dragend on the window."),
    () => {
      const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature] });
      const handlers = (props: Record<string, unknown>) => Object.keys(props).filter((key) => /^on[A-Z]/.test(key));
      const item = tree.getItemInstance("readme.md").getProps();
      expect(item.draggable).toBe(true);
      expect(handlers(item).filter((key) => key.startsWith("onDr"))).toEqual(["onDragStart", "onDragEnd", "onDragEnter", "onDragOver", "onDragLeave", "onDrop"]);
      expect(handlers(item).filter((key) => !key.startsWith("onDr"))).toEqual(["onClick"]);
      expect(handlers(tree.getContainerProps("Files"))).toEqual(["onDragOver", "onDrop"]);
      const onWindow: string[] = [];
      const real = window.addEventListener.bind(window);
      const spy = vi.spyOn(window, "addEventListener").mockImplementation((type: string, ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]) => {
        onWindow.push(type);
        return real(type, ...rest);
      });
      try {
        tree.getContainerProps("Files").ref(document.createElement("div"));
      } finally {
        spy.mockRestore();
      }
      expect(onWindow).toEqual(["dragend"]);
    },
  );

  it(claim("/dnd/overview", "None of the props it gives you has a touch or pointer handler, and it adds no such listener to the page."), () => {
    const { props, added } = mountEverything();
    expect(webFeatures.map((feature) => feature.key).sort()).toEqual(
      ["checkboxes", "drag-and-drop", "expand-all", "hotkeys-core", "keyboard-drag-and-drop", "prop-memoization", "renaming", "search", "selection", "sync-data-loader"].sort(),
    );
    const handlerNames = new Set(props.flatMap((p) => Object.keys(p).filter((key) => /^on[A-Z]/.test(key))));
    expect(handlerNames.size).toBeGreaterThan(5);
    expect([...handlerNames].filter((name) => /touch|pointer/i.test(name))).toEqual([]);
    expect(added).toEqual(expect.arrayContaining(["dragend", "keydown"]));
    expect(added.filter((type) => /touch|pointer/i.test(type))).toEqual([]);
  });
});

describe(`${PAGE}: move-selected.ts`, () => {
  type MoveSelected = { moveSelectedInto: <T>(tree: TreeInstance<T>, folder: ItemInstance<T>) => Promise<boolean> };
  const { moveSelectedInto } = runSample<MoveSelected>(PAGE, "move-selected.ts");

  /** A tree whose onDrop is createOnDropHandler over a copy of FILES. */
  function movableTree(config: Partial<core.TreeConfig<string>> = {}, expandedItems = ["docs", "src"]) {
    const data = structuredClone(FILES);
    const drops: string[] = [];
    const onDrop = createOnDropHandler<string>((parent, children) => {
      data[parent.getId()] = children;
    });
    const tree = mountedTree(
      {
        features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature],
        initialState: { expandedItems },
        onDrop: async (items, target) => {
          drops.push(`${items.map((item) => item.getId())} -> ${JSON.stringify(Object.keys(target))} ${target.item.getId()}`);
          await onDrop(items, target);
        },
        ...config,
      },
      data,
    );
    return { tree, data, drops };
  }

  it(claim("/dnd/overview", "With an onDrop from createOnDropHandler, a target of the { item } shape puts the items into that folder after its children, like a drop onto the folder"), async () => {
    const { tree, data, drops } = movableTree();
    tree.setSelectedItems(["readme.md", "intro.md"]);
    expect(await moveSelectedInto(tree, tree.getItemInstance("src"))).toBe(true);
    expect(drops).toEqual(['readme.md,intro.md -> ["item"] src']);
    expect(data.src).toEqual(["index.ts", "lib", "readme.md", "intro.md"]);
    expect(data.root).toEqual(["docs", "src"]);
    expect(data.docs).toEqual(["guide.md"]);
    expect(tree.getItems().map((item) => item.getId())).toEqual(["docs", "guide.md", "src", "index.ts", "lib", "readme.md", "intro.md"]);
  });

  it(claim("/dnd/overview", "tree.getConfig() includes the default canDrop, so with no canDrop of your own only folders take the items."), async () => {
    const { tree, data, drops } = movableTree();
    tree.setSelectedItems(["readme.md"]);
    expect(await moveSelectedInto(tree, tree.getItemInstance("index.ts"))).toBe(false);
    expect(drops).toEqual([]);
    expect(data).toEqual(FILES);
    // A canDrop of your own decides instead.
    const own = movableTree({ canDrop: (_items, target) => target.item.getId() !== "src" });
    own.tree.setSelectedItems(["readme.md"]);
    expect(await moveSelectedInto(own.tree, own.tree.getItemInstance("src"))).toBe(false);
    expect(await moveSelectedInto(own.tree, own.tree.getItemInstance("docs"))).toBe(true);
    expect(own.data.docs).toEqual(["intro.md", "guide.md", "readme.md"]);
  });

  it(
    claim("/dnd/overview", "isDescendentOf only knows the parents of visible items, so for a folder hidden inside one of the selected items it answers false, and the move would put that item into its own descendant, where it vanishes from the tree."),
    async () => {
      // Visible: the sample refuses to move src into lib.
      const open = movableTree({}, ["src"]);
      open.tree.setSelectedItems(["src"]);
      expect(open.tree.getItemInstance("lib").isDescendentOf("src")).toBe(true);
      expect(await moveSelectedInto(open.tree, open.tree.getItemInstance("lib"))).toBe(false);
      expect(open.drops).toEqual([]);
      // Hidden inside the closed src: lib does not know its parent, and the move goes through.
      const closed = movableTree({}, []);
      closed.tree.setSelectedItems(["src"]);
      const lib = closed.tree.getItemInstance("lib");
      expect(lib.isDescendentOf("src")).toBe(false);
      expect(await moveSelectedInto(closed.tree, lib)).toBe(true);
      expect(closed.data.lib).toEqual(["a.ts", "b.ts", "src"]);
      expect(closed.data.root).toEqual(["docs", "readme.md"]);
      closed.tree.setConfig((config) => ({ ...config, state: { ...config.state, expandedItems: ["src", "lib"] } }));
      closed.tree.rebuildTree();
      expect(closed.tree.getItems().map((item) => item.getId())).toEqual(["docs", "readme.md"]);
    },
  );

  it(claim("/dnd/overview", "Offer the visible folders as choices, tree.getItems().filter((row) => row.isFolder())"), async () => {
    const { tree } = movableTree({}, ["src"]);
    expect(tree.getItems().filter((row) => row.isFolder()).map((row) => row.getId())).toEqual(["docs", "src", "lib"]);
  });
});
