// The editing panel's styles, mounted when its chunk first renders: the site's one stylesheet is
// loaded by every page, and a reader who never presses Edit should not pay for these rules.
import { StyleModule } from "style-mod";

/** Class names of the editing panel. */
export const editing = {
  stage: "demo-editing-stage",
  frame: "demo-editing-frame",
  bar: "demo-editing-bar",
  actions: "demo-editing-actions",
  status: "demo-editing-status",
} as const;

const styles = new StyleModule({
  // The frame's document pads its demo as the stage pads a live one.
  [`.${editing.stage}`]: { minHeight: "12rem" },
  [`.${editing.frame}`]: { display: "block", width: "100%", border: "0", background: "transparent" },
  // On a phone the file name and four buttons do not fit one line.
  [`.${editing.bar}`]: { flexWrap: "wrap", rowGap: "0.3rem" },
  [`.${editing.actions}`]: { display: "flex", flexWrap: "wrap", gap: "0.4rem" },
  [`.${editing.actions} button:disabled`]: { opacity: "0.5", cursor: "default" },
  [`.${editing.status}`]: {
    margin: "0",
    padding: "0.4rem 1.1rem",
    fontSize: "0.8rem",
    borderTop: "1px solid var(--color-border)",
    background: "var(--color-surface)",
    color: "var(--color-muted)",
  },
  [`.${editing.status}[data-state="failed"], .${editing.status}[data-link], .${editing.status}[data-types="errors"]`]: { color: "var(--color-danger)" },
});

export const mountEditingStyles = () => StyleModule.mount(document, styles);
