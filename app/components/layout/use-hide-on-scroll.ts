import { useEffect, useState } from "react";

/**
 * True while the visitor scrolls down past `threshold` px; false again as soon as they scroll up
 * or are near the top. Reading the position once per frame keeps scrolling smooth.
 */
export function useHideOnScroll(threshold: number, enabled = true): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y < threshold) setHidden(false);
      // Ignore jitter (momentum scrolling, sub-pixel changes).
      else if (Math.abs(y - last) < 6) return;
      else setHidden(y > last);
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [threshold, enabled]);

  return hidden;
}
