import { langFromPathname } from "#app/config/languages";
import { brands } from "./brands";
import {
  categoryOptions,
  type BrandSearchData,
  type CategoryFilter,
  FIRST_SCREEN,
  filterBrands,
  searchFromParams,
  uniqueCategories,
} from "./search";

/**
 * The brand search of a page's loader: the block's default category unless the no-JavaScript
 * form asked for another (`?q=&category=`), already filtered, and its first screen of cards.
 * The browser loads the whole catalogue only when the visitor nears the block, so it costs
 * other visits nothing; the server draws the rest for visitors without JavaScript.
 */
export function brandSearchData(
  url: URL,
  defaultCategory: CategoryFilter,
  labels: Readonly<Record<string, string>>,
): BrandSearchData {
  const search = searchFromParams(url.searchParams, brands, defaultCategory);
  const categories = uniqueCategories(brands);
  const lang = langFromPathname(url.pathname);
  const found = filterBrands(brands, search.category, search.query);
  return {
    search,
    results: found.slice(0, FIRST_SCREEN),
    count: found.length,
    options: categoryOptions(categories, (key) => labels[key] ?? key, lang),
  };
}

/** Partner names spread over the whole catalogue (every category), for the all-brands wall. */
export const wallNames = () =>
  brands.filter((brand, i) => i % 9 === 4 && !brand.popular).map((brand) => brand.name);
