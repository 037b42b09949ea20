import { useEffect } from "react";

/**
 * Set on <html> once React has hydrated the page's shell and run its effects (one commit's
 * effects run in one task, the delegated listeners of the chrome among them). A part that
 * suspends, such as a page's text while its module loads, hydrates after it. Tests wait for it
 * before they add anything to the page: React drops nodes it does not know from a part it is
 * still hydrating.
 */
export const SHELL_HYDRATED_ATTRIBUTE = "data-shell-hydrated";

export function useShellHydratedMark(): void {
  useEffect(() => document.documentElement.setAttribute(SHELL_HYDRATED_ATTRIBUTE, ""), []);
}
