import { defaultLang, isLang, type Lang } from "#app/config/languages";
import { langAliases, langPages, pagePath } from "#app/config/pages";

const pagePaths = new Set(langPages.map((p) => p.path));

/**
 * Where a path below a language prefix ("about", "cross-sell", "") should be served: the same
 * path if it is a page, the aliased page's path, or null when the site has no such page.
 */
export function canonicalLangPath(lang: Lang, rest: string): string | null {
  const trimmed = rest.replace(/^\/+|\/+$/g, "");
  if (pagePaths.has(trimmed)) return trimmed ? `/${lang}/${trimmed}` : `/${lang}`;
  const alias = langAliases[trimmed];
  return alias ? pagePath(lang, alias) : null;
}

/**
 * Decides what a request whose first segment is not a supported language should get: the
 * default-language address of the same page (query string kept), or null for a 404. A first
 * segment shaped like a language code ("de", "pt-br") is never redirected: /de/about is a 404,
 * not a silent English page.
 */
export function redirectForUnprefixed(url: URL): string | null {
  const segments = url.pathname.split("/").filter(Boolean);
  const first = segments[0];
  if (first !== undefined && isLang(first)) return null;
  const target = canonicalLangPath(defaultLang, segments.join("/"));
  return target ? `${target}${url.search}` : null;
}

/** The same page in another language: swaps the prefix and keeps the rest, query and hash. */
export function switchLangPath(pathname: string, search: string, hash: string, to: Lang): string {
  const segments = pathname.split("/");
  if (isLang(segments[1])) segments[1] = to;
  else segments.splice(1, 0, to);
  const path = segments.join("/").replace(/\/$/, "") || `/${to}`;
  return `${path}${search}${hash}`;
}
