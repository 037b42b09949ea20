// @vitest-environment happy-dom
// Claims of content/recipe/data-fetching-libraries.mdx: the page's query-tree.ts with the installed
// @tanstack/react-query, rendered with React (useEntryTree inside a QueryClientProvider) against a
// fake server that stands in for `fetch` and counts the requests. The library and TanStack Query run
// as they are; only the network is replaced.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as core from "@headless-tree/core";
import { asyncDataLoaderFeature, createTree, type TreeInstance } from "@headless-tree/core";
import * as headlessReact from "@headless-tree/react";
import * as reactQuery from "@tanstack/react-query";
import { QueryClient, QueryClientProvider, type QueryClient as Client } from "@tanstack/react-query";
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { runSample } from "./page-code";
import { wait } from "./tree";

const PAGE = "/recipe/data-fetching-libraries";

interface Entry {
  name: string;
  isFolder: boolean;
}
interface Sample {
  entryQuery: (id: string) => reactQuery.FetchQueryOptions<Entry, Error, Entry, string[]>;
  childrenQuery: (id: string) => reactQuery.FetchQueryOptions<string[], Error, string[], string[]>;
  useEntryTree: () => TreeInstance<Entry>;
  refreshChildren: (queryClient: Client, tree: TreeInstance<Entry>, folderId: string) => Promise<void>;
}
const sample = runSample<Sample>(PAGE, "query-tree.ts", {
  "@headless-tree/core": core,
  "@headless-tree/react": headlessReact,
  "@tanstack/react-query": reactQuery,
});

/** The server behind `fetch`: entries and children by id, every request's URL, answers held back while `hold` is set, and ids whose children fail. */
function fakeServer() {
  const server = {
    entries: {
      root: { name: "root", isFolder: true },
      docs: { name: "docs", isFolder: true },
      src: { name: "src", isFolder: true },
      "readme.md": { name: "readme.md", isFolder: false },
      "intro.md": { name: "intro.md", isFolder: false },
      "guide.md": { name: "guide.md", isFolder: false },
    } as Record<string, Entry>,
    children: { root: ["docs", "src", "readme.md"], docs: ["intro.md"], src: [] } as Record<string, string[]>,
    requests: [] as string[],
    failing: new Set<string>(),
    hold: null as Promise<void> | null,
    count: (url: string) => server.requests.filter((request) => request === url).length,
  };
  vi.stubGlobal("fetch", async (url: string) => {
    server.requests.push(url);
    if (server.hold) await server.hold;
    const [, id, children] = /^\/api\/entries\/([^/]+)(\/children)?$/.exec(url)!;
    if (children && server.failing.has(id!)) return { ok: false, status: 503, json: async () => null };
    const body = children ? [...(server.children[id!] ?? [])] : { ...server.entries[id!]! };
    return { ok: true, status: 200, json: async () => body };
  });
  return server;
}

const unmounts: Array<() => void> = [];
afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Renders a component that calls the page's useEntryTree inside a QueryClientProvider; returns the tree it got. */
function renderTree(client: Client) {
  let tree: TreeInstance<Entry> | undefined;
  function Tree() {
    tree = sample.useEntryTree();
    return null;
  }
  const root = createRoot(document.createElement("div"));
  root.render(createElement(QueryClientProvider, { client }, createElement(Tree)));
  const unmount = () => root.unmount();
  unmounts.push(unmount);
  return { tree: () => tree!, unmount };
}

const names = (tree: TreeInstance<Entry>) => tree.getItems().map((item) => item.getItemName());

/** Waits until the tree shows `expected` and no item is loading. */
async function shows(tree: () => TreeInstance<Entry>, expected: string[]) {
  await vi.waitFor(() => {
    expect(names(tree())).toEqual(expected);
    expect(tree().getState().loadingItemData).toEqual([]);
    expect(tree().getState().loadingItemChildrens).toEqual([]);
  });
}

const ROOT_ITEMS = ["docs", "src", "readme.md"];

/** The fake server (set up by `prepare`), a new QueryClient and the page's tree, once it shows the root's items. */
async function shownTree(prepare?: (server: ReturnType<typeof fakeServer>) => void) {
  const server = fakeServer();
  prepare?.(server);
  const client = new QueryClient();
  const { tree } = renderTree(client);
  await shows(tree, ROOT_ITEMS);
  return { server, client, tree };
}

