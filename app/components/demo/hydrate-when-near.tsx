import { Suspense, use, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { dataRouter } from "~/lib/data-router";
import styles from "./hydrate-when-near.module.css";

/** How far outside the viewport a demo starts loading: about a screen ahead of the reader. */
export const NEAR_VIEWPORT_MARGIN = "600px 0px";

/** A reader reaching for the demo before it scrolled near (Tab, a pointer, a finger, a key). */
const WAKE_EVENTS = ["pointerover", "focusin", "touchstart", "pointerdown", "keydown"] as const;

/** Children mark their running root with this attribute once they have mounted (DemoBox, DemoCard). */
const RUNNING_SELECTOR = "[data-hydrated]";

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * Keeps prerendered children as they are (static HTML, no code fetched) until they come near the
 * viewport or the reader reaches for them, then hydrates them. React leaves a suspended Suspense
 * boundary's server HTML in place during hydration, so the demo is visible all along.
 *
 * Only a first page load is deferred. After a client-side navigation there is no server HTML to
 * keep, so the children render at once (the navigation preloaded their code).
 *
 * Freezing: React cannot tell which contexts a boundary it has not hydrated reads, so any change
 * of the router's state (a navigation starting, a TOC link changing the hash) makes it hydrate
 * that boundary at once or, when it cannot (our gate is closed), throw the server HTML away and
 * render the fallback: the demo vanished, and leaving the page cost an extra render and commit.
 * So on the router's first change, before React renders it, a boundary that is not running yet is
 * swapped for a plain element holding the same DOM nodes. Woken later, those are replaced by a
 * client render once the code is in, with focus kept on the same element.
 */
export function HydrateWhenNear({ children, onWake }: { children: ReactNode; /** Start fetching the children's code, all at once. */ onWake?: () => Promise<unknown> | void }) {
  const slotId = useId();
  const slot = useRef<HTMLDivElement>(null);
  const onWakeRef = useRef(onWake);
  onWakeRef.current = onWake;
  // useId is the same on the server and in hydration, so finding our own server HTML in the
  // document means this render is a hydration. Never on the server, never after a navigation.
  const [gate] = useState<Gate | null>(() =>
    typeof document !== "undefined" && document.querySelector(`[data-hydrate-slot="${CSS.escape(slotId)}"]`) ? createGate() : null,
  );
  // The slot element React rendered the server HTML into, once it has been frozen.
  const [frozenFrom, setFrozen] = useState<HTMLDivElement | null>(null);
  const [thawed, setThawed] = useState(false);
  // Which element (in document order) had the focus in the frozen copy, to focus its twin.
  const focusIndex = useRef(-1);
  const frozen = frozenFrom !== null && !thawed;

  // Freeze before the router's first state change renders, unless the children already run.
  useEffect(() => {
    const router = dataRouter();
    if (!gate || frozenFrom !== null || !router) return;
    const unsubscribe = router.subscribe(() => {
      unsubscribe();
      const element = slot.current;
      if (!element || element.querySelector(RUNNING_SELECTOR)) return;
      // Synchronous, so it lands before the router's own (transition) render reaches the boundary.
      flushSync(() => setFrozen(element));
    });
    return unsubscribe;
  }, [gate, frozenFrom]);

  // React has just removed the old slot; its child nodes (never hydrated, so React keeps no record
  // of them) move into the frozen one as they are: no copy, no parse, no layout change.
  useLayoutEffect(() => {
    if (frozen && slot.current && frozenFrom && !slot.current.hasChildNodes()) slot.current.append(...frozenFrom.childNodes);
  }, [frozen, frozenFrom]);

  useEffect(() => {
    const element = slot.current;
    if (!gate || thawed || !element) return;
    function wake() {
      stop();
      const loading = onWakeRef.current?.();
      if (!frozen) {
        gate!.open();
        return;
      }
      // A frozen copy stays until the code is in, so the client render does not flash empty.
      void Promise.resolve(loading)
        .catch(() => {})
        .then(() => {
          focusIndex.current = document.activeElement ? [...element!.querySelectorAll("*")].indexOf(document.activeElement) : -1;
          setThawed(true);
        });
    }
    // The slot is display: contents (no box of its own), so the first rendered child is watched.
    const target = element.firstElementChild;
    if (!target || typeof IntersectionObserver === "undefined") {
      wake();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: NEAR_VIEWPORT_MARGIN });
    // On the document in the capture phase: React stops the propagation of events aimed at
    // HTML it has not hydrated yet, at its root, before they could reach the slot.
    function onEvent(event: Event) {
      if (event.target instanceof Node && element!.contains(event.target)) wake();
    }
    function stop() {
      observer.disconnect();
      for (const type of WAKE_EVENTS) document.removeEventListener(type, onEvent, true);
    }
    observer.observe(target);
    for (const type of WAKE_EVENTS) document.addEventListener(type, onEvent, { capture: true, passive: true });
    return stop;
  }, [gate, frozen, thawed]);

  // After a thaw, focus returns to the twin of the element that had it in the frozen copy.
  useLayoutEffect(() => {
    const twin = thawed && focusIndex.current >= 0 ? slot.current?.querySelectorAll("*")[focusIndex.current] : undefined;
    if (twin instanceof HTMLElement) twin.focus({ preventScroll: true });
  }, [thawed]);

  if (frozen) {
    return <div key="frozen" ref={slot} className={styles.slot} data-hydrate-slot={slotId} />;
  }
  return (
    <div key="live" ref={slot} className={styles.slot} data-hydrate-slot={slotId}>
      <Suspense fallback={null}>
        <Gated gate={thawed ? null : gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}

function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  // `use` may be called conditionally; an open gate is a settled promise and does not suspend twice.
  if (gate) use(gate.promise);
  return children;
}
