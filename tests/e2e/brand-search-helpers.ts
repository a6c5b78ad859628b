import type { Locator, Page } from "@playwright/test";
import { brands } from "../../app/features/brand-search/brands";
import {
  categoryOptions,
  filterBrands,
  uniqueCategories,
} from "../../app/features/brand-search/search";
import { blockCopy, type Lang } from "./helpers";

export interface SearchCopy {
  searchLabel: string;
  clear: string;
  submit: string;
  found_one: string;
  found_other: string;
  available_one: string;
  available_other: string;
  filterLabel: string;
  results: string;
  reset: string;
  empty: { title: string; text: string; resetCategory: string; clearSearch: string };
  categories: Record<string, string>;
}

export const search: Record<Lang, SearchCopy> = {
  en: blockCopy<SearchCopy>("en", "brandSearch"),
  fr: blockCopy<SearchCopy>("fr", "brandSearch"),
};

/** The count line, word for word: 'N brands found' with a term, 'N brands available' without. */
export function countLine(lang: Lang, query: string, count: number): string {
  const copy = search[lang];
  const one = new Intl.PluralRules(lang).select(count) === "one";
  const text = query.trim()
    ? one
      ? copy.found_one
      : copy.found_other
    : one
      ? copy.available_one
      : copy.available_other;
  return text.replace("{{count}}", String(count));
}

/** A category's label in a language (the key itself for one without a label). */
export const categoryLabel = (lang: Lang, key: string) => search[lang].categories[key] ?? key;

/** The radios in the order a visitor sees them: All, Popular, then the categories by label. */
export const categoryOrder = (lang: Lang) =>
  categoryOptions(uniqueCategories(brands), (key) => categoryLabel(lang, key), lang);

export const names = (category: string, query: string) =>
  filterBrands(brands, category, query).map((brand) => brand.name);

/** The search block's parts, found as a visitor finds them. */
export function block(page: Page, lang: Lang) {
  const copy = search[lang];
  const root = page.getByRole("search", { name: copy.searchLabel });
  const results = root.getByRole("region", { name: copy.results });
  return {
    root,
    results,
    box: root.getByRole("searchbox", { name: copy.searchLabel }),
    count: root.getByRole("status"),
    cards: results.getByRole("listitem"),
    radio: (key: string) => root.getByRole("radio", { name: copy.categories[key], exact: true }),
  };
}

/** The names on the cards, in order. */
export async function cardNames(cards: Locator): Promise<string[]> {
  return cards.locator("b").evaluateAll((els) => els.map((el) => el.textContent ?? ""));
}