describe(`${PAGE}: loading through TanStack Query`, () => {
  it(
    claim("/recipe/data-fetching-libraries", "It answers from the cache while the data is fresh, that is younger than its staleTime, and fetches otherwise; callers that ask for the same key at the same time share one request."),
    async () => {
      const server = fakeServer();
      const client = new QueryClient();
      // Two trees at once: one request for the root's children, one for each entry.
      const a = renderTree(client);
      const b = renderTree(client);
      await shows(a.tree, ROOT_ITEMS);
      await shows(b.tree, ROOT_ITEMS);
      expect(server.count("/api/entries/root/children")).toBe(1);
      expect(server.count("/api/entries/docs")).toBe(1);
      // Fresh: from the cache. Older than staleTime (60 s, the clock moved on): fetched.
      expect(await client.query(sample.childrenQuery("root"))).toEqual(ROOT_ITEMS);
      expect(server.count("/api/entries/root/children")).toBe(1);
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
      expect(await client.query(sample.childrenQuery("root"))).toEqual(ROOT_ITEMS);
      expect(server.count("/api/entries/root/children")).toBe(2);
      // Two callers at the same time, while the request is under way: one request.
      vi.useRealTimers();
      let release!: () => void;
      server.hold = new Promise((resolve) => (release = resolve));
      const both = Promise.all([client.query(sample.childrenQuery("src")), client.query(sample.childrenQuery("src"))]);
      await vi.waitFor(() => expect(server.count("/api/entries/src/children")).toBe(1));
      release();
      expect(await both).toEqual([[], []]);
      expect(server.count("/api/entries/src/children")).toBe(1);
    },
  );

  it(claim("/recipe/data-fetching-libraries", "A tree mounted again, or a second tree on the same QueryClient, gets its items from the query cache without a request while they are fresh."), async () => {
    const server = fakeServer();
    const client = new QueryClient();
    const first = renderTree(client);
    await shows(first.tree, ROOT_ITEMS);
    first.tree().getItemInstance("docs").expand();
    await shows(first.tree, ["docs", "intro.md", "src", "readme.md"]);
    const requests = server.requests.length;
    first.unmount();
    const again = renderTree(client);
    await shows(again.tree, ROOT_ITEMS);
    again.tree().getItemInstance("docs").expand();
    await shows(again.tree, ["docs", "intro.md", "src", "readme.md"]);
    const second = renderTree(client);
    await shows(second.tree, ROOT_ITEMS);
    expect(server.requests.length).toBe(requests);
  });

  it(claim("/recipe/data-fetching-libraries", "fetchQuery(), which TanStack Query 5.108 marks as deprecated in favour of query(), behaves the same way here."), async () => {
    const server = fakeServer();
    const client = new QueryClient();
    const source = readFileSync(join(import.meta.dirname, "../../node_modules/@tanstack/query-core/src/queryClient.ts"), "utf8");
    expect(JSON.parse(readFileSync(join(import.meta.dirname, "../../node_modules/@tanstack/query-core/package.json"), "utf8")).version).toMatch(/^5\.108\./);
    expect(source).toMatch(/@deprecated Use queryClient\.query\(options\) instead\.[^\n]*\n\s*\*\/\n\s*fetchQuery</);
    // The same loader with fetchQuery: one request per key, the cache while fresh, a request after an invalidation.
    const tree = createTree<Entry>({
      rootItemId: "root",
      getItemName: (item) => item.getItemData().name,
      isItemFolder: (item) => item.getItemData().isFolder,
      dataLoader: {
        getItem: (id) => client.fetchQuery(sample.entryQuery(id)),
        getChildren: (id) => client.fetchQuery(sample.childrenQuery(id)),
      },
      features: [asyncDataLoaderFeature],
    });
    tree.setMounted(true);
    expect(await tree.loadChildrenIds("root")).toEqual(ROOT_ITEMS);
    expect(await client.fetchQuery(sample.childrenQuery("root"))).toEqual(ROOT_ITEMS);
    expect(server.count("/api/entries/root/children")).toBe(1);
    server.children.root = [...ROOT_ITEMS, "guide.md"];
    await client.invalidateQueries({ queryKey: sample.childrenQuery("root").queryKey });
    expect(server.count("/api/entries/root/children")).toBe(1);
    await tree.getRootItem().invalidateChildrenIds(true);
    expect(server.count("/api/entries/root/children")).toBe(2);
    expect(tree.retrieveChildrenIds("root")).toEqual([...ROOT_ITEMS, "guide.md"]);
  });

  it(
    claim("/recipe/data-fetching-libraries", "With getChildrenWithData in place of getChildren, one query per folder can return the children together with their data: the tree takes each child's data from that answer and does not call getItem for them."),
    async () => {
      const client = new QueryClient();
      const getItem = vi.fn(async (id: string): Promise<Entry> => ({ name: id, isFolder: false }));
      const tree = createTree<Entry>({
        rootItemId: "root",
        getItemName: (item) => item.getItemData().name,
        isItemFolder: (item) => item.getItemData().isFolder,
        dataLoader: {
          getItem,
          getChildrenWithData: (id) =>
            client.query({
              queryKey: ["children-with-data", id],
              queryFn: async () => [
                { id: "docs", data: { name: "Documents", isFolder: true } },
                { id: "readme.md", data: { name: "Read me", isFolder: false } },
              ],
            }),
        },
        features: [asyncDataLoaderFeature],
      });
      tree.setMounted(true);
      await tree.loadChildrenIds("root");
      tree.rebuildTree();
      expect(names(tree)).toEqual(["Documents", "Read me"]);
      await wait(20);
      expect(getItem).not.toHaveBeenCalled();
    },
  );

  it(
    claim("/recipe/data-fetching-libraries", "query() does not retry a failed request unless you set retry, and rejects, which leaves the item loading for good."),
    async () => {
      const { server, tree } = await shownTree((server) => server.failing.add("docs"));
      await expect(tree().loadChildrenIds("docs")).rejects.toThrow("503 for /api/entries/docs/children");
      // query() rejects only after its retries: one request by then is no retry at all.
      expect(server.count("/api/entries/docs/children")).toBe(1);
      expect(tree().getItemInstance("docs").isLoading()).toBe(true);
      expect(tree().getState().loadingItemChildrens).toEqual(["docs"]);
    },
  );
});

