import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import styles from "./dropdown-menu.module.css";

/**
 * A disclosure button with a list of links below it (the navbar's language and version menus).
 * Closes on Escape, on a click or focus outside, and when the page changes.
 */
export function DropdownMenu({
  label,
  icon,
  ariaLabel,
  align = "end",
  compact = false,
  children,
}: {
  label: ReactNode;
  icon?: ReactNode;
  ariaLabel: string;
  /** Which edge of the button the list lines up with. */
  align?: "start" | "end";
  /** Show only the icon when the navbar is short of room (the button keeps its aria-label). */
  compact?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { key } = useLocation();

  useEffect(() => setOpen(false), [key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.dropdown}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
        <span className={styles.label} data-compact={compact ? "true" : undefined}>
          {label}
        </span>
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" className={styles.caret}>
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id={listId} className={styles.list} data-align={align} hidden={!open} onClick={() => setOpen(false)}>
        {children}
      </ul>
    </div>
  );
}

export function dropdownItemClass(active: boolean): string {
  return active ? `${styles.item} ${styles.active}` : styles.item!;
}
