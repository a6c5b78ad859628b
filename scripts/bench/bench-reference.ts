/**
 * The bench's reference pages: what Lighthouse reads on a page with nothing of ours in it, the
 * floor under the bench's TBT column. Two of them, the same bare document:
 *
 * - `plain`: no header but its type. What the machine and Lighthouse alone put under any page.
 * - `withOurHeaders`: the security headers every response of ours carries (`baseSecurityHeaders`;
 *   not the Content-Security-Policy, which differs by page and was not measured here). One of
 *   them, `Cross-Origin-Opener-Policy: same-origin`, makes Chromium move the page out of the
 *   browsing context group of the `about:blank` tab Lighthouse opens, and that swap doubled the
 *   page's commit task in traces of 2026-11-29. On a 2-core machine the header alone
 *   took the bare page's TBT from a median of about 40 ms to about 290. This is the fair floor for
 *   our pages, which keep that header.
 *
 * Pure (no server here), so that a unit test can hold it to the Worker's headers;
 * scripts/bench/bench.ts serves it.
 */
import { baseSecurityHeaders } from "#app/lib/security-policy";

export const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title></head>
<body><h1>A bare page</h1><p>No style, no script, no web font.</p></body></html>`;

export const referencePaths = { plain: "/", withOurHeaders: "/with-our-headers" } as const;

export interface ReferenceResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function referenceResponse(path: string): ReferenceResponse {
  const type = { "Content-Type": "text/html; charset=utf-8" };
  if (path === referencePaths.plain) return { status: 200, headers: type, body: BARE_PAGE };
  if (path === referencePaths.withOurHeaders) {
    return { status: 200, headers: { ...type, ...baseSecurityHeaders }, body: BARE_PAGE };
  }
  return { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" }, body: "" };
}
