import { startTransition, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { Root } from "react-dom/client";
import { lazyOnce } from "~/runtime/lazy-load";
import { REPLAYED_EVENTS, takeEarlyDemoInputs } from "./early-demo-inputs";
import styles from "./demo-island.module.css";

/** How far outside the viewport a demo starts loading: about a screen ahead of the reader. */
export const NEAR_VIEWPORT_MARGIN = "600px 0px";

/** A reader reaching for the demo before it scrolled near (Tab, a pointer, a finger, a key). */
const WAKE_EVENTS = ["pointerover", "focusin", "touchstart", "pointerdown", "keydown"] as const;

/** More inputs than a reader gives while a demo loads: the oldest are dropped. */
const MAX_REPLAYED = 10;

// The same object on every render: React only writes innerHTML when this prop changes identity.
const KEEP_SERVER_HTML = { __html: "" };

const subscribeNothing = () => () => {};

// react-dom/client is in the vendor chunk already; importing it on demand rather than at the top
// keeps its initialisation (tens of ms on a phone) out of the page's first script task.
const reactDomClient = lazyOnce(() => import("react-dom/client"));

/**
 * A live demo that keeps its prerendered HTML, and fetches no code, until it comes near the
 * viewport or the reader reaches for it; then it runs in a React root of its own on that node.
 *
 * In hydration the main tree renders the node with `dangerouslySetInnerHTML`, so React neither
 * hydrates nor touches what the server put inside; nothing else in the page can make React throw
 * that HTML away (a router update above a not-yet-hydrated Suspense boundary does). When the
 * code is in, the island's root renders in a transition (in slices, so no long task blocks the
 * page) and replaces the HTML with the same markup in one commit; the focus returns to the
 * element that had it. After a client navigation the node starts with `standIn`, the same
 * prerendered HTML (so the page's text never waits for demo code, and nothing moves when the
 * demo takes over); without one (on the server, in the dev server) the children render inline.
 */
export function DemoIsland({
  load,
  standIn,
  children,
}: {
  /** Fetch everything the children render first. */
  load: () => Promise<unknown>;
  /** The prerendered HTML to show until then, after a client navigation. */
  standIn?: string;
  children: ReactNode;
}) {
  const slot = useRef<HTMLDivElement>(null);
  // The server snapshot is used exactly while hydrating; latched, so hydration decides once.
  const hydrating = useSyncExternalStore(subscribeNothing, () => false, () => true);
  // The HTML the node starts with, or none (children inline). The same object on every render.
  const [html] = useState(() => (typeof document === "undefined" ? undefined : hydrating ? KEEP_SERVER_HTML : standIn !== undefined ? { __html: standIn } : undefined));
  const island = html !== undefined;
  const latest = useRef({ load, children });
  latest.current = { load, children };

  useEffect(() => {
    const element = slot.current;
    if (!island || !element) return;
    let root: Root | undefined;
    let unmounted = false;
    // Where the focus is in the server HTML, kept up to date until the island's first commit: the
    // reader may Tab on while the island renders, and the twin must be the element they reached.
    let focused = -1;
    const trackFocus = () => void (focused = focusIndex(element));
    const stopTracking = () => document.removeEventListener("focusin", trackFocus, true);
    // The first click or key on a demo is often what wakes it: it reaches the server HTML, which
    // has no handlers, so it is kept and given to the running demo, with those given before the
    // page hydrated.
    const inputs = recordInputs(element);
    const stop = whenReached(element, async () => {
      trackFocus();
      document.addEventListener("focusin", trackFocus, true);
      const [{ createRoot }] = await Promise.all([reactDomClient.load(), latest.current.load().catch(() => {})]); // a failed chunk shows its own error and Retry
      if (unmounted) return;
      const demoRoot = (root = createRoot(element));
      const focusedBeforeCommit = () => {
        stopTracking();
        return focused;
      };
      startTransition(() =>
        demoRoot.render(
          <FocusTwin container={element} index={focusedBeforeCommit} replay={inputs.replay}>
            {latest.current.children}
          </FocusTwin>,
        ),
      );
    });
    return () => {
      unmounted = true;
      stop();
      stopTracking();
      inputs.stop();
      // Not while the main tree is committing.
      if (root) setTimeout(() => root!.unmount());
    };
  }, [island]);

  if (island) return <div ref={slot} className={styles.slot} data-demo-island="" dangerouslySetInnerHTML={html} suppressHydrationWarning />;
  return (
    <div className={styles.slot} data-demo-island="">
      {children}
    </div>
  );
}

/**
 * After the island's first commit, focuses the twin of the element that had the focus in the
 * server HTML (`index()`, read once), then replays what the reader did before the demo ran.
 */
function FocusTwin({ container, index, replay, children }: { container: Element; index: () => number; replay: () => void; children: ReactNode }) {
  useLayoutEffect(() => {
    const focused = index();
    // Only when the commit took the focus away: a reader who moved on meanwhile keeps theirs.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const twin = focused >= 0 ? container.querySelectorAll("*")[focused] : undefined;
    if (twin instanceof HTMLElement) twin.focus({ preventScroll: true });
  }, [container, index]);
  // After the layout effects: the demo's own (the library registers its elements there) have run.
  useEffect(replay, [replay]);
  return children;
}

interface RecordedInput {
  /** The event's target, by document order inside the island. */
  index: number;
  event: MouseEvent | KeyboardEvent;
}

/**
 * Records clicks and keys on the server HTML inside `container` until `replay` dispatches them, in
 * order, on the same elements of the running demo. A key is replayed only while the focus is
 * still inside the demo: a reader who tabbed on meant the key for where they went.
 */
function recordInputs(container: Element): { replay: () => void; stop: () => void } {
  const recorded: RecordedInput[] = [];
  const record = (event: Event) => {
    if (!(event.target instanceof Element) || !container.contains(event.target)) return;
    if (!(event instanceof MouseEvent || event instanceof KeyboardEvent) || !event.isTrusted) return;
    // A click on a label clicks its control too; replaying the label's click does that again.
    const last = recorded.at(-1)?.event;
    if (last?.type === "click" && last.target instanceof HTMLLabelElement && last.target.control === event.target) return;
    recorded.push({ index: indexIn(container, event.target), event });
    if (recorded.length > MAX_REPLAYED) recorded.shift();
  };
  const stop = () => {
    for (const type of REPLAYED_EVENTS) document.removeEventListener(type, record, true);
  };
  takeEarlyDemoInputs(container).forEach(record);
  for (const type of REPLAYED_EVENTS) document.addEventListener(type, record, { capture: true, passive: true });
  const replay = () => {
    stop();
    const elements = container.querySelectorAll("*");
    for (const { index, event } of recorded.splice(0)) {
      const twin = elements[index];
      if (!twin?.isConnected) continue;
      if (event instanceof KeyboardEvent) {
        if (!container.contains(document.activeElement)) continue;
        twin.dispatchEvent(new KeyboardEvent(event.type, event));
      } else {
        twin.dispatchEvent(new MouseEvent(event.type, event));
      }
    }
  };
  return { replay, stop };
}

/** Which element inside `container` has the focus, by document order (-1: none). */
function focusIndex(container: Element): number {
  const active = document.activeElement;
  return active && container.contains(active) ? indexIn(container, active) : -1;
}

/** `element`'s place among the elements inside `container`, in document order: the same in the server HTML and the running demo. */
const indexIn = (container: Element, element: Element) => [...container.querySelectorAll("*")].indexOf(element);

/** Calls `wake` once, when `container` comes near the viewport or the reader reaches into it. Returns a stop function. */
function whenReached(container: HTMLElement, wake: () => void): () => void {
  // The slot is display: contents (no box of its own), so the first rendered child is watched.
  const target = container.firstElementChild;
  if (!target || typeof IntersectionObserver === "undefined") {
    wake();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), { rootMargin: NEAR_VIEWPORT_MARGIN });
  // Server HTML has no React handlers; listen on the document, in the capture phase.
  const onEvent = (event: Event) => event.target instanceof Node && container.contains(event.target) && fire();
  function stop() {
    observer.disconnect();
    for (const type of WAKE_EVENTS) document.removeEventListener(type, onEvent, true);
  }
  function fire() {
    stop();
    wake();
  }
  observer.observe(target);
  for (const type of WAKE_EVENTS) document.addEventListener(type, onEvent, { capture: true, passive: true });
  return stop;
}
