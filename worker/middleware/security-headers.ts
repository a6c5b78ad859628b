import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "#worker/app-env";

/** 128 random bits, base64: a fresh CSP nonce for each response. */
export function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

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
 * The Content-Security-Policy of a response. Scripts run only with this response's nonce
 * ('strict-dynamic' lets them load the route chunks they import, and the third-party scripts
 * they insert: Turnstile, the pixel, Stripe.js); no inline script runs without it. Frames,
 * beacons and API hosts of a third party are allowed only on the pages that use it.
 */
export function contentSecurityPolicy(nonce: string, allow: CspAllowances = {}): string {
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
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
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

/** What a path's page uses: the webinar pages track, the webinar checkout pays. */
export function cspAllowances(pathname: string, env: Env): CspAllowances {
  const webinar = /^\/(?:fr\/)?webi(?:Checkout)?\/?$/.test(pathname);
  const checkout = /^\/(?:fr\/)?webiCheckout\/?$/.test(pathname);
  const contact = /^\/(?:en|fr)\/contact\/?$/.test(pathname);
  return {
    turnstile: contact && Boolean(env.TURNSTILE_SITE_KEY),
    meta: webinar,
    stripe: checkout,
  };
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

/** Sets the nonce for the renderer, then stamps the security headers on whatever answers. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = makeNonce();
  c.set("nonce", nonce);
  await next();
  // A WebSocket upgrade's response cannot be copied; it carries no document anyway.
  if (c.res.status === 101) return;
  const res = new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(baseSecurityHeaders)) res.headers.set(name, value);
  res.headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, cspAllowances(new URL(c.req.url).pathname, c.env)),
  );
  c.res = res;
};
