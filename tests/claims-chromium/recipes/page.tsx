// The page of the recipe claims in Chromium: mounts the recipe demos exactly as a reader copies them
// (app/demos/*.tsx with the real `@headless-tree/react`, not the site's prerendering wrapper), and a
// few small fixtures for sentences about React that the shared harness cannot render.
import "../../../app/components/demo/tree-demo.css";
import * as core from "@headless-tree/core";
import type { FeatureImplementation, ItemInstance, TreeInstance } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import { useTree as useTree17 } from "@headless-tree/react/react17";
import { memo, StrictMode, useEffect, useMemo, useRef, useState, type ComponentType, type HTMLAttributes } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";

import AsyncErrorRetry from "../../../app/demos/async-error-retry";
import AsyncRootRefresh from "../../../app/demos/async-root-refresh";
import ClickArrow from "../../../app/demos/click-arrow";
import ClickDouble from "../../../app/demos/click-double";
import ExpensiveComponents from "../../../app/demos/expensive-components";
import ExpensiveComponentsMemoized from "../../../app/demos/expensive-components-memoized";
import ExternalStateUpdates from "../../../app/demos/external-state-updates";
import ExternalStateUpdatesAsync from "../../../app/demos/external-state-updates-async";
import ExternalStateUpdatesReactState from "../../../app/demos/external-state-updates-react-state";
import FileManager from "../../../app/demos/file-manager";
import MemoRowsForwardRef from "../../../app/demos/memo-rows-forward-ref";
import NestedRendering from "../../../app/demos/nested-rendering";
import NestedRenderingAnimated from "../../../app/demos/nested-rendering-animated";
import PluginCustomState from "../../../app/demos/plugin-custom-state";
import PluginItemMethod from "../../../app/demos/plugin-item-method";
import PluginTransformProps from "../../../app/demos/plugin-transform-props";
import RevealItem from "../../../app/demos/reveal-item";
import SearchFilter from "../../../app/demos/search-filter";
import TreeIdentity from "../../../app/demos/tree-identity";
import Virtualization from "../../../app/demos/virtualization";

const DEMOS: Record<string, ComponentType> = {
  "async-error-retry": AsyncErrorRetry,
  "async-root-refresh": AsyncRootRefresh,
  "click-arrow": ClickArrow,
  "click-double": ClickDouble,
  "expensive-components": ExpensiveComponents,
  "expensive-components-memoized": ExpensiveComponentsMemoized,
  "external-state-updates": ExternalStateUpdates,
  "external-state-updates-async": ExternalStateUpdatesAsync,
  "external-state-updates-react-state": ExternalStateUpdatesReactState,
  "file-manager": FileManager,
  "memo-rows-forward-ref": MemoRowsForwardRef,
  "nested-rendering": NestedRendering,
  "nested-rendering-animated": NestedRenderingAnimated,
  "plugin-custom-state": PluginCustomState,
  "plugin-item-method": PluginItemMethod,
  "plugin-transform-props": PluginTransformProps,
  "reveal-item": RevealItem,
  "search-filter": SearchFilter,
  "tree-identity": TreeIdentity,
  virtualization: Virtualization,
};

const CHILDREN: Record<string, string[]> = {
  root: ["docs", "src", "readme.md"],
  docs: ["intro.md", "guide.md"],
  src: ["index.ts", "lib"],
  lib: ["a.ts", "b.ts"],
};

/** What the fixtures record for the tests: events in order, and the trees they rendered. */
const log: string[] = [];
const trees: Record<string, TreeInstance<string>> = {};

const baseConfig = (children: Record<string, string[]> = CHILDREN) => ({
  rootItemId: "root",
  getItemName: (item: ItemInstance<string>) => item.getId(),
  isItemFolder: (item: ItemInstance<string>) => item.getId() in children,
  dataLoader: { getItem: (id: string) => id, getChildren: (id: string) => children[id] ?? [] },
});

const basicFeatures = () => [core.syncDataLoaderFeature, core.selectionFeature, core.hotkeysCoreFeature];

function Rows({ tree }: { tree: TreeInstance<string> }) {
  return (
    <>
      {tree.getItems().map((item) => (
        <button {...item.getProps()} key={item.getId()} data-id={item.getId()} style={{ paddingLeft: item.getItemMeta().level * 20 }}>
          {item.getItemName()}
        </button>
      ))}
    </>
  );
}

