import { Building2, Shirt } from "lucide-react";
import { describe, expect, it } from "vitest";
import { brands } from "#app/features/brand-search/brands";
import { type Brand, categoryKeys } from "#app/features/brand-search/categories";
import { categoryIcon } from "#app/features/brand-search/category-icons";
import {
  categoryOptions,
  countKey,
  filterBrands,
  searchFromParams,
  uniqueCategories,
} from "#app/features/brand-search/search";
import { brandSearchData } from "#app/features/brand-search/search-data.server";
import { makeI18n } from "#app/lib/i18n";
import { messages } from "#app/lib/messages.server";

const popular = [
  "Apple",
  "Nike",
  "Samsung",
  "Adidas",
  "H&M",
  "Under Armour",
  "Google Store",
  "Sephora",
  "IKEA",
  "Converse",
];

const names = (list: readonly Brand[]) => list.map((brand) => brand.name);

describe("brand catalogue", () => {
  it("holds about 400 brands, each named once", () => {
    expect(brands.length).toBeGreaterThanOrEqual(390);
    expect(brands.length).toBeLessThanOrEqual(420);
    const lower = brands.map((brand) => brand.name.toLowerCase());
    expect(new Set(lower).size).toBe(brands.length);
  });

  it("files every brand under one of the 26 categories, each of them used", () => {
    expect(categoryKeys).toHaveLength(26);
    for (const brand of brands) expect(categoryKeys, brand.name).toContain(brand.category);
    expect(uniqueCategories(brands).toSorted()).toEqual([...categoryKeys].toSorted());
  });

  it("offers discounts from 7% to 15%", () => {
    for (const brand of brands) {
      expect(brand.discount, brand.name).toMatch(/^\d+%$/);
      const value = Number.parseInt(brand.discount, 10);
      expect(value, brand.name).toBeGreaterThanOrEqual(7);
      expect(value, brand.name).toBeLessThanOrEqual(15);
    }
  });

  it("flags exactly the ten popular brands", () => {
    expect(names(brands.filter((brand) => brand.popular)).toSorted()).toEqual(popular.toSorted());
  });

  it("has a label for every category in both languages", () => {
    for (const lang of ["en", "fr"] as const) {
      const labels = messages[lang].brandSearch.categories;
      for (const key of [...categoryKeys, "all", "popular"] as const) {
        expect(labels[key], `${lang} ${key}`).toBeTruthy();
      }
    }
  });
});

describe("filterBrands", () => {
  const list: Brand[] = [
    { name: "Nike", category: "sports", discount: "10%", popular: true },
    { name: "Nikon", category: "electronics", discount: "9%" },
    { name: "Zara", category: "fashion", discount: "8%" },
    { name: "Anike", category: "fashion", discount: "7%" },
  ];

  it("shows everything under All with no term", () => {
    expect(names(filterBrands(list, "all", ""))).toEqual(["Nike", "Nikon", "Zara", "Anike"]);
  });

  it("matches a case-insensitive substring of the name, ignoring surrounding spaces", () => {
    expect(names(filterBrands(list, "all", "  NIK "))).toEqual(["Nike", "Nikon", "Anike"]);
    expect(names(filterBrands(list, "all", "ara"))).toEqual(["Zara"]);
  });

  it("filters by category first, then by the term", () => {
    expect(names(filterBrands(list, "fashion", ""))).toEqual(["Zara", "Anike"]);
    expect(names(filterBrands(list, "fashion", "nik"))).toEqual(["Anike"]);
    expect(filterBrands(list, "sports", "zara")).toEqual([]);
  });

  it("shows only the flagged brands under Popular", () => {
    expect(names(filterBrands(list, "popular", ""))).toEqual(["Nike"]);
    expect(names(filterBrands(brands, "popular", "")).toSorted()).toEqual(popular.toSorted());
  });
});

