import { escapeHtml } from "#app/lib/escape-html";
import { languages } from "#app/config/languages";
import { langPages, topLevelPages } from "#app/config/pages";

/** sitemap.xml from the route table: every page in every language, with hreflang alternates. */
export function buildSitemap(siteUrl: string): string {
  const urls: string[] = [];
  for (const page of langPages) {
    const at = (lang: string) => `${siteUrl}/${lang}${page.path ? `/${page.path}` : ""}`;
    const alternates = [
      ...languages.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${escapeHtml(at(l.code))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(at("en"))}"/>`,
    ].join("");
    for (const { code } of languages) {
      urls.push(
        `<url><loc>${escapeHtml(at(code))}</loc>${alternates}<priority>${(page.priority ?? 0.5).toFixed(1)}</priority></url>`,
      );
    }
  }
  for (const page of Object.values(topLevelPages)) {
    if (page.indexable) urls.push(`<url><loc>${escapeHtml(`${siteUrl}${page.path}`)}</loc></url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function buildRobots(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /webiCheckout",
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
