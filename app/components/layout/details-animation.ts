import { useEffect } from "react";
import { collapseDurationMs } from "~/lib/motion/collapse-duration";

// Every <details> on the site (the mobile "On this page" section, <Details> in content) opens and
// closes with a height animation whose duration grows with the content's height; 1 ms under
// prefers-reduced-motion. One delegated click listener covers them all, including ones rendered
// later, and a details without JavaScript still works natively. Opt out with data-animate="false".

const running = new WeakMap<HTMLDetailsElement, Animation>();

function reducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function animateDetails(details: HTMLDetailsElement): void {
  running.get(details)?.cancel();
  const opening = !details.open;
  const from = details.getBoundingClientRect().height;
  // Measure the other state synchronously; the browser does not paint in between.
  details.open = !details.open;
  const to = details.getBoundingClientRect().height;
  if (!opening) details.open = true;

  const animation = details.animate([{ height: `${from}px` }, { height: `${to}px` }], {
    duration: collapseDurationMs(Math.abs(to - from), reducedMotion()),
    easing: "ease-in-out",
  });
  details.style.overflow = "hidden";
  details.dataset.animating = opening ? "open" : "close";
  running.set(details, animation);
  animation.onfinish = () => {
    if (!opening) details.open = false;
    details.style.overflow = "";
    delete details.dataset.animating;
    running.delete(details);
  };
  animation.oncancel = () => {
    details.style.overflow = "";
    delete details.dataset.animating;
  };
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const summary = (event.target as Element | null)?.closest?.("summary");
  const details = summary?.parentElement;
  if (!summary || !(details instanceof HTMLDetailsElement) || details.querySelector(":scope > summary") !== summary) return;
  // Links and buttons inside a summary keep their own meaning.
  const interactive = (event.target as Element).closest("a, button, input, select, textarea");
  if (interactive && summary.contains(interactive)) return;
  if (details.dataset.animate === "false" || typeof details.animate !== "function") return;
  event.preventDefault();
  animateDetails(details);
}

export function useDetailsAnimation(): void {
  useEffect(() => {
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
