import { type RefObject, useEffect } from "react";

/** How long after Place Order the page scrolls, in milliseconds. */
export const SCROLL_DELAY_MS = 100;
/** At this width and below, the page scrolls to the thank-you block instead of the top. */
export const PHONE_MAX_WIDTH = 768;
/** How far above the thank-you block's top the phone layout stops. */
export const PHONE_SCROLL_OFFSET = 100;

/**
 * Once the thank-you block mounts: 100 ms later, scroll smoothly to the top of the page, or on
 * phones (<= 768 px) to the block's top minus 100 px. Reduced motion scrolls at once.
 */
export function useScrollAfterOrder(block: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const phone = window.matchMedia(`(max-width: ${PHONE_MAX_WIDTH}px)`).matches;
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const element = block.current;
      const top =
        phone && element
          ? Math.max(0, element.getBoundingClientRect().top + window.scrollY - PHONE_SCROLL_OFFSET)
          : 0;
      window.scrollTo({ top, behavior: reduced ? "instant" : "smooth" });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [block]);
}