describe(`${PAGE}: refreshing after a mutation`, () => {
  it(
    claim("/recipe/data-fetching-libraries", "So updating or invalidating a query changes nothing in the tree by itself. queryClient.invalidateQueries() marks the query stale, but with the default refetchType: \"active\" it refetches only queries that a component observes, and the tree's queries have no observers."),
    async () => {
      const { server, client, tree } = await shownTree();
      server.children.root = [...ROOT_ITEMS, "guide.md"];
      const key = sample.childrenQuery("root").queryKey;
      await client.invalidateQueries({ queryKey: key });
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
      expect(client.getQueryCache().find({ queryKey: key })?.getObserversCount()).toBe(0);
      expect(server.count("/api/entries/root/children")).toBe(1);
      client.setQueryData(key, ["readme.md"]);
      tree().rebuildTree();
      await wait(20);
      expect(names(tree())).toEqual(ROOT_ITEMS);
      // A component that observes the query gets it refetched by the same call.
      const { unmount } = (() => {
        function Observer() {
          reactQuery.useQuery(sample.childrenQuery("root"));
          return null;
        }
        const root = createRoot(document.createElement("div"));
        root.render(createElement(QueryClientProvider, { client }, createElement(Observer)));
        return { unmount: () => root.unmount() };
      })();
      unmounts.push(unmount);
      await vi.waitFor(() => expect(client.getQueryCache().find({ queryKey: key })?.getObserversCount()).toBe(1));
      const before = server.count("/api/entries/root/children");
      await client.invalidateQueries({ queryKey: key });
      expect(server.count("/api/entries/root/children")).toBe(before + 1);
    },
  );

  it(
    claim("/recipe/data-fetching-libraries", "The tree calls the loader again, and query() finds the query stale and fetches it, once. refreshChildren above does this."),
    async () => {
      const { server, client, tree } = await shownTree();
      tree().getItemInstance("docs").expand();
      await shows(tree, ["docs", "intro.md", "src", "readme.md"]);
      server.children.docs = ["intro.md", "guide.md"];
      await sample.refreshChildren(client, tree(), "docs");
      await shows(tree, ["docs", "intro.md", "guide.md", "src", "readme.md"]);
      expect(server.count("/api/entries/docs/children")).toBe(2);
      expect(server.count("/api/entries/guide.md")).toBe(1);
      // The same for an item's data.
      server.entries["readme.md"] = { name: "README.md", isFolder: false };
      await client.invalidateQueries({ queryKey: sample.entryQuery("readme.md").queryKey });
      await tree().getItemInstance("readme.md").invalidateItemData();
      await shows(tree, ["docs", "intro.md", "guide.md", "src", "README.md"]);
      expect(server.count("/api/entries/readme.md")).toBe(2);
    },
  );

  it(
    claim("/recipe/data-fetching-libraries", "Its true keeps the old list in the tree's cache until the new one has arrived; without it, the tree drops the old list at once and counts the folder as loading until then"),
    async () => {
      const { server, client, tree } = await shownTree();
      server.children.root = ["readme.md", "docs"];
      let release!: () => void;
      const key = sample.childrenQuery("root").queryKey;
      // With true (refreshChildren): the old list stays, nothing is loading while the answer is held back.
      server.hold = new Promise((resolve) => (release = resolve));
      let done = sample.refreshChildren(client, tree(), "root");
      await vi.waitFor(() => expect(server.count("/api/entries/root/children")).toBe(2));
      expect(tree().retrieveChildrenIds("root", true)).toEqual(ROOT_ITEMS);
      expect(tree().getState().loadingItemChildrens).toEqual([]);
      release();
      await done;
      server.hold = null;
      await shows(tree, ["readme.md", "docs"]);
      // Without it.
      server.children.root = ["docs"];
      server.hold = new Promise((resolve) => (release = resolve));
      await client.invalidateQueries({ queryKey: key });
      done = tree().getRootItem().invalidateChildrenIds();
      await vi.waitFor(() => expect(server.count("/api/entries/root/children")).toBe(3));
      expect(tree().retrieveChildrenIds("root", true)).toEqual([]);
      expect(tree().getState().loadingItemChildrens).toEqual(["root"]);
      release();
      await done;
      await shows(tree, ["docs"]);
    },
  );

  it(
    claim("/recipe/data-fetching-libraries", "queryClient.ensureQueryData(), and query() with staleTime: \"static\", answer from the cache whenever it has data, stale or not. Behind getChildren, they hand the tree the old list again after an invalidation, and the refresh shows nothing new."),
    async () => {
      for (const ask of [
        (client: Client, id: string) => client.ensureQueryData(sample.childrenQuery(id)),
        (client: Client, id: string) => client.query({ ...sample.childrenQuery(id), staleTime: "static" }),
      ]) {
        const server = fakeServer();
        const client = new QueryClient();
        const tree = createTree<string>({
          rootItemId: "root",
          getItemName: (item) => item.getItemData(),
          isItemFolder: () => false,
          dataLoader: { getItem: (id) => id, getChildren: (id) => ask(client, id) },
          features: [asyncDataLoaderFeature],
        });
        tree.setMounted(true);
        expect(await tree.loadChildrenIds("root")).toEqual(ROOT_ITEMS);
        server.children.root = ["docs"];
        await client.invalidateQueries({ queryKey: sample.childrenQuery("root").queryKey });
        expect(client.getQueryState(sample.childrenQuery("root").queryKey)?.isInvalidated).toBe(true);
        await tree.getRootItem().invalidateChildrenIds(true);
        expect(server.count("/api/entries/root/children")).toBe(1);
        expect(tree.retrieveChildrenIds("root")).toEqual(ROOT_ITEMS);
        vi.unstubAllGlobals();
      }
    },
  );

  it(
    claim("/recipe/data-fetching-libraries", "If the mutation's response already holds the new list of children, the list needs no request: write it into both caches, with queryClient.setQueryData(childrenQuery(id).queryKey, ids) and item.updateCachedChildrenIds(ids)."),
    async () => {
      const { server, client, tree } = await shownTree();
      const ids = ["readme.md", "src", "docs"];
      client.setQueryData(sample.childrenQuery("root").queryKey, ids);
      tree().getRootItem().updateCachedChildrenIds(ids);
      await shows(tree, ["readme.md", "src", "docs"]);
      expect(server.count("/api/entries/root/children")).toBe(1);
      // A tree mounted later gets the new list from the query cache.
      const later = renderTree(client);
      await shows(later.tree, ["readme.md", "src", "docs"]);
      expect(server.count("/api/entries/root/children")).toBe(1);
    },
  );
});
