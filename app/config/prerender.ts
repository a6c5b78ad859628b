import { langCodes } from "#app/config/languages";
import { langPages, pagePath, type PageId } from "#app/config/pages";

/**
 * Which pages are rendered once at build time (DR 010). A page is prerendered when what it
 * shows depends only on its path and the deploy; everything else is rendered per request.
 */

/** Pages whose loader reads per-request state: the contact form needs the Turnstile site key
 * of the environment it runs in (a secret-backed setting the build does not have). */
const renderedPerRequest: ReadonlySet<PageId> = new Set<PageId>(["contact"]);

/**
 * Query parameters a prerendered page reads on the server, by page: the brand search's no-script
 * form (`?q=&category=`) and the checkout demo's shared variant link (`?variant=`). A request for
 * one of these pages that carries one of its parameters is rendered by the Worker; the plain
 * address (or one with only UTM parameters) is the prerendered file.
 */
export const serverQueryParams: Partial<Record<PageId, readonly string[]>> = {
  home: ["q", "category", "clear"],
  platform: ["q", "category", "clear"],
  checkout: ["variant"],
};

export const prerenderedPageIds: readonly PageId[] = langPages
  .map((page) => page.id)
  .filter((id) => !renderedPerRequest.has(id));

/** Every prerendered path in every language, e.g. "/en", "/fr/about". */
export const prerenderPaths: readonly string[] = langCodes.flatMap((lang) =>
  prerenderedPageIds.map((id) => pagePath(lang, id)),
);

/**
 * Paths the Worker must see first although they are prerendered, because their query can
 * change the page: the document and its `.data` (what a client navigation fetches, e.g. the
 * checkout demo's variant links). `run_worker_first` in wrangler.toml lists exactly these (a
 * test checks it).
 */
export const workerFirstPaths: readonly string[] = langCodes.flatMap((lang) =>
  (Object.keys(serverQueryParams) as PageId[]).flatMap((id) => {
    const path = pagePath(lang, id);
    return [path, `${path}.data`];
  }),
);

/**
 * For a request the Worker sees first: true when the prerendered file answers it exactly as a
 * render would (a worker-first page without any of its server-read query parameters).
 */
export function prerenderedAnswers(url: URL): boolean {
  const path = url.pathname.replace(/\.data$|\/$/, "") || "/";
  for (const lang of langCodes) {
    for (const [id, params] of Object.entries(serverQueryParams) as [PageId, string[]][]) {
      if (pagePath(lang, id) === path) return !params.some((name) => url.searchParams.has(name));
    }
  }
  return false;
}
