import type { ReactNode } from "react";

/** A collapsible block: `<Details summary="…">…</Details>`. */
export function Details({ summary, children, open }: { summary: ReactNode; children: ReactNode; open?: boolean }) {
  return (
    <details open={open}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