describe("count line", () => {
  const line = (lang: "en" | "fr", query: string, count: number) =>
    makeI18n(lang, { common: messages[lang].common, brandSearch: messages[lang].brandSearch }).t(
      `brandSearch:${countKey(query)}`,
      { count },
    );

  it("says 'found' with a term and 'available' without, singular and plural", () => {
    expect(line("en", "nik", 1)).toBe("1 brand found");
    expect(line("en", "nik", 3)).toBe("3 brands found");
    expect(line("en", "", 1)).toBe("1 brand available");
    expect(line("en", "  ", 415)).toBe("415 brands available");
  });

  it("follows French plural rules (0 and 1 are singular)", () => {
    expect(line("fr", "nik", 0)).toBe("0 marque trouvée");
    expect(line("fr", "nik", 1)).toBe("1 marque trouvée");
    expect(line("fr", "nik", 2)).toBe("2 marques trouvées");
    expect(line("fr", "", 1)).toBe("1 marque disponible");
    expect(line("fr", "", 415)).toBe("415 marques disponibles");
  });
});

describe("category filter options", () => {
  const label = (lang: "en" | "fr") => (key: string) =>
    (messages[lang].brandSearch.categories as Record<string, string>)[key] ?? key;

  it("lists All, Popular, then each category once, sorted by its label", () => {
    const en = categoryOptions([...uniqueCategories(brands), "fashion"], label("en"), "en");
    expect(en.slice(0, 2)).toEqual(["all", "popular"]);
    expect(en).toHaveLength(28);
    const labels = en.slice(2).map(label("en"));
    expect(labels).toEqual(labels.toSorted((a, b) => a.localeCompare(b, "en")));
    expect(labels.slice(0, 3)).toEqual(["Appliances", "Automotive", "Baby & Kids"]);
  });

  it("sorts by the French labels in French", () => {
    const fr = categoryOptions(uniqueCategories(brands), label("fr"), "fr")
      .slice(2)
      .map(label("fr"));
    expect(fr).toEqual(fr.toSorted((a, b) => a.localeCompare(b, "fr")));
    expect(fr[0]).toBe("Alimentation et boissons");
  });

  it("comes sorted from the page's loader in the page's language", () => {
    const options = (lang: "en" | "fr") =>
      brandSearchData(
        new URL(`https://www.subnova.example/${lang}/platform`),
        "all",
        messages[lang].brandSearch.categories,
      ).options;
    expect(options("fr")).toEqual(categoryOptions(uniqueCategories(brands), label("fr"), "fr"));
    expect(options("en")).toEqual(categoryOptions(uniqueCategories(brands), label("en"), "en"));
    expect(label("fr")(options("fr")[2] ?? "")).toBe("Alimentation et boissons");
    expect(label("en")(options("en")[2] ?? "")).toBe("Appliances");
  });
});

describe("category icons", () => {
  it("draws each category with its icon and an unknown one with a building", () => {
    expect(categoryIcon("fashion")).toBe(Shirt);
    expect(categoryIcon("spaceflight")).toBe(Building2);
    expect(categoryIcon("toString")).toBe(Building2);
  });
});

describe("search from the no-JavaScript form", () => {
  const from = (query: string, fallback = "popular") =>
    searchFromParams(new URLSearchParams(query), brands, fallback);

  it("starts from the block's default category with an empty term", () => {
    expect(from("")).toEqual({ query: "", category: "popular" });
    expect(from("", "all")).toEqual({ query: "", category: "all" });
  });

  it("reads the term and a known category", () => {
    expect(from("q=nik&category=sports")).toEqual({ query: "nik", category: "sports" });
    expect(from("category=all")).toEqual({ query: "", category: "all" });
  });

  it("falls back to All for an unknown category", () => {
    expect(from("category=spaceflight")).toEqual({ query: "", category: "all" });
  });

  it("resets the category to All and clears the term when those buttons were pressed", () => {
    expect(from("q=nik&category=sports&reset=1")).toEqual({ query: "nik", category: "all" });
    expect(from("q=nik&category=sports&clear=1")).toEqual({ query: "", category: "sports" });
  });
});
