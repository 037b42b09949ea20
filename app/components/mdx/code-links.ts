import type { KeyboardEvent, SyntheticEvent } from "react";
import { lazyOnce } from "~/runtime/lazy-load";
import { QUICK_INFO_EVENTS } from "./quick-info-events";

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

const quickInfo = lazyOnce(() => import("./quick-info"));

/** Events since the first hover, focus or press on a name, until quick-info.ts takes them; undefined once it has. */
let pending: Event[] | undefined = [];
const keep = (event: Event) => void pending?.push(event);
const stopKeeping = () => QUICK_INFO_EVENTS.forEach((type) => document.removeEventListener(type, keep, true));

/**
 * The first hover, focus or press on an API name in code loads quick-info.ts and keeps what the
 * reader does meanwhile (a press released, a pointer gone) for it; from then on it listens on the
 * document itself. Nothing of it loads before.
 */
export function wakeQuickInfo(event: SyntheticEvent<HTMLElement>) {
  if (pending?.length !== 0 || !(event.target instanceof Element) || !event.target.closest("pre a[href]")) return;
  pending.push(event.nativeEvent);
  for (const type of QUICK_INFO_EVENTS) document.addEventListener(type, keep, { capture: true, passive: true });
  void quickInfo.load().then(
    (module) => {
      stopKeeping();
      const events = pending!;
      pending = undefined;
      module.install(events);
    },
    () => {
      stopKeeping();
      pending = [];
    },
  );
}
