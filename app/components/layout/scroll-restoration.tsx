import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

// React Router's <ScrollRestoration> prerenders an inline script that restores the position on a
// reload from sessionStorage. Its catch block calls sessionStorage again, so with storage blocked
// (cookies blocked, some private modes) every page load throws an uncaught SecurityError. This is
// the same component with that script written to fail quietly: the page then starts at the top.
// Upstream: https://github.com/remix-run/react-router/issues/10842 (closed without a fix). This
// file is the one place the site uses a React Router export marked UNSAFE_.
const STORAGE_KEY = "react-router-scroll-positions";
const RESTORE_SCRIPT = `(function (storageKey) {
  if (!window.history.state || !window.history.state.key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
  }
  try {
    var positions = JSON.parse(sessionStorage.getItem(storageKey) || "{}");
    var y = positions[window.history.state.key];
    if (typeof y === "number") window.scrollTo(0, y);
  } catch (error) {
    try {
      sessionStorage.removeItem(storageKey);
    } catch (blocked) {}
  }
})(${JSON.stringify(STORAGE_KEY)})`;

export function ScrollRestoration() {
  // Saving and restoring on client navigations: React Router's own hook (it guards its storage use).
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCRIPT }} />;
}
