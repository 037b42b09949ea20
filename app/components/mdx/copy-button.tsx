import { useEffect, useRef, useState } from "react";

type CopyState = "idle" | "copied" | "failed";

const FEEDBACK_MS = 2000;

/** The async Clipboard API needs a secure context; plain http on a LAN gets the old way. */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.cssText = "position:fixed;top:0;left:0;opacity:0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("copy refused");
}

/**
 * Copies the text of the `<pre>` next to it (or `text`, or what `text()` returns at the click);
 * reads the DOM so the code is not shipped twice. `label` and `subject` name what it copies.
 */
export function CopyButton({ className, text, label: idleLabel = "Copy", subject = "code" }: { className?: string; text?: string | (() => string); label?: string; subject?: string }) {
  const [state, setState] = useState<CopyState>("idle");
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    const code = (typeof text === "function" ? text() : text) ?? ref.current?.parentElement?.querySelector("pre")?.textContent ?? "";
    try {
      await writeClipboard(code);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  const label = state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : idleLabel;
  return (
    <button ref={ref} type="button" className={className} onClick={copy} data-state={state} aria-label={state === "idle" ? `Copy ${subject} to clipboard` : label}>
      {label}
      <span className="visually-hidden" aria-live="polite">
        {state === "copied" ? `${subject[0]!.toUpperCase()}${subject.slice(1)} copied to clipboard` : state === "failed" ? `Could not copy the ${subject}` : ""}
      </span>
    </button>
  );
}
