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
 * The static imports become dynamic ones, started together once the first contentful paint has
 * been reported (a frame later where the browser does not report paints; at most 3 s later if
 * no paint is reported at all, for example in a hidden tab). Their results bind the same names,
 * so the rest of the script runs unchanged, after every chunk has loaded, as before.
 *
 * A script with any other kind of import (the dev server's) is returned unchanged.
 */
export function loadAfterFirstPaint(script: string): string {
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
  return `${AFTER_FIRST_PAINT}\nconst [${bindings}] = await Promise.all([${loads}]);\n${rest.trim()}`;
}

/** Resolves after the first contentful paint has been reported; kept short, it is in every page. */
const AFTER_FIRST_PAINT = `await new Promise((go) => {
  const later = () => setTimeout(go);
  setTimeout(go, 3000);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(later);
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length) observer.disconnect(), later();
  }).observe({ type: "paint", buffered: true });
});`;
