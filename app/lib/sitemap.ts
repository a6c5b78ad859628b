import { escapeHtml } from "#app/lib/escape-html";
import { languages } from "#app/config/languages";
import { langPages, topLevelPages, webinarPageIds, webinarPath } from "#app/config/pages";
import type { Lang } from "#app/config/languages";

/** One page's entries: its address in every language, each naming all of them as alternates. */
function pageEntries(at: (lang: Lang) => string, priority?: number): string[] {
  const alternates = [
    ...languages.map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${escapeHtml(at(l.code))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(at("en"))}"/>`,
  ].join("");
  const rank = priority === undefined ? "" : `<priority>${priority.toFixed(1)}</priority>`;
  return languages.map(
    ({ code }) => `<url><loc>${escapeHtml(at(code))}</loc>${alternates}${rank}</url>`,
  );
}

/** sitemap.xml from the route table: every page in every language, with hreflang alternates. */
export function buildSitemap(siteUrl: string): string {
  const urls: string[] = [];
  for (const page of langPages) {
    urls.push(
      ...pageEntries(
        (lang) => `${siteUrl}/${lang}${page.path ? `/${page.path}` : ""}`,
        page.priority ?? 0.5,
      ),
    );
  }
  // The webinar funnel: /webi and /fr/webi; the checkouts stay out of search like /webiCheckout.
  for (const id of webinarPageIds) {
    if (topLevelPages[id].indexable) {
      urls.push(...pageEntries((lang) => `${siteUrl}${webinarPath(lang, id)}`));
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function buildRobots(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...webinarPageIds
      .filter((id) => !topLevelPages[id].indexable)
      .flatMap((id) => languages.map(({ code }) => `Disallow: ${webinarPath(code, id)}`)),
    "Disallow: /agent",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** A crawler file, cached for an hour at the edge and in browsers. */
export function crawlerFile(body: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": `${contentType}; charset=utf-8`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
