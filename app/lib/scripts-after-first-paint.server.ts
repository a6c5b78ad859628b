import { escapeHtml } from "#app/lib/escape-html";

/**
 * Keeps the page's JavaScript out of its first paint, on rendered and prerendered pages alike (the
 * build renders through this same function). It rewrites React Router's output, which no public
 * option can do: the one place that does, kept because it measured 1.4 s of LCP and 4-5
 * Lighthouse points on every page (DR 011). tests/e2e/first-paint.spec.ts fails if a React Router
 * upgrade changes what it rewrites (chunks then start before the first paint).
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
 * module script sets the real one after the first paint (`SITE_ICON` below). Without
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

/**
 * Rewrites React Router's inline module script so that the page's chunks start loading once the
 * browser has painted the page, not while it is still parsing it.
 *
 * Why: when the whole document arrives at once (a fast link, or Lighthouse's unthrottled trace),
 * the parser reaches the module script before the first paint, and its static imports start
 * ~140 KB of JavaScript that then finishes before that paint. Lighthouse's simulated slow 4G
 * counts every request that ended before the observed paint as needed for it: `/en` measured
 * LCP 1.07 s in the runs where the chunks ended after the paint and 1.39-1.48 s in those where
 * they ended before (DR 010). Nothing on screen needs the chunks: the HTML and its inline
 * stylesheet are the whole first view, and hydration follows a few milliseconds later.
 *
 * The static imports become dynamic ones, started once the first contentful paint has been
 * reported (a frame later where the browser does not report paints; at most 3 s later if no paint
 * is reported at all, for example in a hidden tab). Given the chunks of the page's preload links,
 * it fetches them all then and runs them one per task before that. The results bind the same
 * names, so the rest of the script runs unchanged, after every chunk has loaded, as before.
 *
 * A script with any other kind of import (the dev server's) is returned unchanged.
 */
export function loadAfterFirstPaint(script: string, chunks: readonly string[] = []): string {
  const imports: Array<{ binding: string | null; url: string }> = [];
  const rest = script.replace(
    /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"\n]+")\s*;?[ \t]*$/gm,
    (_statement, binding: string | undefined, url: string) => {
      imports.push({ binding: binding ?? null, url });
      return "";
    },
  );
  if (imports.length === 0 || /^\s*import\s/m.test(rest)) return script;
  const bindings = imports.map(({ binding }) => binding ?? "").join(",");
  const loads = imports.map(({ url }) => `import(${url})`).join(",");
  const entry = /\bimport\(("[^"]+")\)/.exec(rest)?.[1];
  // Shared chunks before the route modules that import them; the entry stays last.
  const routes = new Set(imports.map(({ url }) => url));
  const quoted = chunks.map((url) => JSON.stringify(url)).filter((url) => url !== entry);
  const staged = [
    ...quoted.filter((url) => !routes.has(url)),
    ...quoted.filter((url) => routes.has(url)),
  ];
  const stages = staged.length > 0 ? `${oneTaskPerChunk(staged)}\n` : "";
  return `${AFTER_FIRST_PAINT}\n${SITE_ICON}\n${stages}const [${bindings}] = await Promise.all([${loads}]);\n${rest.trim()}`;
}

/**
 * Fetches every chunk at once, then runs them one task each. Imported together, the whole module
 * graph ran in one task: 16-21 ms on the test machine under Lighthouse, whose trace also copies
 * each script's source when it first runs (5 ms for the 344 KB vendor chunk), so 64-84 ms under
 * its 4x CPU slowdown, 14-34 ms of blocking time on every page. Run chunk by chunk, with React
 * DOM and React Router in two chunks (vite.config.ts), no such task passes 9 ms. The links also
 * stand for the ones React renders on hydration: it finds them in place instead of adding them.
 */
function oneTaskPerChunk(urls: readonly string[]): string {
  return `{
  const chunks = [${urls.join(",")}];
  for (const href of chunks) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  for (const href of chunks) await import(href), await new Promise((go) => setTimeout(go));
}`;
}

/**
 * Points the site icon at its file (`deferSiteIcon` in scripts-after-first-paint.server.ts left it
 * on an empty `data:` address), before any chunk runs: React then finds the link it renders in
 * place when it hydrates instead of adding a second one.
 */
const SITE_ICON = `for (const icon of document.querySelectorAll("link[data-href]")) icon.href = icon.dataset.href;`;

/** Resolves after the first contentful paint has been reported; kept short, it is in every page. */
const AFTER_FIRST_PAINT = `await new Promise((go) => {
  const later = () => setTimeout(go);
  setTimeout(go, 3000);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(later);
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length) observer.disconnect(), later();
  }).observe({ type: "paint", buffered: true });
});`;
