import type { Brand } from "./categories";

/** "all", "popular", or a brand category. */
export type CategoryFilter = string;

export interface SearchState {
  query: string;
  category: CategoryFilter;
}

/**
 * The cards a visitor sees in the block before scrolling its list: six rows of four at the
 * widest. The page's HTML draws these; the catalogue brings the rest as the visitor nears them.
 */
export const FIRST_SCREEN = 24;

/** What a page with the brand search sends (search-data.server.ts). */
export interface BrandSearchData {
  search: SearchState;
  /** The first screen of that search's brands, drawn before the browser has the catalogue. */
  results: Brand[];
  /** How many brands that search found in all. */
  count: number;
  /**
   * The filter's options in the page's language, sorted on the server: a collator built in the
   * browser costs a phone tens of milliseconds of hydration.
   */
  options: CategoryFilter[];
}

/** The brands of a category ("all", "popular" or a category), then those whose name holds the term. */
export function filterBrands(
  list: readonly Brand[],
  category: CategoryFilter,
  query: string,
): Brand[] {
  const term = query.trim().toLocaleLowerCase();
  return list.filter(
    (brand) =>
      (category === "all" ||
        (category === "popular" ? brand.popular === true : brand.category === category)) &&
      (term === "" || brand.name.toLocaleLowerCase().includes(term)),
  );
}

/** Each category of the list once. */
export const uniqueCategories = (list: readonly Brand[]) => [
  ...new Set(list.map((brand) => brand.category)),
];

/** The filter's options: All, Popular, then the categories (once each), sorted by their label. */
export function categoryOptions(
  categories: readonly string[],
  label: (category: string) => string,
  locale: string,
): CategoryFilter[] {
  const collator = new Intl.Collator(locale);
  const unique = [...new Set(categories)];
  return ["all", "popular", ...unique.toSorted((a, b) => collator.compare(label(a), label(b)))];
}

/**
 * The count line's key: 'found' while there is a search term, 'available' otherwise (its plural
 * form comes from the count).
 */
export const countKey = (query: string) => (query.trim() ? "found" : "available");

/**
 * The search as the URL of the no-JavaScript form gives it (`?q=&category=`; the clear and reset
 * buttons submit `clear` and `reset`). No category: the block's default; an unknown one: All.
 */
export function searchFromParams(
  params: URLSearchParams,
  list: readonly Brand[],
  defaultCategory: CategoryFilter,
): SearchState {
  const requested = params.get("category");
  const known =
    requested === "all" ||
    requested === "popular" ||
    list.some((brand) => brand.category === requested);
  let category = defaultCategory;
  if (params.has("reset")) category = "all";
  else if (requested !== null) category = known ? requested : "all";
  return { query: params.has("clear") ? "" : (params.get("q") ?? "").slice(0, 100), category };
}
