import { loadAfterFirstPaint } from "#app/lib/load-after-first-paint";

/**
 * Keeps the page's JavaScript out of its first paint (DR 010), on rendered and prerendered pages
 * alike (the build renders through this same function):
 * - React Router's `<link rel="modulepreload">` tags go. On a slow phone link they competed with
 *   the document and the font: Lighthouse mobile on `/en/about` measured FCP 1.8-2.2 s and LCP
 *   2.4-2.6 s with them, 1.1-1.2 s and 1.4-1.5 s without.
 * - The inline module script that imports the same chunks starts them after the first
 *   contentful paint, and runs the chunks those links named one per task (`loadAfterFirstPaint`).
 * Prerendered pages' CSP hashes are computed afterwards, from the rewritten scripts.
 */
export function scriptsAfterFirstPaint(response: Response): Response {
  let script = "";
  const chunks: string[] = [];
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(element) {
        const href = element.getAttribute("href");
        if (href) chunks.push(href);
        element.remove();
      },
    })
    .on('script[type="module"]:not([src])', {
      element() {
        script = "";
      },
      text(chunk) {
        script += chunk.text;
        if (chunk.lastInTextNode)
          chunk.replace(loadAfterFirstPaint(script, chunks), { html: true });
        else chunk.remove();
      },
    })
    .transform(response);
}
