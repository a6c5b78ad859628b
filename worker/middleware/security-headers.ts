import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "#worker/app-env";

/** 128 random bits, base64: a fresh CSP nonce for each response. */
export function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of a response. Scripts run only with this response's nonce
 * ('strict-dynamic' lets them load the route chunks they import); no inline script runs without it.
 * With Turnstile configured, its challenge frame may load (its script is added by ours).
 */
export function contentSecurityPolicy(
  nonce: string,
  options: { turnstile?: boolean } = {},
): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    options.turnstile ? "frame-src https://challenges.cloudflare.com" : "frame-src 'none'",
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
    contentSecurityPolicy(nonce, { turnstile: Boolean(c.env.TURNSTILE_SITE_KEY) }),
  );
  c.res = res;
};
