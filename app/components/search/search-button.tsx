import { useCallback, useEffect, useRef, useState } from "react";
import { loadSearchModal } from "./load-search-modal";
import type { SearchModal as SearchModalComponent } from "./search-modal";
import { useSearchShortcuts } from "./use-search-shortcuts";
import styles from "./search-button.module.css";

function preload() {
  // Intent only: a failed preload is retried when the dialog really opens.
  loadSearchModal().catch(() => {});
}

/**
 * The navbar search button. It is plain markup with no DocSearch code: DocSearch's JavaScript and
 * CSS are fetched on hover/focus of this button or on a shortcut, and the dialog renders once they
 * have arrived.
 */
export function SearchButton() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [modKey, setModKey] = useState("Ctrl");
  // Not React.lazy: a chunk that fails to load must not take the page down with it.
  const [SearchModal, setSearchModal] = useState<typeof SearchModalComponent | null>(null);

  useEffect(() => {
    // Known only in the browser; the prerendered HTML says Ctrl (same width, no layout shift).
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setModKey("⌘");
  }, []);

  const onOpen = useCallback(() => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setIsOpen(true);
    loadSearchModal().then(
      (module) => setSearchModal(() => module.SearchModal),
      // Offline or a stale deploy: stay closed; the next intent tries again.
      () => setIsOpen(false),
    );
  }, []);

  const onClose = useCallback((restoreFocus = true) => {
    setIsOpen(false);
    setInitialQuery(undefined);
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    // Following a result moves on to another page: focus belongs to that page then.
    if (!restoreFocus) return;
    // After the dialog unmounted; fall back to the button when the old element is gone.
    requestAnimationFrame(() => {
      if (target && target !== document.body && target.isConnected) target.focus();
      else buttonRef.current?.focus();
    });
  }, []);

  const closeAndRestoreFocus = useCallback(() => onClose(true), [onClose]);
  useSearchShortcuts({ isOpen, onOpen, onClose: closeAndRestoreFocus });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={onOpen}
        onKeyDown={(event) => {
          // Typing a letter on the focused button starts a search with that letter.
          // ("/" is the open shortcut itself, handled by useSearchShortcuts.)
          if (event.key.length === 1 && /[^\s/]/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
            event.preventDefault();
            setInitialQuery(event.key);
            onOpen();
          }
        }}
      >
        <svg className={styles.icon} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.placeholder}>Search</span>
        {/* The key caps are drawn from data-key by CSS, so they are no text of the button: its name
            stays "Search", matching its visible text (WCAG 2.5.3), and assistive technology learns
            the shortcut from aria-keyshortcuts. */}
        <span className={styles.keys} aria-hidden="true">
          <kbd className={styles.key} data-key={modKey} />
          <kbd className={styles.key} data-key="K" />
        </span>
      </button>
      {isOpen && SearchModal ? <SearchModal initialQuery={initialQuery} onClose={onClose} /> : null}
    </>
  );
}