/** A tree from `@headless-tree/react/react17`; `workaround` mounts it as the main entry does. */
function React17Tree({ workaround }: { workaround?: boolean }) {
  const tree = useTree17<string>({ ...baseConfig(), features: basicFeatures() });
  trees.react17 = tree;
  useEffect(() => {
    if (!workaround) return;
    tree.setMounted(true);
    tree.rebuildTree();
    return () => tree.setMounted(false);
  }, [tree, workaround]);
  return (
    <div {...tree.getContainerProps("react17")} className="tree">
      <Rows tree={tree} />
    </div>
  );
}

/** Data in React state, replaced immutably; `rebuild` says how the tree is told after an update. */
function StateData({ rebuild }: { rebuild: "rebuildTree" | "scheduleRebuildTree" }) {
  const [data, setData] = useState<Record<string, string[]>>({ root: ["a", "b"] });
  const tree = useTree<string>({
    ...baseConfig(data),
    dataLoader: { getItem: (id) => id, getChildren: (id) => data[id] ?? [] },
    features: basicFeatures(),
  });
  trees.state = tree;
  return (
    <>
      <button
        type="button"
        data-add
        onClick={() => {
          setData((old) => ({ ...old, root: [...old.root!, "c"] }));
          tree[rebuild]();
        }}
      >
        add c
      </button>
      <output data-children>{data.root!.join(",")}</output>
      <div {...tree.getContainerProps("state")} className="tree">
        <Rows tree={tree} />
      </div>
    </>
  );
}

/** A filtering loader that reads the query of its render; `when` says where the tree rebuilds. */
function FilterRebuild({ when }: { when: "onChange" | "effect" | "never" }) {
  const [query, setQuery] = useState("");
  const tree = useTree<string>({
    ...baseConfig(),
    dataLoader: { getItem: (id) => id, getChildren: (id) => (CHILDREN[id] ?? []).filter((child) => child.includes(query)) },
    features: basicFeatures(),
  });
  trees.filter = tree;
  useEffect(() => {
    if (when === "effect") tree.rebuildTree();
  }, [tree, query, when]);
  return (
    <>
      <input
        data-query
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          if (when === "onChange") tree.rebuildTree();
        }}
      />
      <div {...tree.getContainerProps("filter")} className="tree">
        <Rows tree={tree} />
      </div>
    </>
  );
}

