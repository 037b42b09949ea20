import { Suspense, use, useEffect, useId, useRef, useState, type ReactNode } from "react";
import styles from "./hydrate-when-near.module.css";

/** How far outside the viewport a demo starts loading: about a screen ahead of the reader. */
export const NEAR_VIEWPORT_MARGIN = "600px 0px";

/** A reader reaching for the demo before it scrolled near (Tab, a pointer, a finger, a key). */
const WAKE_EVENTS = ["pointerover", "focusin", "touchstart", "pointerdown", "keydown"] as const;

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
 */
export function HydrateWhenNear({ children, onWake }: { children: ReactNode; /** Start fetching the children's code, all at once. */ onWake?: () => void }) {
  const slotId = useId();
  const slot = useRef<HTMLDivElement>(null);
  const onWakeRef = useRef(onWake);
  onWakeRef.current = onWake;
  // useId is the same on the server and in hydration, so finding our own server HTML in the
  // document means this render is a hydration. Never on the server, never after a navigation.
  const [gate] = useState<Gate | null>(() =>
    typeof document !== "undefined" && document.querySelector(`[data-hydrate-slot="${CSS.escape(slotId)}"]`) ? createGate() : null,
  );

  useEffect(() => {
    const element = slot.current;
    if (!gate || !element) return;
    // The slot is display: contents (no box of its own), so the first rendered child is watched.
    const target = element.firstElementChild;
    if (!target || typeof IntersectionObserver === "undefined") {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: NEAR_VIEWPORT_MARGIN });
    function wake() {
      stop();
      onWakeRef.current?.();
      gate!.open();
    }
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
  }, [gate]);

  return (
    <div ref={slot} className={styles.slot} data-hydrate-slot={slotId}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}

function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  // `use` may be called conditionally; an open gate is a settled promise and does not suspend twice.
  if (gate) use(gate.promise);
  return children;
}
