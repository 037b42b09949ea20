import { useEffect, useState } from "react";

/**
 * The id of the heading the reader is in: the last one whose top has passed the line just below
 * the navbar, or the first one while it is still on screen above that. Recomputed once per frame
 * while scrolling and when the page (its hash) changes.
 */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join(" ");

  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 80;
      let current: string | undefined;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (!element) continue;
        if (element.getBoundingClientRect().top <= line + 1) current = id;
        else {
          // Nothing passed yet: the first heading counts once it is in the upper half of the screen.
          if (current === undefined && element.getBoundingClientRect().top < window.innerHeight / 2) current = id;
          break;
        }
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    window.addEventListener("hashchange", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      window.removeEventListener("hashchange", schedule);
      cancelAnimationFrame(frame);
    };
    // `key` stands for the ids' contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return active;
}
