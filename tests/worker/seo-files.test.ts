import { describe, expect, it } from "vitest";
import { langCodes } from "#app/config/languages";
import { langPages } from "#app/config/pages";
import { get, origin } from "./helpers";

describe("sitemap.xml", () => {
  it("lists every page in both languages with hreflang alternates", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of langPages) {
      for (const lang of langCodes) {
        expect(locs).toContain(`${origin}/${lang}${page.path ? `/${page.path}` : ""}`);
      }
    }
    // The webinar landing in both languages; the checkouts stay out of search.
    expect(locs).toContain(`${origin}/webi`);
    expect(locs).toContain(`${origin}/fr/webi`);
    expect(locs).not.toContain(`${origin}/webiCheckout`);
    expect(locs).not.toContain(`${origin}/fr/webiCheckout`);
    expect(locs).toHaveLength((langPages.length + 1) * langCodes.length);
    const frWebi = xml.match(new RegExp(`<url><loc>${origin}/fr/webi</loc>(.*?)</url>`))?.[1];
    expect(frWebi).toContain(`hreflang="en" href="${origin}/webi"`);
    expect(frWebi).toContain(`hreflang="fr" href="${origin}/fr/webi"`);
    expect(frWebi).toContain(`hreflang="x-default" href="${origin}/webi"`);
    expect(xml).toContain(`hreflang="x-default" href="${origin}/en/about"`);
    expect(xml).toContain(`hreflang="fr" href="${origin}/fr/about"`);
  });
});

describe("robots.txt", () => {
  it("points at the sitemap and keeps crawlers out of the API and checkout", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /webiCheckout");
    expect(text).toContain("Disallow: /fr/webiCheckout");
  });
});
