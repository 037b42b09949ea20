import type { KeyboardEvent } from "react";

const STEP: Readonly<Record<string, (at: number, last: number) => number>> = {
  ArrowRight: (at) => at + 1,
  ArrowDown: (at) => at + 1,
  ArrowLeft: (at) => at - 1,
  ArrowUp: (at) => at - 1,
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The API names of a code block are links (build-scripts/mdx/rehype-code-blocks.ts), and only one
 * of them is in the tab order, so Tab passes a long sample in one stop. From it the arrow keys,
 * Home and End move between the block's names; the one left focused becomes the block's stop.
 */
export function moveBetweenCodeLinks(event: KeyboardEvent<HTMLElement>) {
  const from = event.target;
  const step = STEP[event.key];
  if (!step || !(from instanceof HTMLAnchorElement) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("pre a[href]")];
  const at = links.indexOf(from);
  const to = at < 0 ? undefined : links[step(at, links.length - 1)];
  if (!to) return;
  event.preventDefault();
  from.tabIndex = -1;
  to.tabIndex = 0;
  to.focus();
}
