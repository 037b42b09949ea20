import type { ComponentProps } from "react";

/**
 * The only <input> markdown makes: the read-only box of a GFM task list item (`- [x] text`). The
 * item's text follows the box but is not its <label>, so the box gets a name of its own; with its
 * checked state a screen reader says "Done, checkbox, checked" before the text.
 */
export function TaskCheckbox(props: ComponentProps<"input">) {
  if (props.type !== "checkbox") return <input {...props} />;
  return <input aria-label="Done" {...props} />;
}
