import { type RefObject, useEffect, useRef } from "react";

/**
 * "Start again" from a thank-you screen: returns the handler that shows the checkout again, and
 * puts the focus on its form column once it is back (the button that had it is gone).
 */
export function useRefocusOnRestart(
  target: RefObject<HTMLElement | null>,
  finished: boolean,
  reset: () => void,
): () => void {
  const restarting = useRef(false);
  useEffect(() => {
    if (finished || !restarting.current) return;
    restarting.current = false;
    target.current?.focus();
  }, [finished, target]);
  return () => {
    restarting.current = true;
    reset();
  };
}
