import { describe, expect, it } from "vitest";
import { seoTags } from "#app/lib/seo";
import { buildRobots, buildSitemap } from "#app/lib/sitemap";

describe("seoTags", () => {
  const tags = seoTags({
    title: "About",
    description: "About us",
    siteUrl: "https://s.example",
    lang: "fr",
    langPath: "about",
  });

  it("has the title, description and canonical of the page in its language", () => {
    expect(tags).toContainEqual({ title: "About | Subnova" });
    expect(tags).toContainEqual({ name: "description", content: "About us" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://s.example/fr/about",
    });
    expect(tags).toContainEqual({ property: "og:locale", content: "fr_FR" });
  });

  it("lists both languages and x-default as alternates", () => {
    const alternates = tags.filter((t) => "rel" in t && t.rel === "alternate");
    expect(alternates).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://s.example/en/about" },
      { tagName: "link", rel: "alternate", hrefLang: "fr", href: "https://s.example/fr/about" },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://s.example/en/about",
      },
    ]);
  });

  it("marks noindex pages, gives them no canonical, and gives top-level pages no alternates", () => {
    const top = seoTags({
      title: "Checkout",
      description: "d",
      siteUrl: "https://s.example",
      lang: "en",
      langPath: null,
      path: "/webiCheckout",
      noindex: true,
    });
    expect(top).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(top.some((t) => "rel" in t && t.rel === "canonical")).toBe(false);
    expect(top.some((t) => "rel" in t && t.rel === "alternate")).toBe(false);
  });
});

describe("seoTags for the webinar funnel (outside the prefix, in both languages)", () => {
  const paths = { en: "/webi", fr: "/fr/webi" };
  const fr = seoTags({
    title: "Atelier",
    description: "d",
    siteUrl: "https://s.example",
    lang: "fr",
    langPath: null,
    paths,
  });

  it("is canonical at the page of its own language", () => {
    expect(fr).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://s.example/fr/webi",
    });
    expect(fr).toContainEqual({ property: "og:url", content: "https://s.example/fr/webi" });
  });

  it("names its twin both ways, English as x-default", () => {
    const en = seoTags({
      title: "Workshop",
      description: "d",
      siteUrl: "https://s.example",
      lang: "en",
      langPath: null,
      paths,
    });
    for (const tags of [fr, en]) {
      expect(tags.filter((t) => "rel" in t && t.rel === "alternate")).toEqual([
        { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://s.example/webi" },
        { tagName: "link", rel: "alternate", hrefLang: "fr", href: "https://s.example/fr/webi" },
        {
          tagName: "link",
          rel: "alternate",
          hrefLang: "x-default",
          href: "https://s.example/webi",
        },
      ]);
    }
  });
});

describe("sitemap and robots builders", () => {
  it("escape URLs and point robots at the sitemap", () => {
    expect(buildSitemap("https://s.example?a&b")).toContain("https://s.example?a&amp;b/en");
    expect(buildRobots("https://s.example")).toContain("Sitemap: https://s.example/sitemap.xml");
  });

  it("list the French webinar landing with its alternates, and keep both checkouts out", () => {
    const sitemap = buildSitemap("https://s.example");
    expect(sitemap).toContain(
      '<url><loc>https://s.example/fr/webi</loc><xhtml:link rel="alternate" hreflang="en" href="https://s.example/webi"/>',
    );
    expect(sitemap).not.toContain("webiCheckout");
    const robots = buildRobots("https://s.example");
    expect(robots).toContain("Disallow: /webiCheckout\n");
    expect(robots).toContain("Disallow: /fr/webiCheckout\n");
  });
});
