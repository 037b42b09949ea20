import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { missingResultsIssueUrl, readSearchQuery } from "~/lib/search/search-url";
import { CLOSEST_NOTE } from "./closest-note";
import { HighlightedText } from "./highlighted-text";
import { useSearchPageResults, type SearchPageResults } from "./use-search-page-results";
import styles from "./search-page.module.css";

// useLayoutEffect warns during prerender; the page only needs it in the browser.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

function statusText(results: SearchPageResults): string {
  switch (results.status) {
    case "idle":
      return "Type to search every page, API item and changelog entry.";
    case "loading":
      return "Searching…";
    case "error":
      return "Unable to fetch results. You might want to check your network connection.";
    case "done":
      if (results.count === 0) return `No results for "${results.query}"`;
      return `${results.count} ${results.count === 1 ? "result" : "results"} for "${results.query}"`;
  }
}

/** Moves focus between the input and the result links with the arrow keys. */
function moveFocus(container: HTMLElement | null, input: HTMLInputElement | null, event: KeyboardEvent, step: 1 | -1) {
  const links = [...(container?.querySelectorAll<HTMLAnchorElement>("a[data-search-result]") ?? [])];
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = current + step;
  if (next < 0) input?.focus();
  else links[Math.min(next, links.length - 1)]?.focus();
  event.preventDefault();
}

/**
 * The /search page: the query lives in `?q=` (updated as you type), results from the same backend
 * as the dialog, grouped by page. Everything from the query or the index is rendered as text.
 */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = readSearchQuery(searchParams);
  const [input, setInput] = useState("");
  const [hydrated, setHydrated] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLOListElement>(null);

  // The page is prerendered without a query: read ?q= only after hydration, before paint.
  useBrowserLayoutEffect(() => setHydrated(true), []);
  useBrowserLayoutEffect(() => {
    if (hydrated) setInput((current) => (current === urlQuery ? current : urlQuery));
  }, [hydrated, urlQuery]);

  const results = useSearchPageResults(hydrated ? input : "");

  function onChange(value: string) {
    setInput(value);
    setSearchParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowDown") moveFocus(resultsRef.current, inputRef.current, event, 1);
    else if (event.key === "ArrowUp" && event.target !== inputRef.current) moveFocus(resultsRef.current, inputRef.current, event, -1);
  }

  return (
    <div className="standalone-page" onKeyDown={onKeyDown}>
      <h1>Search the documentation</h1>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search the documentation
        </label>
        <input
          ref={inputRef}
          id="search-page-input"
          className={styles.input}
          type="search"
          name="q"
          placeholder="Search the docs"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          value={input}
          onChange={(event) => onChange(event.target.value)}
        />
        {/* Results follow the typing; the button is for those who look for one, and without
            JavaScript it still submits ?q= to this page. */}
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </form>
      <p className={styles.status} role="status">
        {statusText(results)}
        {results.status === "done" && results.closest ? <span className={styles.help}>{CLOSEST_NOTE}</span> : null}
        {results.status === "done" && results.count === 0 ? (
          <>
            {" "}
            <span className={styles.help}>
              Believe this query should return results? <a href={missingResultsIssueUrl(results.query)}>Let us know.</a>
            </span>
          </>
        ) : null}
      </p>
      {results.status === "done" && results.groups.length > 0 ? (
        <ol ref={resultsRef} className={styles.groups} aria-label="Results">
          {results.groups.map((group) => (
            <li key={group.url} className={styles.group}>
              <h2 className={styles.groupTitle}>
                <Link to={group.url} data-search-result="">
                  <HighlightedText segments={group.title.length ? group.title : [{ text: group.url, marked: false }]} />
                </Link>
              </h2>
              {group.breadcrumbs.length ? <p className={styles.breadcrumbs}>{group.breadcrumbs.join(" › ")}</p> : null}
              <ul className={styles.hits}>
                {group.hits.map((hit) => (
                  <li key={hit.url} className={styles.hit}>
                    {hit.heading.length ? (
                      <Link to={hit.url} className={styles.hitHeading} data-search-result="">
                        <HighlightedText segments={hit.heading} />
                      </Link>
                    ) : null}
                    {hit.snippet.length ? (
                      <p className={styles.snippet}>
                        <HighlightedText segments={hit.snippet} />
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
