import { useEffect, useRef, useState } from "react";

/** Copies the text of the `<pre>` next to it; reads the DOM so the code is not shipped twice. */
export function CopyButton({ className, text }: { className?: string; text?: string }) {
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  async function copy() {
    const code = text ?? ref.current?.parentElement?.querySelector("pre")?.textContent ?? "";
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <button ref={ref} type="button" className={className} onClick={copy} aria-label={copied ? "Copied" : "Copy code"}>
      {copied ? "Copied" : "Copy"}
      <span className="visually-hidden" aria-live="polite">
        {copied ? "Code copied to clipboard" : ""}
      </span>
    </button>
  );
}
