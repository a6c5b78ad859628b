/**
 * The security headers every response carries, shared by the Worker's middleware (rendered
 * responses) and the build step that writes them for prerendered files (`_headers`).
 */

/** Third parties a page may talk to, each only where it is used. */
export interface CspAllowances {
  /** Cloudflare Turnstile's challenge frame (the contact form, when configured). */
  turnstile?: boolean;
  /** The Meta pixel's beacons (the webinar funnel, after marketing consent). */
  meta?: boolean;
  /** Stripe.js frames and API calls (the webinar checkout). */
  stripe?: boolean;
}

/**
 * Which scripts a document may run: a rendered response's nonce, or for a prerendered file
 * (which cannot carry a per-response nonce) the SHA-256 hashes of its inline scripts, computed
 * when the build wrote it.
 */
export type ScriptTrust = { nonce: string } | { hashes: readonly string[] };

/**
 * The Content-Security-Policy of a response. No inline script runs unless it carries this
 * response's nonce or matches one of the file's hashes.
 * - A rendered page: the nonce and 'strict-dynamic', which lets nonced scripts load the route
 *   chunks they import and the third-party scripts they insert (Turnstile, the pixel, Stripe.js).
 * - A prerendered file: its hashes and 'self'. 'strict-dynamic' cannot serve there: modules
 *   imported by a hashed inline module count as parser-inserted and carry no nonce, so it would
 *   block the page's own chunks. These pages use no third-party script, so our own origin is
 *   the only script source.
 * Frames, beacons and API hosts of a third party are allowed only on the pages that use it.
 */
export function contentSecurityPolicy(trust: ScriptTrust, allow: CspAllowances = {}): string {
  const scripts =
    "nonce" in trust
      ? [`'nonce-${trust.nonce}'`, "'strict-dynamic'"]
      : ["'self'", ...trust.hashes.map((hash) => `'sha256-${hash}'`)];
  const frames = [
    ...(allow.turnstile ? ["https://challenges.cloudflare.com"] : []),
    ...(allow.stripe
      ? ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"]
      : []),
  ];
  const connect = [
    "'self'",
    ...(allow.meta ? ["https://www.facebook.com", "https://connect.facebook.net"] : []),
    ...(allow.stripe ? ["https://api.stripe.com"] : []),
  ];
  const images = [
    "'self'",
    "data:",
    "blob:",
    ...(allow.meta ? ["https://www.facebook.com"] : []),
    ...(allow.stripe ? ["https://*.stripe.com"] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // Our own workers only (the webinar's particle animation). Without it a worker would fall
    // back to script-src, where 'strict-dynamic' lets script start a worker from any URL.
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(" ")}`,
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    "media-src 'self'",
    frames.length > 0 ? `frame-src ${frames.join(" ")}` : "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "upgrade-insecure-requests",
  ].join("; ");
}

export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), browsing-topics=(), interest-cohort=(), payment=(self)",
  "Cross-Origin-Opener-Policy": "same-origin",
};
