import { useEffect } from "react";

/** True when a key press belongs to a text field the user is typing in. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT";
}

interface ShortcutHandlers {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * Ctrl/Cmd+K toggles the dialog, `/` opens it when the user is not typing in a field, Escape
 * closes it. Our own listener (rather than DocSearch's hook) so that no DocSearch code has to be
 * loaded before the user asks for search.
 */
export function useSearchShortcuts({ isOpen, onOpen, onClose }: ShortcutHandlers): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented && !isOpen) return;
      const isModK = event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey;
      if (isModK) {
        event.preventDefault();
        if (isOpen) onClose();
        else onOpen();
        return;
      }
      if (isOpen) {
        if (event.key === "Escape") {
          event.preventDefault();
          onClose();
        }
        return;
      }
      if (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target)) {
        event.preventDefault();
        onOpen();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [isOpen, onOpen, onClose]);
}
