// The known issue on content/guides/known-issues.mdx: the async loader asks a loader that answers at
// once again for every read. Asserts 1.7.0's behaviour, so a release that fixes it fails here.
import { asyncDataLoaderFeature, type TreeDataLoader } from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { FILES, mountedTree, wait } from "./tree";

/** Reads "docs" twice, as a row does that shows its name and its data, and counts getItem calls. */
async function callsForTwoReads(getItem: (id: string) => string | Promise<string>) {
  const spy = vi.fn(getItem);
  const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: { getItem: spy, getChildren: (id) => FILES[id] ?? [] } });
  await tree.loadChildrenIds("root");
  tree.getItemInstance("docs").getItemName();
  tree.getItemInstance("docs").getItemData();
  await vi.waitFor(() => expect(tree.getItemInstance("docs").hasLoadedData()).toBe(true));
  await vi.waitFor(() => expect(tree.getState().loadingItemData).toEqual([]));
  await wait(20); // requests still scheduled would have started by now
  expect(tree.getItemInstance("docs").getItemData()).toBe("docs");
  return spy.mock.calls.length;
}

describe("/guides/known-issues: repeated requests of the async loader", () => {
  it(claim("/guides/known-issues", "If getItem answers at once, as a synchronous function or an already resolved promise does, the first request has finished before the second starts, so a row that reads its item twice while it renders calls getItem twice for it."), async () => {
    expect(await callsForTwoReads((id) => id)).toBe(2);
    expect(await callsForTwoReads((id) => Promise.resolve(id))).toBe(2);
  });

  it(claim("/guides/known-issues", "A scheduled request waits for one that is still running, but one that starts after the previous request has finished asks your loader again."), async () => {
    expect(await callsForTwoReads((id) => new Promise((resolve) => setTimeout(() => resolve(id), 10)))).toBe(1);
  });

  it(claim("/guides/known-issues", "Loaders that really wait, such as fetch, are called once."), async () => {
    // A request over the network settles in a later task, as this one does.
    expect(await callsForTwoReads((id) => new Promise((resolve) => setTimeout(() => resolve(id), 5)))).toBe(1);
  });

  it(claim("/guides/known-issues", "Let a loader whose answer is ready at once hand it over in a later task, and do the work there"), async () => {
    const later = <T,>(work: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(work())));
    const work = vi.fn((id: string) => id);
    expect(await callsForTwoReads((id) => later(() => work(id)))).toBe(1);
    expect(work).toHaveBeenCalledTimes(1);
    const loader: TreeDataLoader<string> = { getItem: (id) => later(() => id), getChildren: (id) => later(() => FILES[id] ?? []) };
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: loader });
    expect(await tree.loadChildrenIds("src")).toEqual(["index.ts", "lib"]);
  });
});
