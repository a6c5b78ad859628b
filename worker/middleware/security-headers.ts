import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "#worker/app-env";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  type CspAllowances,
} from "#app/lib/security-policy";

/** 128 random bits, base64: a fresh CSP nonce for each response. */
export function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
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

/** Sets the nonce for the renderer, then stamps the security headers on whatever answers. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = makeNonce();
  c.set("nonce", nonce);
  await next();
  // A WebSocket upgrade's response cannot be copied; it carries no document anyway.
  if (c.res.status === 101) return;
  const res = new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(baseSecurityHeaders)) res.headers.set(name, value);
  // A prerendered file the Worker passed on already carries its hash-based policy (_headers).
  if (!res.headers.has("Content-Security-Policy")) {
    res.headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({ nonce }, cspAllowances(new URL(c.req.url).pathname, c.env)),
    );
  }
  // A preview version (or workers.dev, or any host but the site's own) stays out of search
  // results; its pages' canonical links already name SITE_URL. _headers does the same for files.
  if (!res.headers.has("X-Robots-Tag") && !isSiteHost(c.req.url, c.env.SITE_URL)) {
    res.headers.set("X-Robots-Tag", "noindex");
  }
  c.res = res;
};

function isSiteHost(requestUrl: string, siteUrl: string): boolean {
  try {
    return new URL(requestUrl).host === new URL(siteUrl).host;
  } catch {
    return false;
  }
}
