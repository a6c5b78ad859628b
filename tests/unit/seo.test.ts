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

describe("sitemap and robots builders", () => {
  it("escape URLs and point robots at the sitemap", () => {
    expect(buildSitemap("https://s.example?a&b")).toContain("https://s.example?a&amp;b/en");
    expect(buildRobots("https://s.example")).toContain("Sitemap: https://s.example/sitemap.xml");
  });
});
