import { baseSecurityHeaders, contentSecurityPolicy } from "#app/lib/security-policy";

/**
 * The pure half of `scripts/build/finish-prerender.ts`: what a prerendered page's HTML becomes and
 * which headers Workers Static Assets sends with it (the `_headers` file format).
 */

/** The build renders through the Worker, whose middleware nonces scripts and links: drop them. */
export function stripNonces(html: string): string {
  return html.replace(/(<[a-z][a-z0-9]*\b[^<>]*?)\s+nonce="[^"<>]*"/gi, "$1");
}

// Data blocks (JSON-LD) are never executed, so the policy does not cover them.
const DATA_BLOCK = /\btype\s*=\s*"application\/(?:ld\+)?json"/i;

/**
 * The base64 SHA-256 of every inline script a browser would run, in document order without
 * repeats. A script's hash covers its text exactly as written between the tags.
 */
export function inlineScriptHashes(html: string, sha256Base64: (text: string) => string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    const hash = sha256Base64(text);
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/** Hashed build output never changes under one name: browsers may keep it for a year. */
export const IMMUTABLE_ASSETS = "/assets/*";

/**
 * The `_headers` rule pattern of the site's own host (SITE_URL). Rules name hosts with https and
 * no port; Workers Static Assets ignores the request's scheme and port when it matches them.
 */
export function siteHostPattern(siteUrl: string): string {
  return `https://${new URL(siteUrl).hostname}/*`;
}

/**
 * `_headers` for Workers Static Assets. Every file gets the base security headers and
 * `X-Robots-Tag: noindex`, which the site's own host then removes (`! X-Robots-Tag`): a preview
 * version, the workers.dev address or any other host is never indexed, as the Worker does for
 * what it renders (worker/middleware/security-headers.ts).
 */
export function headersFile(
  pages: readonly { path: string; hashes: readonly string[] }[],
  siteUrl: string,
) {
  const block = (path: string, headers: Record<string, string>, unset: string[] = []) =>
    [
      path,
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
      ...unset.map((name) => `  ! ${name}`),
    ].join("\n");
  return [
    "# Written by scripts/build/finish-prerender.ts on every build. Do not edit.",
    block("/*", { ...baseSecurityHeaders, "X-Robots-Tag": "noindex" }),
    block(siteHostPattern(siteUrl), {}, ["X-Robots-Tag"]),
    block(IMMUTABLE_ASSETS, { "Cache-Control": "public, max-age=31536000, immutable" }),
    ...pages.map(({ path, hashes }) =>
      block(path, { "Content-Security-Policy": contentSecurityPolicy({ hashes }) }),
    ),
    "",
  ].join("\n\n");
}
