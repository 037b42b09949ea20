import { useEffect, useState } from "react";
import { groupLocalHits, type SearchPageGroup } from "~/lib/search/search-hits";
import { groupHostedHits, queryHosted } from "~/lib/search/search-hosted";
import { normalizeQuery } from "~/lib/search/search-url";
import { searchBackend, searchLocalIndex } from "./search-backend";

export type SearchPageResults =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "error"; query: string }
  | { status: "done"; query: string; count: number; groups: SearchPageGroup[]; closest: boolean };

/** All results for `query`, grouped by page, from the same backend as the dialog. */
export function useSearchPageResults(query: string): SearchPageResults {
  const [results, setResults] = useState<SearchPageResults>({ status: "idle" });
  const q = normalizeQuery(query);

  useEffect(() => {
    if (!q) {
      setResults({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    let cancelled = false;
    // Keep showing the previous results while the next ones load: no flicker per keystroke.
    setResults((previous) => (previous.status === "done" ? previous : { status: "loading", query: q }));

    const run =
      searchBackend.kind === "hosted"
        ? queryHosted(searchBackend, q, fetch, controller.signal).then((r) => ({ count: r.nbHits, groups: groupHostedHits(r.hits), closest: false }))
        : searchLocalIndex(q).then(({ hits, closest }) => ({ count: hits.length, groups: groupLocalHits(hits), closest }));
    run.then(
      ({ count, groups, closest }) => {
        if (!cancelled) setResults({ status: "done", query: q, count, groups, closest });
      },
      () => {
        if (!cancelled) setResults({ status: "error", query: q });
      },
    );
    return () => {
      cancelled = true;
      controller.abort();
    };
  }, [q]);

  return results;
}
