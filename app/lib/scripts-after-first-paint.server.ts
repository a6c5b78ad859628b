import { escapeHtml } from "#app/lib/escape-html";
import { loadAfterFirstPaint } from "#app/lib/load-after-first-paint";

/**
 * Keeps the page's JavaScript out of its first paint (DR 010), on rendered and prerendered pages
 * alike (the build renders through this same function):
 * - React Router's `<link rel="modulepreload">` tags go. On a slow phone link they competed with
 *   the document and the font: Lighthouse mobile on `/en/about` measured FCP 1.8-2.2 s and LCP
 *   2.4-2.6 s with them, 1.1-1.2 s and 1.4-1.5 s without.
 * - The inline module script that imports the same chunks starts them after the first
 *   contentful paint, and runs the chunks those links named one per task (`loadAfterFirstPaint`).
 * - The site icon waits for the same moment (`deferSiteIcon`).
 * Prerendered pages' CSP hashes are computed afterwards, from the rewritten scripts.
 */
export function scriptsAfterFirstPaint(response: Response): Response {
  let script = "";
  const chunks: string[] = [];
  return new HTMLRewriter()
    .on('link[rel="icon"][href]', deferSiteIcon)
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

/**
 * The browser fetches a page's icon as soon as the page is parsed, on a connection of its own:
 * under Lighthouse's simulated slow 4G that fresh connection ended after the font and was the last
 * request the largest paint waited for (`/en/about`: LCP 1.10 s with it, 0.95-1.00 s without;
 * DR 010). Nothing on the first screen needs it. The link keeps an empty `data:` address, which
 * the browser reads without a request and which stops it asking for `/favicon.ico` instead; the
 * module script sets the real one after the first paint (load-after-first-paint.ts). Without
 * JavaScript, the `<noscript>` copy is the icon.
 */
const deferSiteIcon: HTMLRewriterElementContentHandlers = {
  element(element) {
    const href = element.getAttribute("href");
    if (!href || href.startsWith("data:")) return;
    const attributes = ["rel", "href", "type", "sizes"]
      .map((name) => [name, element.getAttribute(name)] as const)
      .filter(([, value]) => value !== null)
      .map(([name, value]) => ` ${name}="${escapeHtml(value ?? "")}"`)
      .join("");
    element.setAttribute("href", "data:,");
    element.setAttribute("data-href", href);
    element.after(`<noscript><link${attributes}/></noscript>`, { html: true });
  },
};
