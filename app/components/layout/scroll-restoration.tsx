import { ScrollRestoration as RouterScrollRestoration } from "react-router";

// Workaround of an upstream bug: https://github.com/remix-run/react-router/issues/10842 (closed
// without a fix). React Router's <ScrollRestoration> prerenders an inline script that reads the
// saved position from sessionStorage; its catch block calls sessionStorage again, so where storage
// access throws (cookies blocked, some private modes, a broken profile) every page load throws an
// uncaught error. The guard below runs just before that script: only when session storage cannot
// be read, it puts a stand-in in its place that holds nothing and refuses writes, exactly what
// the site's own storage helpers (lib/storage/safe-storage.ts) already expect of blocked storage.
const STORAGE_GUARD = `(function () {
  try {
    window.sessionStorage.getItem("probe");
    window.sessionStorage.removeItem("probe");
  } catch (unusable) {
    var refuse = function () {
      throw new DOMException("Session storage is unavailable.", "SecurityError");
    };
    var none = function () {
      return null;
    };
    var nothing = { getItem: none, key: none, setItem: refuse, removeItem: function () {}, clear: function () {}, length: 0 };
    try {
      Object.defineProperty(window, "sessionStorage", { configurable: true, value: nothing });
    } catch (fixed) {}
  }
})()`;

export function ScrollRestoration() {
  return (
    <>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: STORAGE_GUARD }} />
      <RouterScrollRestoration />
    </>
  );
}
