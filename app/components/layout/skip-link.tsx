import type { MouseEvent } from "react";

export const MAIN_CONTENT_ID = "main-content";

/**
 * The first tab stop of every page. It moves focus itself instead of relying on the fragment
 * navigation, which would also add a history entry and leave the focus behind in some browsers.
 */
export function SkipLink() {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  }
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      Skip to main content
    </a>
  );
}
