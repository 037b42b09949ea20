/**
 * What quick-info.ts listens to on the document. Until it has loaded, code-links.ts keeps these
 * events for it, so a press released or a pointer gone meanwhile is not lost.
 */
export const QUICK_INFO_EVENTS = ["pointerover", "pointerout", "focusin", "focusout", "keydown", "touchstart", "touchmove", "touchend", "contextmenu", "scroll"] as const;
