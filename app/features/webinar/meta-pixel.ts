/**
 * The Meta pixel, loaded only after marketing consent (CNIL's prior blocking: not even the
 * script before a yes) and revoked when consent is withdrawn.
 */
type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean };

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const PIXEL_SCRIPT_URL = "https://connect.facebook.net/en_US/fbevents.js";

let initialised: string | null = null;

/** Meta's loader, written out: a queue until fbevents.js arrives, then the real function. */
function installQueue(): Fbq {
  if (window.fbq) return window.fbq;
  const queue: unknown[][] = [];
  const fbq: Fbq = (...args: unknown[]) => {
    queue.push(args);
  };
  fbq.queue = queue;
  fbq.loaded = true;
  window.fbq = fbq;
  window._fbq = fbq;
  const script = document.createElement("script");
  script.async = true;
  script.src = PIXEL_SCRIPT_URL;
  document.head.appendChild(script);
  return fbq;
}

/** Loads and initialises the pixel once; the caller has checked marketing consent. */
export function pixel(pixelId: string): Fbq {
  const fbq = installQueue();
  if (initialised !== pixelId) {
    fbq("consent", "grant");
    fbq("init", pixelId);
    fbq("track", "PageView");
    initialised = pixelId;
  }
  return window.fbq ?? fbq;
}

export function cookie(name: string): string | null {
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}
