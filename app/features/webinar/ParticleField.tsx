import { useEffect, useRef, useState } from "react";
import { runWhenLoaded } from "#app/features/webinar/run-when-loaded";

const REDUCED = "(prefers-reduced-motion: reduce)";

/** Safari has no requestIdleCallback. */
function hasIdleCallback(): boolean {
  return typeof (window as Partial<Window>).requestIdleCallback === "function";
}

/**
 * The page's particle background: a fixed canvas behind the content, hidden from assistive
 * technology. It is not even drawn under prefers-reduced-motion, starts only once the page is
 * idle after load (it must not compete with the first paint), runs at about 60 fps while the
 * opening screen is in view, in a worker where the browser can, and stops while the tab is hidden.
 */
export function ParticleField() {
  const [enabled, setEnabled] = useState(false);
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const media = window.matchMedia(REDUCED);
    let ready = false;
    let waiting = false;
    let idle = 0;
    const go = () => {
      ready = true;
      setEnabled(!media.matches);
    };
    const wait = () => {
      // Safari has no requestIdleCallback.
      idle = hasIdleCallback()
        ? window.requestIdleCallback(go, { timeout: 2500 })
        : window.setTimeout(go, 1200);
    };
    const decide = () => {
      if (media.matches) setEnabled(false);
      else if (ready) setEnabled(true);
      else if (!waiting) {
        waiting = true;
        if (document.readyState === "complete") wait();
        else window.addEventListener("load", wait, { once: true });
      }
    };
    decide();
    media.addEventListener("change", decide);
    return () => {
      media.removeEventListener("change", decide);
      window.removeEventListener("load", wait);
      if (hasIdleCallback()) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  useEffect(() => {
    const host = hostRef.current;
    if (!enabled || !host) return;
    // The drawing code loads only now, once the page is idle and motion is allowed.
    return runWhenLoaded(
      () => import("#app/features/webinar/particle-animation"),
      ({ animateParticles }) => animateParticles(host),
    );
  }, [enabled]);

  if (!enabled) return null;
  // The canvas is the animation's own (particle-animation.ts): React keeps only its frame.
  return <div ref={hostRef} className="pointer-events-none fixed inset-0 -z-10" />;
}
