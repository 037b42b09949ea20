import { DocSearchModal, type DocSearchHit, type DocSearchTransformClient } from "@docsearch/react";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Link, useNavigate } from "react-router";
import { sitePath } from "#contract/site/site.ts";
import { docSearchCredentials } from "~/lib/search/search-config";
import { createLocalSearchClient, withOutcomeReporting, type SearchOutcome } from "~/lib/search/search-local-client";
import { missingResultsIssueUrl, searchPageHref, toSiteRelativeUrl } from "~/lib/search/search-url";
import { loadLocalIndex, searchBackend } from "./search-backend";
import { ClosestNote } from "./closest-note";
import { SearchErrorScreen } from "./search-error-screen";

interface SearchModalProps {
  initialQuery?: string;
  /** `restoreFocus` is false when the dialog closes because the user followed a result. */
  onClose: (restoreFocus: boolean) => void;
}

/** Hosted hits carry the crawled site's absolute URLs; inside the site they become paths. */
function toSiteHits(items: DocSearchHit[]): DocSearchHit[] {
  return items.map((item) => {
    const url = toSiteRelativeUrl(item.url);
    return url ? { ...item, url } : item;
  });
}

/**
 * The DocSearch dialog; this module and DocSearch form the chunk loaded on intent (its CSS comes
 * with it, see modal-styles.ts). It
 * answers from the embedded index or the hosted service (see search-backend.ts) and adds what
 * DocSearch leaves out: client-side navigation, the "See all" footer and the fetch error screen.
 */
export function SearchModal({ initialQuery, onClose }: SearchModalProps) {
  const navigate = useNavigate();
  const followedResult = useRef(false);
  const [failed, setFailed] = useState(false);
  const [closest, setClosest] = useState(false);
  const [dropdown, setDropdown] = useState<HTMLElement | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => onClose(!followedResult.current), [onClose]);
  const follow = useCallback(() => {
    followedResult.current = true;
  }, []);

  const reportOutcome = useCallback((outcome: SearchOutcome) => {
    setFailed(!outcome.ok);
    setClosest(outcome.closest);
  }, []);

  // DocSearch builds its client and autocomplete once; both callbacks must be stable.
  const transformSearchClient = useMemo(
    () =>
      searchBackend.kind === "hosted"
        ? (client: DocSearchTransformClient) => withOutcomeReporting(client, reportOutcome)
        : () => createLocalSearchClient(loadLocalIndex, reportOutcome),
    [reportOutcome],
  );

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        followedResult.current = true;
        navigate(itemUrl);
      },
      // Hit URLs are router paths; a new tab needs the URL path, base included.
      navigateNewTab({ itemUrl }: { itemUrl: string }) {
        window.open(sitePath(itemUrl), "_blank", "noopener");
      },
      navigateNewWindow({ itemUrl }: { itemUrl: string }) {
        window.open(sitePath(itemUrl), "_blank", "noopener");
      },
    }),
    [navigate],
  );

  useEffect(() => {
    setDropdown(containerRef.current?.querySelector<HTMLElement>(".DocSearch-Dropdown") ?? null);
    // Fetch the index while the user starts typing; a failure is retried by the first search.
    if (searchBackend.kind === "local") loadLocalIndex().catch(() => {});
  }, []);

  return createPortal(
    <div ref={containerRef} className={searchBackend.kind === "local" ? "search-local" : "search-hosted"}>
      <DocSearchModal
        {...docSearchCredentials(searchBackend)}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={close}
        transformSearchClient={transformSearchClient}
        transformItems={searchBackend.kind === "hosted" ? toSiteHits : undefined}
        navigator={navigator}
        getMissingResultsUrl={({ query }) => missingResultsIssueUrl(query)}
        hitComponent={({ hit, children }: { hit: { url: string }; children: ReactNode }) => (
          <Link to={hit.url} onClick={follow}>
            {children}
          </Link>
        )}
        resultsFooterComponent={({ state }) => (
          <Link
            to={searchPageHref(state.query)}
            className="search-see-all"
            onClick={() => {
              followedResult.current = true;
              close();
            }}
          >
            See all {Number(state.context.nbHits ?? 0)} results
          </Link>
        )}
      />
      {failed && dropdown ? createPortal(<SearchErrorScreen />, dropdown) : null}
      {searchBackend.kind === "local" && dropdown ? createPortal(<ClosestNote shown={closest && !failed} />, dropdown) : null}
    </div>,
    document.body,
  );
}