/** Nested markup with the item props on the row, or (wrongly) on the `<li>`. */
function NestedNode({ item, on }: { item: ItemInstance<string>; on: "row" | "li" }) {
  const props = item.getProps();
  return (
    <li role="none" {...(on === "li" ? props : {})} data-li={item.getId()}>
      <div {...(on === "row" ? props : {})} data-id={item.getId()}>
        {item.getItemName()}
      </div>
      {item.isExpanded() ? (
        <ul role="none">
          {item.getChildren().map((child) => (
            <NestedNode key={child.getId()} item={child} on={on} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
/** Closes a folder only a second after collapse(), as an animation that waited before closing would (long enough for a key press on a busy machine). */
const delayedCollapse: FeatureImplementation = {
  key: "delayed-collapse",
  itemInstance: { collapse: ({ prev }) => void setTimeout(() => prev?.(), 1000) },
};
function Nested({ on, delayCollapse = false }: { on: "row" | "li"; delayCollapse?: boolean }) {
  const features = [...basicFeatures(), ...(delayCollapse ? [delayedCollapse] : [])];
  const tree = useTree<string>({ ...baseConfig(), initialState: { expandedItems: ["src", "lib"] }, features });
  trees.nested = tree;
  return (
    <div {...tree.getContainerProps("nested")}>
      <ul role="none">
        {tree.getRootItem().getChildren().map((item) => (
          <NestedNode key={item.getId()} item={item} on={on} />
        ))}
      </ul>
    </div>
  );
}

/** A memoized row that receives the ref from item.getProps() as a prop and drops it, as a row
 * without forwardRef does in React 18, or puts it on its element (`passRef`). */
interface RefRowProps extends HTMLAttributes<HTMLButtonElement> {
  ref?: React.Ref<HTMLButtonElement>;
  name: string;
  passRef: boolean;
}
const RefRow = memo(function RefRow({ name, passRef, ref, ...props }: RefRowProps) {
  return (
    <button {...props} ref={passRef ? ref : undefined} data-id={name}>
      {name}
    </button>
  );
});
function RefRows({ passRef }: { passRef: boolean }) {
  const tree = useTree<string>({ ...baseConfig(), features: [...basicFeatures(), core.propMemoizationFeature] });
  trees.refRows = tree;
  return (
    <div {...tree.getContainerProps("ref rows")} className="tree">
      {tree.getItems().map((item) => (
        <RefRow {...item.getProps()} key={item.getId()} name={item.getId()} passRef={passRef} />
      ))}
    </div>
  );
}

/** Records every onTreeMount/onItemMount and unmount, for what a changing ref costs. */
const mountLog: FeatureImplementation = {
  key: "mount-log",
  onTreeMount: () => void log.push("tree mount"),
  onTreeUnmount: () => void log.push("tree unmount"),
  onItemMount: (item) => void log.push(`mount ${item.getId()}`),
  onItemUnmount: (item) => void log.push(`unmount ${item.getId()}`),
};
function ProxyRefs({ memoize }: { memoize: boolean }) {
  const [, rerender] = useState(0);
  const tree = useTree<string>({
    ...baseConfig(),
    instanceBuilder: core.buildProxiedInstance,
    features: [...basicFeatures(), mountLog, ...(memoize ? [core.propMemoizationFeature] : [])],
  });
  trees.proxy = tree;
  return (
    <>
      <button type="button" data-rerender onClick={() => rerender((n) => n + 1)}>
        render again
      </button>
      <div {...tree.getContainerProps("proxies")} className="tree">
        <Rows tree={tree} />
      </div>
    </>
  );
}

/** Counts, in `window.identity`, renders and effect runs of the parts that only receive the tree. */
const counts = { renders: 0, allSame: true, memoChild: 0, effect: 0, memoValue: 0 };
const MemoChild = memo(function MemoChild({ tree }: { tree: TreeInstance<string> }) {
  counts.memoChild += 1;
  return <output data-memo-child>{tree.getState().selectedItems.length}</output>;
});
/** Records the object useTree returns on every render of the component that calls it. */
function Identity() {
  const tree = useTree<string>({ ...baseConfig(), features: basicFeatures() });
  const first = useRef(tree);
  counts.renders += 1;
  counts.allSame &&= first.current === tree;
  useEffect(() => void (counts.effect += 1), [tree]);
  useMemo(() => void (counts.memoValue += 1), [tree]);
  (window as unknown as { identity: typeof counts }).identity = counts;
  return (
    <>
      <div {...tree.getContainerProps("identity")} className="tree">
        <Rows tree={tree} />
      </div>
      <MemoChild tree={tree} />
    </>
  );
}

const FIXTURES = {
  react17: React17Tree,
  stateData: StateData,
  filterRebuild: FilterRebuild,
  nested: Nested,
  refRows: RefRows,
  proxyRefs: ProxyRefs,
  identity: Identity,
} as const satisfies Record<string, ComponentType<never>>;

let root: Root | undefined;
function render(element: React.ReactNode) {
  root?.unmount();
  const container = document.getElementById("app")!;
  root = createRoot(container);
  flushSync(() => root!.render(<StrictMode>{element}</StrictMode>));
}

const recipes = {
  core,
  log,
  trees,
  demos: Object.keys(DEMOS),
  /** Mounts a demo of app/demos as a reader's copy would run. */
  mountDemo(id: string) {
    const Demo = DEMOS[id];
    if (!Demo) throw new Error(`no demo ${id} on the recipes page`);
    render(
      <section data-demo={id}>
        <button type="button" data-before>
          before
        </button>
        <Demo />
        <button type="button" data-after>
          after
        </button>
      </section>,
    );
  },
  mountFixture(name: keyof typeof FIXTURES, props: Record<string, unknown> = {}) {
    const Fixture = FIXTURES[name] as ComponentType<Record<string, unknown>>;
    render(
      <section data-fixture={name}>
        <Fixture {...props} />
      </section>,
    );
  },
  unmount() {
    root?.unmount();
    root = undefined;
  },
};

export type Recipes = typeof recipes;
declare global {
  interface Window {
    recipes: Recipes;
  }
}
window.recipes = recipes;
