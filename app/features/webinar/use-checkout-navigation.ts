import { useCallback, useRef, useState, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import type { Track } from "#app/features/webinar/tracking";
import { useWebinarPaths } from "#app/features/webinar/webinar-paths";

/** A click the browser should handle itself: another button, or a new tab or window asked for. */
function isModified(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** How long Register waits for the AddToCart event before going on to the checkout anyway. */
const TRACKING_WAIT_MS = 1500;

/**
 * The landing page's two ways to the checkout, both client navigations:
 * - `goToCheckout`: the ONE handler every call to action shares (save my seat, claim your
 *   opportunity, start your journey, show me the system, reserve your seat now);
 * - `register`: the Register button, which records AddToCart first.
 */
export function useCheckoutNavigation(track: Track) {
  const navigate = useNavigate();
  const { checkout } = useWebinarPaths();
  const [registering, setRegistering] = useState(false);
  const busy = useRef(false);

  const goToCheckout = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (isModified(event)) return;
      event.preventDefault();
      void navigate(checkout);
    },
    [navigate, checkout],
  );

  const register = useCallback(
    async (event: MouseEvent<HTMLAnchorElement>) => {
      if (isModified(event)) return;
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      setRegistering(true);
      // Tracking never rejects; a slow tracking call must not hold the visitor up.
      await Promise.race([
        track("AddToCart"),
        new Promise((resolve) => window.setTimeout(resolve, TRACKING_WAIT_MS)),
      ]);
      await navigate(checkout);
      busy.current = false;
      setRegistering(false);
    },
    [navigate, track, checkout],
  );

  return { goToCheckout, register, registering };
}
