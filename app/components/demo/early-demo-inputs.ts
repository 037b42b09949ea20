// A demo's island records what the reader does to its prerendered HTML once React has hydrated the
// island (demo-island.tsx). A docs page's text, and the islands in it, hydrate only once the page's
// module has arrived: on a phone that is a second or more after the rows are drawn, and a tap on a
// row in that time was lost. This inline script, in <head>, records those inputs from the first
// byte; each island takes its own when it starts recording. Built from constants only, like
// theme-init-script.ts, so its hash in the Content-Security-Policy is the same on every page.

/** What a reader does to the prerendered HTML before the demo runs; replayed on the demo once it does. */
export const REPLAYED_EVENTS = ["click", "dblclick", "keydown"] as const;

/** The attribute of an island's slot element (demo-island.tsx) in the server HTML. */
const ISLAND_ATTRIBUTE = "data-demo-island";

const GLOBAL = "docsEarlyDemoInputs";
/** More inputs than a reader gives before a page's demos hydrate: the oldest are dropped. */
const MAX_EARLY = 50;

interface EarlyInputs {
  events: Event[];
  stop: () => void;
}

declare global {
  interface Window {
    [GLOBAL]?: EarlyInputs;
  }
}

/** The script text; only the prerender renders it (the client renders an empty <script>). */
export function earlyDemoInputsScript(): string {
  return (
    `(function(){var t=${JSON.stringify(REPLAYED_EVENTS)},q=[],o={capture:true,passive:true},i;` +
    `function r(e){var x=e.target;if(e.isTrusted&&x&&x.closest&&x.closest(${JSON.stringify(`[${ISLAND_ATTRIBUTE}]`)})){q.push(e);if(q.length>${MAX_EARLY})q.shift()}}` +
    `for(i=0;i<t.length;i++)document.addEventListener(t[i],r,o);` +
    `window.${GLOBAL}={events:q,stop:function(){for(var j=0;j<t.length;j++)document.removeEventListener(t[j],r,o);q.length=0}}})()`
  );
}

/**
 * The inputs recorded so far inside `container`, oldest first. The islands hydrated with the page
 * take theirs in one commit's effects; right after those the script stops recording, since every
 * island records for itself from then on.
 */
export function takeEarlyDemoInputs(container: Element): Event[] {
  const early = typeof window === "undefined" ? undefined : window[GLOBAL];
  if (!early) return [];
  queueMicrotask(early.stop);
  return early.events.filter((event) => event.target instanceof Node && container.contains(event.target));
}
