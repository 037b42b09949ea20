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

/**
 * A docs page's text (an MDX module of its own, under the shell's Suspense) hydrates once its
 * module has arrived, a moment after the shell: on a throttled phone 0.4–1.4 s later. Until then a
 * press on something in the text (a tab of a tab set) does nothing. The text's wrapper carries
 * PAGE_TEXT_ATTRIBUTE from the first HTML; <html> gets PAGE_TEXT_HYDRATED_ATTRIBUTE once the
 * first page's text has hydrated and run its effects.
 */
export const PAGE_TEXT_ATTRIBUTE = "data-page-text";
export const PAGE_TEXT_HYDRATED_ATTRIBUTE = "data-page-text-hydrated";

export function usePageTextHydratedMark(): void {
  useEffect(() => document.documentElement.setAttribute(PAGE_TEXT_HYDRATED_ATTRIBUTE, ""), []);
}
